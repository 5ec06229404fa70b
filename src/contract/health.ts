/** The health checks a load balancer asks: liveness and readiness. Not part of the spec's API. */
import { z } from '@hono/zod-openapi';

/** GET /health: the process answers. */
export const HealthSchema = z.object({ status: z.literal('ok') }).openapi('Health');

/** ok, failing, or not looked at (an earlier check failed, or the process is shutting down). */
const CheckSchema = z.enum(['ok', 'failing', 'skipped']);

/** GET /health/ready: whether this process should get traffic, and each check's outcome. */
export const ReadinessSchema = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    checks: z.object({
      shutdown: CheckSchema.openapi({ description: 'failing once the process has begun to shut down: the balancer drains it' }),
      database: CheckSchema.openapi({ description: 'the database answers a query within 2 seconds' }),
      migrations: CheckSchema.openapi({ description: "every migration in this server's journal is applied" }),
      changes: CheckSchema.openapi({
        description: "the connection that hears other processes' changes is listening (always ok on PGlite)",
      }),
    }),
    /** The migrations not applied, by tag, when that check fails. */
    pendingMigrations: z.array(z.string()).optional(),
  })
  .openapi('Readiness');

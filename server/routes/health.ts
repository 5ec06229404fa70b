import { createRoute } from '@hono/zod-openapi';
import { HealthSchema, ReadinessSchema } from '../../src/contract/health';
import type { RouteDeps } from '../deps';
import { createRouter, json } from '../openapi';
import { checkReadiness } from '../services/readiness';

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  summary: 'Whether the server answers (liveness): no database work, for load balancers and the load benchmark',
  responses: { 200: json(HealthSchema, 'The server is up') },
});

const readyRoute = createRoute({
  method: 'get',
  path: '/health/ready',
  summary:
    "Whether this process should get traffic (readiness): the database answers within 2 s, every migration of this build is applied, the listener for other processes' changes is connected, and the process is not shutting down",
  responses: {
    200: json(ReadinessSchema, 'Ready'),
    503: json(ReadinessSchema, 'Not ready: the checks name the one that failed'),
  },
});

export function healthRoutes(deps: RouteDeps) {
  return createRouter()
    .openapi(healthRoute, (c) => c.json({ status: 'ok' as const }, 200))
    .openapi(readyRoute, async (c) => {
      const readiness = await checkReadiness(deps.db, deps.shuttingDown());
      return readiness.status === 'ready' ? c.json(readiness, 200) : c.json(readiness, 503);
    });
}

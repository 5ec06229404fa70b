/**
 * Prometheus metrics of one app (GET /metrics, with METRICS_TOKEN): requests by method, route
 * pattern and status, their latency by route, server errors, the PostgreSQL pool's connections,
 * and prom-client's process metrics. Each app has a registry of its own, so apps made side by side
 * (tests) never share or clash.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { poolOf, type Database } from './db/client';

/** The shortest METRICS_TOKEN taken: a guessable token would publish what the server does. */
const MIN_TOKEN_LENGTH = 16;
/** Where answers fall, in seconds: a cached read takes well under 5 ms, a PDF or a search on a cold database seconds. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The methods HTTP names; anything else a client invents is counted as OTHER, so labels stay few. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT']);

/** METRICS_TOKEN checked at start: undefined (no /metrics) when unset. */
export function metricsTokenFrom(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (text.length < MIN_TOKEN_LENGTH || /\s/.test(text))
    throw new Error(`METRICS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters without spaces`);
  return text;
}

export interface AppMetrics {
  readonly registry: Registry;
  /** Counts one answered request under its route pattern (never its raw path: ids and tokens would make a series each). */
  observe(method: string, route: string, status: number, seconds: number): void;
}

export function createMetrics(db: Database): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request reaching the app to its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const serverErrors = new Counter({
    name: 'http_server_errors_total',
    help: 'Answers with a 5xx status, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const pool = poolOf(db);
  if (pool) {
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    gauge('db_pool_connections', 'PostgreSQL connections the pool holds, busy or idle', () => pool.totalCount);
    gauge('db_pool_idle_connections', 'PostgreSQL connections the pool holds idle', () => pool.idleCount);
    gauge('db_pool_waiting_requests', 'Queries waiting for a pooled connection', () => pool.waitingCount);
  }
  return {
    registry,
    observe(method, route, status, seconds) {
      const known = METHODS.has(method) ? method : 'OTHER';
      requests.inc({ method: known, route, status: String(status) });
      latency.observe({ method: known, route }, seconds);
      if (status >= 500) serverErrors.inc({ method: known, route, status: String(status) });
    },
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics for a scraper that sends `Authorization: Bearer <token>`; anyone else gets 401 and
 * nothing of the metrics. The tokens are compared as digests in constant time.
 */
export function metricsEndpoint(metrics: AppMetrics, token: string) {
  const expected = digest(token);
  return async (c: Context) => {
    const given = /^Bearer +(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(given), expected))
      return c.text('Unauthorized', 401, { 'WWW-Authenticate': 'Bearer', 'Cache-Control': 'no-store' });
    return c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
  };
}

import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, json } from '../openapi';

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  summary: 'Whether the server answers: no database work, for load balancers and the load benchmark',
  responses: { 200: json(z.object({ status: z.literal('ok') }).openapi('Health'), 'The server is up') },
});

export function healthRoutes() {
  return createRouter().openapi(healthRoute, (c) => c.json({ status: 'ok' as const }, 200));
}

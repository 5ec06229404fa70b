import { createRoute, z } from '@hono/zod-openapi';
import { optionalAuth } from '../middleware/auth';
import { createRouter, errorResponse, json } from '../openapi';
import { vendorCard } from '../services/vendors';
import type { RouteDeps } from '../deps';
import { idParam, pageParams, viewerOf } from './listing-params';
import { VendorResponseSchema } from './listing-schemas';

const vendorRoute = createRoute({
  method: 'get',
  path: '/vendors/{id}',
  summary: 'A vendor card: company name (masked like listings), city, state, rating, reviews',
  request: { params: z.object({ id: idParam }), query: z.object(pageParams) },
  responses: { 200: json(VendorResponseSchema, 'The vendor'), 400: errorResponse('Malformed id'), 404: errorResponse('Vendor not found') },
});

export function vendorRoutes({ db }: RouteDeps) {
  return createRouter().openapi({ ...vendorRoute, middleware: [optionalAuth(db)] }, async (c) => {
    const vendor = await vendorCard(db, Number(c.req.valid('param').id), viewerOf(c));
    return c.json({ success: true as const, data: { vendor } }, 200);
  });
}

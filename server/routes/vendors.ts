import { createRoute } from '@hono/zod-openapi';
import { IdParamsSchema } from '../../src/contract/common';
import { VendorQuerySchema, VendorResponseSchema } from '../../src/contract/vendors';
import { optionalAuth } from '../middleware/auth';
import { createRouter, errorResponse, json, optionalBearerSecurity } from '../openapi';
import { vendorCard } from '../services/vendors';
import type { RouteDeps } from '../deps';
import { viewerOf } from './listing-params';

const vendorRoute = createRoute({
  method: 'get',
  path: '/vendors/{id}',
  summary: 'A vendor card: company name (masked like listings), city, state, rating, reviews',
  request: { params: IdParamsSchema, query: VendorQuerySchema },
  responses: { 200: json(VendorResponseSchema, 'The vendor'), 400: errorResponse('Malformed id'), 404: errorResponse('Vendor not found') },
});

export function vendorRoutes({ db }: RouteDeps) {
  return createRouter().openapi({ ...vendorRoute, security: optionalBearerSecurity, middleware: [optionalAuth(db)] }, async (c) => {
    const vendor = await vendorCard(db, Number(c.req.valid('param').id), viewerOf(c));
    return c.json({ success: true as const, data: { vendor } }, 200);
  });
}

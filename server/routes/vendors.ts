import { createRoute } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { IdParamsSchema } from '../../src/contract/common';
import { VendorQuerySchema, VendorResponseSchema } from '../../src/contract/vendors';
import { sellerDisplayName } from '../../src/lib/seller';
import { sellers, states } from '../db/schema';
import { optionalAuth } from '../middleware/auth';
import { createRouter, errorResponse, json } from '../openapi';
import type { RouteDeps } from './deps';
import { viewerOf } from './listing-params';

const vendorRoute = createRoute({
  method: 'get',
  path: '/vendors/{id}',
  summary: 'A vendor card: company name (masked like listings), city, state, rating, reviews',
  request: { params: IdParamsSchema, query: VendorQuerySchema },
  responses: { 200: json(VendorResponseSchema, 'The vendor'), 400: errorResponse('Malformed id'), 404: errorResponse('Vendor not found') },
});

export function vendorRoutes({ db }: RouteDeps) {
  return createRouter().openapi({ ...vendorRoute, middleware: [optionalAuth(db)] }, async (c) => {
    const id = Number(c.req.valid('param').id);
    const [row] = await db
      .select({ seller: sellers, state: states.name })
      .from(sellers)
      .innerJoin(states, eq(states.id, sellers.stateId))
      .where(and(eq(sellers.id, id), eq(sellers.active, 'Y'), eq(sellers.hidden, false)));
    if (!row) return c.json({ error: 'Vendor not found' }, 404);
    const { seller } = row;
    const vendor = {
      id: seller.id,
      companyName: sellerDisplayName(seller.id, seller.companyName, viewerOf(c).showSellerNames),
      city: seller.city,
      state: row.state,
      rating: seller.rating,
      total_review: seller.totalReview,
    };
    return c.json({ success: true as const, data: { vendor } }, 200);
  });
}

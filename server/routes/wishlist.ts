import { createRoute } from '@hono/zod-openapi';
import { and, count, eq } from 'drizzle-orm';
import {
  WishlistCheckParamsSchema,
  WishlistCheckResponseSchema,
  WishlistCountResponseSchema,
  WishlistUpdateRequestSchema,
  WishlistUpdateResponseSchema,
} from '../../src/contract/wishlist';
import type { Database } from '../db/client';
import { products, wishlistItems } from '../db/schema';
import { currentBuyer, currentSession, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import { fromProducts, visibleProduct } from '../services/listings';
import type { RouteDeps } from './deps';

const updateRoute = createRoute({
  method: 'post',
  path: '/wishlist/update',
  summary: "Add a product to the signed-in buyer's wishlist, or remove it (both idempotent)",
  security: bearerSecurity,
  request: { body: jsonBody(WishlistUpdateRequestSchema) },
  responses: {
    200: json(WishlistUpdateResponseSchema, 'The wishlist count after the change'),
    400: errorResponse('Malformed body'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not a buyer'),
    404: errorResponse('Product not found'),
  },
});

const checkRoute = createRoute({
  method: 'get',
  path: '/wishlist/check/{productId}',
  summary: "Whether a product is in the signed-in buyer's wishlist (is_wishlist 1)",
  security: bearerSecurity,
  request: { params: WishlistCheckParamsSchema },
  responses: { 200: json(WishlistCheckResponseSchema, 'The flag'), 401: errorResponse('Not signed in') },
});

const countRoute = createRoute({
  method: 'get',
  path: '/wishlist/count',
  summary: "Number of products in the signed-in buyer's wishlist",
  security: bearerSecurity,
  responses: { 200: json(WishlistCountResponseSchema, 'The count'), 401: errorResponse('Not signed in') },
});

async function countOf(db: Database, buyerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.buyerId, buyerId));
  return row.n;
}

export function wishlistRoutes({ db }: RouteDeps) {
  const auth = requireAuth(db);
  return createRouter()
    .openapi({ ...updateRoute, middleware: [auth] }, async (c) => {
      const { buyer, user } = currentBuyer(c, 'Only buyers have a wishlist');
      const { product_id: productId, action_type: action } = c.req.valid('json');
      if (action === 'add') {
        const [product] = await fromProducts(db, { id: products.id }).where(and(eq(products.id, productId), visibleProduct));
        if (!product) return c.json({ error: 'Product not found' }, 404);
        await db.insert(wishlistItems).values({ buyerId: buyer.id, userId: user.id, productId }).onConflictDoNothing();
      } else {
        await db.delete(wishlistItems).where(and(eq(wishlistItems.buyerId, buyer.id), eq(wishlistItems.productId, productId)));
      }
      return c.json({ success: true as const, total_wishlist: await countOf(db, buyer.id) }, 200);
    })
    .openapi({ ...checkRoute, middleware: [auth] }, async (c) => {
      const { buyer } = currentSession(c);
      const productId = Number(c.req.valid('param').productId);
      const found = buyer
        ? await db.select({ id: wishlistItems.id }).from(wishlistItems).where(and(eq(wishlistItems.buyerId, buyer.id), eq(wishlistItems.productId, productId)))
        : [];
      return c.json({ success: true as const, is_wishlist: found.length > 0 ? (1 as const) : (0 as const) }, 200);
    })
    .openapi({ ...countRoute, middleware: [auth] }, async (c) => {
      const { buyer } = currentSession(c);
      return c.json({ success: true as const, count: buyer ? await countOf(db, buyer.id) : 0 }, 200);
    });
}

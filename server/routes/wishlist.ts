import { createRoute } from '@hono/zod-openapi';
import {
  WishlistCheckParamsSchema,
  WishlistCheckResponseSchema,
  WishlistCountResponseSchema,
  WishlistUpdateRequestSchema,
  WishlistUpdateResponseSchema,
} from '../../src/contract/wishlist';
import { currentBuyer, currentSession, ownBuyer, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import { isWished, updateWishlist, wishlistCount } from '../services/wishlist';
import type { RouteDeps } from '../deps';

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

export function wishlistRoutes({ db }: RouteDeps) {
  const auth = requireAuth(db);
  return createRouter()
    .openapi({ ...updateRoute, middleware: [auth] }, async (c) => {
      const who = currentBuyer(c, 'Only buyers have a wishlist');
      const { product_id: productId, action_type: action } = c.req.valid('json');
      return c.json({ success: true as const, total_wishlist: await updateWishlist(db, who, productId, action) }, 200);
    })
    .openapi({ ...checkRoute, middleware: [auth] }, async (c) => {
      const buyerId = ownBuyer(currentSession(c))?.id ?? null;
      const wished = await isWished(db, buyerId, Number(c.req.valid('param').productId));
      return c.json({ success: true as const, is_wishlist: wished ? (1 as const) : (0 as const) }, 200);
    })
    .openapi({ ...countRoute, middleware: [auth] }, async (c) => {
      const buyerId = ownBuyer(currentSession(c))?.id ?? null;
      return c.json({ success: true as const, count: await wishlistCount(db, buyerId) }, 200);
    });
}

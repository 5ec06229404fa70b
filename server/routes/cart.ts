import { createRoute } from '@hono/zod-openapi';
import { AddToCartRequestSchema, AddToCartResponseSchema, CartCountResponseSchema } from '../../src/contract/cart';
import { toRinggit } from '../../src/lib/money';
import { currentBuyer, currentSession, ownBuyer, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import { addToCart, cartCount } from '../services/cart';
import type { RouteDeps } from '../deps';

const addRoute = createRoute({
  method: 'post',
  path: '/cart/add',
  summary: "Add a SKU to the signed-in buyer's cart (quantities add up; cartCount counts lines; an approved bulk price applies from its quantity)",
  security: bearerSecurity,
  request: { body: jsonBody(AddToCartRequestSchema) },
  responses: {
    200: json(AddToCartResponseSchema, 'Added'),
    400: errorResponse('Invalid SKU, stock, minimum order quantity, or no shipping to the location'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not a buyer'),
  },
});

const countRoute = createRoute({
  method: 'get',
  path: '/cart/count',
  summary: "Number of lines in the signed-in buyer's cart",
  security: bearerSecurity,
  responses: { 200: json(CartCountResponseSchema, 'The count'), 401: errorResponse('Not signed in') },
});

export function cartRoutes({ db }: RouteDeps) {
  return createRouter()
    .openapi({ ...addRoute, middleware: [requireAuth(db)] }, async (c) => {
      const { user, buyer } = currentBuyer(c, 'Only buyers have a cart');
      const body = c.req.valid('json');
      // The buyer comes from the token; the client's ids only name the SKU.
      const item = { skuId: body.sku_id, productId: body.product_id, sellerId: body.sl_id, quantity: body.quantity };
      const { line, cartCount } = await addToCart(db, { user, buyer, item, location: c.get('location') });
      return c.json(
        {
          success: true as const,
          message: 'Product added to cart',
          cartCount,
          data: { cartCount, item: { sku_id: line.skuId, product_id: line.productId, quantity: line.quantity, price: toRinggit(line.price) } },
        },
        200,
      );
    })
    .openapi({ ...countRoute, middleware: [requireAuth(db)] }, async (c) => {
      const buyer = ownBuyer(currentSession(c));
      return c.json({ success: true as const, count: buyer ? await cartCount(db, buyer.id) : 0 }, 200);
    });
}

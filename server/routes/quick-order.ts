import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { QuickOrderAddResponseSchema, QuickOrderCheckResponseSchema, QuickOrderRequestSchema } from '../../src/contract/quick-order';
import { QUICK_ORDER_MAX_BYTES, QUICK_ORDER_MAX_LINES } from '../../src/lib/quick-order';
import type { AppEnv } from '../env';
import { currentBuyer, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import { checkQuickOrder, placeQuickOrder } from '../services/quick-order';
import type { RouteDeps } from '../deps';

const NOT_BUYER = 'Only buyers have a cart';
const LIST = `one "SKU code, quantity" a line, at most ${QUICK_ORDER_MAX_LINES} lines and ${QUICK_ORDER_MAX_BYTES / 1024} KB`;
const responses = {
  400: errorResponse(
    `Not plain text, empty, more than ${QUICK_ORDER_MAX_LINES} lines or larger than ${QUICK_ORDER_MAX_BYTES / 1024} KB; nothing is checked or added`,
  ),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not a buyer'),
};

const checkRoute = createRoute({
  method: 'post',
  path: '/cart/quick-order/check',
  summary: `Check a quick order (${LIST}) against the signed-in buyer's cart at the request's location: each line's product, price and whether the cart's add would take it; nothing changes`,
  security: bearerSecurity,
  request: { body: jsonBody(QuickOrderRequestSchema) },
  responses: { 200: json(QuickOrderCheckResponseSchema, "Every line's verdict"), ...responses },
});

const addRoute = createRoute({
  method: 'post',
  path: '/cart/quick-order',
  summary: `Add the lines of a quick order (${LIST}) that the cart takes, in one step, as the cart's add does (quantities add up); later lines of a SKU are merged into its first`,
  security: bearerSecurity,
  request: { body: jsonBody(QuickOrderRequestSchema) },
  responses: { 200: json(QuickOrderAddResponseSchema, "Every line's outcome and the cart count"), ...responses },
});

export function quickOrderRoutes({ db }: RouteDeps) {
  const auth = requireAuth(db);
  const buyerOf = (c: Context<AppEnv>) => {
    const { user, buyer } = currentBuyer(c, NOT_BUYER);
    return { user, buyer, location: c.get('location') };
  };
  return createRouter()
    .openapi({ ...checkRoute, middleware: [auth] }, async (c) => {
      const lines = await checkQuickOrder(db, buyerOf(c), c.req.valid('json').text);
      return c.json({ success: true as const, data: { lines, ready: lines.filter((line) => line.status === 'ready').length } }, 200);
    })
    .openapi({ ...addRoute, middleware: [auth] }, async (c) => {
      const { lines, cartCount } = await placeQuickOrder(db, buyerOf(c), c.req.valid('json').text);
      const added = lines.filter((line) => line.status === 'added').length;
      return c.json(
        { success: true as const, message: `${added} line(s) added to cart`, cartCount, data: { lines, added, cartCount } },
        200,
      );
    });
}

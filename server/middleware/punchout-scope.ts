/**
 * What a punch-out session may call. Its token reaches the shop (browse, search, product detail,
 * the delivery location), the session's own cart, and its own session (who it is, signing out);
 * the transfer back to the procurement system checks its session itself (routes/punchout.ts).
 * Every other route that reads a session refuses it, a new route too until it is listed here: a
 * punch-out token must never become a way to an ordinary session (sign-in links), to orders,
 * checkout, approvals, attachments, quotations or any of the buyer's own records.
 */
import type { Context } from 'hono';
import type { AppEnv, Session } from '../env';
import { errorBody } from '../services/errors';

/** The operations a punch-out session may call, as the OpenAPI document names them. */
const SHOP_OPERATIONS: ReadonlySet<string> = new Set([
  // Its own session.
  'GET /api/auth/me',
  'POST /api/auth/logout',
  // The delivery location the shop prices at.
  'POST /api/location',
  // Browsing and searching the marketplace and the company's catalogue.
  'GET /api/products',
  'GET /api/products/unified',
  'GET /api/products/category',
  'GET /api/products/covid',
  'GET /api/products/featured',
  'GET /api/products/price-range',
  'GET /api/products/brands',
  'GET /api/catalogue-categories/header',
  'GET /api/catalogue-categories/{id}',
  'GET /api/products/catalogue',
  'GET /api/products/catalogue-categories',
  'GET /api/products/tnb-catalogue-categories',
  'GET /api/products/catalogue/search',
  'GET /api/products/catalogue/brands',
  'GET /api/catalogue-search',
  'GET /api/search',
  'GET /api/search/filter-metadata',
  'GET /api/search/brands',
  'GET /api/search/price-range',
  'GET /api/vendors/{id}',
  // A product's detail.
  'GET /api/products/{id}',
  'GET /api/products/{id}/details',
  'GET /api/products/{id}/variant-sku-details',
  'GET /api/products/{id}/sku-pricing-info',
  // The punch-out session's own cart (services/cart.ts keeps it apart from the buyer's).
  'POST /api/cart/add',
  'GET /api/cart/count',
  'GET /api/cart',
  'PATCH /api/cart/items/{skuId}',
  'DELETE /api/cart/items/{skuId}',
  'POST /api/cart/remove-restricted',
  'POST /api/cart/quick-order/check',
  'POST /api/cart/quick-order',
]);

/** Whether a punch-out session may call the operation (`GET`, `/api/cart/items/{skuId}`). */
export function punchoutMayCall(method: string, path: string): boolean {
  return SHOP_OPERATIONS.has(`${method.toUpperCase()} ${path}`);
}

/** The route being answered, as the OpenAPI document names it: Hono's `:id` is `{id}` there. */
const operationPath = (c: Context<AppEnv>) => c.req.routePath.replace(/:(\w+)/g, '{$1}');

/** The 403 answer for a punch-out session outside its reach, or null when it may go on (or is no punch-out session). */
export function punchoutRefusal(c: Context<AppEnv>, session: Session): Response | null {
  // A HEAD is answered by the GET route.
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  if (!session.punchout || punchoutMayCall(method, operationPath(c))) return null;
  const message = `Not available in a punch-out session: only the catalogue, the cart and its transfer to ${session.punchout.systemName} are`;
  return c.json(errorBody(403, message, 'punchout_scope'), 403);
}

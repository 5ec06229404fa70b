import { createRoute } from '@hono/zod-openapi';
import {
  WishlistBulkRemoveRequestSchema,
  WishlistCheckParamsSchema,
  WishlistCheckResponseSchema,
  WishlistCountResponseSchema,
  WishlistItemRequestSchema,
  WishlistItemResponseSchema,
  WishlistQuerySchema,
  WishlistRemovedResponseSchema,
  WishlistResponseSchema,
  WishlistUpdateRequestSchema,
  WishlistUpdateResponseSchema,
  WishlistVendorParamsSchema,
} from '../../src/contract/wishlist';
import { currentBuyer, currentSession, ownBuyer, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import { isWished, updateWishlist, wishlistCount } from '../services/wishlist';
import { changeWishlistItem, loadWishlist, removeWishlistProducts, removeWishlistSeller } from '../services/wishlist-page';
import type { RouteDeps } from '../deps';
import { imageLinksOf } from './listing-params';

const NOT_BUYER = 'Only buyers have a wishlist';
const signedInResponses = { 401: errorResponse('Not signed in'), 403: errorResponse('Not a buyer') };

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
  responses: {
    200: json(WishlistCheckResponseSchema, 'The flag'),
    400: errorResponse('The product id is not a positive whole number'),
    401: errorResponse('Not signed in'),
  },
});

const countRoute = createRoute({
  method: 'get',
  path: '/wishlist/count',
  summary: "Number of products in the signed-in buyer's wishlist",
  security: bearerSecurity,
  responses: { 200: json(WishlistCountResponseSchema, 'The count'), 401: errorResponse('Not signed in') },
});

const pageRoute = createRoute({
  method: 'get',
  path: '/wishlist',
  summary:
    "The signed-in buyer's wishlist at the request's location: products newest first, grouped by seller (in the order of each seller's newest product), each with its chosen SKU's price, stock and shipping; totals count only products shipped there, and a seller's shipping is its first shipped product's charge",
  security: bearerSecurity,
  request: { query: WishlistQuerySchema },
  responses: { 200: json(WishlistResponseSchema, 'The wishlist'), 400: errorResponse('Malformed location'), ...signedInResponses },
});

const itemRoute = createRoute({
  method: 'put',
  path: '/wishlist/item',
  summary: "Set the quantity and/or the chosen SKU (one of the product's) of a product in the signed-in buyer's wishlist",
  security: bearerSecurity,
  request: { body: jsonBody(WishlistItemRequestSchema) },
  responses: {
    200: json(WishlistItemResponseSchema, 'The item after the change, and the wishlist count'),
    400: errorResponse('Malformed body, a quantity out of range, or a SKU of another product'),
    ...signedInResponses,
    404: errorResponse('The product is not in the wishlist'),
  },
});

const bulkRemoveRoute = createRoute({
  method: 'delete',
  path: '/wishlist/bulk',
  summary: "Remove those of the listed products that are in the signed-in buyer's wishlist (others are ignored)",
  security: bearerSecurity,
  request: { body: jsonBody(WishlistBulkRemoveRequestSchema) },
  responses: {
    200: json(WishlistRemovedResponseSchema, 'How many were removed, and the count after'),
    400: errorResponse('Malformed body'),
    ...signedInResponses,
  },
});

const vendorRemoveRoute = createRoute({
  method: 'delete',
  path: '/wishlist/vendor/{id}',
  summary: "Remove every product of a seller from the signed-in buyer's wishlist (none there removes nothing)",
  security: bearerSecurity,
  request: { params: WishlistVendorParamsSchema },
  responses: {
    200: json(WishlistRemovedResponseSchema, 'How many were removed, and the count after'),
    400: errorResponse('Malformed id'),
    ...signedInResponses,
  },
});

export function wishlistRoutes({ db, productImages }: RouteDeps) {
  const auth = requireAuth(db);
  return createRouter()
    .openapi({ ...updateRoute, middleware: [auth] }, async (c) => {
      const who = currentBuyer(c, NOT_BUYER);
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
    })
    .openapi({ ...pageRoute, middleware: [auth] }, async (c) => {
      const { buyer } = currentBuyer(c, NOT_BUYER);
      return c.json(
        {
          success: true as const,
          data: await loadWishlist(db, { buyer, location: c.get('location'), images: imageLinksOf(c, productImages) }),
        },
        200,
      );
    })
    .openapi({ ...itemRoute, middleware: [auth] }, async (c) => {
      const { buyer } = currentBuyer(c, NOT_BUYER);
      const { product_id: productId, quantity, sku_id: skuId, product_variant_option_id: options } = c.req.valid('json');
      const optionIds = options === undefined ? undefined : options.split(',').map(Number);
      const { item, total } = await changeWishlistItem(db, buyer.id, { productId, quantity, skuId, optionIds });
      return c.json({ success: true as const, total_wishlist: total, data: item }, 200);
    })
    .openapi({ ...bulkRemoveRoute, middleware: [auth] }, async (c) => {
      const { buyer } = currentBuyer(c, NOT_BUYER);
      const { removed, total } = await removeWishlistProducts(db, buyer.id, c.req.valid('json').product_ids);
      return c.json({ success: true as const, removed, total_wishlist: total }, 200);
    })
    .openapi({ ...vendorRemoveRoute, middleware: [auth] }, async (c) => {
      const { buyer } = currentBuyer(c, NOT_BUYER);
      const { removed, total } = await removeWishlistSeller(db, buyer.id, Number(c.req.valid('param').id));
      return c.json({ success: true as const, removed, total_wishlist: total }, 200);
    });
}

import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  AddReferenceRequestSchema,
  AddToCartRequestSchema,
  AddToCartResponseSchema,
  CartCountResponseSchema,
  CartQuantityRequestSchema,
  CartQuantityResponseSchema,
  CartReferenceParamsSchema,
  CartRemoveResponseSchema,
  CartResponseSchema,
  CartSkuParamsSchema,
  ReferencesResponseSchema,
  RemoveRestrictedRequestSchema,
  RemoveRestrictedResponseSchema,
} from '../../src/contract/cart';
import { locationParams } from '../../src/contract/common';
import { MAX_REFERENCES_PER_SKU } from '../../src/lib/cart';
import type { ProductReference } from '../../src/contract/types';
import { languageOfHeader } from '../../src/lib/language';
import { toRinggit } from '../../src/lib/money';
import type { AppEnv } from '../env';
import { currentBuyer, currentSession, ownBuyer, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import { addToCart, cartCount, changeCartQuantity, removeFromCart, removeRestricted } from '../services/cart';
import { addProductReference, productReferences, removeProductReference } from '../services/cart-references';
import { loadCart } from '../services/cart-view';
import { generateQuotation } from '../services/quotations';
import type { RouteDeps } from '../deps';
import { imageLinksOf } from './listing-params';

const NOT_BUYER = 'Only buyers have a cart';
const LocationQuerySchema = z.object(locationParams);
const signedInResponses = { 401: errorResponse('Not signed in'), 403: errorResponse('Not a buyer') };

const addRoute = createRoute({
  method: 'post',
  path: '/cart/add',
  summary:
    "Add a SKU to the signed-in buyer's cart (quantities add up; cartCount counts lines; an approved bulk price applies from its quantity)",
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

const cartRoute = createRoute({
  method: 'get',
  path: '/cart',
  summary:
    "The signed-in buyer's cart at the request's location: current and approved bulk prices, shipping per seller, SST, lines not shipped there excluded from every figure, vendor minimums and line problems",
  security: bearerSecurity,
  request: { query: LocationQuerySchema },
  responses: { 200: json(CartResponseSchema, 'The cart'), 400: errorResponse('Malformed location'), ...signedInResponses },
});

const quantityRoute = createRoute({
  method: 'patch',
  path: '/cart/items/{skuId}',
  summary:
    "Set a cart line's quantity, or change it by a step (concurrent changes all count). The new quantity must be at least 1, at least the MOQ (a line below its MOQ can only be raised to it) and within stock; the price follows the approved bulk price",
  security: bearerSecurity,
  request: { params: CartSkuParamsSchema, body: jsonBody(CartQuantityRequestSchema) },
  responses: {
    200: json(CartQuantityResponseSchema, 'The line after the change'),
    400: errorResponse('Malformed body, below 1, below the MOQ, beyond stock, or no longer available'),
    ...signedInResponses,
    404: errorResponse('The SKU is not in the cart'),
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/cart/items/{skuId}',
  summary: "Remove a SKU from the signed-in buyer's cart",
  security: bearerSecurity,
  request: { params: CartSkuParamsSchema },
  responses: {
    200: json(CartRemoveResponseSchema, 'Removed'),
    400: errorResponse('Malformed id'),
    ...signedInResponses,
    404: errorResponse('The SKU is not in the cart'),
  },
});

const removeRestrictedRoute = createRoute({
  method: 'post',
  path: '/cart/remove-restricted',
  summary: "Remove those of the listed SKUs that are in the cart and not shipped to the request's location",
  security: bearerSecurity,
  request: { query: LocationQuerySchema, body: jsonBody(RemoveRestrictedRequestSchema) },
  responses: {
    200: json(RemoveRestrictedResponseSchema, 'How many lines were removed'),
    400: errorResponse('Malformed body, or no known location'),
    ...signedInResponses,
  },
});

const referenceResponses = {
  200: json(ReferencesResponseSchema, "The buyer's references for the SKU, oldest first"),
  ...signedInResponses,
  404: errorResponse('No such listed SKU, or no such reference of the buyer'),
};

const referencesRoute = createRoute({
  method: 'get',
  path: '/cart/items/{skuId}/references',
  summary: "The signed-in buyer's references (own notes) for a SKU",
  security: bearerSecurity,
  request: { params: CartSkuParamsSchema },
  responses: { ...referenceResponses, 400: errorResponse('Malformed id') },
});

const addReferenceRoute = createRoute({
  method: 'post',
  path: '/cart/items/{skuId}/references',
  summary: `Add a reference to a SKU (trimmed, not empty; at most ${MAX_REFERENCES_PER_SKU} per SKU)`,
  security: bearerSecurity,
  request: { params: CartSkuParamsSchema, body: jsonBody(AddReferenceRequestSchema) },
  responses: {
    ...referenceResponses,
    400: errorResponse('Malformed id or reference'),
    409: errorResponse(`The SKU already has ${MAX_REFERENCES_PER_SKU} references`),
  },
});

const removeReferenceRoute = createRoute({
  method: 'delete',
  path: '/cart/items/{skuId}/references/{referenceId}',
  summary: "Remove one of the signed-in buyer's references of a SKU",
  security: bearerSecurity,
  request: { params: CartReferenceParamsSchema },
  responses: { ...referenceResponses, 400: errorResponse('Malformed id') },
});

const quotationRoute = createRoute({
  method: 'post',
  path: '/cart/quotation',
  summary:
    "A quotation PDF of the cart's lines shipped to the request's location (saved with its number, valid 30 days), downloaded as quotation.pdf; in Bahasa Malaysia when Accept-Language names ms first, else English",
  security: bearerSecurity,
  request: { query: LocationQuerySchema },
  responses: {
    200: { content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } }, description: 'The quotation PDF' },
    400: errorResponse('Nothing in the cart to quote, or a malformed location'),
    ...signedInResponses,
  },
});

const PDF_HEADERS = {
  'Content-Type': 'application/pdf',
  'Content-Disposition': 'attachment; filename="quotation.pdf"',
  'Cache-Control': 'no-store',
};

const references = (list: ProductReference[]) => ({ success: true as const, data: { references: list } });

export function cartRoutes({ db, taxRateBasisPoints, productImages }: RouteDeps) {
  const auth = requireAuth(db);
  /** The signed-in buyer's cart as priced at the request's location. */
  const viewerOf = (c: Context<AppEnv>) => {
    const { user, buyer } = currentBuyer(c, NOT_BUYER);
    return { user, buyer, location: c.get('location'), images: imageLinksOf(c, productImages), taxRateBasisPoints };
  };
  return createRouter()
    .openapi({ ...addRoute, middleware: [requireAuth(db)] }, async (c) => {
      const { user, buyer } = currentBuyer(c, NOT_BUYER);
      const body = c.req.valid('json');
      // The buyer comes from the token; the client's ids only name the SKU.
      const item = { skuId: body.sku_id, productId: body.product_id, sellerId: body.sl_id, quantity: body.quantity };
      const { line, cartCount } = await addToCart(db, { user, buyer, item, location: c.get('location') });
      return c.json(
        {
          success: true as const,
          message: 'Product added to cart',
          cartCount,
          data: {
            cartCount,
            item: { sku_id: line.skuId, product_id: line.productId, quantity: line.quantity, price: toRinggit(line.price) },
          },
        },
        200,
      );
    })
    .openapi({ ...countRoute, middleware: [requireAuth(db)] }, async (c) => {
      const buyer = ownBuyer(currentSession(c));
      return c.json({ success: true as const, count: buyer ? await cartCount(db, buyer) : 0 }, 200);
    })
    .openapi({ ...cartRoute, middleware: [auth] }, async (c) =>
      c.json({ success: true as const, data: await loadCart(db, viewerOf(c)) }, 200),
    )
    .openapi({ ...quantityRoute, middleware: [auth] }, async (c) => {
      const { user, buyer } = currentBuyer(c, NOT_BUYER);
      const body = c.req.valid('json');
      const to = body.quantity === undefined ? { change: body.change ?? 0 } : { quantity: body.quantity };
      const { line, bulk, cartCount } = await changeCartQuantity(db, { user, buyer, skuId: Number(c.req.valid('param').skuId), to });
      return c.json(
        {
          success: true as const,
          message: 'Cart updated',
          cartCount,
          data: {
            sku_id: line.skuId,
            quantity: line.quantity,
            price: toRinggit(line.price),
            total_price: toRinggit(line.price * line.quantity),
            is_bulk_price: bulk,
          },
        },
        200,
      );
    })
    .openapi({ ...removeRoute, middleware: [auth] }, async (c) => {
      const { buyer } = currentBuyer(c, NOT_BUYER);
      const cartCount = await removeFromCart(db, buyer, Number(c.req.valid('param').skuId));
      return c.json({ success: true as const, message: 'Product removed from cart', cartCount }, 200);
    })
    .openapi({ ...removeRestrictedRoute, middleware: [auth] }, async (c) => {
      const result = await removeRestricted(db, viewerOf(c), c.req.valid('json').skuIds);
      return c.json({ success: true as const, ...result }, 200);
    })
    .openapi({ ...referencesRoute, middleware: [auth] }, async (c) => {
      const { buyer } = currentBuyer(c, NOT_BUYER);
      return c.json(references(await productReferences(db, buyer.id, Number(c.req.valid('param').skuId))), 200);
    })
    .openapi({ ...addReferenceRoute, middleware: [auth] }, async (c) => {
      const { buyer } = currentBuyer(c, NOT_BUYER);
      const skuId = Number(c.req.valid('param').skuId);
      return c.json(references(await addProductReference(db, buyer.id, skuId, c.req.valid('json').reference)), 200);
    })
    .openapi({ ...removeReferenceRoute, middleware: [auth] }, async (c) => {
      const { buyer } = currentBuyer(c, NOT_BUYER);
      const { skuId, referenceId } = c.req.valid('param');
      return c.json(references(await removeProductReference(db, buyer.id, Number(skuId), Number(referenceId))), 200);
    })
    .openapi({ ...quotationRoute, middleware: [auth] }, async (c) => {
      const pdf = await generateQuotation(db, { ...viewerOf(c), language: languageOfHeader(c.req.header('accept-language')) });
      return c.body(new Uint8Array(pdf), 200, PDF_HEADERS);
    });
}

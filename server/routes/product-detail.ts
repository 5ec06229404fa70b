import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { IdParamsSchema } from '../../src/contract/common';
import {
  ProductDetailQuerySchema,
  ProductDetailResponseSchema,
  SkuDetailQuerySchema,
  SkuDetailResponseSchema,
  SkuPricingInfoSchema,
  SkuPricingQuerySchema,
} from '../../src/contract/product-detail';
import type { AppEnv } from '../env';
import { optionalAuth, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, optionalBearerSecurity } from '../openapi';
import { loadProductDetail } from '../services/product-detail';
import { skuForOptions, skuPricing } from '../services/product-skus';
import type { RouteDeps } from '../deps';
import { imageLinksOf, viewerOf } from './listing-params';

const NOT_FOUND = 'Product not found';
const detailResponses = {
  200: json(ProductDetailResponseSchema, 'The product'),
  400: errorResponse('Malformed id'),
  404: errorResponse(NOT_FOUND),
};

const detailRoute = createRoute({
  method: 'get',
  path: '/products/{id}',
  summary: 'Product detail, with shipping and restriction at the request location (skip-auth)',
  request: { params: IdParamsSchema, query: ProductDetailQuerySchema },
  responses: detailResponses,
});

const buyerDetailRoute = createRoute({
  method: 'get',
  path: '/products/{id}/details',
  summary: "Product detail for the signed-in buyer: the same, with the buyer's bulk price requests and wishlist flag",
  security: bearerSecurity,
  request: { params: IdParamsSchema, query: ProductDetailQuerySchema },
  responses: { ...detailResponses, 401: errorResponse('Not signed in') },
});

const skuRoute = createRoute({
  method: 'get',
  path: '/products/{id}/variant-sku-details',
  summary: 'The SKU with exactly the chosen variant options',
  request: { params: IdParamsSchema, query: SkuDetailQuerySchema },
  responses: {
    200: json(SkuDetailResponseSchema, 'The SKU, or an error field when none matches'),
    400: errorResponse('Malformed id or option ids'),
    404: errorResponse(NOT_FOUND),
  },
});

const skuPricingRoute = createRoute({
  method: 'get',
  path: '/products/{id}/sku-pricing-info',
  summary:
    'Every SKU with its options and prices; with sku_id and quantity, the unit price the cart charges (an approved bulk price from its quantity)',
  request: { params: IdParamsSchema, query: SkuPricingQuerySchema },
  responses: {
    200: json(SkuPricingInfoSchema, 'The SKUs and the price for the quantity'),
    400: errorResponse('Malformed parameter'),
    404: errorResponse('Product or SKU not found'),
  },
});

export function productDetailRoutes({ db, productImages }: RouteDeps) {
  // One answer for both: the viewer (a visitor or the token's buyer) decides what it holds.
  const detailFor = async (c: Context<AppEnv>, id: string) => ({
    success: true as const,
    data: await loadProductDetail(db, Number(id), viewerOf(c), c.get('location'), imageLinksOf(c, productImages)),
  });
  return createRouter()
    .openapi({ ...detailRoute, security: optionalBearerSecurity, middleware: [optionalAuth(db)] }, async (c) =>
      c.json(await detailFor(c, c.req.valid('param').id), 200),
    )
    .openapi({ ...buyerDetailRoute, middleware: [requireAuth(db)] }, async (c) => c.json(await detailFor(c, c.req.valid('param').id), 200))
    .openapi({ ...skuRoute, security: optionalBearerSecurity, middleware: [optionalAuth(db)] }, async (c) => {
      const optionIds = c.req.valid('query').optionIds.split(',').filter(Boolean).map(Number);
      const sku = await skuForOptions(db, Number(c.req.valid('param').id), viewerOf(c).buyerId, optionIds);
      if (!sku) return c.json({ success: false as const, error: 'No SKU is available for the selected options' }, 200);
      return c.json({ success: true as const, ...sku }, 200);
    })
    .openapi({ ...skuPricingRoute, security: optionalBearerSecurity, middleware: [optionalAuth(db)] }, async (c) => {
      const query = c.req.valid('query');
      const choice = query.sku_id ? { skuId: query.sku_id, quantity: query.quantity } : undefined;
      return c.json(await skuPricing(db, Number(c.req.valid('param').id), viewerOf(c).buyerId, choice), 200);
    });
}

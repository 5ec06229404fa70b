import { createRoute } from '@hono/zod-openapi';
import { and, asc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { IdParamsSchema } from '../../src/contract/common';
import {
  ProductDetailQuerySchema,
  ProductDetailResponseSchema,
  SkuDetailQuerySchema,
  SkuDetailResponseSchema,
  SkuPricingInfoSchema,
  SkuPricingQuerySchema,
} from '../../src/contract/product-detail';
import { toRinggit } from '../../src/lib/money';
import type { Database } from '../db/client';
import { products, skuOptions, skus } from '../db/schema';
import type { AppEnv } from '../env';
import { optionalAuth, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json } from '../openapi';
import { unitPriceFor } from '../services/bulk-prices';
import { fromProducts, visibleProduct } from '../services/listings';
import { loadProductDetail } from '../services/product-detail';
import type { RouteDeps } from './deps';
import { originOf, viewerOf } from './listing-params';

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
  summary: "Every SKU with its options and prices; with sku_id and quantity, the unit price the cart charges (an approved bulk price from its quantity)",
  request: { params: IdParamsSchema, query: SkuPricingQuerySchema },
  responses: {
    200: json(SkuPricingInfoSchema, 'The SKUs and the price for the quantity'),
    400: errorResponse('Malformed parameter'),
    404: errorResponse('Product or SKU not found'),
  },
});

/** The SKUs of a listed product with their option ids, or null when the product is not listed. */
async function productSkus(db: Database, id: number) {
  const [product] = await fromProducts(db, { id: products.id }).where(and(eq(products.id, id), visibleProduct));
  if (!product) return null;
  const rows = await db
    .select({ sku: skus, optionId: skuOptions.optionId })
    .from(skus)
    .leftJoin(skuOptions, eq(skuOptions.skuId, skus.id))
    .where(eq(skus.productId, id))
    .orderBy(asc(skus.id), asc(skuOptions.optionId));
  const bySku = new Map<number, { sku: typeof skus.$inferSelect; optionIds: number[] }>();
  for (const row of rows) {
    const entry = bySku.get(row.sku.id) ?? { sku: row.sku, optionIds: [] };
    if (row.optionId !== null) entry.optionIds.push(row.optionId);
    bySku.set(row.sku.id, entry);
  }
  return [...bySku.values()];
}

function skuFields(sku: typeof skus.$inferSelect) {
  return { sku_id: sku.id, product_id: sku.productId, inventory: sku.stock, price: toRinggit(sku.price), act_price: toRinggit(sku.actPrice), moq: sku.moq, total_stock: sku.stock };
}

export function productDetailRoutes({ db }: RouteDeps) {
  // One answer for both: the viewer (a visitor or the token's buyer) decides what it holds.
  const detailFor = async (c: Context<AppEnv>, id: string) => {
    const detail = await loadProductDetail(db, Number(id), viewerOf(c), c.get('location'), originOf(c));
    if (!detail) throw new HTTPException(404, { message: NOT_FOUND });
    return { success: true as const, data: detail };
  };
  return createRouter()
    .openapi({ ...detailRoute, middleware: [optionalAuth(db)] }, async (c) => c.json(await detailFor(c, c.req.valid('param').id), 200))
    .openapi({ ...buyerDetailRoute, middleware: [requireAuth(db)] }, async (c) => c.json(await detailFor(c, c.req.valid('param').id), 200))
    .openapi(skuRoute, async (c) => {
      const entries = await productSkus(db, Number(c.req.valid('param').id));
      if (!entries) return c.json({ error: NOT_FOUND }, 404);
      const wanted = [...new Set(c.req.valid('query').optionIds.split(',').filter(Boolean).map(Number))].sort((a, b) => a - b);
      const match = entries.find((entry) => entry.optionIds.length === wanted.length && entry.optionIds.every((option, index) => option === wanted[index]));
      if (!match) return c.json({ success: false as const, error: 'No SKU is available for the selected options' }, 200);
      return c.json({ success: true as const, ...skuFields(match.sku) }, 200);
    })
    .openapi({ ...skuPricingRoute, middleware: [optionalAuth(db)] }, async (c) => {
      const query = c.req.valid('query');
      const entries = await productSkus(db, Number(c.req.valid('param').id));
      if (!entries) return c.json({ error: NOT_FOUND }, 404);
      const list = entries.map((entry) => ({ ...skuFields(entry.sku), option_ids: entry.optionIds }));
      if (!query.sku_id) return c.json({ success: true as const, skus: list, pricing: null }, 200);
      const chosen = entries.find((entry) => entry.sku.id === Number(query.sku_id));
      if (!chosen) return c.json({ error: `SKU ${query.sku_id} is not a SKU of this product` }, 404);
      const { price, bulk } = await unitPriceFor(db, viewerOf(c).buyerId, chosen.sku, query.quantity);
      return c.json({ success: true as const, skus: list, pricing: { sku_id: chosen.sku.id, quantity: query.quantity, unit_price: toRinggit(price), bulk_price_applied: bulk } }, 200);
    });
}

import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ListingSort, ProductDetail, ProductListResponse } from '../../src/api/types';
import { brands, products, sellers, skuOptions, skus, variantOptions, variants } from '../db/schema';
import { findCategory } from '../domain/category-tree';
import { sellerDisplayName, toRinggit } from '../domain/listing';
import { contractedFor } from '../domain/search/filter-sql';
import type { AppEnv } from '../env';
import { optionalAuth } from '../middleware/auth';
import { createRouter, errorResponse, json } from '../openapi';
import { loadCategoryTree } from '../services/categories';
import { brandsOf, fromProducts, listProducts, priceRangeOf, productImageUrl, resolveLocation, visibleProduct, type ListingFilters } from '../services/listings';
import { buildTextQuery, textMatch } from '../services/search-text';
import type { RouteDeps } from './deps';
import {
  categoryParams,
  covidCategories,
  covidCategoryId,
  idParam,
  locationParams,
  moqRanges,
  originOf,
  pageParams,
  resolveCategory,
  splitList,
  toSen,
  unifiedParams,
  viewerOf,
} from './listing-params';
import {
  BrandsSchema,
  PriceRangeSchema,
  ProductDetailSchema,
  ProductListResponseSchema,
  SkuDetailSchema,
} from './listing-schemas';
import { CategorySchema } from './categories';

const listingResponses = {
  200: json(ProductListResponseSchema, 'A page of products'),
  400: errorResponse('Malformed parameter or invalid category token'),
  404: errorResponse('Category Not Found'),
};

const productsRoute = createRoute({
  method: 'get',
  path: '/products',
  summary: 'Products of a category (skip-auth), with the listing filters',
  request: { query: z.object(unifiedParams) },
  responses: listingResponses,
});

const unifiedRoute = createRoute({
  method: 'get',
  path: '/products/unified',
  summary: 'Every listing (category, subcategory, vendor, COVID, search) with every filter of spec 7',
  request: { query: z.object(unifiedParams) },
  responses: listingResponses,
});

const categoryListingRoute = createRoute({
  method: 'get',
  path: '/products/category',
  summary: 'Products of a category, subcategory or vendor',
  request: { query: z.object({ ...pageParams, ...locationParams, ...categoryParams, vendorId: idParam.optional(), sort_by: unifiedParams.sort_by }) },
  responses: listingResponses,
});

const covidRoute = createRoute({
  method: 'get',
  path: '/products/covid',
  summary: 'COVID care items of one tab (2756..2761) or all (covidAll)',
  request: { query: z.object({ ...pageParams, ...locationParams, covidCategoryId: covidCategoryId.default('covidAll') }) },
  responses: listingResponses,
});

const featuredRoute = createRoute({
  method: 'get',
  path: '/products/featured',
  summary: 'Top-rated products, optionally of a category',
  request: { query: z.object({ ...pageParams, ...locationParams, categoryId: idParam.optional() }) },
  responses: listingResponses,
});

const priceRangeRoute = createRoute({
  method: 'get',
  path: '/products/price-range',
  summary: 'Lowest and highest price (RM) of a category, subcategory or vendor',
  request: { query: z.object({ ...categoryParams, vendorId: idParam.optional() }) },
  responses: { 200: json(PriceRangeSchema, 'The range'), 400: errorResponse('Malformed parameter'), 404: errorResponse('Category Not Found') },
});

const brandsRoute = createRoute({
  method: 'get',
  path: '/products/brands',
  summary: 'Brands of the listed products, optionally of a category, subcategory or vendor',
  request: { query: z.object({ ...categoryParams, vendorId: idParam.optional() }) },
  responses: { 200: json(BrandsSchema, 'Brand names'), 400: errorResponse('Malformed parameter'), 404: errorResponse('Category Not Found') },
});

const covidCategoriesRoute = createRoute({
  method: 'get',
  path: '/categories/covid',
  summary: 'The COVID care tabs (2756..2761)',
  responses: { 200: json(z.object({ success: z.literal(true), data: z.array(CategorySchema) }), 'The categories') },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/products/{id}',
  summary: 'Product detail: identity, variants, prices, stock, seller (skip-auth)',
  request: { params: z.object({ id: idParam }), query: z.object(locationParams) },
  responses: {
    200: json(z.object({ success: z.literal(true), data: ProductDetailSchema }), 'The product'),
    400: errorResponse('Malformed id'),
    404: errorResponse('Product not found'),
  },
});

const skuRoute = createRoute({
  method: 'get',
  path: '/products/{id}/variant-sku-details',
  summary: 'The SKU with exactly the chosen variant options',
  request: {
    params: z.object({ id: idParam }),
    query: z.object({ optionIds: z.string().regex(/^(\d{1,9})?(,\d{1,9})*$/, 'must be a comma list of option ids').default('') }),
  },
  responses: {
    200: json(z.union([SkuDetailSchema, z.object({ success: z.literal(false), error: z.string() })]), 'The SKU, or an error field when none matches'),
    400: errorResponse('Malformed id or option ids'),
    404: errorResponse('Product not found'),
  },
});

type UnifiedQuery = z.infer<z.ZodObject<typeof unifiedParams>>;


export function productRoutes({ db }: RouteDeps) {
  async function unified(c: Context<AppEnv>, query: Partial<UnifiedQuery> & { page: number; limit: number }): Promise<ProductListResponse> {
    const viewer = viewerOf(c);
    const location = c.get('location');
    const tree = await loadCategoryTree(db);
    let categoryIds = resolveCategory(tree, query);
    if (query.covidCategoryId) {
      const covid = covidCategories(tree, query.covidCategoryId);
      categoryIds = categoryIds ? categoryIds.filter((id) => covid.includes(id)) : covid;
    }
    const text = query.search?.trim() ? textMatch(await buildTextQuery(db, query.search)) : null;
    const filters: ListingFilters = {
      location,
      categoryIds,
      vendorId: query.vendorId ? Number(query.vendorId) : undefined,
      text: text?.where,
      minPrice: toSen(query.min_price),
      maxPrice: toSen(query.max_price),
      brands: splitList(query.brands),
      ratings: splitList(query.ratings).map(Number),
      freeShipping: query.free_shipping,
      moq: moqRanges(query.moq),
      // Contracted items are the signed-in buyer's own; guests asking for them get none.
      contractedOnly: query.contracted === 'Y',
      sellerStates: splitList(query.seller_states),
    };
    if (query.min_shipping_cost !== undefined || query.max_shipping_cost !== undefined) {
      const place = await resolveLocation(db, location);
      if (place) filters.shippingCost = { ...place, min: toSen(query.min_shipping_cost) ?? 0, max: toSen(query.max_shipping_cost) ?? Number.MAX_SAFE_INTEGER };
    }
    const page = await listProducts(db, {
      filters,
      sort: (query.sort_by ?? 'relevance') as ListingSort,
      rank: text?.rank ?? null,
      page: query.page,
      limit: query.limit,
      viewer,
      origin: originOf(c),
    });
    return { success: true, ...page };
  }

  async function categoryScope(query: { categoryId?: string; subcategoryId?: string; token?: string; subToken?: string; vendorId?: string }): Promise<SQL> {
    const categoryIds = resolveCategory(await loadCategoryTree(db), query);
    return and(
      visibleProduct,
      categoryIds ? inArray(products.categoryId, categoryIds) : undefined,
      query.vendorId ? eq(products.sellerId, Number(query.vendorId)) : undefined,
    ) as SQL;
  }

  const auth = optionalAuth(db);
  return createRouter()
    .openapi({ ...productsRoute, middleware: [auth] }, async (c) => c.json(await unified(c, c.req.valid('query')), 200))
    .openapi({ ...unifiedRoute, middleware: [auth] }, async (c) => c.json(await unified(c, c.req.valid('query')), 200))
    .openapi({ ...categoryListingRoute, middleware: [auth] }, async (c) => c.json(await unified(c, c.req.valid('query')), 200))
    .openapi({ ...covidRoute, middleware: [auth] }, async (c) => c.json(await unified(c, c.req.valid('query')), 200))
    .openapi({ ...featuredRoute, middleware: [auth] }, async (c) => c.json(await unified(c, { ...c.req.valid('query'), sort_by: 'rating' }), 200))
    .openapi(priceRangeRoute, async (c) => c.json({ success: true as const, ...(await priceRangeOf(db, await categoryScope(c.req.valid('query')))) }, 200))
    .openapi(brandsRoute, async (c) => c.json({ success: true as const, data: await brandsOf(db, await categoryScope(c.req.valid('query'))) }, 200))
    .openapi(covidCategoriesRoute, async (c) => {
      const covid = findCategory(await loadCategoryTree(db), 2755);
      return c.json({ success: true as const, data: covid?.children ?? [] }, 200);
    })
    .openapi({ ...detailRoute, middleware: [auth] }, async (c) => {
      const id = Number(c.req.valid('param').id);
      const detail = await loadDetail(id, viewerOf(c), originOf(c));
      if (!detail) return c.json({ error: 'Product not found' }, 404);
      return c.json({ success: true as const, data: detail }, 200);
    })
    .openapi(skuRoute, async (c) => {
      const id = Number(c.req.valid('param').id);
      const optionIds = [...new Set(c.req.valid('query').optionIds.split(',').filter(Boolean).map(Number))].sort((a, b) => a - b);
      const [product] = await fromProducts(db, { id: products.id }).where(and(eq(products.id, id), visibleProduct));
      if (!product) return c.json({ error: 'Product not found' }, 404);
      const rows = await db
        .select({ sku: skus, optionId: skuOptions.optionId })
        .from(skus)
        .leftJoin(skuOptions, eq(skuOptions.skuId, skus.id))
        .where(eq(skus.productId, id))
        .orderBy(asc(skus.id));
      const bySku = new Map<number, { sku: typeof skus.$inferSelect; options: number[] }>();
      for (const row of rows) {
        const entry = bySku.get(row.sku.id) ?? { sku: row.sku, options: [] };
        if (row.optionId !== null) entry.options.push(row.optionId);
        bySku.set(row.sku.id, entry);
      }
      const match = [...bySku.values()].find(
        (entry) => entry.options.length === optionIds.length && entry.options.sort((a, b) => a - b).every((option, index) => option === optionIds[index]),
      );
      if (!match) return c.json({ success: false as const, error: 'No SKU is available for the selected options' }, 200);
      const { sku } = match;
      return c.json(
        {
          success: true as const,
          sku_id: sku.id,
          product_id: sku.productId,
          inventory: sku.stock,
          price: toRinggit(sku.price),
          act_price: toRinggit(sku.actPrice),
          moq: sku.moq,
          total_stock: sku.stock,
        },
        200,
      );
    });

  async function loadDetail(id: number, viewer: ReturnType<typeof viewerOf>, origin: string): Promise<ProductDetail | null> {
    const [row] = (await fromProducts(db, {
      product: products,
      companyName: sellers.companyName,
      make: brands.name,
      contracted: sql<boolean>`${contractedFor(viewer.buyerId)}`,
    }).where(and(eq(products.id, id), visibleProduct))) as unknown as {
      product: typeof products.$inferSelect;
      companyName: string;
      make: string | null;
      contracted: boolean;
    }[];
    if (!row) return null;
    const { product } = row;
    const [axes, options, productSkus] = await Promise.all([
      db.select().from(variants).where(eq(variants.productId, id)).orderBy(asc(variants.sortOrder), asc(variants.id)),
      db
        .select({ id: variantOptions.id, variantId: variantOptions.variantId, label: variantOptions.label })
        .from(variantOptions)
        .innerJoin(variants, eq(variants.id, variantOptions.variantId))
        .where(eq(variants.productId, id))
        .orderBy(asc(variantOptions.id)),
      db.select().from(skus).where(eq(skus.productId, id)).orderBy(asc(skus.id)),
    ]);
    const primary = productSkus.find((sku) => sku.id === product.primarySkuId) ?? productSkus[0];
    const variantOptionsById: ProductDetail['variant_options'] = {};
    for (const option of options) (variantOptionsById[String(option.variantId)] ??= []).push({ recid: option.id, variant_options: option.label });
    return {
      product_id: product.id,
      product_name: product.name,
      is_variant: product.isVariant === 'Y' ? 'Y' : 'N',
      variants: axes.map((axis) => ({ variant_id: axis.id, variants: axis.name })),
      variant_options: variantOptionsById,
      primary_sku_id: primary?.id ?? null,
      primary_sku_price: primary ? toRinggit(primary.price) : null,
      primary_sku_act_price: primary ? toRinggit(primary.actPrice) : null,
      primary_sku_total_stock: primary?.stock ?? 0,
      primary_sku_moq: primary?.moq ?? product.moq,
      CategoryId: product.categoryId,
      moq: product.moq,
      min_price: toRinggit(product.minPrice),
      max_price: toRinggit(product.maxPrice),
      act_min_price: toRinggit(product.actMinPrice),
      act_max_price: toRinggit(product.actMaxPrice),
      total_stock: product.totalStock,
      rating: product.rating,
      total_review: product.totalReview,
      images: [productImageUrl(origin, product.id)],
      sl_id: product.sellerId,
      sl_name: sellerDisplayName(product.sellerId, row.companyName, viewer.showSellerNames),
      availability: product.availability === 'N' ? 'N' : 'Y',
      is_contracted: row.contracted ? 1 : 0,
      product_make: row.make ?? '',
      product_model: product.model,
      material_id: product.materialId,
    };
  }
}

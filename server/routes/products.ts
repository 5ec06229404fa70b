import { createRoute, type z } from '@hono/zod-openapi';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { CovidCategoriesResponseSchema } from '../../src/contract/categories';
import {
  BrandsSchema,
  CategoryListingQuerySchema,
  CategoryScopeQuerySchema,
  CovidListingQuerySchema,
  FeaturedQuerySchema,
  PriceRangeSchema,
  ProductListResponseSchema,
  UnifiedQuerySchema,
} from '../../src/contract/listing';
import { products } from '../db/schema';
import { findCategory } from '../domain/category-tree';
import type { AppEnv } from '../env';
import { optionalAuth } from '../middleware/auth';
import { createRouter, errorResponse, json } from '../openapi';
import { loadCategoryTree } from '../services/categories';
import { brandsOf, listProducts, priceRangeOf, resolveLocation, visibleProduct, type ListingFilters } from '../services/listings';
import { buildTextQuery, textMatch } from '../services/search-text';
import type { RouteDeps } from './deps';
import { covidCategories, moqRanges, originOf, resolveCategory, senParam, splitList, viewerOf } from './listing-params';

const listingResponses = {
  200: json(ProductListResponseSchema, 'A page of products'),
  400: errorResponse('Malformed parameter or invalid category token'),
  404: errorResponse('Category Not Found'),
};

const productsRoute = createRoute({
  method: 'get',
  path: '/products',
  summary: 'Products of a category (skip-auth), with the listing filters',
  request: { query: UnifiedQuerySchema },
  responses: listingResponses,
});

const unifiedRoute = createRoute({
  method: 'get',
  path: '/products/unified',
  summary: 'Every listing (category, subcategory, vendor, COVID, search) with every filter of spec 7',
  request: { query: UnifiedQuerySchema },
  responses: listingResponses,
});

const categoryListingRoute = createRoute({
  method: 'get',
  path: '/products/category',
  summary: 'Products of a category, subcategory or vendor',
  request: { query: CategoryListingQuerySchema },
  responses: listingResponses,
});

const covidRoute = createRoute({
  method: 'get',
  path: '/products/covid',
  summary: 'COVID care items of one tab (2756..2761) or all (covidAll)',
  request: { query: CovidListingQuerySchema },
  responses: listingResponses,
});

const featuredRoute = createRoute({
  method: 'get',
  path: '/products/featured',
  summary: 'Top-rated products, optionally of a category',
  request: { query: FeaturedQuerySchema },
  responses: listingResponses,
});

const priceRangeRoute = createRoute({
  method: 'get',
  path: '/products/price-range',
  summary: 'Lowest and highest price (RM) of a category, subcategory or vendor',
  request: { query: CategoryScopeQuerySchema },
  responses: { 200: json(PriceRangeSchema, 'The range'), 400: errorResponse('Malformed parameter'), 404: errorResponse('Category Not Found') },
});

const brandsRoute = createRoute({
  method: 'get',
  path: '/products/brands',
  summary: 'Brands of the listed products, optionally of a category, subcategory or vendor',
  request: { query: CategoryScopeQuerySchema },
  responses: { 200: json(BrandsSchema, 'Brand names'), 400: errorResponse('Malformed parameter'), 404: errorResponse('Category Not Found') },
});

const covidCategoriesRoute = createRoute({
  method: 'get',
  path: '/categories/covid',
  summary: 'The COVID care tabs (2756..2761)',
  responses: { 200: json(CovidCategoriesResponseSchema, 'The categories') },
});

type UnifiedQuery = z.infer<typeof UnifiedQuerySchema>;

export function productRoutes({ db }: RouteDeps) {
  async function unified(c: Context<AppEnv>, query: Partial<UnifiedQuery> & { page: number; limit: number }) {
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
      minPrice: senParam(query.min_price),
      maxPrice: senParam(query.max_price),
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
      if (place) filters.shippingCost = { ...place, min: senParam(query.min_shipping_cost) ?? 0, max: senParam(query.max_shipping_cost) ?? Number.MAX_SAFE_INTEGER };
    }
    const page = await listProducts(db, {
      filters,
      sort: query.sort_by ?? 'relevance',
      rank: text?.rank ?? null,
      page: query.page,
      limit: query.limit,
      viewer,
      origin: originOf(c),
    });
    return { success: true as const, ...page };
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
    });
}

import { createRoute, type z } from '@hono/zod-openapi';
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
import type { ListingSort } from '../../src/lib/sort';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../env';
import { optionalAuth } from '../middleware/auth';
import { createRouter, errorResponse, json, optionalBearerSecurity } from '../openapi';
import { covidTabs } from '../services/categories';
import { brandsIn, listProducts, priceRangeIn, type ListingRequest } from '../services/listings';
import { moqRanges, imageLinksOf, senParam, splitList, viewerOf } from './listing-params';

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
  responses: {
    200: json(PriceRangeSchema, 'The range'),
    400: errorResponse('Malformed parameter'),
    404: errorResponse('Category Not Found'),
  },
});

const brandsRoute = createRoute({
  method: 'get',
  path: '/products/brands',
  summary: 'Brands of the listed products, optionally of a category, subcategory or vendor',
  request: { query: CategoryScopeQuerySchema },
  responses: {
    200: json(BrandsSchema, 'Brand names'),
    400: errorResponse('Malformed parameter'),
    404: errorResponse('Category Not Found'),
  },
});

const covidCategoriesRoute = createRoute({
  method: 'get',
  path: '/categories/covid',
  summary: 'The COVID care tabs (2756..2761)',
  responses: { 200: json(CovidCategoriesResponseSchema, 'The categories') },
});

type UnifiedQuery = z.infer<typeof UnifiedQuerySchema>;

/** The listing request of a query: the category as named, filters parsed, prices in sen. */
function listingRequest(query: Partial<UnifiedQuery> & { page: number; limit: number }): ListingRequest {
  const shippingCostAsked = query.min_shipping_cost !== undefined || query.max_shipping_cost !== undefined;
  return {
    category: query,
    covidCategoryId: query.covidCategoryId,
    search: query.search,
    filters: {
      vendorId: query.vendorId ? Number(query.vendorId) : undefined,
      minPrice: senParam(query.min_price),
      maxPrice: senParam(query.max_price),
      brands: splitList(query.brands),
      ratings: splitList(query.ratings).map(Number),
      freeShipping: query.free_shipping,
      moq: moqRanges(query.moq),
      // Contracted items are the signed-in buyer's own; guests asking for them get none.
      contractedOnly: query.contracted === 'Y',
      sellerStates: splitList(query.seller_states),
    },
    shippingCost: shippingCostAsked ? { min: senParam(query.min_shipping_cost), max: senParam(query.max_shipping_cost) } : undefined,
    sort: (query.sort_by ?? 'relevance') as ListingSort,
    page: query.page,
    limit: query.limit,
  };
}

export function productRoutes({ db, productImages }: RouteDeps) {
  const unified = (c: Context<AppEnv>, query: Partial<UnifiedQuery> & { page: number; limit: number }) =>
    listProducts(db, listingRequest(query), { viewer: viewerOf(c), location: c.get('location'), images: imageLinksOf(c, productImages) });

  const auth = optionalAuth(db);
  return createRouter()
    .openapi({ ...productsRoute, security: optionalBearerSecurity, middleware: [auth] }, async (c) =>
      c.json(await unified(c, c.req.valid('query')), 200),
    )
    .openapi({ ...unifiedRoute, security: optionalBearerSecurity, middleware: [auth] }, async (c) =>
      c.json(await unified(c, c.req.valid('query')), 200),
    )
    .openapi({ ...categoryListingRoute, security: optionalBearerSecurity, middleware: [auth] }, async (c) =>
      c.json(await unified(c, c.req.valid('query')), 200),
    )
    .openapi({ ...covidRoute, security: optionalBearerSecurity, middleware: [auth] }, async (c) =>
      c.json(await unified(c, c.req.valid('query')), 200),
    )
    .openapi({ ...featuredRoute, security: optionalBearerSecurity, middleware: [auth] }, async (c) =>
      c.json(await unified(c, { ...c.req.valid('query'), sort_by: 'rating' }), 200),
    )
    .openapi({ ...priceRangeRoute, security: optionalBearerSecurity, middleware: [auth] }, async (c) =>
      c.json({ success: true as const, ...(await priceRangeIn(db, c.req.valid('query'), viewerOf(c).buyerId)) }, 200),
    )
    .openapi({ ...brandsRoute, security: optionalBearerSecurity, middleware: [auth] }, async (c) =>
      c.json({ success: true as const, data: await brandsIn(db, c.req.valid('query'), viewerOf(c).buyerId) }, 200),
    )
    .openapi(covidCategoriesRoute, async (c) => c.json({ success: true as const, data: await covidTabs(db) }, 200));
}

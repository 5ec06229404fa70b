import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import {
  CatalogueBrandsQuerySchema,
  CatalogueCategoriesResponseSchema,
  CatalogueCategoryParamsSchema,
  CatalogueCategoryResponseSchema,
  CatalogueProductsQuerySchema,
  CatalogueProductsResponseSchema,
  CatalogueSearchQuerySchema,
} from '../../src/contract/catalogue';
import { BrandsSchema } from '../../src/contract/listing';
import { SearchResponseSchema } from '../../src/contract/search';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../env';
import { currentSession, optionalAuth, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, optionalBearerSecurity } from '../openapi';
import {
  CATALOGUE_MESSAGES,
  catalogueBrands,
  catalogueCategory,
  catalogueCategoryTiles,
  catalogueProducts,
  catalogueSearch,
  openCatalogueSearch,
  type CatalogueSearchRequest,
  type CatalogueView,
} from '../services/catalogue';
import { isTnbUser } from '../services/users';
import type { ProductImageSettings } from '../services/product-images';
import { imageLinksOf, viewerOf } from './listing-params';

const memberResponses = {
  401: errorResponse('Not signed in'),
  403: errorResponse('The company shops from no catalogue'),
};

const productsRoute = createRoute({
  method: 'get',
  path: '/products/catalogue',
  summary: "The member's catalogue products at the catalogue's prices, 24 a page, optionally one category's (id or token)",
  security: bearerSecurity,
  request: { query: CatalogueProductsQuerySchema },
  responses: {
    200: json(CatalogueProductsResponseSchema, 'A page of the catalogue'),
    400: errorResponse('Malformed parameter or invalid category token'),
    ...memberResponses,
    404: errorResponse('Category Not Found (not in the catalogue)'),
  },
});

const categoriesRoute = createRoute({
  method: 'get',
  path: '/products/catalogue-categories',
  summary: "The top categories of the member's catalogue as tiles (data.categoryProducts)",
  security: bearerSecurity,
  responses: { 200: json(CatalogueCategoriesResponseSchema, 'The category tiles'), ...memberResponses },
});

const energyCategoriesRoute = createRoute({
  method: 'get',
  path: '/products/tnb-catalogue-categories',
  summary: "The energy buyers' catalogue categories as tiles (data.categoryProducts); anyone else 403",
  security: bearerSecurity,
  responses: { 200: json(CatalogueCategoriesResponseSchema, 'The category tiles'), ...memberResponses },
});

const searchDescription =
  'The /search engine (full text with typo tolerance, `filter` expressions, sort, facets) restricted to the catalogue, ' +
  "hits priced at the catalogue's prices (min/max_price_in_cents included); categoryId narrows it to a category of the catalogue.";

const searchRoute = createRoute({
  method: 'get',
  path: '/products/catalogue/search',
  summary: "Search inside the member's catalogue",
  description: searchDescription,
  security: bearerSecurity,
  request: { query: CatalogueSearchQuerySchema },
  responses: {
    200: json(SearchResponseSchema, 'Hits, totals and facets'),
    400: errorResponse('Malformed parameter or filter expression'),
    ...memberResponses,
    404: errorResponse('Category Not Found (not in the catalogue)'),
  },
});

const brandsRoute = createRoute({
  method: 'get',
  path: '/products/catalogue/brands',
  summary: "Brands of the member's catalogue products (the Brands filter), optionally of one category of the catalogue",
  security: bearerSecurity,
  request: { query: CatalogueBrandsQuerySchema },
  responses: {
    200: json(BrandsSchema, 'Brand names'),
    400: errorResponse('Malformed parameter'),
    ...memberResponses,
    404: errorResponse('Category Not Found (not in the catalogue)'),
  },
});

const openSearchRoute = createRoute({
  method: 'get',
  path: '/catalogue-search',
  summary:
    'Catalogue search (skip-auth): a member searches its catalogue; anyone else gets the marketplace search over products no catalogue holds exclusively, at marketplace prices',
  description: `${searchDescription} Without a member's token no catalogue's products or prices are answered, and categoryId is refused with 403.`,
  request: { query: CatalogueSearchQuerySchema },
  responses: {
    200: json(SearchResponseSchema, 'Hits, totals and facets'),
    400: errorResponse('Malformed parameter or filter expression'),
    403: errorResponse('categoryId without a catalogue'),
    404: errorResponse('Category Not Found (not in the catalogue)'),
  },
});

const categoryRoute = createRoute({
  method: 'get',
  path: '/catalogue-categories/{id}',
  summary: "A category of the member's catalogue with its child tiles",
  security: bearerSecurity,
  request: { params: CatalogueCategoryParamsSchema },
  responses: {
    200: json(CatalogueCategoryResponseSchema, 'The category'),
    400: errorResponse('The id is not a positive whole number'),
    ...memberResponses,
    404: errorResponse('Category Not Found (not in the catalogue)'),
  },
});

function viewOf(c: Context<AppEnv>, productImages: ProductImageSettings): CatalogueView {
  return { viewer: viewerOf(c), location: c.get('location'), images: imageLinksOf(c, productImages) };
}

function searchRequestOf(
  c: Context<AppEnv>,
  query: { q: string; limit: number; offset: number; sort?: CatalogueSearchRequest['sort']; categoryId?: string },
): CatalogueSearchRequest {
  return {
    q: query.q,
    limit: query.limit,
    offset: query.offset,
    filters: c.req.queries('filter') ?? [],
    sort: query.sort,
    categoryId: query.categoryId,
  };
}

export function catalogueRoutes({ db, productImages }: RouteDeps) {
  const auth = requireAuth(db);
  return createRouter()
    .openapi({ ...productsRoute, middleware: [auth] }, async (c) => {
      const query = c.req.valid('query');
      const data = await catalogueProducts(
        db,
        { categoryId: query.id, token: query.token, search: query.search, page: query.page, limit: query.limit },
        viewOf(c, productImages),
      );
      return c.json({ success: true as const, data }, 200);
    })
    .openapi({ ...categoriesRoute, middleware: [auth] }, async (c) =>
      c.json({ success: true as const, data: await catalogueCategoryTiles(db, viewerOf(c)) }, 200),
    )
    .openapi({ ...energyCategoriesRoute, middleware: [auth] }, async (c) => {
      const { user, buyer } = currentSession(c);
      if (!isTnbUser(user, buyer)) throw new HTTPException(403, { message: CATALOGUE_MESSAGES.notEnergyBuyer });
      return c.json({ success: true as const, data: await catalogueCategoryTiles(db, viewerOf(c)) }, 200);
    })
    .openapi({ ...searchRoute, middleware: [auth] }, async (c) =>
      c.json(await catalogueSearch(db, searchRequestOf(c, c.req.valid('query')), viewOf(c, productImages)), 200),
    )
    .openapi({ ...brandsRoute, middleware: [auth] }, async (c) =>
      c.json({ success: true as const, data: await catalogueBrands(db, viewerOf(c), c.req.valid('query').categoryId) }, 200),
    )
    .openapi({ ...openSearchRoute, security: optionalBearerSecurity, middleware: [optionalAuth(db)] }, async (c) =>
      c.json(await openCatalogueSearch(db, searchRequestOf(c, c.req.valid('query')), viewOf(c, productImages)), 200),
    )
    .openapi({ ...categoryRoute, middleware: [auth] }, async (c) =>
      c.json({ success: true as const, data: await catalogueCategory(db, viewerOf(c), Number(c.req.valid('param').id)) }, 200),
    );
}

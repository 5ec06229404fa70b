import { createRoute } from '@hono/zod-openapi';
import { BrandsSchema, PriceRangeSchema } from '../../src/contract/listing';
import { FilterMetadataSchema, SearchMetaQuerySchema, SearchQuerySchema, SearchResponseSchema } from '../../src/contract/search';
import { FILTER_ATTRIBUTES } from '../domain/search/filter-sql';
import { optionalAuth } from '../middleware/auth';
import { createRouter, errorResponse, json, optionalBearerSecurity } from '../openapi';
import { MAX_TOTAL_HITS } from '../services/search';
import type { RouteDeps } from '../deps';
import { imageLinksOf, viewerOf } from './listing-params';

const searchRoute = createRoute({
  method: 'get',
  path: '/search',
  summary: 'Product search: full text with typo tolerance, Meilisearch-style filters, facets by seller state (skip-auth)',
  description:
    'Each `filter` parameter is one expression; several are joined with AND. Operators: =, !=, >, >=, <, <=, IN [...], NOT IN [...], ' +
    '`a TO b`, AND, OR, NOT and parentheses; values are numbers, words or quoted strings. Attributes: ' +
    `${Object.keys(FILTER_ATTRIBUTES).join(', ')}. Prices and shipping charges are in cents (sen). ` +
    `Totals and facets count the first ${MAX_TOTAL_HITS} matches, like Meilisearch maxTotalHits.`,
  request: { query: SearchQuerySchema },
  responses: { 200: json(SearchResponseSchema, 'Hits, totals and facets'), 400: errorResponse('Malformed parameter or filter expression') },
});

const filterMetadataRoute = createRoute({
  method: 'get',
  path: '/search/filter-metadata',
  summary: 'Brands, price range and seller states of the products matching q',
  request: { query: SearchMetaQuerySchema },
  responses: { 200: json(FilterMetadataSchema, 'The filter metadata'), 400: errorResponse('Malformed parameter') },
});

const searchBrandsRoute = createRoute({
  method: 'get',
  path: '/search/brands',
  summary: 'Brands of the products matching q',
  request: { query: SearchMetaQuerySchema },
  responses: { 200: json(BrandsSchema, 'Brand names'), 400: errorResponse('Malformed parameter') },
});

const searchPriceRangeRoute = createRoute({
  method: 'get',
  path: '/search/price-range',
  summary: 'Lowest and highest price (RM) of the products matching q',
  request: { query: SearchMetaQuerySchema },
  responses: { 200: json(PriceRangeSchema, 'The range'), 400: errorResponse('Malformed parameter') },
});

export function searchRoutes({ db, search, productImages }: RouteDeps) {
  const auth = optionalAuth(db);
  return createRouter()
    .openapi({ ...searchRoute, security: optionalBearerSecurity, middleware: [auth] }, async (c) => {
      const query = c.req.valid('query');
      const result = await search.search({
        q: query.q,
        limit: query.limit,
        offset: query.offset,
        filters: c.req.queries('filter') ?? [],
        sort: query.sort,
        type: query.type,
        viewer: viewerOf(c),
        location: c.get('location'),
        images: imageLinksOf(c, productImages),
      });
      return c.json(result, 200);
    })
    .openapi({ ...filterMetadataRoute, security: optionalBearerSecurity, middleware: [auth] }, async (c) =>
      c.json({ success: true as const, data: await search.filterMetadata(c.req.valid('query').q, viewerOf(c).buyerId) }, 200),
    )
    .openapi({ ...searchBrandsRoute, security: optionalBearerSecurity, middleware: [auth] }, async (c) =>
      c.json({ success: true as const, data: await search.brands(c.req.valid('query').q, viewerOf(c).buyerId) }, 200),
    )
    .openapi({ ...searchPriceRangeRoute, security: optionalBearerSecurity, middleware: [auth] }, async (c) =>
      c.json({ success: true as const, ...(await search.priceRange(c.req.valid('query').q, viewerOf(c).buyerId)) }, 200),
    );
}

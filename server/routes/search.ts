import { createRoute, z } from '@hono/zod-openapi';
import { SEARCH_SORTS } from '../domain/listing';
import { FILTER_ATTRIBUTES } from '../domain/search/filter-sql';
import { optionalAuth } from '../middleware/auth';
import { createRouter, errorResponse, json } from '../openapi';
import { MAX_TOTAL_HITS, searchFilterMetadata, searchBrands, searchPriceRange, searchProducts } from '../services/search';
import type { RouteDeps } from '../deps';
import { locationParams, originOf, viewerOf } from './listing-params';
import { BrandsSchema, FilterMetadataSchema, PriceRangeSchema, SearchResponseSchema } from './listing-schemas';

/** buyerId is accepted for compatibility; only the session's buyer counts, as an id proves nothing (see README). */
const buyerId = z.string().regex(/^-?\d{1,9}$/, 'must be a whole number').optional();

const searchRoute = createRoute({
  method: 'get',
  path: '/search',
  summary: 'Product search: full text with typo tolerance, Meilisearch-style filters, facets by seller state (skip-auth)',
  description:
    'Each `filter` parameter is one expression; several are joined with AND. Operators: =, !=, >, >=, <, <=, IN [...], NOT IN [...], ' +
    '`a TO b`, AND, OR, NOT and parentheses; values are numbers, words or quoted strings. Attributes: ' +
    `${Object.keys(FILTER_ATTRIBUTES).join(', ')}. Prices and shipping charges are in cents (sen). ` +
    `Totals and facets count the first ${MAX_TOTAL_HITS} matches, like Meilisearch maxTotalHits.`,
  request: {
    query: z.object({
      q: z.string().max(200).default(''),
      limit: z.coerce.number().int('must be a whole number').min(0).max(100, 'must be at most 100').default(24),
      offset: z.coerce.number().int('must be a whole number').min(0).max(100_000).default(0),
      filter: z.union([z.string(), z.array(z.string())]).optional(),
      sort: z.enum(SEARCH_SORTS).optional(),
      buyerId,
      type: z.enum(['by-product', 'by-seller']).default('by-product'),
      ...locationParams,
    }),
  },
  responses: { 200: json(SearchResponseSchema, 'Hits, totals and facets'), 400: errorResponse('Malformed parameter or filter expression') },
});

const metaQuery = z.object({ q: z.string().max(200).default(''), buyerId, ...locationParams });

const filterMetadataRoute = createRoute({
  method: 'get',
  path: '/search/filter-metadata',
  summary: 'Brands, price range and seller states of the products matching q',
  request: { query: metaQuery },
  responses: { 200: json(FilterMetadataSchema, 'The filter metadata'), 400: errorResponse('Malformed parameter') },
});

const searchBrandsRoute = createRoute({
  method: 'get',
  path: '/search/brands',
  summary: 'Brands of the products matching q',
  request: { query: metaQuery },
  responses: { 200: json(BrandsSchema, 'Brand names'), 400: errorResponse('Malformed parameter') },
});

const searchPriceRangeRoute = createRoute({
  method: 'get',
  path: '/search/price-range',
  summary: 'Lowest and highest price (RM) of the products matching q',
  request: { query: metaQuery },
  responses: { 200: json(PriceRangeSchema, 'The range'), 400: errorResponse('Malformed parameter') },
});

export function searchRoutes({ db }: RouteDeps) {
  const auth = optionalAuth(db);
  return createRouter()
    .openapi({ ...searchRoute, middleware: [auth] }, async (c) => {
      const query = c.req.valid('query');
      const result = await searchProducts(db, {
        q: query.q,
        limit: query.limit,
        offset: query.offset,
        filters: c.req.queries('filter') ?? [],
        sort: query.sort,
        type: query.type,
        viewer: viewerOf(c),
        location: c.get('location'),
        origin: originOf(c),
      });
      return c.json(result, 200);
    })
    .openapi(filterMetadataRoute, async (c) => c.json({ success: true as const, data: await searchFilterMetadata(db, c.req.valid('query').q) }, 200))
    .openapi(searchBrandsRoute, async (c) => c.json({ success: true as const, data: await searchBrands(db, c.req.valid('query').q) }, 200))
    .openapi(searchPriceRangeRoute, async (c) => c.json({ success: true as const, ...(await searchPriceRange(db, c.req.valid('query').q)) }, 200));
}

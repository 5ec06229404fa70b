import { createRoute } from '@hono/zod-openapi';
import { and, type SQL } from 'drizzle-orm';
import { BrandsSchema, PriceRangeSchema } from '../../src/contract/listing';
import { FilterMetadataSchema, SearchMetaQuerySchema, SearchQuerySchema, SearchResponseSchema } from '../../src/contract/search';
import { FilterSyntaxError } from '../domain/search/filter-parser';
import { FILTER_ATTRIBUTES } from '../domain/search/filter-sql';
import { optionalAuth } from '../middleware/auth';
import { createRouter, errorResponse, json } from '../openapi';
import { brandsOf, priceRangeOf, visibleProduct } from '../services/listings';
import { firstMatches, MAX_TOTAL_HITS, searchProducts, stateFacets } from '../services/search';
import { buildTextQuery, textMatch } from '../services/search-text';
import type { RouteDeps } from './deps';
import { originOf, viewerOf } from './listing-params';

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

export function searchRoutes({ db }: RouteDeps) {
  async function matching(q: string): Promise<SQL> {
    const match = q.trim() ? textMatch(await buildTextQuery(db, q)) : null;
    return (match ? and(visibleProduct, match.where) : visibleProduct) as SQL;
  }
  const auth = optionalAuth(db);
  return createRouter()
    .openapi({ ...searchRoute, middleware: [auth] }, async (c) => {
      const query = c.req.valid('query');
      const filters = c.req.queries('filter') ?? [];
      try {
        const result = await searchProducts(db, {
          q: query.q,
          limit: query.limit,
          offset: query.offset,
          filters,
          sort: query.sort,
          type: query.type,
          viewer: viewerOf(c),
          location: c.get('location'),
          origin: originOf(c),
        });
        return c.json(result, 200);
      } catch (error) {
        if (error instanceof FilterSyntaxError) return c.json({ error: `filter: ${error.message}` }, 400);
        throw error;
      }
    })
    .openapi(filterMetadataRoute, async (c) => {
      const where = await matching(c.req.valid('query').q);
      const [brandNames, priceRange, matches] = await Promise.all([brandsOf(db, where), priceRangeOf(db, where), firstMatches(db, where, MAX_TOTAL_HITS, null)]);
      const sellerStates = stateFacets(matches);
      return c.json({ success: true as const, data: { brands: brandNames, priceRange, sellerStates } }, 200);
    })
    .openapi(searchBrandsRoute, async (c) => c.json({ success: true as const, data: await brandsOf(db, await matching(c.req.valid('query').q)) }, 200))
    .openapi(searchPriceRangeRoute, async (c) => c.json({ success: true as const, ...(await priceRangeOf(db, await matching(c.req.valid('query').q))) }, 200));
}

import { z } from '@hono/zod-openapi';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../lib/pagination';
import { SEARCH_TYPES } from '../lib/search';
import { SEARCH_SORTS } from '../lib/sort';
import { BitSchema, int, locationParams, marketplacePrices, multilineText, text, YesNoSchema } from './common';
import { DOCUMENTED_FILTERS, SEARCH_FILTER_PATTERN } from './patterns';

/** A search hit (spec 1 section 3, Search hit). */
export const SearchHitSchema = z
  .looseObject({
    recid: int,
    title: z.string(),
    thumbnail: z.string(),
    make: z.string(),
    created_at: z.string(),
    material_id: z.string().nullable(),
    is_alternative: BitSchema,
    sl_id: int,
    min_price_in_cents: int,
    max_price_in_cents: int,
    min_price: z.number(),
    max_price: z.number(),
    total_stock: int,
    moq: int,
    seller: z.object({
      id: int,
      name: z.string(),
      state: z.string(),
      rating: z.number(),
      is_contracted: BitSchema,
      is_active: BitSchema,
      is_hidden: BitSchema,
    }),
    free_shipping_locations: z.array(z.string()),
    conditional_free_shipping_locations: z.array(z.string()),
    primary_sku_id: int.nullable(),
    /** Added: the primary SKU's act price in RM (quick add); null with primary_sku_id. */
    primary_sku_price: z.number().nullable(),
    ...marketplacePrices,
    /** Added */
    is_variant: YesNoSchema,
    is_wishlist: BitSchema,
    /** Added: the product's rating and review count. */
    rating: z.number(),
    total_review: int,
    /** Added */
    availability: YesNoSchema,
    /** Added: 1 when shipping is free to the request's state and district. */
    free_shipping: BitSchema,
    /** Added: false when the seller does not ship to the request's location. */
    ships_to_location: z.boolean(),
  })
  .openapi('SearchHit');

/** GET /search (spec 1 section 3, Search response). */
export const SearchResponseSchema = z
  .object({
    hits: z.array(SearchHitSchema),
    nbHits: int,
    estimatedTotalHits: int,
    query: z.string(),
    offset: int,
    limit: int,
    facetDistribution: z.object({ 'seller.state': z.record(z.string(), int) }),
  })
  .openapi('SearchResponse');

/** GET /search/filter-metadata */
export const FilterMetadataSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      brands: z.array(z.string()),
      priceRange: z.object({ min: z.number(), max: z.number() }),
      sellerStates: z.record(z.string(), int),
    }),
  })
  .openapi('FilterMetadata');

/** Search sort codes (spec 1 section 9). */
export const SearchSortSchema = z.enum(SEARCH_SORTS);
/** Products by their text, or the products of sellers matching by name. */
export const SearchTypeSchema = z.enum(SEARCH_TYPES);

/** buyerId is accepted for compatibility; only the session's buyer counts, as an id proves nothing (see ARCHITECTURE.md, departures from the spec). */
const buyerId = z
  .string()
  .regex(/^-?\d{1,9}$/, 'must be a whole number')
  .optional();

/** One Meilisearch-style filter expression; the document states the part of the grammar SEARCH_FILTER_PATTERN spells. */
const filterExpression = multilineText(2000).openapi({
  pattern: SEARCH_FILTER_PATTERN.source,
  example: "min_price_in_cents >= 1000 AND rating >= 4 AND seller.state = 'Selangor'",
});

/** GET /search: each `filter` is one Meilisearch-style expression; several are joined with AND. */
export const SearchQuerySchema = z.object({
  q: text(200).default(''),
  limit: z.coerce.number().int('must be a whole number').min(0).max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`).default(PAGE_SIZE),
  offset: z.coerce.number().int('must be a whole number').min(0).max(100_000).default(0),
  filter: z.union([filterExpression, z.array(filterExpression).openapi({ maxItems: DOCUMENTED_FILTERS.expressions })]).optional(),
  sort: SearchSortSchema.optional(),
  buyerId,
  type: SearchTypeSchema.default('by-product'),
  ...locationParams,
});

/** GET /search/filter-metadata, /search/brands and /search/price-range */
export const SearchMetaQuerySchema = z.object({ q: text(200).default(''), buyerId, ...locationParams });

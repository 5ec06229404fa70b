/*
 * The catalogue calls (spec 1 section 7, spec 2 sections 2, 3 and 7): a catalogue user's company
 * shops from one catalogue, at the catalogue's contract prices. Every route answers only the
 * signed-in buyer's own catalogue; a buyer without one gets 403, a category or product outside it 404.
 * Prices are RM with 2 decimals.
 */
import { z } from '@hono/zod-openapi';
import { idParam, int, locationParams, pageParams, text } from './common';
import { ProductListingSchema } from './listing';
import { SearchQuerySchema } from './search';

/** GET /products/catalogue: ?id (category id) or ?token (category token), ?search, page, limit (24). */
export const CatalogueProductsQuerySchema = z.object({
  id: idParam.optional(),
  token: text(200).optional(),
  search: text(200).optional(),
  ...pageParams,
  ...locationParams,
});

export const CatalogueProductsResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      /** The catalogue's products at its prices (listing_type 'catalogue'). */
      products: z.array(ProductListingSchema),
      total: int,
      catalogId: int,
      /** The category the products were chosen by; null for the whole catalogue. */
      categoryId: int.nullable(),
    }),
  })
  .openapi('CatalogueProductsResponse');

/** A category tile of the catalogue category page (spec 2 section 2). */
export const CatalogueCategoryTileSchema = z
  .object({
    category_id: int,
    category_name: z.string(),
    /** Image URL of the category's icon, or null for the placeholder. */
    icon: z.string().nullable(),
    /** Added: how many of the catalogue's products are in it (subcategories included). */
    product_count: int,
    /** Added: the category token the products screen takes (?token=). */
    token: z.string(),
  })
  .openapi('CatalogueCategoryTile');

/** GET /products/catalogue-categories and /products/tnb-catalogue-categories: data.categoryProducts. */
export const CatalogueCategoriesResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.object({ catalogId: int, catalogName: z.string(), categoryProducts: z.array(CatalogueCategoryTileSchema) }),
  })
  .openapi('CatalogueCategoriesResponse');

/**
 * GET /products/catalogue/search: the search engine's query (q, limit 24, offset, filter, sort,
 * state, district) over the buyer's catalogue only, at its prices, optionally inside one category.
 */
export const CatalogueSearchQuerySchema = SearchQuerySchema.omit({ type: true }).extend({ categoryId: idParam.optional() });
/** The answer is the search response shape: hits, estimatedTotalHits, facetDistribution (see SearchResponseSchema). */

/** GET /products/catalogue/brands: the brands of the buyer's catalogue, optionally of one category (its subtree); the answer is BrandsSchema. */
export const CatalogueBrandsQuerySchema = z.object({ categoryId: idParam.optional() });

/** GET /catalogue-categories/{id}: a category of the buyer's catalogue with its children; another is 404. */
export const CatalogueCategoryParamsSchema = z.object({ id: idParam });
export const CatalogueCategoryResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      category_id: int,
      category_name: z.string(),
      icon: z.string().nullable(),
      children: z.array(CatalogueCategoryTileSchema),
    }),
  })
  .openapi('CatalogueCategoryResponse');

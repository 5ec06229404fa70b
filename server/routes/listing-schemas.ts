import { z } from '@hono/zod-openapi';

const yesNo = z.enum(['Y', 'N']);
const bit = z.union([z.literal(0), z.literal(1)]);
const int = z.number().int();

export const ProductListingSchema = z
  .looseObject({
    product_id: int,
    product_name: z.string(),
    imageUrl: z.string(),
    product_img: z.string(),
    act_min_price: z.number(),
    act_max_price: z.number(),
    min_price: z.number(),
    max_price: z.number(),
    total_stock: int,
    inventory: int,
    availability: yesNo,
    rating: z.number(),
    total_review: int,
    free_shipping: bit,
    ships_to_location: z.boolean(),
    is_contracted: bit,
    moq: int,
    material_id: z.string().nullable(),
    is_alternative: bit,
    listing_type: z.enum(['marketplace', 'catalogue']),
    sl_id: int,
    seller_name: z.string(),
    sellerName: z.string(),
    sellerLocation: z.string(),
    is_wishlist: bit,
    primary_sku_id: int.nullable(),
    primary_sku_price: z.number().nullable(),
    is_variant: yesNo,
    brand: z.string(),
    category_id: int,
  })
  .openapi('ProductListing');

export const PaginationSchema = z.object({ page: int, limit: int, total: int, totalPages: int }).openapi('Pagination');

export const ProductListResponseSchema = z
  .object({ success: z.literal(true), products: z.array(ProductListingSchema), pagination: PaginationSchema })
  .openapi('ProductListResponse');

export const SearchHitSchema = z
  .looseObject({
    recid: int,
    title: z.string(),
    thumbnail: z.string(),
    make: z.string(),
    created_at: z.string(),
    material_id: z.string().nullable(),
    is_alternative: bit,
    sl_id: int,
    min_price_in_cents: int,
    max_price_in_cents: int,
    min_price: z.number(),
    max_price: z.number(),
    total_stock: int,
    moq: int,
    seller: z.object({ id: int, name: z.string(), state: z.string(), rating: z.number(), is_contracted: bit, is_active: bit, is_hidden: bit }),
    free_shipping_locations: z.array(z.string()),
    conditional_free_shipping_locations: z.array(z.string()),
    primary_sku_id: int.nullable(),
    primary_sku_price: z.number().nullable(),
    is_variant: yesNo,
    is_wishlist: bit,
    rating: z.number(),
    total_review: int,
    availability: yesNo,
    free_shipping: bit,
    ships_to_location: z.boolean(),
  })
  .openapi('SearchHit');

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

export const PriceRangeSchema = z.object({ success: z.literal(true), min: z.number(), max: z.number() }).openapi('PriceRange');
export const BrandsSchema = z.object({ success: z.literal(true), data: z.array(z.string()) }).openapi('Brands');

export const FilterMetadataSchema = z
  .object({
    success: z.literal(true),
    data: z.object({ brands: z.array(z.string()), priceRange: z.object({ min: z.number(), max: z.number() }), sellerStates: z.record(z.string(), int) }),
  })
  .openapi('FilterMetadata');

export const VendorResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.object({ vendor: z.object({ id: int, companyName: z.string(), city: z.string(), state: z.string(), rating: z.number(), total_review: int }) }),
  })
  .openapi('VendorResponse');

import { z } from '@hono/zod-openapi';
import { FREE_SHIPPING_CODES } from '../lib/filters';
import { MOQ_CODES } from '../lib/moq';
import { LISTING_SORTS } from '../lib/sort';
import { CATEGORY_TOKEN_PATTERN } from './patterns';
import {
  BitSchema,
  idParam,
  int,
  locationParams,
  marketplacePrices,
  pageParams,
  PaginationSchema,
  ringgitText,
  text,
  YesNoSchema,
} from './common';

/** A product in a listing (spec 1 section 3, Product listing). Prices are RM with 2 decimals. */
export const ProductListingSchema = z
  .looseObject({
    product_id: int,
    product_name: z.string(),
    imageUrl: z.string(),
    product_img: z.string(),
    act_min_price: z.number(),
    act_max_price: z.number(),
    /** Added: list prices (RM) the act prices are discounted from. */
    min_price: z.number(),
    max_price: z.number(),
    total_stock: int,
    inventory: int,
    /** 'N' means unavailable. */
    availability: YesNoSchema,
    rating: z.number(),
    /** Added: review count for the rating stars. */
    total_review: int,
    /** 1 means free shipping to the request's location. */
    free_shipping: BitSchema,
    /** Added: false when the seller does not ship to the request's location (the product is still listed). */
    ships_to_location: z.boolean(),
    is_contracted: BitSchema,
    moq: int,
    material_id: z.string().nullable(),
    is_alternative: BitSchema,
    listing_type: z.enum(['marketplace', 'catalogue']),
    sl_id: int,
    /** Masked (VNDR-000123) unless the buyer's view_sl_info is Y. */
    seller_name: z.string(),
    sellerName: z.string(),
    /** The seller's state. */
    sellerLocation: z.string(),
    /** 1 when the signed-in buyer has it in the wishlist. */
    is_wishlist: BitSchema,
    /** The SKU quick add puts in the cart; null when the product has none in stock. */
    primary_sku_id: int.nullable(),
    /** The primary SKU's price in RM (what quick add charges). */
    primary_sku_price: z.number().nullable(),
    ...marketplacePrices,
    is_variant: YesNoSchema,
    /** Added: brand name. */
    brand: z.string(),
    /** Added: the product's (leaf) category id. */
    category_id: int,
  })
  .openapi('ProductListing');

/** GET /products, /products/unified, /products/category, /products/covid, /products/featured */
export const ProductListResponseSchema = z
  .object({ success: z.literal(true), products: z.array(ProductListingSchema), pagination: PaginationSchema })
  .openapi('ProductListResponse');

/** GET /products/price-range, /search/price-range: min and max in RM. */
export const PriceRangeSchema = z.object({ success: z.literal(true), min: z.number(), max: z.number() }).openapi('PriceRange');

/** GET /products/brands, /search/brands */
export const BrandsSchema = z.object({ success: z.literal(true), data: z.array(z.string()) }).openapi('Brands');

/** Listing sort codes (spec 1 section 9); absent means relevance. */
export const ListingSortSchema = z.enum(LISTING_SORTS);
/** MOQ bucket codes sent to the listing API: 1-10, 11-100, 101-1000, none (moq 0). */
export const MoqBucketSchema = z.enum(MOQ_CODES);
/** Free shipping codes: Y free, N charged, C conditional. */
export const FreeShippingCodeSchema = z.enum(FREE_SHIPPING_CODES);

/* Query parameters of the listing routes; everything arrives as text. */

const amount = ringgitText;
/** Any case of a code, as a pattern: the list parsers compare codes without case. */
const anyCase = (code: string) =>
  [...code].map((char) => (char.toLowerCase() === char.toUpperCase() ? char : `[${char.toUpperCase()}${char.toLowerCase()}]`)).join('');
/** A comma list of items matching `item` (spaces and empty items allowed, as the parsers skip them), as one pattern. */
const commaList = (item: string, message: string) =>
  z
    .string()
    .max(100, 'must be at most 100 characters')
    .regex(new RegExp(`^[ ,]*(?:(?:${item}) *(?:,[ ,]*|$))*$`), message);

const categoryParams = {
  categoryId: idParam.optional(),
  subcategoryId: idParam.optional(),
  /** Storefront category tokens (base64 of 'cat_' + id), instead of the ids. */
  token: text(100).openapi({ pattern: CATEGORY_TOKEN_PATTERN.source }).optional(),
  subToken: text(100).openapi({ pattern: CATEGORY_TOKEN_PATTERN.source }).optional(),
};

/** A COVID care tab (2756..2761) or all of them. */
const covidCategoryId = z.union([z.enum(['2756', '2757', '2758', '2759', '2760', '2761']), z.literal('covidAll')]);

/** GET /products/unified (spec 1 section 7): every listing with every filter; lists are comma-separated. */
export const UnifiedQuerySchema = z.object({
  ...pageParams,
  ...locationParams,
  ...categoryParams,
  search: text(200).optional(),
  sort_by: ListingSortSchema.optional(),
  min_price: amount.optional(),
  max_price: amount.optional(),
  min_shipping_cost: amount.optional(),
  max_shipping_cost: amount.optional(),
  brands: text(1000).optional(),
  ratings: commaList('[1-5]', 'must be a comma list of 1 to 5').optional(),
  free_shipping: FreeShippingCodeSchema.optional(),
  moq: commaList(MOQ_CODES.map(anyCase).join('|'), `must be a comma list of ${MOQ_CODES.join(', ')}`).optional(),
  contracted: YesNoSchema.optional(),
  seller_states: text(1000).optional(),
  vendorId: idParam.optional(),
  covidCategoryId: covidCategoryId.optional(),
});

/** GET /products/category */
export const CategoryListingQuerySchema = z.object({
  ...pageParams,
  ...locationParams,
  ...categoryParams,
  vendorId: idParam.optional(),
  sort_by: ListingSortSchema.optional(),
});

/** GET /products/covid */
export const CovidListingQuerySchema = z.object({ ...pageParams, ...locationParams, covidCategoryId: covidCategoryId.default('covidAll') });

/** GET /products/featured */
export const FeaturedQuerySchema = z.object({ ...pageParams, ...locationParams, categoryId: idParam.optional() });

/** GET /products/price-range and /products/brands */
export const CategoryScopeQuerySchema = z.object({ ...categoryParams, vendorId: idParam.optional() });

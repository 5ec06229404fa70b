import { z } from '@hono/zod-openapi';
import { BitSchema, idParam, int, locationParams, marketplacePrices, YesNoSchema } from './common';
import { BulkPriceSchema } from './bulk-prices';

const days = int.nullable();

/** A variant axis of a product detail (added): the label is under 'variants' (spec 1 section 3). */
export const ProductVariantSchema = z.object({ variant_id: int, variants: z.string() });
/** An option of a variant axis (added). */
export const ProductVariantOptionSchema = z.object({ recid: int, variant_options: z.string() });
/** A feature line of the Specifications tab; the label field is spelled 'lable' (spec 1 section 3). */
export const ProductFeatureSchema = z.object({ recid: int, lable: z.string(), description: z.string() });

/** The seller shown on a product (spec 1 section 3, seller_details). */
export const SellerDetailsSchema = z.object({
  sl_name: z.string(),
  companyName: z.string(),
  default_delivery_term_from: days,
  default_delivery_term_to: days,
});

/** Shipping to the request's state and district (spec 1 section 3). Charges in RM. */
export const ShippingInfoSchema = z.object({
  free_shipping: BitSchema,
  min_charge: z.number(),
  max_charge: z.number(),
  /** The order value above which shipping is free; 0 when there is no such threshold. */
  applicable_charge: z.number(),
});

export const RestrictionTypeSchema = z.enum(['PRODUCT_LEVEL', 'SHIPPING_UNAVAILABLE']);

/** Whether the product can be delivered to the request's location (spec 1 sections 3 and 8). */
export const LocationRestrictionSchema = z.object({
  restricted: z.boolean(),
  /** 'This product is only available in {location}' or 'The vendor does not provide shipping services to your location'; '' when not restricted. */
  message: z.string(),
  restrictionType: RestrictionTypeSchema.nullable(),
  /** Where a product-level restriction allows delivery, e.g. 'Selangor'; '' otherwise. */
  allowedLocation: z.string(),
});

/**
 * GET /products/{id} (skip-auth) and GET /products/{id}/details (signed in: the same, with the
 * buyer's bulk price requests and wishlist flag). Spec 1 section 3, Product detail; prices in RM.
 */
export const ProductDetailSchema = z
  .object({
    product_id: int,
    product_name: z.string(),
    is_variant: YesNoSchema,
    variants: z.array(ProductVariantSchema),
    /** Keyed by variant_id. */
    variant_options: z.record(z.string(), z.array(ProductVariantOptionSchema)),
    primary_sku_id: int.nullable(),
    primary_sku_price: z.number().nullable(),
    primary_sku_act_price: z.number().nullable(),
    primary_sku_total_stock: int,
    primary_sku_moq: int,
    CategoryId: int,
    /** Added: the category's name and its top-level ancestor, for the breadcrumb. */
    category_name: z.string(),
    top_category_id: int,
    moq: int,
    min_price: z.number(),
    max_price: z.number(),
    act_min_price: z.number(),
    act_max_price: z.number(),
    ...marketplacePrices,
    total_stock: int,
    rating: z.number(),
    total_review: int,
    images: z.array(z.string()),
    sl_id: int,
    /** Masked like seller_name in listings. */
    sl_name: z.string(),
    seller_details: SellerDetailsSchema,
    delivery_term_from: days,
    delivery_term_to: days,
    default_delivery_term_from: days,
    default_delivery_term_to: days,
    /** Null when the request names no location. */
    shipping_info: ShippingInfoSchema.nullable(),
    locationRestriction: LocationRestrictionSchema,
    /** The signed-in buyer's bulk price requests for this product (empty for a visitor). */
    bulk_price: z.array(BulkPriceSchema),
    features: z.array(ProductFeatureSchema),
    product_description: z.string(),
    warranty_description: z.string().nullable(),
    replacement_policy_description: z.string().nullable(),
    availability: YesNoSchema,
    is_contracted: BitSchema,
    /** Added: 1 when the signed-in buyer has it in the wishlist. */
    is_wishlist: BitSchema,
    product_make: z.string(),
    product_model: z.string(),
    material_id: z.string().nullable(),
  })
  .openapi('ProductDetail');

export const ProductDetailResponseSchema = z.object({ success: z.literal(true), data: ProductDetailSchema });

/** GET /products/{id} and /products/{id}/details: the request's location as query parameters. */
export const ProductDetailQuerySchema = z.object(locationParams);

/** A SKU (added): prices in RM. */
const skuFields = {
  sku_id: int,
  product_id: int,
  inventory: int,
  price: z.number(),
  act_price: z.number(),
  /** The marketplace's act_price when act_price is the buyer's catalogue (contract) price, else null. */
  marketplace_price: z.number().nullable(),
  moq: int,
  total_stock: int,
};
export const SkuFieldsSchema = z.object(skuFields);

/** GET /products/{id}/variant-sku-details?optionIds=1,2 (added). */
export const SkuDetailQuerySchema = z.object({
  optionIds: z
    .string()
    .max(1000, 'must be at most 1000 characters')
    .regex(/^(\d{1,9})?(,\d{1,9})*$/, 'must be a comma list of option ids')
    .default(''),
  ...locationParams,
});
const SkuDetailSchema = z.object({ success: z.literal(true), ...skuFields }).openapi('SkuDetail');
/** The SKU, or an error field when no SKU has exactly those options (spec 1 section 3). */
export const SkuDetailResponseSchema = z.union([SkuDetailSchema, z.object({ success: z.literal(false), error: z.string() })]);

/** A SKU with its option ids and prices in RM (GET /products/{id}/sku-pricing-info, added shape). */
export const SkuPricingSchema = z.object({ ...skuFields, option_ids: z.array(int) });

/** GET /products/{id}/sku-pricing-info[?sku_id&quantity] */
export const SkuPricingQuerySchema = z.object({
  sku_id: idParam.optional(),
  quantity: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(1_000_000).default(1),
  ...locationParams,
});

/**
 * Every SKU of the product and, for the chosen SKU and quantity, the unit price the cart would
 * charge (the approved bulk price applies from its quantity).
 */
export const SkuPricingInfoSchema = z
  .object({
    success: z.literal(true),
    skus: z.array(SkuPricingSchema),
    pricing: z.object({ sku_id: int, quantity: int, unit_price: z.number(), bulk_price_applied: z.boolean() }).nullable(),
  })
  .openapi('SkuPricingInfo');

import { z } from '@hono/zod-openapi';
import type { BulkPriceRequest, ProductDetail, SellerBulkPriceRequest, SkuDetail, SkuPricing } from '../../src/api/types';

const yesNo = z.enum(['Y', 'N']);
const bit = z.union([z.literal(0), z.literal(1)]);
const int = z.number().int();
const days = int.nullable();

export const BulkPriceSchema = z
  .object({
    recid: int,
    status: z.enum(['SEND', 'NEGO', 'REPLY']),
    quantity: int,
    target_price: z.number(),
    approve_price: z.number().nullable(),
    bulk_note: z.string(),
    sku_id: int,
    approve_quantity: int.nullable(),
    seller_note: z.string().nullable(),
    location: z.string().nullable(),
    updated_at: z.string(),
  })
  .openapi('BulkPriceRequest') satisfies z.ZodType<BulkPriceRequest>;

export const ProductDetailSchema = z
  .object({
    product_id: int,
    product_name: z.string(),
    is_variant: yesNo,
    variants: z.array(z.object({ variant_id: int, variants: z.string() })),
    variant_options: z.record(z.string(), z.array(z.object({ recid: int, variant_options: z.string() }))),
    primary_sku_id: int.nullable(),
    primary_sku_price: z.number().nullable(),
    primary_sku_act_price: z.number().nullable(),
    primary_sku_total_stock: int,
    primary_sku_moq: int,
    CategoryId: int,
    category_name: z.string(),
    top_category_id: int,
    moq: int,
    min_price: z.number(),
    max_price: z.number(),
    act_min_price: z.number(),
    act_max_price: z.number(),
    total_stock: int,
    rating: z.number(),
    total_review: int,
    images: z.array(z.string()),
    sl_id: int,
    sl_name: z.string(),
    seller_details: z.object({ sl_name: z.string(), companyName: z.string(), default_delivery_term_from: days, default_delivery_term_to: days }),
    delivery_term_from: days,
    delivery_term_to: days,
    default_delivery_term_from: days,
    default_delivery_term_to: days,
    shipping_info: z.object({ free_shipping: bit, min_charge: z.number(), max_charge: z.number(), applicable_charge: z.number() }).nullable(),
    locationRestriction: z.object({
      restricted: z.boolean(),
      message: z.string(),
      restrictionType: z.enum(['PRODUCT_LEVEL', 'SHIPPING_UNAVAILABLE']).nullable(),
      allowedLocation: z.string(),
    }),
    bulk_price: z.array(BulkPriceSchema),
    features: z.array(z.object({ recid: int, lable: z.string(), description: z.string() })),
    product_description: z.string(),
    warranty_description: z.string().nullable(),
    replacement_policy_description: z.string().nullable(),
    availability: yesNo,
    is_contracted: bit,
    is_wishlist: bit,
    product_make: z.string(),
    product_model: z.string(),
    material_id: z.string().nullable(),
  })
  .openapi('ProductDetail') satisfies z.ZodType<ProductDetail>;

const skuFields = { sku_id: int, product_id: int, inventory: int, price: z.number(), act_price: z.number(), moq: int, total_stock: int };

export const SkuDetailSchema = z.object({ success: z.literal(true), ...skuFields }).openapi('SkuDetail') satisfies z.ZodType<{ success: true } & SkuDetail>;

export const SkuPricingInfoSchema = z
  .object({
    success: z.literal(true),
    skus: z.array(z.object({ ...skuFields, option_ids: z.array(int) }) satisfies z.ZodType<SkuPricing>),
    pricing: z.object({ sku_id: int, quantity: int, unit_price: z.number(), bulk_price_applied: z.boolean() }).nullable(),
  })
  .openapi('SkuPricingInfo');

export const SellerBulkPriceSchema = BulkPriceSchema.extend({
  product_id: int,
  product_name: z.string(),
  company_name: z.string(),
  requestor: z.string(),
}).openapi('SellerBulkPriceRequest') satisfies z.ZodType<SellerBulkPriceRequest>;

import { z } from '@hono/zod-openapi';
import { MAX_CART_QUANTITY } from '../lib/cart';
import { atLeastOneOf, BitSchema, CountResponseSchema, id, IdParamsSchema, idParam, int, locationParams, YesNoSchema } from './common';

/** POST /wishlist/update (spec 1 section 7). */
export const WishlistUpdateRequestSchema = z.object({
  product_id: id,
  action_type: z.enum(['add', 'remove']),
});
export const WishlistUpdateResponseSchema = z.object({ success: z.literal(true), total_wishlist: int });

/** GET /wishlist/check/{productId} */
export const WishlistCheckParamsSchema = z.object({ productId: idParam });
export const WishlistCheckResponseSchema = z.object({ success: z.literal(true), is_wishlist: BitSchema });

/** GET /wishlist/count (spec 1 section 7, Wishlist). */
export const WishlistCountResponseSchema = CountResponseSchema;

/*
 * The wishlist page (spec 1 sections 2.10, 3, 4 and 7). Money is RM with 2 decimals, computed on
 * the server at the request's location (X-State / X-District or ?state=&district=).
 */

/** A variant axis and its options, as the product detail names them. */
export const WishlistVariantsSchema = z
  .object({
    variants: z.array(z.object({ variant_id: int, variants: z.string() })),
    /** Keyed by variant_id. */
    variant_options: z.record(z.string(), z.array(z.object({ recid: int, variant_options: z.string() }))),
  })
  .openapi('WishlistVariants');

/** Spec 1 section 3, Wishlist product, priced at the request's location. */
export const WishlistProductSchema = z
  .object({
    product_id: int,
    product_name: z.string(),
    /** Image URL, or null for the placeholder. */
    image_url: z.string().nullable(),
    sl_id: int,
    /** The SKU added to the cart: the chosen variant's, else the product's primary SKU; null when the product has none. */
    primary_sku_id: int.nullable(),
    /** The quantity that goes to the cart: as saved, never below `moq` (a product is saved at its MOQ). */
    quantity: int,
    /** N when the product is marked unavailable or its seller is no longer listed. */
    availability: YesNoSchema,
    /** The stock of primary_sku_id (0 without a SKU). */
    total_stock: int,
    /** The variant option recids of primary_sku_id, in axis order, comma-separated ("12,15"); null when that SKU has none. */
    product_variant_option_id: z.string().nullable(),
    /** Null for a product without variants. */
    variants: WishlistVariantsSchema.nullable(),
    /** The MOQ of primary_sku_id, else the product's. */
    moq: int,
    pricing: z.object({
      /** The unit price of primary_sku_id (RM); act_min_price without a SKU. */
      display_price: z.number(),
      act_min_price: z.number(),
      /** The marketplace's price of what display_price prices, when display_price is the buyer's catalogue (contract) price; else null. */
      marketplace_price: z.number().nullable(),
    }),
    shipping: z.object({
      /** What the buyer reads: 'Free Shipping', 'RM 12.00', or why it cannot ship; '' when the request names no known location. */
      charge: z.string(),
      /** RM; 0 when free or restricted. */
      charge_number: z.number(),
      /** The product does not ship to the request's location. */
      shipping_restricted: z.boolean(),
    }),
  })
  .openapi('WishlistProduct');

export const WishlistSellerSchema = z
  .object({
    seller_id: int,
    /** The seller's name, or VNDR-000123 unless the buyer's view_sl_info is Y. */
    company_name: z.string(),
    products: z.array(WishlistProductSchema),
  })
  .openapi('WishlistSeller');

/** GET /wishlist: products newest first; sellers in the order of their newest product. */
export const WishlistQuerySchema = z.object(locationParams);
export const WishlistResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      totals: z.object({
        /** Number of products (not units). */
        total_items: int,
        /** Sum of display_price x quantity over products that ship to the location (RM). */
        total_price: z.number(),
        /** Sum over sellers of their first shippable product's charge (RM). */
        total_shipping: z.number(),
        grand_total: z.number(),
      }),
      sellers: z.array(WishlistSellerSchema),
    }),
  })
  .openapi('WishlistResponse');

/**
 * PUT /wishlist/item: the quantity and/or the chosen variant of a product in the wishlist, the
 * variant named by its SKU or, as spec 1's wishlist product names it, by its option ids. A
 * quantity below the MOQ of the SKU the product would go to the cart with (the one named, else the
 * chosen one) is a 400 'Minimum order quantity for {name} is {moq}', and nothing changes; a newly
 * chosen SKU with a higher MOQ brings the quantity up to it.
 */
export const WishlistItemRequestSchema = atLeastOneOf(
  z.object({
    product_id: id,
    quantity: z.number().int('must be a whole number').min(1, 'must be at least 1').max(MAX_CART_QUANTITY).optional(),
    /** One of the product's SKUs (from /products/{id}/variant-sku-details). */
    sku_id: id.optional(),
    /** The chosen variant as spec 1's wishlist product names it: its option recids, comma-separated ("12,15"), in any order. */
    product_variant_option_id: z
      .string()
      .regex(/^\d{1,9}(,\d{1,9}){0,19}$/, 'must be variant option ids separated by commas')
      .optional(),
  }),
  ['quantity', 'sku_id', 'product_variant_option_id'],
  'name a quantity, a sku_id or a product_variant_option_id',
).openapi('WishlistItemRequest');
export const WishlistItemResponseSchema = z
  .object({
    success: z.literal(true),
    total_wishlist: int,
    data: z.object({ product_id: int, quantity: int, primary_sku_id: int.nullable(), product_variant_option_id: z.string().nullable() }),
  })
  .openapi('WishlistItemResponse');

/** DELETE /wishlist/bulk */
export const WishlistBulkRemoveRequestSchema = z
  .object({ product_ids: z.array(id).min(1, 'name at least one product').max(500), action_type: z.literal('remove') })
  .openapi('WishlistBulkRemoveRequest');
/** DELETE /wishlist/bulk and DELETE /wishlist/vendor/{id}: how many were removed, and the count after. */
export const WishlistRemovedResponseSchema = z
  .object({ success: z.literal(true), removed: int, total_wishlist: int })
  .openapi('WishlistRemovedResponse');
/** DELETE /wishlist/vendor/{id}: every product of that seller. */
export const WishlistVendorParamsSchema = IdParamsSchema;

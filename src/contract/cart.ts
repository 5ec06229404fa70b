import { z } from '@hono/zod-openapi';
import { MAX_CART_QUANTITY, MAX_REFERENCE_LENGTH } from '../lib/cart';
import { CountResponseSchema, exactlyOneOf, id, idParam, int, MAX_RINGGIT, text, trimmedText } from './common';

/** POST /cart/add (spec 1 section 3: the shared add payload). Price is RM. */
export const AddToCartRequestSchema = z.object({
  sku_id: id,
  sl_id: id,
  product_id: id,
  product_name: text(500),
  quantity: z.number().int('must be a whole number').min(1, 'must be at least 1').max(MAX_CART_QUANTITY),
  price: z.number().min(0).max(MAX_RINGGIT),
});

export const AddToCartResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Number of cart lines (one per SKU), not units. */
  cartCount: int,
  data: z.object({
    cartCount: int,
    /** Added: the cart line after the add (quantity is cumulative). */
    item: z.object({ sku_id: int, product_id: int, quantity: int, price: z.number() }),
  }),
});

/** GET /cart/count: the cart's item count (the path is not shown in the spec; defined in this style). */
export const CartCountResponseSchema = CountResponseSchema;

/*
 * The cart page (spec 2 sections 2, 3 and 7). Money is RM with 2 decimals, computed on the server
 * in integer sen from current prices, approved bulk prices, the shipping rules at the request's
 * location (X-State / X-District or ?state=&district=) and SST.
 */

/** A SKU in a path: `/cart/items/{skuId}`. */
export const CartSkuParamsSchema = z.object({ skuId: idParam });

/** `/cart/items/{skuId}/references/{referenceId}`. */
export const CartReferenceParamsSchema = z.object({ skuId: idParam, referenceId: idParam });

/** Spec 2 section 3, Product reference: the buyer's own note on a SKU, kept per product. */
export const ProductReferenceSchema = z.object({ id: int, reference: z.string() }).openapi('ProductReference');

export const VariantOptionSchema = z.object({ variant_name: z.string(), variant_option: z.string() });

/** Spec 2 section 3, Cart item, with what the cart page shows of the line's state at the location. */
export const CartItemSchema = z
  .object({
    sku_id: int,
    /** The SKU code. */
    sku: z.string(),
    product_id: int,
    product_name: z.string(),
    /** Image URL, or null for the placeholder. */
    product_img: z.string().nullable(),
    sl_id: int,
    /** The seller's name, or VNDR-000123 unless the buyer's view_sl_info is Y. */
    seller_name: z.string(),
    category_id: int,
    variant_options: z.array(VariantOptionSchema),
    /** The unit price charged: the approved bulk price once the quantity reaches it, else act_price. */
    price: z.number(),
    /** The SKU's current price before any bulk price. */
    act_price: z.number(),
    /** The marketplace's act_price when act_price is the buyer's catalogue (contract) price, else null. */
    marketplace_price: z.number().nullable(),
    quantity: int,
    /** price x quantity. */
    total_price: z.number(),
    /** 0 when the product has none. */
    moq: int,
    /** Units of the SKU in stock. */
    total_stock: int,
    /** Above 0, the quantity may not exceed total_stock. */
    limit_add_to_cart: int,
    /** The approved bulk price is applied to this line. */
    is_bulk_price: z.boolean(),
    /** The buyer's approved bulk price for the SKU, or null. */
    bulk_price: z.number().nullable(),
    /** The quantity from which the approved bulk price applies, or null. */
    bulk_quantity: int.nullable(),
    /** (act_price - bulk_price) x quantity while the bulk price applies, else 0. */
    bulk_savings: z.number(),
    /** An approved bulk price exists but the quantity is below bulk_quantity. */
    has_bulk_price_requirement: z.boolean(),
    /** bulk_quantity while has_bulk_price_requirement, else null. */
    minimum_bulk_quantity: int.nullable(),
    /** No listed alternative (same material id) of the product is cheaper. */
    is_cheapest: z.boolean(),
    /** While is_cheapest is false: the cheapest listed product of the same material and its lowest unit price; null otherwise. */
    cheaper_alternative: z.object({ product_id: int, product_name: z.string(), price: z.number() }).nullable(),
    /** The buyer company's unit price limit for the line's category (spec 2 section 8), or null when none applies. */
    price_limit: z.number().nullable(),
    justification: z.string().nullable(),
    /** Not shipped to the request's location: left out of every figure and of checkout. */
    is_excluded: z.boolean(),
    /** Why the line cannot be bought as it is (stock, MOQ, location), or null. */
    problem: z.string().nullable(),
    references: z.array(ProductReferenceSchema),
  })
  .openapi('CartItem');

/** Spec 2 section 3: per seller, over the seller's lines that are not excluded. */
export const SellerShippingSchema = z
  .object({
    sellerId: int,
    /** As seller_name on the items. */
    sellerName: z.string(),
    /** Sum of the seller's included line totals. */
    subtotal: z.number(),
    isFreeShipping: z.boolean(),
    shippingFee: z.number(),
    /** SST is charged on this seller's shipping fee too. */
    taxOnShipping: z.boolean(),
    /** Conditional free shipping: the seller's subtotal from which shipping is free; null otherwise. */
    freeShippingAbove: z.number().nullable(),
  })
  .openapi('SellerShipping');

export const CartSummarySchema = z
  .object({
    /** Units in the included lines. */
    totalItems: int,
    /** Included lines (what checkout receives). */
    validItems: int,
    subtotal: z.number(),
    totalShippingFee: z.number(),
    /** SST on the goods, plus on shipping for sellers with taxOnShipping, rounded once. */
    totalTax: z.number(),
    /** The SST rate, in percent. */
    taxRate: z.number(),
    grandTotal: z.number(),
  })
  .openapi('CartSummary');

export const ExcludedItemSchema = z.object({ skuId: int, productName: z.string(), sellerName: z.string() });

/** A seller's minimum order value in a category, and where the cart stands against it. */
export const VendorMinimumSchema = z.object({
  sellerId: int,
  sellerName: z.string(),
  categoryId: int,
  categoryName: z.string(),
  minimumAmount: z.number(),
  currentAmount: z.number(),
  met: z.boolean(),
});

export const CartSchema = z
  .object({
    cartItems: z.array(CartItemSchema),
    cartSummary: CartSummarySchema,
    /** One entry per seller with included lines, in the order of cartItems. */
    shippingDetails: z.array(SellerShippingSchema),
    businessLogic: z.object({ locationRestrictions: z.object({ excludedItems: z.array(ExcludedItemSchema) }) }),
    vendorMinimumOrder: z.object({
      /** One message per unmet minimum, with 'must exceed' and 'respectively'. */
      errors: z.array(z.string()),
      minimums: z.array(VendorMinimumSchema),
    }),
    /** Every line problem and vendor minimum message, for clients that show one list. */
    validationMessages: z.array(z.string()),
    /** The location the figures are for; null when the request named none (no shipping, nothing excluded). */
    location: z.object({ state: z.string(), district: z.string() }).nullable(),
  })
  .openapi('Cart');

/** GET /cart */
export const CartResponseSchema = z.object({ success: z.literal(true), data: CartSchema });

/** PATCH /cart/items/{skuId}: a new quantity, or a change to the current one (exactly one of them). */
export const CartQuantityRequestSchema = exactlyOneOf(
  z.object({
    quantity: z.number().int('must be a whole number').min(1, 'must be at least 1').max(MAX_CART_QUANTITY).optional(),
    change: z
      .number()
      .int('must be a whole number')
      .min(-MAX_CART_QUANTITY)
      .max(MAX_CART_QUANTITY)
      .refine((value) => value !== 0, 'must not be 0')
      .openapi({ not: { const: 0 } })
      .optional(),
  }),
  ['quantity', 'change'],
  'Send either quantity or change',
);

/** PATCH /cart/items/{skuId} */
export const CartQuantityResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  cartCount: int,
  data: z.object({ sku_id: int, quantity: int, price: z.number(), total_price: z.number(), is_bulk_price: z.boolean() }),
});

/** DELETE /cart/items/{skuId} */
export const CartRemoveResponseSchema = z.object({ success: z.literal(true), message: z.string(), cartCount: int });

/** POST /cart/remove-restricted (spec 2 section 7): only SKUs not shipped to the request's location are removed. */
export const RemoveRestrictedRequestSchema = z.object({ skuIds: z.array(id).min(1, 'must name at least one SKU').max(500) });

export const RemoveRestrictedResponseSchema = z.object({ success: z.literal(true), removedCount: int, cartCount: int });

/** POST /cart/items/{skuId}/references */
export const AddReferenceRequestSchema = z.object({
  reference: trimmedText(MAX_REFERENCE_LENGTH),
});

/** GET, POST and DELETE of /cart/items/{skuId}/references (spec 2 section 7: data.references). */
export const ReferencesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ references: z.array(ProductReferenceSchema) }),
});

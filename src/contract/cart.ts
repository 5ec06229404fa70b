import { z } from '@hono/zod-openapi';
import { CountResponseSchema, id, int, MAX_RINGGIT, text } from './common';

/** POST /cart/add (spec 1 section 3: the shared add payload). Price is RM. */
export const AddToCartRequestSchema = z.object({
  sku_id: id,
  sl_id: id,
  product_id: id,
  product_name: text(500),
  quantity: z.number().int('must be a whole number').min(1, 'must be at least 1').max(1_000_000),
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

import { z } from '@hono/zod-openapi';
import { BitSchema, CountResponseSchema, id, idParam, int } from './common';

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

import { z } from '@hono/zod-openapi';
import { isPlainText, QUICK_ORDER_ERRORS, QUICK_ORDER_MAX_BYTES, QUICK_ORDER_MAX_LINES } from '../lib/quick-order';
import { int } from './common';
import { quickOrderPattern } from './patterns';

/**
 * POST /cart/quick-order/check and POST /cart/quick-order: the list as the buyer pasted it or
 * as a CSV file holds it, one "SKU code, quantity" a line (comma, tab or spaces; a header row
 * `sku,quantity` is skipped), at most QUICK_ORDER_MAX_LINES lines and QUICK_ORDER_MAX_BYTES.
 */
export const QuickOrderRequestSchema = z.object({
  text: z
    .string()
    .max(QUICK_ORDER_MAX_BYTES, QUICK_ORDER_ERRORS.tooLarge)
    .refine(isPlainText, 'must be plain text: letters, digits, commas, tabs and line breaks')
    .openapi({ pattern: quickOrderPattern(QUICK_ORDER_MAX_LINES).source }),
});

/** What became of a line: it can go to the cart, it went, it cannot, or its quantity went with an earlier line of the same SKU. */
export const QuickOrderStatusSchema = z.enum(['ready', 'added', 'problem', 'merged']);

/** One line of the list, in the order written. Money is RM. */
export const QuickOrderLineSchema = z
  .object({
    /** The line's number in the text (1-based, counting blank lines and a header). */
    line: int,
    /** The SKU code as written. */
    sku: z.string(),
    /** The quantity as written; null when it is not a positive whole number. */
    quantity: int.nullable(),
    /** On the first line of a SKU: this and every merged line's quantity, what is checked and added. */
    order_quantity: int.nullable(),
    /** The later lines of the same SKU merged into this one. */
    merged_lines: z.array(int),
    /** The earlier line this one's quantity was merged into, or null. */
    merged_into: int.nullable(),
    /** The SKU and its product, when the code names one the buyer may see. */
    sku_id: int.nullable(),
    product_id: int.nullable(),
    sl_id: int.nullable(),
    product_name: z.string().nullable(),
    /** Units of the SKU already in the cart; an add comes on top of them, as the cart's add does. */
    in_cart: int,
    /** What the buyer pays a unit at the line's quantity in the cart (an approved bulk price from its quantity), or null. */
    unit_price: z.number().nullable(),
    /** unit_price x order_quantity, or null. */
    line_total: z.number().nullable(),
    status: QuickOrderStatusSchema,
    /** Why the line cannot go to the cart, or which line took its quantity; null when it can or did. */
    reason: z.string().nullable(),
  })
  .openapi('QuickOrderLine');

/** POST /cart/quick-order/check: every line's verdict; nothing changes. */
export const QuickOrderCheckResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    lines: z.array(QuickOrderLineSchema).max(QUICK_ORDER_MAX_LINES),
    /** The lines that can go to the cart (status ready). */
    ready: int,
  }),
});

/** POST /cart/quick-order: every line's outcome, after the lines that could went to the cart in one step. */
export const QuickOrderAddResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Number of cart lines after the add. */
  cartCount: int,
  data: z.object({
    lines: z.array(QuickOrderLineSchema).max(QUICK_ORDER_MAX_LINES),
    /** The lines that went to the cart (status added). */
    added: int,
    cartCount: int,
  }),
});

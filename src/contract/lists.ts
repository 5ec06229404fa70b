import { z } from '@hono/zod-openapi';
import { MAX_CART_QUANTITY } from '../lib/cart';
import { LIST_LIMITS } from '../lib/shopping-list';
import { atLeastOneOf, id, idParam, int, listOf, text, trimmedText, YesNoSchema } from './common';

/*
 * Shopping lists: a buyer user's named lists of SKUs at saved quantities (never below the SKU's
 * MOQ) with a note per line, shared with colleagues of the same company to read or to edit.
 * Another company's list, or one not shared with the caller, is 404.
 */

const quantity = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(MAX_CART_QUANTITY, `must be at most ${MAX_CART_QUANTITY}`);

export const ListAccessSchema = z.enum(['owner', 'edit', 'read']).openapi('ListAccess');
export const ListPermissionSchema = z.enum(['read', 'edit']).openapi('ListPermission');

export const ListParamsSchema = z.object({ id: idParam });
export const ListLineParamsSchema = z.object({ id: idParam, lineId: idParam });

/** A list as the index shows it. */
export const ShoppingListSummarySchema = z
  .object({
    id: int,
    name: z.string(),
    /** owner for the caller's own lists; read or edit for a colleague's shared with the caller. */
    access: ListAccessSchema,
    owner: z.object({ id: int, name: z.string() }),
    line_count: int,
    updated_at: z.string(),
  })
  .openapi('ShoppingListSummary');

/** A line, priced for the caller's company (RM). */
export const ShoppingListLineSchema = z
  .object({
    id: int,
    product_id: int,
    product_name: z.string(),
    sku_id: int,
    /** The SKU's code. */
    sku: z.string(),
    /** The SKU's options, 'Colour: Red, Size: S'; null for a SKU without options. */
    variant_label: z.string().nullable(),
    moq: int,
    /** As saved, never below `moq`. */
    quantity: int,
    note: z.string(),
    unit_price: z.number(),
    line_total: z.number(),
    /** N when the product is marked unavailable or no longer listed for the caller. */
    availability: YesNoSchema,
    total_stock: int,
  })
  .openapi('ShoppingListLine');

const ListShareSchema = z
  .object({ user_id: int, name: z.string(), email: z.string(), permission: ListPermissionSchema })
  .openapi('ListShare');

export const ShoppingListSchema = ShoppingListSummarySchema.extend({
  lines: z.array(ShoppingListLineSchema),
  /** The colleagues it is shared with; only its owner is told. */
  shares: z.array(ListShareSchema),
  /** The sum of the line totals (RM). */
  total: z.number(),
}).openapi('ShoppingList');

/** GET /lists: the caller's own lists (by name), then those shared with the caller (by owner, then name). */
export const ListsResponseSchema = listOf(ShoppingListSummarySchema).openapi('ListsResponse');

/** One list, after any change to it. */
export const ListResponseSchema = z.object({ success: z.literal(true), data: ShoppingListSchema }).openapi('ListResponse');

/** POST /lists and PATCH /lists/{id}: names are unique per owner, ignoring case. */
export const ListNameRequestSchema = z.object({ name: trimmedText(LIST_LIMITS.name) }).openapi('ListNameRequest');

/**
 * POST /lists/{id}/lines: a SKU of the product (the primary one when none is named) at a quantity
 * of at least its MOQ (the MOQ when none is named). A SKU already on the list gets the quantity
 * added, and the note when one is given.
 */
export const AddListLineRequestSchema = z
  .object({ product_id: id, sku_id: id.optional(), quantity: quantity.optional(), note: text(LIST_LIMITS.note).optional() })
  .openapi('AddListLineRequest');

/** PATCH /lists/{id}/lines/{lineId}: the quantity (at least the SKU's MOQ) and/or the note. */
export const ChangeListLineRequestSchema = atLeastOneOf(
  z.object({ quantity: quantity.optional(), note: text(LIST_LIMITS.note).optional() }),
  ['quantity', 'note'],
  'name a quantity or a note',
).openapi('ChangeListLineRequest');

/** PUT /lists/{id}/shares: every colleague the list is shared with, and how (replaces the shares). */
export const ShareListRequestSchema = z
  .object({ shares: z.array(z.object({ user_id: id, permission: ListPermissionSchema })).max(100, 'must name at most 100 colleagues') })
  .refine((body) => new Set(body.shares.map((share) => share.user_id)).size === body.shares.length, 'name each colleague once')
  .openapi('ShareListRequest');

/** GET /lists/colleagues: the other buyer users of the caller's company, by name. */
export const ColleaguesResponseSchema = listOf(z.object({ id: int, name: z.string(), email: z.string() }).openapi('Colleague')).openapi(
  'ColleaguesResponse',
);

/**
 * POST /lists/{id}/cart: every line to the caller's cart at its saved quantity, in one
 * transaction, by the cart's rules at the request's location; a line the cart refuses is reported
 * with the reason and the others still go in.
 */
export const ListCartResponseSchema = z
  .object({
    success: z.literal(true),
    cartCount: int,
    lines: z.array(
      z.union([
        z.object({ line_id: int, product_name: z.string(), added: z.literal(true), quantity: int }),
        z.object({ line_id: int, product_name: z.string(), added: z.literal(false), reason: z.string() }),
      ]),
    ),
  })
  .openapi('ListCartResponse');

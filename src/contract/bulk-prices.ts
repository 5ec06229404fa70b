import { z } from '@hono/zod-openapi';
import { id, int, multilineText, ringgitAmount, text } from './common';

export const BulkPriceStatusSchema = z.enum(['SEND', 'NEGO', 'REPLY']);

/** A bulk price request (spec 1 section 3). Prices in RM. */
export const BulkPriceSchema = z
  .object({
    recid: int,
    status: BulkPriceStatusSchema,
    quantity: int,
    target_price: z.number(),
    /** Set by the seller's REPLY. */
    approve_price: z.number().nullable(),
    bulk_note: z.string(),
    /** Added: the SKU the request is for. */
    sku_id: int,
    /** Added: the approved price applies from this quantity (REPLY). */
    approve_quantity: int.nullable(),
    /** Added: the seller's words with NEGO or REPLY. */
    seller_note: z.string().nullable(),
    /** Added: 'state,district' as sent. */
    location: z.string().nullable(),
    /** Added */
    updated_at: z.string(),
  })
  .openapi('BulkPriceRequest');

/** GET /seller/bulk-prices: a request for the signed-in seller's products (added). */
export const SellerBulkPriceSchema = BulkPriceSchema.extend({
  product_id: int,
  product_name: z.string(),
  /** The requesting buyer's company. */
  company_name: z.string(),
  requestor: z.string(),
}).openapi('SellerBulkPriceRequest');

const quantity = z.number().int('must be a whole number').min(1, 'must be at least 1').max(1_000_000);
/** RM with at most 2 decimals (the form's step 0.01), not negative. */
const money = ringgitAmount('must be 0 or more');
const note = multilineText(1000);

/** POST /products/{id}/bulk-price/request (spec 1 section 7). target_price in RM; location is 'state,district'. */
export const BulkPriceRequestBodySchema = z.object({
  sku_id: id,
  quantity,
  target_price: money,
  bulk_note: note.default(''),
  location: text(200).default(''),
});

/** POST /products/bulk-price/{id}/renegotiate */
export const BulkPriceRenegotiateBodySchema = z.object({ quantity, target_price: money, bulk_note: note.default('') });

/** The bulk price calls answer the request as it now is. */
export const BulkPriceResponseSchema = z.object({ success: z.literal(true), data: BulkPriceSchema });

/** GET /seller/bulk-prices[?status] */
export const SellerBulkPricesQuerySchema = z.object({ status: BulkPriceStatusSchema.optional() });
export const SellerBulkPricesResponseSchema = z.object({ success: z.literal(true), data: z.array(SellerBulkPriceSchema) });

/** POST /seller/bulk-prices/{id}/reply (added): NEGO with a note, or REPLY with the approved price and minimum quantity. */
export const SellerReplyBodySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('NEGO'), seller_note: note.min(1, 'is required to negotiate') }),
  z.object({ status: z.literal('REPLY'), approve_price: money, approve_quantity: quantity, seller_note: note.optional() }),
]);

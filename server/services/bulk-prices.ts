import { and, asc, desc, eq } from 'drizzle-orm';
import type { BulkPriceRequest } from '../../src/api/types';
import type { Database } from '../db/client';
import { bulkPriceRequests } from '../db/schema';
import { bulkPriceApplies } from '../domain/bulk-price';
import { toRinggit } from '../../src/lib/money';

export type BulkPriceRow = typeof bulkPriceRequests.$inferSelect;

/** A request as the API shows it: prices in RM. */
export function toBulkPrice(row: BulkPriceRow): BulkPriceRequest {
  return {
    recid: row.id,
    status: row.status,
    quantity: row.quantity,
    target_price: toRinggit(row.targetPrice),
    approve_price: row.approvePrice === null ? null : toRinggit(row.approvePrice),
    bulk_note: row.bulkNote,
    sku_id: row.skuId,
    approve_quantity: row.approvedMinQuantity,
    seller_note: row.sellerNote,
    location: row.location,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The buyer's requests for one product, newest first. */
export async function buyerBulkPrices(db: Database, buyerId: number, productId: number): Promise<BulkPriceRequest[]> {
  const rows = await db
    .select()
    .from(bulkPriceRequests)
    .where(and(eq(bulkPriceRequests.buyerId, buyerId), eq(bulkPriceRequests.productId, productId)))
    .orderBy(desc(bulkPriceRequests.updatedAt), asc(bulkPriceRequests.id));
  return rows.map(toBulkPrice);
}

/**
 * The unit price (sen) the buyer pays for `quantity` of a SKU: the seller's approved bulk price
 * once the quantity reaches the approved minimum, else the SKU's act price.
 */
export async function unitPriceFor(db: Database, buyerId: number | null, sku: { id: number; actPrice: number }, quantity: number): Promise<{ price: number; bulk: boolean }> {
  if (buyerId === null) return { price: sku.actPrice, bulk: false };
  const [request] = await db
    .select()
    .from(bulkPriceRequests)
    .where(and(eq(bulkPriceRequests.buyerId, buyerId), eq(bulkPriceRequests.skuId, sku.id)));
  if (request && bulkPriceApplies(request, quantity)) return { price: request.approvePrice as number, bulk: true };
  return { price: sku.actPrice, bulk: false };
}

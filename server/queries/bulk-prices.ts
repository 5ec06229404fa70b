import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bulkPriceRequests, buyers, products, users } from '../db/schema';

export type BulkPriceRow = typeof bulkPriceRequests.$inferSelect;
type NewBulkPrice = typeof bulkPriceRequests.$inferInsert;

/** The buyer's request for a SKU (there is at most one); null when there is none. */
export async function buyerSkuRequest(db: Database, buyerId: number, skuId: number): Promise<BulkPriceRow | null> {
  const [row] = await db
    .select()
    .from(bulkPriceRequests)
    .where(and(eq(bulkPriceRequests.buyerId, buyerId), eq(bulkPriceRequests.skuId, skuId)));
  return row ?? null;
}

/** A new request; null when the buyer already has one for the SKU. */
export async function insertRequest(db: Database, request: NewBulkPrice): Promise<BulkPriceRow | null> {
  const [row] = await db.insert(bulkPriceRequests).values(request).onConflictDoNothing().returning();
  return row ?? null;
}

/** A request of this buyer, locked until the transaction ends; another buyer's is as good as missing. */
export async function lockBuyerRequest(db: Database, id: number, buyerId: number): Promise<BulkPriceRow | null> {
  const [row] = await db
    .select()
    .from(bulkPriceRequests)
    .where(and(eq(bulkPriceRequests.id, id), eq(bulkPriceRequests.buyerId, buyerId)))
    .for('update');
  return row ?? null;
}

/** A request for one of this seller's products, locked until the transaction ends; any other is as good as missing. */
export async function lockSellerRequest(db: Database, id: number, sellerId: number): Promise<BulkPriceRow | null> {
  const [row] = await db
    .select({ request: bulkPriceRequests })
    .from(bulkPriceRequests)
    .innerJoin(products, eq(products.id, bulkPriceRequests.productId))
    .where(and(eq(bulkPriceRequests.id, id), eq(products.sellerId, sellerId)))
    .for('update', { of: bulkPriceRequests });
  return row?.request ?? null;
}

export async function updateRequest(db: Database, id: number, change: Partial<NewBulkPrice>): Promise<BulkPriceRow> {
  const [row] = await db
    .update(bulkPriceRequests)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(bulkPriceRequests.id, id))
    .returning();
  return row;
}

export async function deleteRequest(db: Database, id: number): Promise<void> {
  await db.delete(bulkPriceRequests).where(eq(bulkPriceRequests.id, id));
}

/** The requests for the seller's products with their product, company and requestor names, newest first. */
export function sellerRequests(db: Database, sellerId: number, status: BulkPriceRow['status'] | undefined) {
  return db
    .select({ request: bulkPriceRequests, productName: products.name, companyName: buyers.companyName, requestor: users.name })
    .from(bulkPriceRequests)
    .innerJoin(products, eq(products.id, bulkPriceRequests.productId))
    .innerJoin(buyers, eq(buyers.id, bulkPriceRequests.buyerId))
    .innerJoin(users, eq(users.id, bulkPriceRequests.userId))
    .where(and(eq(products.sellerId, sellerId), status ? eq(bulkPriceRequests.status, status) : undefined))
    .orderBy(desc(bulkPriceRequests.updatedAt), desc(bulkPriceRequests.id));
}

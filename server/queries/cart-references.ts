import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { productReferences, products, sellers, skus } from '../db/schema';
import { listedFor } from './products';

const columns = { id: productReferences.id, skuId: productReferences.skuId, reference: productReferences.reference };

/** The buyer's references for some SKUs, oldest first. */
export function referenceRows(db: Database, buyerId: number, skuIds: readonly number[]) {
  return db
    .select(columns)
    .from(productReferences)
    .where(and(eq(productReferences.buyerId, buyerId), inArray(productReferences.skuId, [...skuIds])))
    .orderBy(asc(productReferences.createdAt), asc(productReferences.id));
}

/** Whether the SKU is listed and the buyer may see it; `lock` holds it until the transaction ends, so its references are counted one writer at a time. */
export async function isListedSkuId(db: Database, skuId: number, buyerId: number, lock = false): Promise<boolean> {
  const query = db
    .select({ id: skus.id })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(eq(skus.id, skuId), listedFor(buyerId)));
  const [row] = lock ? await query.for('update', { of: skus }) : await query;
  return row !== undefined;
}

export async function countReferences(db: Database, buyerId: number, skuId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(productReferences)
    .where(and(eq(productReferences.buyerId, buyerId), eq(productReferences.skuId, skuId)));
  return row.n;
}

export async function insertReference(db: Database, buyerId: number, skuId: number, reference: string): Promise<void> {
  await db.insert(productReferences).values({ buyerId, skuId, reference });
}

/** Deletes one of the buyer's references of the SKU; false when there is no such reference. */
export async function deleteReference(db: Database, buyerId: number, skuId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(productReferences)
    .where(and(eq(productReferences.id, id), eq(productReferences.buyerId, buyerId), eq(productReferences.skuId, skuId)))
    .returning({ id: productReferences.id });
  return deleted.length > 0;
}

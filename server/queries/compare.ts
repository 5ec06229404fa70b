import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { compareItems, productFeatures, products, sellers, skus } from '../db/schema';
import { fromProducts, listedFor } from './products';
import { pricedSkuColumns } from './skus';

export type CompareRow = typeof compareItems.$inferSelect;

/** The advisory lock class of a buyer's compare list; the buyer id is the second key. */
const COMPARE_LOCK_CLASS = 0x636d70;

/** Holds the buyer's compare list until the transaction ends, so group sizes are read and changed one writer at a time. */
export async function lockCompareList(db: Database, buyerId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${COMPARE_LOCK_CLASS}, ${buyerId})`);
}

/** Group number to product count, for every group of the buyer. */
export async function compareGroupSizes(db: Database, buyerId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ group: compareItems.groupId, size: count() })
    .from(compareItems)
    .where(eq(compareItems.buyerId, buyerId))
    .groupBy(compareItems.groupId);
  return new Map(rows.map((row) => [row.group, row.size]));
}

/** The buyer's record of a product; null when it is not compared. */
export async function compareRowOfProduct(db: Database, buyerId: number, productId: number): Promise<CompareRow | null> {
  const [row] = await db
    .select()
    .from(compareItems)
    .where(and(eq(compareItems.buyerId, buyerId), eq(compareItems.productId, productId)));
  return row ?? null;
}

/** The buyer's record by id; another buyer's is as good as missing. */
export async function compareRowOfBuyer(db: Database, buyerId: number, compareId: number): Promise<CompareRow | null> {
  const [row] = await db
    .select()
    .from(compareItems)
    .where(and(eq(compareItems.buyerId, buyerId), eq(compareItems.id, compareId)));
  return row ?? null;
}

export async function insertCompareRow(db: Database, row: typeof compareItems.$inferInsert): Promise<CompareRow> {
  const [saved] = await db.insert(compareItems).values(row).returning();
  return saved;
}

export async function updateCompareRow(
  db: Database,
  id: number,
  change: Partial<Pick<CompareRow, 'skuId' | 'groupId' | 'userId'>>,
): Promise<CompareRow> {
  const [saved] = await db.update(compareItems).set(change).where(eq(compareItems.id, id)).returning();
  return saved;
}

/** Deletes the buyer's records (all, one, or one group's); answers how many went. */
export async function deleteCompareRows(db: Database, buyerId: number, only: { id: number } | { group: number } | null): Promise<number> {
  const scope = only === null ? undefined : 'id' in only ? eq(compareItems.id, only.id) : eq(compareItems.groupId, only.group);
  const deleted = await db
    .delete(compareItems)
    .where(and(eq(compareItems.buyerId, buyerId), scope))
    .returning({ id: compareItems.id });
  return deleted.length;
}

/** The number of the buyer's compared products that are listed and the buyer may see. */
export async function countCompareRows(db: Database, buyerId: number): Promise<number> {
  const [row] = await fromProducts(db, { n: count() })
    .innerJoin(compareItems, eq(compareItems.productId, products.id))
    .where(and(eq(compareItems.buyerId, buyerId), listedFor(buyerId)));
  return Number(row.n);
}

/** The buyer's compared products that are listed and the buyer may see, with what the table shows of each product and seller, by group then by when added. */
export async function compareListRows(db: Database, buyerId: number) {
  return (await fromProducts(db, {
    record: compareItems,
    product: products,
    companyName: sellers.companyName,
    sellerRating: sellers.rating,
    sellerReviews: sellers.totalReview,
    defaultTermFrom: sellers.defaultDeliveryTermFrom,
    defaultTermTo: sellers.defaultDeliveryTermTo,
  })
    .innerJoin(compareItems, eq(compareItems.productId, products.id))
    .where(and(eq(compareItems.buyerId, buyerId), listedFor(buyerId)))
    .orderBy(asc(compareItems.groupId), asc(compareItems.id))) as unknown as {
    record: CompareRow;
    product: typeof products.$inferSelect;
    companyName: string;
    sellerRating: number;
    sellerReviews: number;
    defaultTermFrom: number | null;
    defaultTermTo: number | null;
  }[];
}

/** The SKUs of some products priced for the buyer, each product's primary first (the order the product's own SKU columns use). */
export function skusOfProducts(db: Database, productIds: readonly number[], buyerId: number | null) {
  return db
    .select(pricedSkuColumns(buyerId))
    .from(skus)
    .where(inArray(skus.productId, [...productIds]))
    .orderBy(asc(skus.productId), desc(skus.isPrimary), asc(skus.id));
}

export function featuresOfProducts(db: Database, productIds: readonly number[]) {
  return db
    .select()
    .from(productFeatures)
    .where(inArray(productFeatures.productId, [...productIds]))
    .orderBy(asc(productFeatures.id));
}

/** A SKU of a listed product the buyer may see; null when there is none. */
export async function listedSku(db: Database, skuId: number, buyerId: number | null): Promise<{ id: number; productId: number } | null> {
  const [row] = await fromProducts(db, { id: skus.id, productId: skus.productId })
    .innerJoin(skus, eq(skus.productId, products.id))
    .where(and(eq(skus.id, skuId), listedFor(buyerId)));
  return (row as { id: number; productId: number } | undefined) ?? null;
}

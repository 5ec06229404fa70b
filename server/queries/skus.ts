import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { skuOptions, skus } from '../db/schema';

export type SkuRow = typeof skus.$inferSelect;

/** The product's SKUs, each with its variant option ids in ascending order. */
export async function skusWithOptions(db: Database, productId: number): Promise<{ sku: SkuRow; optionIds: number[] }[]> {
  const rows = await db
    .select({ sku: skus, optionId: skuOptions.optionId })
    .from(skus)
    .leftJoin(skuOptions, eq(skuOptions.skuId, skus.id))
    .where(eq(skus.productId, productId))
    .orderBy(asc(skus.id), asc(skuOptions.optionId));
  const bySku = new Map<number, { sku: SkuRow; optionIds: number[] }>();
  for (const row of rows) {
    const entry = bySku.get(row.sku.id) ?? { sku: row.sku, optionIds: [] };
    if (row.optionId !== null) entry.optionIds.push(row.optionId);
    bySku.set(row.sku.id, entry);
  }
  return [...bySku.values()];
}

/** The product's SKUs, by id. */
export function skusOfProduct(db: Database, productId: number): Promise<SkuRow[]> {
  return db.select().from(skus).where(eq(skus.productId, productId)).orderBy(asc(skus.id));
}

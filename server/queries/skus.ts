import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../db/client';
import { skuOptions, skus } from '../db/schema';
import { skuPriceFor } from './catalogue-access';

/** A SKU priced for a buyer: `actPrice` what the buyer pays, `marketplacePrice` the SKU's own act_price. */
export type SkuRow = typeof skus.$inferSelect & { marketplacePrice: number };

/**
 * A SKU's columns with `actPrice` what the buyer (null: a visitor) pays: the catalogue's price for
 * its members; `marketplacePrice` is what everyone else pays.
 */
export function pricedSkuColumns(buyerId: number | null) {
  return { ...getTableColumns(skus), actPrice: skuPriceFor(buyerId, skus).mapWith(Number), marketplacePrice: skus.actPrice };
}

/** The product's SKUs priced for the buyer, each with its variant option ids in ascending order. */
export async function skusWithOptions(
  db: Database,
  productId: number,
  buyerId: number | null,
): Promise<{ sku: SkuRow; optionIds: number[] }[]> {
  const rows = await db
    .select({ sku: pricedSkuColumns(buyerId), optionId: skuOptions.optionId })
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

/** The product's SKUs priced for the buyer, by id. */
export function skusOfProduct(db: Database, productId: number, buyerId: number | null): Promise<SkuRow[]> {
  return db.select(pricedSkuColumns(buyerId)).from(skus).where(eq(skus.productId, productId)).orderBy(asc(skus.id));
}

import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { catalogueProducts, catalogueSkuPrices, products, skus } from '../db/schema';
import { fromProducts, visibleProduct } from './products';

/** The listed products of a catalogue, narrowed to categories when given. */
export function catalogueScope(catalogueId: number, categoryIds?: readonly number[]): SQL {
  const inCatalogue = sql`${products.id} in (select ${catalogueProducts.productId} from ${catalogueProducts} where ${catalogueProducts.catalogueId} = ${catalogueId})`;
  const inCategories = categoryIds === undefined ? undefined : categoryIds.length === 0 ? sql`false` : inArray(products.categoryId, [...categoryIds]);
  return and(visibleProduct, inCatalogue, inCategories) as SQL;
}

/** Products no catalogue holds exclusively: what is searchable outside a catalogue. */
export const marketplaceProducts: SQL = sql`${products.listingType} <> 'catalogue'`;

/** How many of the catalogue's listed products each category holds directly. */
export async function catalogueCountsByCategory(db: Database, catalogueId: number): Promise<Map<number, number>> {
  const rows = (await fromProducts(db, { categoryId: products.categoryId, count: sql<number>`count(*)::int` })
    .where(catalogueScope(catalogueId))
    .groupBy(products.categoryId)) as unknown as { categoryId: number; count: number }[];
  return new Map(rows.map((row) => [row.categoryId, row.count]));
}

/** How many listed products the catalogue holds. */
export async function catalogueProductCount(db: Database, catalogueId: number): Promise<number> {
  const [row] = (await fromProducts(db, { count: sql<number>`count(*)::int` }).where(catalogueScope(catalogueId))) as unknown as { count: number }[];
  return row.count;
}

/** A SKU's price in the catalogue: its contract price, else its own act price (sen). */
function cataloguePrice(catalogueId: number): SQL<number> {
  return sql<number>`coalesce((select ${catalogueSkuPrices.price} from ${catalogueSkuPrices} where ${catalogueSkuPrices.catalogueId} = ${catalogueId} and ${catalogueSkuPrices.skuId} = ${skus.id}), ${skus.actPrice})`;
}

export interface CataloguePrices {
  min: number;
  max: number;
  /** The primary SKU's catalogue price; null without a primary SKU. */
  primary: number | null;
}

/** The lowest and highest catalogue price of each product's SKUs, and its primary SKU's, in sen. */
export async function cataloguePricesOf(db: Database, catalogueId: number, productIds: readonly number[]): Promise<Map<number, CataloguePrices>> {
  if (productIds.length === 0) return new Map();
  const price = cataloguePrice(catalogueId);
  const rows = await db
    .select({
      productId: skus.productId,
      min: sql<number>`min(${price})::int`,
      max: sql<number>`max(${price})::int`,
      primary: sql<number | null>`(max(case when ${skus.id} = ${products.primarySkuId} then ${price} end))::int`,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(inArray(skus.productId, [...productIds]))
    .groupBy(skus.productId, products.primarySkuId);
  return new Map(rows.map((row) => [row.productId, { min: row.min, max: row.max, primary: row.primary }]));
}

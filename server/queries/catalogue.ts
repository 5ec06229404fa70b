import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import { inCatalogue } from './catalogue-access';
import { fromProducts, visibleProduct } from './products';

/** The listed products of a catalogue, narrowed to categories when given. */
export function catalogueScope(catalogueId: number, categoryIds?: readonly number[]): SQL {
  const inCategories =
    categoryIds === undefined ? undefined : categoryIds.length === 0 ? sql`false` : inArray(products.categoryId, [...categoryIds]);
  return and(visibleProduct, inCatalogue(catalogueId), inCategories) as SQL;
}

/** How many of the catalogue's listed products each category holds directly. */
export async function catalogueCountsByCategory(db: Database, catalogueId: number): Promise<Map<number, number>> {
  const rows = (await fromProducts(db, { categoryId: products.categoryId, count: sql<number>`count(*)::int` })
    .where(catalogueScope(catalogueId))
    .groupBy(products.categoryId)) as unknown as { categoryId: number; count: number }[];
  return new Map(rows.map((row) => [row.categoryId, row.count]));
}

/** How many listed products the catalogue holds. */
export async function catalogueProductCount(db: Database, catalogueId: number): Promise<number> {
  const [row] = (await fromProducts(db, { count: sql<number>`count(*)::int` }).where(catalogueScope(catalogueId))) as unknown as {
    count: number;
  }[];
  return row.count;
}

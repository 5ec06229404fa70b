import { and, asc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { brands, products } from '../db/schema';
import { fromProducts } from './products';

/** The brands of the products matching `where`, by name. */
export async function brandsOf(db: Database, where: SQL): Promise<string[]> {
  const rows = (await fromProducts(db, { name: brands.name })
    .where(and(where, sql`${brands.name} is not null`))
    .groupBy(brands.name)
    .orderBy(asc(brands.name))) as unknown as { name: string }[];
  return rows.map((row) => row.name);
}

/** The lowest and highest price (sen) of the products matching `where`; 0 and 0 when none do. */
export async function priceRangeOf(db: Database, where: SQL): Promise<{ min: number; max: number }> {
  const [row] = (await fromProducts(db, {
    min: sql<number>`coalesce(min(${products.actMinPrice}), 0)::int`,
    max: sql<number>`coalesce(max(${products.actMaxPrice}), 0)::int`,
  }).where(where)) as unknown as { min: number; max: number }[];
  return row;
}

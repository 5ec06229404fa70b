import { untilChangedPerDatabase } from '../db/change-notices';
import type { Database } from '../db/client';
import { loadProductRows, type ProductRow } from '../queries/products';

/** The tables a visitor's product row is read from. */
const ROW_TABLES = ['products', 'skus', 'sellers', 'states', 'brands'];

/** Visitors' product rows, until one of their tables changes; a few pages' worth of listings. */
const visitorRows = untilChangedPerDatabase<ProductRow>(ROW_TABLES, 5000);

/**
 * The rows of the given products, in the given order (loadProductRows). A visitor's rows are the
 * same for every visitor, so they are kept until one of their tables changes, and a listing or a
 * search reads from the database only the rows it has not met yet. A buyer's hold their own
 * prices, contracts and wishlist flags and are always read.
 */
export async function productRows(db: Database, ids: readonly number[], buyerId: number | null): Promise<ProductRow[]> {
  if (buyerId !== null) return loadProductRows(db, ids, buyerId);
  const rows = await visitorRows(db).getAll(
    ids.map(String),
    async (missing) => new Map((await loadProductRows(db, missing.map(Number), null)).map((row) => [String(row.id), row])),
  );
  return rows.filter((row): row is ProductRow => row !== undefined);
}

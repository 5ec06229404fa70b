import { untilChangedPerDatabase } from '../db/change-notices';
import type { Database } from '../db/client';
import { loadProductRows, loadViewerOverlays, type ProductRow } from '../queries/products';
import { catalogueOf } from './catalogue-access';

/** The tables a visitor's product row is read from. */
const ROW_TABLES = ['products', 'skus', 'sellers', 'states', 'brands'];

/** Visitors' product rows, until one of their tables changes; a few pages' worth of listings. */
const visitorRows = untilChangedPerDatabase<ProductRow>(ROW_TABLES, 5000);

/**
 * The rows of the given products, in the given order (loadProductRows). What every viewer sees of
 * a product is the same, so it is kept until one of its tables changes, and a listing or a search
 * reads from the database only the rows it has not met yet. A buyer's prices, contracts and
 * wishlist flags are the buyer's own: they are read for the page, in one statement, every time.
 */
export async function productRows(db: Database, ids: readonly number[], buyerId: number | null): Promise<ProductRow[]> {
  const [shared, overlays] = await Promise.all([
    visitorRows(db).getAll(ids.map(String), async (missing) => new Map((await loadProductRows(db, missing.map(Number), null)).map((row) => [String(row.id), row]))),
    buyerId === null ? null : catalogueOf(db, buyerId).then((catalogue) => loadViewerOverlays(db, ids, buyerId, catalogue !== null)),
  ]);
  const rows = shared.filter((row): row is ProductRow => row !== undefined);
  if (!overlays) return rows;
  const ownById = new Map(overlays.map((own) => [own.id, own]));
  return rows.map((row) => ({ ...row, ...ownById.get(row.id) }));
}

import { untilChangedPerDatabase } from '../db/change-notices';
import type { Database } from '../db/client';
import { loadProductRows, loadViewerOverlays, type ProductRow, type ViewerOverlay } from '../queries/products';
import { catalogueOf } from './catalogue-access';

/** The tables a visitor's product row is read from. */
const ROW_TABLES = ['products', 'skus', 'sellers', 'states', 'brands'];

/** Visitors' product rows, until one of their tables changes; a few pages' worth of listings. */
const visitorRows = untilChangedPerDatabase<ProductRow>(ROW_TABLES, 5000);

/** The tables a buyer's overlay of a product row is read from. */
const OVERLAY_TABLES = [
  'catalogue_members',
  'catalogue_products',
  'catalogue_sku_prices',
  'skus',
  'products',
  'product_contract_buyers',
  'wishlist_items',
];

/** Buyers' overlays by buyer company and product, until one of their tables changes; only that buyer is given them. */
const keptOverlays = untilChangedPerDatabase<Partial<ViewerOverlay>>(OVERLAY_TABLES, 20_000);

/** The buyer's overlays of the given products, in their order: those kept, and the others in one statement. */
async function buyerOverlays(db: Database, ids: readonly number[], buyerId: number): Promise<(Partial<ViewerOverlay> | undefined)[]> {
  const keyOf = (id: number) => `${buyerId}\n${id}`;
  return keptOverlays(db).getEach(ids, keyOf, async (wanted) => {
    const catalogue = await catalogueOf(db, buyerId);
    const found = await loadViewerOverlays(db, wanted, buyerId, catalogue !== null);
    return new Map(found.map((own) => [own.id!, own]));
  });
}

/**
 * The rows of the given products, in the given order (loadProductRows). What every viewer sees of
 * a product is the same, so it is kept until one of its tables changes, and a listing or a search
 * reads from the database only the rows it has not met yet. A buyer's prices, contracts and
 * wishlist flags are the buyer's own: read for the page in one statement, and kept for that buyer
 * until one of their tables changes.
 */
export async function productRows(db: Database, ids: readonly number[], buyerId: number | null): Promise<ProductRow[]> {
  const [shared, overlays] = await Promise.all([
    visitorRows(db).getEach(
      ids,
      String,
      async (missing) => new Map((await loadProductRows(db, missing, null)).map((row) => [row.id, row])),
    ),
    buyerId === null ? null : buyerOverlays(db, ids, buyerId),
  ]);
  const rows = shared.filter((row): row is ProductRow => row !== undefined);
  if (!overlays) return rows;
  const ownById = new Map(ids.map((id, index) => [id, overlays[index]]));
  return rows.map((row) => withMarketplacePrices(row, { ...row, ...ownById.get(row.id) }));
}

/** The buyer's row, with the marketplace's prices (the visitor row's) beside its own when its catalogue prices differ. */
function withMarketplacePrices(shared: ProductRow, own: ProductRow): ProductRow {
  const differs =
    own.actMinPrice !== shared.actMinPrice || own.actMaxPrice !== shared.actMaxPrice || own.primarySkuPrice !== shared.primarySkuPrice;
  return differs ? { ...own, marketplace: { min: shared.actMinPrice, max: shared.actMaxPrice, primary: shared.primarySkuPrice } } : own;
}

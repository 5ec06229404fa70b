import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { brands, products, sellers, skus, states, wishlistItems } from '../db/schema';
import { contractedFor } from '../domain/search/filter-sql';
import { productPricesFor, skuPriceFor, visibleInCatalogue, visibleToBuyer } from './catalogue-access';

/** Never listed or found: products whose max price is 0, and products of inactive or hidden sellers (as copied onto the product). */
export const visibleProduct: SQL = sql`(${products.actMaxPrice} > 0 and ${products.sellerListed})`;

/** Listed, and visible to the buyer (null: a visitor): exclusive catalogue products only to their catalogues' members. */
export function listedFor(buyerId: number | null): SQL {
  return and(visibleProduct, visibleToBuyer(buyerId)) as SQL;
}

/** listedFor a buyer whose catalogue is known (null: none, or a visitor); see visibleInCatalogue. */
export function listedInCatalogue(catalogueId: number | null): SQL {
  return and(visibleProduct, visibleInCatalogue(catalogueId)) as SQL;
}

/** The FROM clause every listing and search query shares. */
export function fromProducts(db: Database, columns: Record<string, SQL | SQL.Aliased | unknown>) {
  return db
    .select(columns as Record<string, SQL>)
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(states, eq(states.id, sellers.stateId))
    .leftJoin(brands, eq(brands.id, products.brandId));
}

/** True when the product is listed and the buyer (null: a visitor) may see it. */
export async function isListed(db: Database, productId: number, buyerId: number | null): Promise<boolean> {
  const [row] = await fromProducts(db, { id: products.id }).where(and(eq(products.id, productId), listedFor(buyerId)));
  return row !== undefined;
}

export interface ProductRow {
  id: number;
  name: string;
  createdAt: Date;
  minPrice: number;
  maxPrice: number;
  actMinPrice: number;
  actMaxPrice: number;
  totalStock: number;
  availability: string;
  rating: number;
  totalReview: number;
  isContracted: boolean;
  isWishlist: boolean;
  moq: number;
  materialId: string | null;
  isAlternative: boolean;
  listingType: string;
  isVariant: string;
  categoryId: number;
  sellerId: number;
  companyName: string;
  sellerState: string;
  sellerRating: number;
  sellerActive: string;
  sellerHidden: boolean;
  make: string | null;
  primarySkuId: number | null;
  primarySkuPrice: number | null;
  /** For a catalogue member whose prices differ from the marketplace's: the marketplace's act prices (sen). */
  marketplace?: { min: number; max: number; primary: number | null };
  freeShippingLocations: string[];
  conditionalFreeShippingLocations: string[];
  unshippedLocations: string[];
}

/** A column of the row `key` points to, looked up by primary key as a scalar subquery of the product. */
const lookedUp = (column: AnyColumn, table: typeof sellers | typeof states | typeof brands, key: AnyColumn): SQL =>
  sql`(select ${column} from ${table} where ${table.id} = ${key})`;

/**
 * The rows of the given products, in the given order; prices, contracted and wishlist flags are the buyer's.
 *
 * A page holds a few dozen products, so the seller, state, brand and primary SKU are looked up per
 * product by primary key (scalar subqueries), not joined: planning a five-table join cost more
 * than running it. The rows come back as one JSON value, which the embedded engine hands over far
 * faster than as rows of thirty columns.
 */
export async function loadProductRows(db: Database, ids: readonly number[], buyerId: number | null): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const own = viewerColumns(buyerId);
  const ofSeller = (column: AnyColumn) => lookedUp(column, sellers, products.sellerId);
  const columns: Record<Exclude<keyof ProductRow, 'marketplace'>, SQL | AnyColumn> = {
    id: products.id,
    name: products.name,
    createdAt: products.createdAt,
    minPrice: products.minPrice,
    maxPrice: products.maxPrice,
    actMinPrice: own.actMinPrice,
    actMaxPrice: own.actMaxPrice,
    totalStock: products.totalStock,
    availability: products.availability,
    rating: products.rating,
    totalReview: products.totalReview,
    isContracted: own.isContracted,
    isWishlist: own.isWishlist,
    moq: products.moq,
    materialId: products.materialId,
    isAlternative: products.isAlternative,
    listingType: products.listingType,
    isVariant: products.isVariant,
    categoryId: products.categoryId,
    sellerId: products.sellerId,
    companyName: ofSeller(sellers.companyName),
    sellerState: lookedUp(states.name, states, products.sellerStateId),
    sellerRating: ofSeller(sellers.rating),
    sellerActive: ofSeller(sellers.active),
    sellerHidden: ofSeller(sellers.hidden),
    make: lookedUp(brands.name, brands, products.brandId),
    primarySkuId: products.primarySkuId,
    primarySkuPrice: own.primarySkuPrice,
    freeShippingLocations: products.freeShippingLocations,
    conditionalFreeShippingLocations: products.conditionalFreeShippingLocations,
    unshippedLocations: products.unshippedLocations,
  };
  return (await rowsAsJson<ProductJson>(db, columns, ids)).map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

/** What of a product row is the viewer's own: prices, contracted and wishlist flags. */
export type ViewerOverlay = Pick<ProductRow, 'id' | 'actMinPrice' | 'actMaxPrice' | 'isContracted' | 'isWishlist' | 'primarySkuPrice'>;

function viewerColumns(buyerId: number | null): Record<Exclude<keyof ViewerOverlay, 'id'>, SQL> {
  const prices = productPricesFor(buyerId);
  return {
    actMinPrice: prices.min,
    actMaxPrice: prices.max,
    isContracted: contractedFor(buyerId),
    isWishlist:
      buyerId === null
        ? sql`false`
        : sql`exists (select 1 from ${wishlistItems} where ${wishlistItems.buyerId} = ${buyerId} and ${wishlistItems.productId} = ${products.id})`,
    primarySkuPrice: sql`(select ${skuPriceFor(buyerId, skus)} from ${skus} where ${skus.id} = ${products.primarySkuId})`,
  };
}

/**
 * The buyer's own part of the given products' rows (loadProductRows), in one statement: the rest is
 * every viewer's. A company without a catalogue pays every SKU's own price, whose range and primary
 * price the shared row already holds (refreshProductDerived keeps them): only its contract and
 * wishlist flags are its own then.
 */
export async function loadViewerOverlays(
  db: Database,
  ids: readonly number[],
  buyerId: number,
  inCatalogue: boolean,
): Promise<Partial<ViewerOverlay>[]> {
  if (ids.length === 0) return [];
  const { isContracted, isWishlist, ...prices } = viewerColumns(buyerId);
  return rowsAsJson<Partial<ViewerOverlay> & { id: number }>(
    db,
    { id: products.id, isContracted, isWishlist, ...(inCatalogue ? prices : {}) },
    ids,
  );
}

/** The given products' columns as one JSON value, in the ids' order (missing ids left out). */
async function rowsAsJson<T extends { id: number }>(
  db: Database,
  columns: Record<string, SQL | AnyColumn>,
  ids: readonly number[],
): Promise<T[]> {
  const fields = sql.join(
    Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  );
  const page = db
    .select({ row: sql`json_build_object(${fields})`.as('row') })
    .from(products)
    .where(sql`${products.id} = any(${sql.param([...ids])}::int[])`)
    .as('page');
  const [result] = await db.select({ rows: sql<T[] | null>`json_agg(${page.row})` }).from(page);
  const byId = new Map((result?.rows ?? []).map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
}

/** A ProductRow as JSON brings it: the timestamp as text. */
type ProductJson = Omit<ProductRow, 'createdAt'> & { createdAt: string };

/** True when the SKU belongs to the product, the product is listed and the buyer (null: a visitor) may see it. */
export async function isListedSku(db: Database, productId: number, skuId: number, buyerId: number | null): Promise<boolean> {
  const [row] = await fromProducts(db, { id: skus.id })
    .innerJoin(skus, eq(skus.productId, products.id))
    .where(and(eq(products.id, productId), eq(skus.id, skuId), listedFor(buyerId)));
  return row !== undefined;
}

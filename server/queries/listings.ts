import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { coveringKeys, locationKey } from '../../src/lib/location';
import type { ListingSort } from '../../src/lib/sort';
import { untilChangedPerDatabase } from '../db/change-notices';
import type { Database } from '../db/client';
import { brands, products, states } from '../db/schema';
import { contractedFor, shippingChargeAt } from '../domain/search/filter-sql';
import type { RequestLocation } from '../env';
import { fromProducts, listedFor } from './products';

/** Listing filters (GET /products/unified and friends); prices in sen. */
export interface ListingFilters {
  categoryIds?: number[];
  vendorId?: number;
  text?: SQL;
  minPrice?: number;
  maxPrice?: number;
  brands?: string[];
  ratings?: number[];
  freeShipping?: 'Y' | 'N' | 'C';
  moq?: { min: number; max: number }[];
  contractedOnly?: boolean;
  sellerStates?: string[];
  /** Shipping charge at the request's location, in sen; no max means no upper bound. */
  shippingCost?: { min: number; max?: number; stateId: number; districtId: number | null };
  location: RequestLocation;
}

const lowerList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value.toLowerCase()}`),
    sql`, `,
  );
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** The listed products the buyer may see that the filters keep; contracted items are `buyerId`'s own. Price filters and sorts use marketplace prices. */
export function listingConditions(filters: ListingFilters, buyerId: number | null): SQL {
  const conditions: SQL[] = [listedFor(buyerId)];
  if (filters.categoryIds) conditions.push(filters.categoryIds.length > 0 ? inArray(products.categoryId, filters.categoryIds) : sql`false`);
  if (filters.vendorId !== undefined) conditions.push(eq(products.sellerId, filters.vendorId));
  if (filters.text) conditions.push(filters.text);
  if (filters.minPrice !== undefined) conditions.push(sql`${products.actMaxPrice} >= ${filters.minPrice}`);
  if (filters.maxPrice !== undefined) conditions.push(sql`${products.actMinPrice} <= ${filters.maxPrice}`);
  if (filters.brands?.length) conditions.push(sql`lower(${brands.name}) in (${lowerList(filters.brands)})`);
  if (filters.ratings?.length) conditions.push(inArray(products.rating, filters.ratings));
  if (filters.sellerStates?.length)
    conditions.push(
      sql`(lower(${states.name}) in (${lowerList(filters.sellerStates)}) or lower(${states.code}) in (${lowerList(filters.sellerStates)}))`,
    );
  if (filters.moq?.length) {
    conditions.push(
      sql`(${sql.join(
        filters.moq.map((range) => sql`${products.moq} between ${range.min} and ${range.max}`),
        sql` or `,
      )})`,
    );
  }
  if (filters.contractedOnly) conditions.push(contractedFor(buyerId));
  if (filters.freeShipping) {
    const covering = textArray(coveringKeys(locationKey(filters.location.state, filters.location.district)));
    const free = sql`${products.freeShippingLocations} && ${covering}`;
    const conditional = sql`${products.conditionalFreeShippingLocations} && ${covering}`;
    if (filters.freeShipping === 'Y') conditions.push(free);
    else if (filters.freeShipping === 'C') conditions.push(conditional);
    else conditions.push(sql`not (${free}) and not (${conditional}) and not (${products.unshippedLocations} && ${covering})`);
  }
  if (filters.shippingCost) {
    const { min, max, stateId, districtId } = filters.shippingCost;
    const charge = shippingChargeAt(stateId, districtId);
    conditions.push(max === undefined ? sql`${charge} >= ${min}` : sql`${charge} between ${min} and ${max}`);
  }
  return and(...conditions) as SQL;
}

/** The listed products the buyer may see of some categories and of a vendor (either optional). */
export function productScope(categoryIds: number[] | undefined, vendorId: number | undefined, buyerId: number | null): SQL {
  return and(
    listedFor(buyerId),
    categoryIds ? inArray(products.categoryId, categoryIds) : undefined,
    vendorId !== undefined ? eq(products.sellerId, vendorId) : undefined,
  ) as SQL;
}

export function listingOrder(sort: ListingSort, rank: SQL | null): SQL[] {
  switch (sort) {
    case 'price_low_high':
      return [asc(products.actMinPrice), asc(products.id)];
    case 'price_high_low':
      return [desc(products.actMinPrice), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), asc(products.id)];
    case 'rating':
      return [desc(products.rating), desc(products.totalReview), asc(products.id)];
    default:
      return rank ? [sql`${rank} desc`, asc(products.id)] : [asc(products.id)];
  }
}

/** The tables a listing's page and total are read from. */
const LISTING_TABLES = [
  'products',
  'skus',
  'sellers',
  'states',
  'brands',
  'catalogue_products',
  'catalogue_members',
  'catalogue_sku_prices',
  'product_contract_buyers',
  'shipping_rules',
];

/**
 * Listing pages (ids and total) by their exact statement, until a table they are read from changes
 * (by any server process). A buyer's statement names what that buyer may see, so a page kept for
 * one viewer is only ever given to the same question.
 */
const listingPages = untilChangedPerDatabase<{ ids: number[]; total: number }>(LISTING_TABLES, 1000);

/** The ids of one page of the products matching `where`, and how many match in all. */
export async function listingPage(
  db: Database,
  where: SQL,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number }> {
  const page = fromProducts(db, { id: products.id })
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const count = fromProducts(db, { total: sql<number>`count(*)::int` }).where(where);
  // The question is the statements themselves: the same filters, order, page and viewer's visibility.
  const { sql: text, params } = page.toSQL();
  return listingPages(db).get(`${text}\n${JSON.stringify(params)}`, async () => {
    const [idRows, [{ total }]] = await Promise.all([
      page as unknown as Promise<{ id: number }[]>,
      count as unknown as Promise<{ total: number }[]>,
    ]);
    return { ids: idRows.map((row) => row.id), total };
  });
}

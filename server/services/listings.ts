import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListingSort, Pagination, ProductListing, SearchHit } from '../../src/api/types';
import { coveringKeys, keysCover, locationKey } from '../../src/lib/location';
import { toRinggit } from '../../src/lib/money';
import { sellerDisplayName } from '../../src/lib/seller';
import type { Database } from '../db/client';
import { brands, districts, products, sellers, skus, states, wishlistItems } from '../db/schema';
import { contractedFor, shippingChargeAt } from '../domain/search/filter-sql';
import type { RequestLocation } from '../env';

/** Who is looking: decides seller names and contracted flags. */
export interface Viewer {
  buyerId: number | null;
  /** The buyer's view_sl_info is Y; guests and masked buyers see VNDR- codes. */
  showSellerNames: boolean;
}

export const GUEST: Viewer = { buyerId: null, showSellerNames: false };

/** Never listed or found: products whose max price is 0, and products of inactive or hidden sellers. */
export const visibleProduct: SQL = sql`(${products.actMaxPrice} > 0 and ${sellers.active} = 'Y' and not ${sellers.hidden})`;

const primarySku = alias(skus, 'primary_sku');

/** The FROM clause every listing and search query shares. */
export function fromProducts(db: Database, columns: Record<string, SQL | SQL.Aliased | unknown>) {
  return db
    .select(columns as Record<string, SQL>)
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(states, eq(states.id, sellers.stateId))
    .leftJoin(brands, eq(brands.id, products.brandId));
}

interface ProductRow {
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
  freeShippingLocations: string[];
  conditionalFreeShippingLocations: string[];
  unshippedLocations: string[];
}

/** The rows of the given products, in the given order. */
export async function loadProductRows(db: Database, ids: readonly number[], viewer: Viewer): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = (await db
    .select({
      id: products.id,
      name: products.name,
      createdAt: products.createdAt,
      minPrice: products.minPrice,
      maxPrice: products.maxPrice,
      actMinPrice: products.actMinPrice,
      actMaxPrice: products.actMaxPrice,
      totalStock: products.totalStock,
      availability: products.availability,
      rating: products.rating,
      totalReview: products.totalReview,
      isContracted: sql<boolean>`${contractedFor(viewer.buyerId)}`,
      isWishlist: viewer.buyerId === null ? sql<boolean>`false` : sql<boolean>`exists (select 1 from ${wishlistItems} where ${wishlistItems.buyerId} = ${viewer.buyerId} and ${wishlistItems.productId} = ${products.id})`,
      moq: products.moq,
      materialId: products.materialId,
      isAlternative: products.isAlternative,
      listingType: products.listingType,
      isVariant: products.isVariant,
      categoryId: products.categoryId,
      sellerId: products.sellerId,
      companyName: sellers.companyName,
      sellerState: states.name,
      sellerRating: sellers.rating,
      sellerActive: sellers.active,
      sellerHidden: sellers.hidden,
      make: brands.name,
      primarySkuId: products.primarySkuId,
      primarySkuPrice: primarySku.actPrice,
      freeShippingLocations: products.freeShippingLocations,
      conditionalFreeShippingLocations: products.conditionalFreeShippingLocations,
      unshippedLocations: products.unshippedLocations,
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(states, eq(states.id, sellers.stateId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(primarySku, eq(primarySku.id, products.primarySkuId))
    .where(inArray(products.id, [...ids]))) as ProductRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is ProductRow => row !== undefined);
}

/** Generated product images (server/routes/media.ts), absolute because the SDK runs on other origins. */
export function productImageUrl(origin: string, productId: number): string {
  return `${origin}/api/images/products/${productId}.svg`;
}

/** Views of a product for the detail gallery: the main image, then two more. */
export function productImageUrls(origin: string, productId: number): string[] {
  return [productImageUrl(origin, productId), ...[2, 3].map((view) => `${origin}/api/images/products/${productId}-${view}.svg`)];
}

function shippingAt(row: ProductRow, location: RequestLocation) {
  if (!location.state) return { free: keysCover(row.freeShippingLocations, 'all.all'), ships: true };
  const key = locationKey(location.state, location.district);
  return { free: keysCover(row.freeShippingLocations, key), ships: !keysCover(row.unshippedLocations, key) };
}

export function toListing(row: ProductRow, viewer: Viewer, location: RequestLocation, origin: string): ProductListing {
  const image = productImageUrl(origin, row.id);
  const name = sellerDisplayName(row.sellerId, row.companyName, viewer.showSellerNames);
  const shipping = shippingAt(row, location);
  const inStock = row.totalStock > 0;
  return {
    product_id: row.id,
    product_name: row.name,
    imageUrl: image,
    product_img: image,
    act_min_price: toRinggit(row.actMinPrice),
    act_max_price: toRinggit(row.actMaxPrice),
    min_price: toRinggit(row.minPrice),
    max_price: toRinggit(row.maxPrice),
    total_stock: row.totalStock,
    inventory: row.totalStock,
    availability: row.availability === 'N' ? 'N' : 'Y',
    rating: row.rating,
    total_review: row.totalReview,
    free_shipping: shipping.free ? 1 : 0,
    ships_to_location: shipping.ships,
    is_contracted: row.isContracted ? 1 : 0,
    moq: row.moq,
    material_id: row.materialId,
    is_alternative: row.isAlternative ? 1 : 0,
    listing_type: row.listingType === 'catalogue' ? 'catalogue' : 'marketplace',
    sl_id: row.sellerId,
    seller_name: name,
    sellerName: name,
    sellerLocation: row.sellerState,
    is_wishlist: row.isWishlist ? 1 : 0,
    primary_sku_id: inStock ? row.primarySkuId : null,
    primary_sku_price: inStock && row.primarySkuPrice !== null ? toRinggit(row.primarySkuPrice) : null,
    is_variant: row.isVariant === 'Y' ? 'Y' : 'N',
    brand: row.make ?? '',
    category_id: row.categoryId,
  };
}

export function toHit(row: ProductRow, viewer: Viewer, location: RequestLocation, origin: string): SearchHit {
  const shipping = shippingAt(row, location);
  const inStock = row.totalStock > 0;
  return {
    recid: row.id,
    title: row.name,
    thumbnail: productImageUrl(origin, row.id),
    make: row.make ?? '',
    created_at: row.createdAt.toISOString(),
    material_id: row.materialId,
    is_alternative: row.isAlternative ? 1 : 0,
    sl_id: row.sellerId,
    min_price_in_cents: row.actMinPrice,
    max_price_in_cents: row.actMaxPrice,
    min_price: toRinggit(row.actMinPrice),
    max_price: toRinggit(row.actMaxPrice),
    total_stock: row.totalStock,
    moq: row.moq,
    seller: {
      id: row.sellerId,
      name: sellerDisplayName(row.sellerId, row.companyName, viewer.showSellerNames),
      state: row.sellerState,
      rating: row.sellerRating,
      is_contracted: row.isContracted ? 1 : 0,
      is_active: row.sellerActive === 'Y' ? 1 : 0,
      is_hidden: row.sellerHidden ? 1 : 0,
    },
    free_shipping_locations: row.freeShippingLocations,
    conditional_free_shipping_locations: row.conditionalFreeShippingLocations,
    primary_sku_id: inStock ? row.primarySkuId : null,
    primary_sku_price: inStock && row.primarySkuPrice !== null ? toRinggit(row.primarySkuPrice) : null,
    is_variant: row.isVariant === 'Y' ? 'Y' : 'N',
    is_wishlist: row.isWishlist ? 1 : 0,
    rating: row.rating,
    total_review: row.totalReview,
    availability: row.availability === 'N' ? 'N' : 'Y',
    free_shipping: shipping.free ? 1 : 0,
    ships_to_location: shipping.ships,
  };
}

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
  /** Shipping charge at the request's location, in sen. */
  shippingCost?: { min: number; max: number; stateId: number; districtId: number | null };
  location: RequestLocation;
}

const lowerList = (values: readonly string[]) => sql.join(values.map((value) => sql`${value.toLowerCase()}`), sql`, `);
const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

export function listingConditions(filters: ListingFilters, viewer: Viewer): SQL {
  const conditions: SQL[] = [visibleProduct];
  if (filters.categoryIds) conditions.push(filters.categoryIds.length > 0 ? inArray(products.categoryId, filters.categoryIds) : sql`false`);
  if (filters.vendorId !== undefined) conditions.push(eq(products.sellerId, filters.vendorId));
  if (filters.text) conditions.push(filters.text);
  if (filters.minPrice !== undefined) conditions.push(sql`${products.actMaxPrice} >= ${filters.minPrice}`);
  if (filters.maxPrice !== undefined) conditions.push(sql`${products.actMinPrice} <= ${filters.maxPrice}`);
  if (filters.brands?.length) conditions.push(sql`lower(${brands.name}) in (${lowerList(filters.brands)})`);
  if (filters.ratings?.length) conditions.push(inArray(products.rating, filters.ratings));
  if (filters.sellerStates?.length) conditions.push(sql`(lower(${states.name}) in (${lowerList(filters.sellerStates)}) or lower(${states.code}) in (${lowerList(filters.sellerStates)}))`);
  if (filters.moq?.length) {
    conditions.push(sql`(${sql.join(filters.moq.map((range) => sql`${products.moq} between ${range.min} and ${range.max}`), sql` or `)})`);
  }
  if (filters.contractedOnly) conditions.push(contractedFor(viewer.buyerId));
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
    conditions.push(sql`${shippingChargeAt(stateId, districtId)} between ${min} and ${max}`);
  }
  return and(...conditions) as SQL;
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

export interface ListingPage {
  products: ProductListing[];
  pagination: Pagination;
}

/** One page of a listing with its exact total. */
export async function listProducts(
  db: Database,
  options: { filters: ListingFilters; sort: ListingSort; rank: SQL | null; page: number; limit: number; viewer: Viewer; origin: string },
): Promise<ListingPage> {
  const where = listingConditions(options.filters, options.viewer);
  const [idRows, [{ total }]] = await Promise.all([
    fromProducts(db, { id: products.id })
      .where(where)
      .orderBy(...listingOrder(options.sort, options.rank))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit) as unknown as Promise<{ id: number }[]>,
    fromProducts(db, { total: sql<number>`count(*)::int` }).where(where) as unknown as Promise<{ total: number }[]>,
  ]);
  const rows = await loadProductRows(db, idRows.map((row) => row.id), options.viewer);
  return {
    products: rows.map((row) => toListing(row, options.viewer, options.filters.location, options.origin)),
    pagination: { page: options.page, limit: options.limit, total, totalPages: Math.ceil(total / options.limit) },
  };
}

/** The brands of the products matching `where`, by name. */
export async function brandsOf(db: Database, where: SQL): Promise<string[]> {
  const rows = (await fromProducts(db, { name: brands.name })
    .where(and(where, sql`${brands.name} is not null`))
    .groupBy(brands.name)
    .orderBy(asc(brands.name))) as unknown as { name: string }[];
  return rows.map((row) => row.name);
}

/** The lowest and highest price (RM) of the products matching `where`; 0 and 0 when none do. */
export async function priceRangeOf(db: Database, where: SQL): Promise<{ min: number; max: number }> {
  const [row] = (await fromProducts(db, {
    min: sql<number>`coalesce(min(${products.actMinPrice}), 0)::int`,
    max: sql<number>`coalesce(max(${products.actMaxPrice}), 0)::int`,
  }).where(where)) as unknown as { min: number; max: number }[];
  return { min: toRinggit(row.min), max: toRinggit(row.max) };
}

/** State and district ids of a location given by name (or state code); null when unknown. */
export async function resolveLocation(db: Database, location: RequestLocation): Promise<{ stateId: number; districtId: number | null } | null> {
  if (!location.state) return null;
  const key = location.state.toLowerCase();
  const [state] = await db
    .select({ id: states.id })
    .from(states)
    .where(sql`lower(${states.name}) = ${key} or lower(${states.code}) = ${key}`)
    .limit(1);
  if (!state) return null;
  if (!location.district) return { stateId: state.id, districtId: null };
  const [district] = await db
    .select({ id: districts.id })
    .from(districts)
    .where(and(eq(districts.stateId, state.id), sql`lower(${districts.name}) = ${location.district.toLowerCase()}`))
    .limit(1);
  return { stateId: state.id, districtId: district?.id ?? null };
}


import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { brands, products, sellers, skus, states, wishlistItems } from '../db/schema';
import { contractedFor } from '../domain/search/filter-sql';
import { productPricesFor, skuPriceFor, visibleToBuyer } from './catalogue-access';

/** Never listed or found: products whose max price is 0, and products of inactive or hidden sellers (as copied onto the product). */
export const visibleProduct: SQL = sql`(${products.actMaxPrice} > 0 and ${products.sellerListed})`;

/** Listed, and visible to the buyer (null: a visitor): exclusive catalogue products only to their catalogues' members. */
export function listedFor(buyerId: number | null): SQL {
  return and(visibleProduct, visibleToBuyer(buyerId)) as SQL;
}

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
  freeShippingLocations: string[];
  conditionalFreeShippingLocations: string[];
  unshippedLocations: string[];
}

/** The rows of the given products, in the given order; prices, contracted and wishlist flags are the buyer's. */
export async function loadProductRows(db: Database, ids: readonly number[], buyerId: number | null): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const prices = productPricesFor(buyerId);
  const rows = (await db
    .select({
      id: products.id,
      name: products.name,
      createdAt: products.createdAt,
      minPrice: products.minPrice,
      maxPrice: products.maxPrice,
      actMinPrice: prices.min,
      actMaxPrice: prices.max,
      totalStock: products.totalStock,
      availability: products.availability,
      rating: products.rating,
      totalReview: products.totalReview,
      isContracted: sql<boolean>`${contractedFor(buyerId)}`,
      isWishlist: buyerId === null ? sql<boolean>`false` : sql<boolean>`exists (select 1 from ${wishlistItems} where ${wishlistItems.buyerId} = ${buyerId} and ${wishlistItems.productId} = ${products.id})`,
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
      primarySkuPrice: sql<number | null>`${skuPriceFor(buyerId, primarySku)}`,
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

/** True when the SKU belongs to the product, the product is listed and the buyer (null: a visitor) may see it. */
export async function isListedSku(db: Database, productId: number, skuId: number, buyerId: number | null): Promise<boolean> {
  const [row] = await fromProducts(db, { id: skus.id })
    .innerJoin(skus, eq(skus.productId, products.id))
    .where(and(eq(products.id, productId), eq(skus.id, skuId), listedFor(buyerId)));
  return row !== undefined;
}

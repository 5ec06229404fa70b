import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products, sellers, skuOptions, skus, variantOptions, variants, wishlistItems } from '../db/schema';
import { productPricesFor, skuPriceFor } from './catalogue-access';
import { listedFor } from './products';

/** The chosen SKU of a wishlist item: its own sku_id, else the product's primary SKU. */
const chosenSku = sql`coalesce(${wishlistItems.skuId}, ${products.primarySkuId})`;

/** A wishlist item with what the page reads of its product, seller and chosen SKU, priced for the buyer. */
function wishlistItemRows(db: Database, buyerId: number) {
  return db
    .select({
      productId: products.id,
      productName: products.name,
      quantity: wishlistItems.quantity,
      availability: products.availability,
      listed: sql<boolean>`${listedFor(buyerId)}`,
      /** A visitor may see the product, so its image needs no signature. */
      publicImage: sql<boolean>`${listedFor(null)}`,
      actMinPrice: productPricesFor(buyerId).min.mapWith(Number),
      /** What a buyer outside the buyer's catalogue pays: the product's and the chosen SKU's own act prices. */
      marketplaceMinPrice: products.actMinPrice,
      productMoq: products.moq,
      sellerId: sellers.id,
      companyName: sellers.companyName,
      skuId: skus.id,
      actPrice: sql<number | null>`${skuPriceFor(buyerId, skus)}`,
      marketplacePrice: skus.actPrice,
      stock: skus.stock,
      skuMoq: skus.moq,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .leftJoin(skus, and(eq(skus.productId, products.id), eq(skus.id, chosenSku)));
}

export type WishlistItemRow = Awaited<ReturnType<typeof wishlistRows>>[number];

/** The buyer's wishlist, newest first. */
export function wishlistRows(db: Database, buyerId: number) {
  return wishlistItemRows(db, buyerId)
    .where(eq(wishlistItems.buyerId, buyerId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
}

/** One product of the buyer's wishlist; null when it is not there. */
export async function wishlistRow(db: Database, buyerId: number, productId: number): Promise<WishlistItemRow | null> {
  const [row] = await wishlistItemRows(db, buyerId).where(and(eq(wishlistItems.buyerId, buyerId), eq(wishlistItems.productId, productId)));
  return row ?? null;
}

/** The variant axes of some products, in display order. */
export function variantAxesOf(db: Database, productIds: readonly number[]) {
  return db
    .select({ id: variants.id, productId: variants.productId, name: variants.name })
    .from(variants)
    .where(inArray(variants.productId, [...productIds]))
    .orderBy(asc(variants.sortOrder), asc(variants.id));
}

/** The options of every variant axis of some products. */
export function variantOptionsOf(db: Database, productIds: readonly number[]) {
  return db
    .select({ id: variantOptions.id, variantId: variantOptions.variantId, label: variantOptions.label })
    .from(variantOptions)
    .innerJoin(variants, eq(variants.id, variantOptions.variantId))
    .where(inArray(variants.productId, [...productIds]))
    .orderBy(asc(variantOptions.id));
}

/** The option ids of some SKUs, in their product's axis order. */
export function skuOptionIds(db: Database, skuIds: readonly number[]) {
  return db
    .select({ skuId: skuOptions.skuId, optionId: skuOptions.optionId })
    .from(skuOptions)
    .innerJoin(variantOptions, eq(variantOptions.id, skuOptions.optionId))
    .innerJoin(variants, eq(variants.id, variantOptions.variantId))
    .where(inArray(skuOptions.skuId, [...skuIds]))
    .orderBy(asc(variants.sortOrder), asc(variants.id));
}

/** The MOQ of one of the product's SKUs; null when the SKU is not the product's. */
export async function skuMoqOf(db: Database, productId: number, skuId: number): Promise<number | null> {
  const [row] = await db
    .select({ moq: skus.moq })
    .from(skus)
    .where(and(eq(skus.id, skuId), eq(skus.productId, productId)));
  return row?.moq ?? null;
}

/** Changes the quantity and/or chosen SKU of a product in the buyer's wishlist. */
export async function updateWishlistItem(
  db: Database,
  buyerId: number,
  productId: number,
  change: { quantity?: number; skuId?: number },
): Promise<void> {
  await db
    .update(wishlistItems)
    .set(change)
    .where(and(eq(wishlistItems.buyerId, buyerId), eq(wishlistItems.productId, productId)));
}

/** Removes those of the products that are in the buyer's wishlist; answers how many went. */
export async function deleteWishlistProducts(db: Database, buyerId: number, productIds: readonly number[]): Promise<number> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.buyerId, buyerId), inArray(wishlistItems.productId, [...productIds])))
    .returning({ id: wishlistItems.id });
  return removed.length;
}

/** Removes every product of the seller from the buyer's wishlist; answers how many went. */
export async function deleteWishlistSeller(db: Database, buyerId: number, sellerId: number): Promise<number> {
  const removed = await db
    .delete(wishlistItems)
    .where(
      and(
        eq(wishlistItems.buyerId, buyerId),
        inArray(wishlistItems.productId, db.select({ id: products.id }).from(products).where(eq(products.sellerId, sellerId))),
      ),
    )
    .returning({ id: wishlistItems.id });
  return removed.length;
}

import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products, skus, wishlistItems } from '../db/schema';

export async function countWishlist(db: Database, buyerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.buyerId, buyerId));
  return row.n;
}

/**
 * Adds the product to the buyer's wishlist at its MOQ (its primary SKU's, else the product's, at
 * least 1); nothing changes when it is there already.
 */
export async function insertWishlistItem(db: Database, item: { buyerId: number; userId: number; productId: number }): Promise<void> {
  const moq = sql<number>`(select greatest(1, coalesce(${skus.moq}, ${products.moq})) from ${products}
    left join ${skus} on ${skus.id} = ${products.primarySkuId} where ${products.id} = ${item.productId})`;
  await db
    .insert(wishlistItems)
    .values({ ...item, quantity: moq })
    .onConflictDoNothing();
}

export async function deleteWishlistItem(db: Database, buyerId: number, productId: number): Promise<void> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.buyerId, buyerId), eq(wishlistItems.productId, productId)));
}

export async function hasWishlistItem(db: Database, buyerId: number, productId: number): Promise<boolean> {
  const found = await db
    .select({ id: wishlistItems.id })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.buyerId, buyerId), eq(wishlistItems.productId, productId)));
  return found.length > 0;
}

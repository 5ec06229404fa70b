import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { wishlistItems } from '../db/schema';

export async function countWishlist(db: Database, buyerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.buyerId, buyerId));
  return row.n;
}

/** Adds the product to the buyer's wishlist; nothing changes when it is there already. */
export async function insertWishlistItem(db: Database, item: { buyerId: number; userId: number; productId: number }): Promise<void> {
  await db.insert(wishlistItems).values(item).onConflictDoNothing();
}

export async function deleteWishlistItem(db: Database, buyerId: number, productId: number): Promise<void> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.buyerId, buyerId), eq(wishlistItems.productId, productId)));
}

export async function hasWishlistItem(db: Database, buyerId: number, productId: number): Promise<boolean> {
  const found = await db.select({ id: wishlistItems.id }).from(wishlistItems).where(and(eq(wishlistItems.buyerId, buyerId), eq(wishlistItems.productId, productId)));
  return found.length > 0;
}

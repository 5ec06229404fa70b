import { untilChangedPerDatabase } from '../db/change-notices';
import type { Database } from '../db/client';
import type { BuyerRow, UserRow } from '../env';
import { isListed } from '../queries/products';
import { countWishlist, deleteWishlistItem, hasWishlistItem, insertWishlistItem } from '../queries/wishlist';
import { ServiceError } from './errors';

/** Adds a listed product the buyer may see to the buyer's wishlist or removes one (both idempotent); answers the count after. */
export async function updateWishlist(
  db: Database,
  who: { user: Pick<UserRow, 'id'>; buyer: Pick<BuyerRow, 'id'> },
  productId: number,
  action: 'add' | 'remove',
): Promise<number> {
  if (action === 'add') {
    if (!(await isListed(db, productId, who.buyer.id))) throw new ServiceError(404, 'Product not found');
    await insertWishlistItem(db, { buyerId: who.buyer.id, userId: who.user.id, productId });
  } else {
    await deleteWishlistItem(db, who.buyer.id, productId);
  }
  return countWishlist(db, who.buyer.id);
}

/** Whether the product is in the buyer's wishlist; nobody else has one. */
export async function isWished(db: Database, buyerId: number | null, productId: number): Promise<boolean> {
  return buyerId !== null && hasWishlistItem(db, buyerId, productId);
}

/** Each buyer's number of wishlist products, until the wishlists change in any process. */
const keptWishlistCounts = untilChangedPerDatabase<number>(['wishlist_items'], 10_000);

/**
 * The number of products in the buyer's wishlist, as the header shows it (kept between changes);
 * 0 for anyone who is not a buyer. A change answers with countWishlist itself (see cartCount).
 */
export async function wishlistCount(db: Database, buyerId: number | null): Promise<number> {
  return buyerId === null ? 0 : keptWishlistCounts(db).get(String(buyerId), () => countWishlist(db, buyerId));
}

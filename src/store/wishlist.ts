import { computed } from 'nanostores';
import { getWishlist, removeVendorWishlist, removeWishlistItems, setWishlistItem, updateWishlist } from '../api/wishlist';
import type { WishlistItemRequest, WishlistResponse } from '../api/types';
import { setCount } from './counts';
import { $buyerKey, $locationKey, createFetcherStore, revalidateKeys } from './query';

export type WishlistData = WishlistResponse['data'];

// Priced at the chosen location when there is one; a new location reloads it.
const $wishlistLocationKey = computed($locationKey, (location) => location ?? 'no-location');

const WISHLIST_KEY = 'wishlist-page/';

/** The signed-in buyer's wishlist page data; one element's store takes its query scope (newQueryScope). */
export const wishlistStore = (scope: string) =>
  createFetcherStore<WishlistData>([WISHLIST_KEY, $buyerKey, '/', $wishlistLocationKey, scope], { fetcher: getWishlist });

/** Every wishlist page on the page reloads, keeping what it shows until the answer comes. */
const reloadWishlists = () => revalidateKeys((key: string) => key.startsWith(WISHLIST_KEY));

/** Saves a product's quantity or variant; the badge takes the answer's count and the wishlist reloads (new prices). */
export async function saveWishlistItem(item: WishlistItemRequest): Promise<void> {
  const response = await setWishlistItem(item);
  setCount('wishlist', response.total_wishlist);
  reloadWishlists();
}

/** Removes one product (POST /wishlist/update). */
export async function removeWishlistProduct(productId: number): Promise<void> {
  setCount('wishlist', await updateWishlist(productId, 'remove'));
  reloadWishlists();
}

/** Removes these products at once. */
export async function removeWishlistProducts(productIds: number[]): Promise<void> {
  setCount('wishlist', (await removeWishlistItems(productIds)).total_wishlist);
  reloadWishlists();
}

/** Removes every product of a seller. */
export async function removeSellerProducts(sellerId: number): Promise<void> {
  setCount('wishlist', (await removeVendorWishlist(sellerId)).total_wishlist);
  reloadWishlists();
}

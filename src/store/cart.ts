import { computed } from 'nanostores';
import { addReference, getCart, removeCartItem, removeReference, removeRestrictedItems, setCartQuantity } from '../api/cart';
import { placeQuickOrder } from '../api/quick-order';
import type { Cart, ProductReference, QuickOrderAddResponse } from '../api/types';
import { setCount } from './counts';
import { $buyerKey, $locationKey, createFetcherStore, revalidateKeys } from './query';

// The cart shows without a location too (no shipping, nothing excluded); a new location reloads it.
const $cartLocationKey = computed($locationKey, (location) => location ?? 'no-location');

const CART_KEY = 'cart/';

/** The signed-in buyer's cart, priced at the chosen location; one element's store takes its query scope (newQueryScope). */
export const cartStore = (scope: string) =>
  createFetcherStore<Cart>([CART_KEY, $buyerKey, '/', $cartLocationKey, scope], {
    fetcher: async () => {
      const cart = await getCart();
      // The badge counts lines; the cart page takes it from the cart instead of loading it.
      setCount('cart', cart.cartItems.length);
      return cart;
    },
  });

/** Every cart on the page reloads after a change, here or in another element (an add from a grid beside it), keeping what it shows until the answer comes. */
export const reloadCarts = () => revalidateKeys((key: string) => key.startsWith(CART_KEY));

/** Sets a line's quantity; the badge takes the answer's count and the cart reloads. */
export async function updateCartQuantity(skuId: number, quantity: number): Promise<void> {
  const response = await setCartQuantity(skuId, quantity);
  setCount('cart', response.cartCount);
  reloadCarts();
}

/** Adds the lines of a quick order the cart takes; the badge takes the answer's count and carts reload when any went. */
export async function addQuickOrder(text: string): Promise<QuickOrderAddResponse> {
  const response = await placeQuickOrder(text);
  setCount('cart', response.cartCount);
  if (response.data.added > 0) reloadCarts();
  return response;
}

/** Removes a line. */
export async function removeFromCart(skuId: number): Promise<void> {
  const response = await removeCartItem(skuId);
  setCount('cart', response.cartCount);
  reloadCarts();
}

/** Removes the lines not shipped to the location; resolves with how many went. */
export async function removeRestricted(skuIds: number[]): Promise<number> {
  const response = await removeRestrictedItems(skuIds);
  setCount('cart', response.cartCount);
  reloadCarts();
  return response.removedCount;
}

/** Adds a reference to a SKU; resolves with the SKU's references. */
export async function addCartReference(skuId: number, reference: string): Promise<ProductReference[]> {
  const references = await addReference(skuId, reference);
  reloadCarts();
  return references;
}

/** Removes a reference of a SKU; resolves with the SKU's references. */
export async function removeCartReference(skuId: number, referenceId: number): Promise<ProductReference[]> {
  const references = await removeReference(skuId, referenceId);
  reloadCarts();
  return references;
}

import { computed } from 'nanostores';
import { addReference, getCart, removeCartItem, removeReference, removeRestrictedItems, setCartQuantity } from '../api/cart';
import type { Cart, ProductReference } from '../api/types';
import { setCount } from './counts';
import { $locationKey, $viewerKey, createFetcherStore } from './query';

// A visitor has no cart: nothing loads until a buyer signs in.
const $buyerKey = computed($viewerKey, (viewer) => (viewer === 'visitor' ? null : viewer));
// The cart shows without a location too (no shipping, nothing excluded); a new location reloads it.
const $cartLocationKey = computed($locationKey, (location) => location ?? 'no-location');

/** The signed-in buyer's cart, priced at the chosen location. */
export const $cart = createFetcherStore<Cart>(['cart/', $buyerKey, '/', $cartLocationKey], {
  fetcher: async () => {
    const cart = await getCart();
    // The badge counts lines; the cart page takes it from the cart instead of loading it.
    setCount('cart', cart.cartItems.length);
    return cart;
  },
});

/** Sets a line's quantity; the badge takes the answer's count and the cart reloads. */
export async function updateCartQuantity(skuId: number, quantity: number): Promise<void> {
  const response = await setCartQuantity(skuId, quantity);
  setCount('cart', response.cartCount);
  $cart.revalidate();
}

/** Removes a line. */
export async function removeFromCart(skuId: number): Promise<void> {
  const response = await removeCartItem(skuId);
  setCount('cart', response.cartCount);
  $cart.revalidate();
}

/** Removes the lines not shipped to the location; resolves with how many went. */
export async function removeRestricted(skuIds: number[]): Promise<number> {
  const response = await removeRestrictedItems(skuIds);
  setCount('cart', response.cartCount);
  $cart.revalidate();
  return response.removedCount;
}

/** Adds a reference to a SKU; resolves with the SKU's references. */
export async function addCartReference(skuId: number, reference: string): Promise<ProductReference[]> {
  const references = await addReference(skuId, reference);
  $cart.revalidate();
  return references;
}

/** Removes a reference of a SKU; resolves with the SKU's references. */
export async function removeCartReference(skuId: number, referenceId: number): Promise<ProductReference[]> {
  const references = await removeReference(skuId, referenceId);
  $cart.revalidate();
  return references;
}

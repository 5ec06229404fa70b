import { addToCart as addToCartCall, cartCountOf } from '../../api/cart';
import type { AddToCartRequest, AddToCartResponse } from '../../api/types';
import { reloadCarts } from '../../store/cart';
import { refreshCounts, setCount } from '../../store/counts';

/** POST /cart/add; the badge takes the response's cart count, else the counts reload; a cart on the same page reloads. */
export async function addToCart(item: AddToCartRequest): Promise<AddToCartResponse> {
  const response = await addToCartCall(item);
  const count = cartCountOf(response);
  if (typeof count === 'number') setCount('cart', count);
  else void refreshCounts();
  reloadCarts();
  return response;
}

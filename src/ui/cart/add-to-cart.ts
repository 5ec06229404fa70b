import { addToCart as addToCartCall, cartCountOf } from '../../api/cart';
import type { AddToCartRequest, AddToCartResponse } from '../../api/types';
import { refreshCounts, setCount } from '../../store/counts';

/** POST /cart/add; the badge takes the response's cart count, else the counts reload. */
export async function addToCart(item: AddToCartRequest): Promise<AddToCartResponse> {
  const response = await addToCartCall(item);
  const count = cartCountOf(response);
  if (typeof count === 'number') setCount('cart', count);
  else void refreshCounts();
  return response;
}

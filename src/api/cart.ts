import { refreshCounts, setCount } from '../store/counts';
import { request } from './client';
import type { AddToCartRequest, AddToCartResponse } from './types';

/** The cart count an add response carries: data.cartCount or cartCount (spec 1 section 7). */
export function cartCountOf(response: AddToCartResponse): number | undefined {
  return response.data?.cartCount ?? response.cartCount;
}

/** POST /cart/add; the badge takes the response's cart count, else the count reloads. */
export async function addToCart(item: AddToCartRequest): Promise<AddToCartResponse> {
  const response = await request<AddToCartResponse>('/cart/add', { method: 'POST', body: item });
  const count = cartCountOf(response);
  if (typeof count === 'number') setCount('cart', count);
  else void refreshCounts();
  return response;
}

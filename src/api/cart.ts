import { refreshCounts, setCount } from '../store/counts';
import { request } from './client';
import type { AddToCartRequest, AddToCartResponse } from './types';

/** POST /cart/add; the badge takes the response's cartCount (data.cartCount or cartCount), else the count reloads. */
export async function addToCart(item: AddToCartRequest): Promise<AddToCartResponse> {
  const response = await request<AddToCartResponse>('/cart/add', { method: 'POST', body: item });
  const count = response.data?.cartCount ?? response.cartCount;
  if (typeof count === 'number') setCount('cart', count);
  else void refreshCounts();
  return response;
}

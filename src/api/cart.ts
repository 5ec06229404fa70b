import { request } from './client';
import type { AddToCartRequest, AddToCartResponse } from './types';

/** The cart count an add response carries: data.cartCount or cartCount (spec 1 section 7). */
export function cartCountOf(response: AddToCartResponse): number | undefined {
  return response.data?.cartCount ?? response.cartCount;
}

/** POST /cart/add. */
export function addToCart(item: AddToCartRequest): Promise<AddToCartResponse> {
  return request<AddToCartResponse>('/cart/add', { method: 'POST', body: item });
}

import { setCount } from '../store/counts';
import { request } from './client';
import type { WishlistUpdateRequest, WishlistUpdateResponse } from './types';

/** POST /wishlist/update; the badge takes the response's total_wishlist. */
export async function updateWishlist(productId: number, action: WishlistUpdateRequest['action_type']): Promise<number> {
  const response = await request<WishlistUpdateResponse>('/wishlist/update', { method: 'POST', body: { product_id: productId, action_type: action } });
  setCount('wishlist', response.total_wishlist);
  return response.total_wishlist;
}

import { request } from './client';
import type { WishlistUpdateRequest, WishlistUpdateResponse } from './types';

/** POST /wishlist/update; answers the wishlist's new total. */
export async function updateWishlist(productId: number, action: WishlistUpdateRequest['action_type']): Promise<number> {
  const response = await request<WishlistUpdateResponse>('/wishlist/update', { method: 'POST', body: { product_id: productId, action_type: action } });
  return response.total_wishlist;
}

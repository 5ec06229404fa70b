import { request } from './client';
import type {
  WishlistBulkRemoveRequest,
  WishlistItemRequest,
  WishlistItemResponse,
  WishlistRemovedResponse,
  WishlistResponse,
  WishlistUpdateRequest,
  WishlistUpdateResponse,
} from './types';

/** POST /wishlist/update; answers the wishlist's new total. */
export async function updateWishlist(productId: number, action: WishlistUpdateRequest['action_type']): Promise<number> {
  const response = await request<WishlistUpdateResponse>('/wishlist/update', {
    method: 'POST',
    body: { product_id: productId, action_type: action },
  });
  return response.total_wishlist;
}

/** GET /wishlist: totals and the products by seller, priced at the request's location. */
export async function getWishlist(): Promise<WishlistResponse['data']> {
  return (await request<WishlistResponse>('/wishlist')).data;
}

/** PUT /wishlist/item: a product's quantity and/or chosen variant SKU. */
export function setWishlistItem(item: WishlistItemRequest): Promise<WishlistItemResponse> {
  return request<WishlistItemResponse>('/wishlist/item', { method: 'PUT', body: item });
}

/** DELETE /wishlist/bulk: removes these products. */
export function removeWishlistItems(productIds: number[]): Promise<WishlistRemovedResponse> {
  const body: WishlistBulkRemoveRequest = { product_ids: productIds, action_type: 'remove' };
  return request<WishlistRemovedResponse>('/wishlist/bulk', { method: 'DELETE', body });
}

/** DELETE /wishlist/vendor/{id}: removes every product of that seller. */
export function removeVendorWishlist(sellerId: number): Promise<WishlistRemovedResponse> {
  return request<WishlistRemovedResponse>(`/wishlist/vendor/${sellerId}`, { method: 'DELETE' });
}

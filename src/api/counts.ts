import { request } from './client';
import type { CartCountResponse, CompareCountResponse, WishlistCountResponse } from './types';

/** GET /wishlist/count. */
export async function wishlistCount(): Promise<number> {
  return (await request<WishlistCountResponse>('/wishlist/count')).count;
}

/** GET /cart/count. */
export async function cartCount(): Promise<number> {
  return (await request<CartCountResponse>('/cart/count')).count;
}

/** The compare count from the corporate API at `corporateBase` (form-encoded, spec 1 section 7, Compare). */
export async function compareCount(buyerId: number, corporateBase: string): Promise<number> {
  const response = await request<CompareCountResponse>('/marketplace/compare/count', {
    method: 'POST',
    baseURL: corporateBase,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: { by_id: String(buyerId) },
  });
  return response.data.count;
}

import { request } from './client';
import type { QuickOrderAddResponse, QuickOrderCheckResponse, QuickOrderRequest } from './types';

/** POST /cart/quick-order/check: each line's verdict at the delivery location; nothing changes. */
export function checkQuickOrder(text: string): Promise<QuickOrderCheckResponse> {
  return request<QuickOrderCheckResponse>('/cart/quick-order/check', { method: 'POST', body: { text } satisfies QuickOrderRequest });
}

/** POST /cart/quick-order: adds the lines the cart takes, in one step; each line's outcome and the cart count. */
export function placeQuickOrder(text: string): Promise<QuickOrderAddResponse> {
  return request<QuickOrderAddResponse>('/cart/quick-order', { method: 'POST', body: { text } satisfies QuickOrderRequest });
}

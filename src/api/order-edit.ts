import { request } from './client';
import type { EditLineRequest, EditOrderResponse } from './types';

const draftPath = (poId: string) => `/orders/pre-orders/${encodeURIComponent(poId)}/edit`;

/** DELETE /orders/pre-orders/{poId}/edit: abandons the draft; the order stays as it was. */
export function abandonEdit(poId: string): Promise<EditOrderResponse> {
  return request<EditOrderResponse>(draftPath(poId), { method: 'DELETE' });
}

/** PUT /orders/pre-orders/{poId}/edit/lines/{skuId}: a draft line's quantity; 0 removes it. */
export function changeEditLine(poId: string, skuId: number, quantity: number): Promise<EditOrderResponse> {
  const body: EditLineRequest = { quantity };
  return request<EditOrderResponse>(`${draftPath(poId)}/lines/${skuId}`, { method: 'PUT', body });
}

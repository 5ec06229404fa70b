import type { OrderListFilter } from '../lib/order-withdraw';
import { request, requestBlob } from './client';
import type {
  ApprovalCountResponse,
  ApprovalItem,
  ApprovalsResponse,
  BulkDecisionRequest,
  BulkDecisionResponse,
  DecisionResponse,
  EditOrderResponse,
  PreOrderDetail,
  PreOrderResponse,
  PreOrdersResponse,
} from './types';

/** GET /orders/pre-orders: one page of the signed-in buyer's pre-orders, newest first; all of them, or those waiting for approval. */
export function getPreOrders(page: number, limit: number, filter: OrderListFilter = 'all'): Promise<PreOrdersResponse> {
  return request<PreOrdersResponse>('/orders/pre-orders', { query: { page, limit, filter } });
}

/** GET /orders/pre-orders/{poId}: one pre-order with its lines, attachments and timeline. */
export async function getPreOrder(poId: string): Promise<PreOrderDetail> {
  return (await request<PreOrderResponse>(`/orders/pre-orders/${encodeURIComponent(poId)}`)).data;
}

/** GET /approvals: the orders waiting at the signed-in approver's stage. */
export async function getApprovals(): Promise<ApprovalItem[]> {
  return (await request<ApprovalsResponse>('/approvals')).data;
}

/** POST /approvals/{poId}/approve with an optional comment. */
export function approveOrder(poId: string, comment: string): Promise<DecisionResponse> {
  return request<DecisionResponse>(`/approvals/${encodeURIComponent(poId)}/approve`, { method: 'POST', body: { comment } });
}

/** POST /approvals/{poId}/reject with the required comment. */
export function rejectOrder(poId: string, comment: string): Promise<DecisionResponse> {
  return request<DecisionResponse>(`/approvals/${encodeURIComponent(poId)}/reject`, { method: 'POST', body: { comment } });
}

/** POST /approvals/{poId}/return with the required comment: the order goes back to the buyer for changes. */
export function returnOrder(poId: string, comment: string): Promise<DecisionResponse> {
  return request<DecisionResponse>(`/approvals/${encodeURIComponent(poId)}/return`, { method: 'POST', body: { comment } });
}

/** POST /approvals/bulk: one decision and comment for several orders; the answer has each order's outcome. */
export function decideBulk(body: BulkDecisionRequest): Promise<BulkDecisionResponse> {
  return request<BulkDecisionResponse>('/approvals/bulk', { method: 'POST', body });
}

/** GET /approvals/count: whether the signed-in user approves, and how many orders wait for them. */
export function approvalCount(): Promise<ApprovalCountResponse> {
  return request<ApprovalCountResponse>('/approvals/count');
}

/** POST /orders/pre-orders/{poId}/cancel: the buyer withdraws an order waiting for approval. */
export function cancelPreOrder(poId: string): Promise<DecisionResponse> {
  return request<DecisionResponse>(`/orders/pre-orders/${encodeURIComponent(poId)}/cancel`, { method: 'POST' });
}

/** GET an attachment's absolute download URL with the session's token (buyer and approvers only). */
export function downloadAttachment(url: string): Promise<Blob> {
  return requestBlob(url);
}

/** POST /orders/pre-orders/{poId}/edit: the order's lines go into the cart, to submit with editPoId. */
export function editOrder(poId: string): Promise<EditOrderResponse> {
  return request<EditOrderResponse>(`/orders/pre-orders/${encodeURIComponent(poId)}/edit`, { method: 'POST' });
}

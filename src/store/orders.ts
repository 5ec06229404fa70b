import { computed } from 'nanostores';
import {
  approveOrder,
  cancelPreOrder,
  decideBulk,
  downloadAttachment,
  editOrder,
  getApprovals,
  getPreOrder,
  getPreOrders,
  rejectOrder,
  returnOrder,
} from '../api/orders';
import type {
  ApprovalItem,
  BulkDecisionResponse,
  DecisionResponse,
  OrderAttachment,
  PreOrderDetail,
  PreOrdersResponse,
} from '../api/types';
import type { OrderListFilter } from '../lib/order-withdraw';
import { $config } from './config';
import { refreshApprovalCount } from './counts';
import { $buyerKey, $viewerKey, createFetcherStore, revalidateKeys } from './query';

// Orders belong to a signed-in user: nothing loads for a visitor.
const $userKey = computed($viewerKey, (viewer) => (viewer === 'visitor' ? null : viewer));

/** How many pre-orders one page of the history lists. */
const PRE_ORDERS_PAGE_SIZE = 10;

const APPROVALS_KEY = 'approvals/';

// Every store takes its element's query scope (newQueryScope) as the last key part.

/** One page of the signed-in buyer's pre-orders: all of them, or those waiting for approval; nothing loads for an account that does not buy. */
export const preOrdersStore = (page: number, scope: string, filter: OrderListFilter = 'all') =>
  createFetcherStore<PreOrdersResponse>(['orders/pre-orders/', $buyerKey, '/', page, '/', filter, scope], {
    fetcher: (_, __, ___, pageNumber, ____, shown) => getPreOrders(Number(pageNumber), PRE_ORDERS_PAGE_SIZE, shown as OrderListFilter),
  });

/** One pre-order in full. */
export const preOrderStore = (poId: string, scope: string) =>
  createFetcherStore<PreOrderDetail>(['orders/pre-order/', $userKey, '/', poId, scope], {
    fetcher: (_, __, ___, id) => getPreOrder(String(id)),
  });

/** The orders waiting at the signed-in approver's stage. */
export const approvalsStore = (scope: string) =>
  createFetcherStore<ApprovalItem[]>([APPROVALS_KEY, $userKey, scope], { fetcher: getApprovals });

/** Reloads every approver inbox on the page (keeping what it shows until the answer comes) and the header's count. */
const reloadApprovals = () => {
  revalidateKeys((key: string) => key.startsWith(APPROVALS_KEY));
  void refreshApprovalCount();
};

const decisionCalls = { approve: approveOrder, reject: rejectOrder, return: returnOrder };

/** Approves, rejects or sends back an order at the approver's stage; the inbox reloads whatever the answer. */
export async function decideOrder(poId: string, decision: keyof typeof decisionCalls, comment: string): Promise<DecisionResponse> {
  try {
    return await decisionCalls[decision](poId, comment);
  } finally {
    reloadApprovals();
  }
}

/** Approves or rejects several orders with one comment; the inbox reloads whatever the answer. */
export async function decideOrders(poIds: string[], decision: 'approve' | 'reject', comment: string): Promise<BulkDecisionResponse> {
  try {
    return await decideBulk({ poIds, decision, comment });
  } finally {
    reloadApprovals();
  }
}

/** The buyer withdraws an order waiting for approval; their order lists and details reload whatever the answer. */
export async function withdrawOrder(poId: string): Promise<DecisionResponse> {
  try {
    return await cancelPreOrder(poId);
  } finally {
    revalidateKeys((key: string) => key.startsWith('orders/'));
  }
}

/** Opens the draft editing the buyer's order (the cart is not touched). */
export async function startOrderEdit(poId: string): Promise<void> {
  await editOrder(poId);
}

/** Where an attachment downloads from: its URL, a server path resolved on the API's origin. */
export const attachmentHref = (attachment: OrderAttachment): string =>
  new URL(attachment.url, new URL($config.get().apiBase, location.href)).href;

/** Fetches an attachment with the session's token and saves it under its own name. */
export async function saveAttachment(attachment: OrderAttachment): Promise<void> {
  const url = URL.createObjectURL(await downloadAttachment(attachmentHref(attachment)));
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.filename;
  link.click();
  URL.revokeObjectURL(url);
}

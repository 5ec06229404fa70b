/** Withdrawn orders (the buyer cancels an order before it is decided). */

type OrderStatus = 'budget_approval' | 'workflow_approval' | 'processing' | 'rejected' | 'replaced' | 'cancelled' | 'returned';

/** The statuses of an order waiting for approval (budget or workflow): the buyer's pre-orders. */
export const AWAITING_APPROVAL = ['budget_approval', 'workflow_approval'] as const satisfies readonly OrderStatus[];

/** Which of the buyer's orders a list shows: all of them, or those waiting for approval. */
export const ORDER_LIST_FILTERS = ['all', 'waiting'] as const;
export type OrderListFilter = (typeof ORDER_LIST_FILTERS)[number];

/** A buyer may withdraw an order only while it waits for approval (budget or workflow). */
export function canWithdraw(status: OrderStatus): boolean {
  return (AWAITING_APPROVAL as readonly OrderStatus[]).includes(status);
}

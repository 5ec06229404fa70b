/** Withdrawn orders (the buyer cancels an order before it is decided). */

type OrderStatus = 'budget_approval' | 'workflow_approval' | 'processing' | 'rejected' | 'replaced' | 'cancelled' | 'returned';

/** A buyer may withdraw an order only while it waits for approval (budget or workflow). */
export function canWithdraw(status: OrderStatus): boolean {
  return status === 'budget_approval' || status === 'workflow_approval';
}

/** The buyer withdraws an order still waiting for approval: what it holds comes back and it ends as cancelled. */
import { canWithdraw } from '../../src/lib/order-withdraw';
import type { Database } from '../db/client';
import { buyerOrder, linesOfOrders, lockSkusInOrder, moveOrder } from '../queries/orders';
import { ServiceError } from './errors';
import { releaseOrder } from './order-release';
import { ORDER_MESSAGES, stageLabelOf } from './orders';

export const CANCEL_MESSAGES = {
  cancelled: 'Order withdrawn: its stock and budget are released',
  alreadyCancelled: 'This order has already been withdrawn',
  notWaiting: 'Only an order waiting for approval can be withdrawn',
} as const;

/**
 * Withdraws the buyer's order waiting for approval (budget or workflow): its stock, its budget's
 * pending and its item code budgets' pending are released, and it ends as cancelled. 404 when it
 * is not the buyer's, 409 once it no longer waits (already withdrawn, decided, replaced).
 */
export async function cancelOrder(db: Database, buyerId: number, poId: string) {
  return db.transaction(async (tx) => {
    // The order first, then its SKUs, as decisions and edits take them.
    const order = await buyerOrder(tx, buyerId, poId, true);
    if (!order) throw new ServiceError(404, ORDER_MESSAGES.notFound);
    if (order.status === 'cancelled') throw new ServiceError(409, CANCEL_MESSAGES.alreadyCancelled);
    if (!canWithdraw(order.status)) throw new ServiceError(409, CANCEL_MESSAGES.notWaiting);
    const lines = await linesOfOrders(tx, [order.id]);
    await lockSkusInOrder(
      tx,
      [...new Set(lines.map((line) => line.skuId))].toSorted((a, b) => a - b),
    );
    await releaseOrder(tx, order, lines);
    const moved = await moveOrder(tx, order.id, { status: 'cancelled', currentStage: null });
    return { poId: moved.poId, status: moved.status, currentStage: moved.currentStage, stageLabel: stageLabelOf(moved, []) };
  });
}

/** What a waiting order holds (stock, its budget's pending, its item code budgets' pending) and how it gives it back. */
import { holdsReservations, releasedHolds, type HeldLine, type ReleasedHolds } from '../../src/lib/order-edit';
import type { Database } from '../db/client';
import { changeBudget, changeStock, type PreOrderLineRow, type PreOrderRow } from '../queries/orders';
import { findBudget } from '../queries/workflow-model';
import { orderBudgetPeriod } from './budget-periods';
import { itemCodeHolds, moveItemCodeHolds } from './orders-budgets';

/** The item code a line was bought under, as the submit stored it in the line's fields. */
function itemCodeOf(fields: unknown): string | null {
  return fields !== null && typeof fields === 'object' && 'item_code' in fields && typeof fields.item_code === 'string'
    ? fields.item_code.trim() || null
    : null;
}

/** The order's lines as its holds count them. */
function heldLines(lines: readonly PreOrderLineRow[]): HeldLine[] {
  return lines.map((line) => ({
    skuId: line.skuId,
    quantity: line.quantity,
    itemCode: itemCodeOf(line.fields),
    lineTotal: line.lineTotal,
  }));
}

/**
 * What the order gives back when released (releasedHolds), to the budgets of the period it was
 * submitted in: what an edit of it is judged with, credited.
 */
export async function releasedBy(db: Database, order: PreOrderRow, lines: readonly PreOrderLineRow[]): Promise<ReleasedHolds> {
  return releasedHolds({ ...order, period: await orderBudgetPeriod(db, order) }, heldLines(lines));
}

/** The order's item code holds and its budget in the period it was submitted in, locked (after the SKUs, as submit takes them). */
export async function orderHolds(db: Database, order: PreOrderRow, lines: readonly PreOrderLineRow[]) {
  const period = await orderBudgetPeriod(db, order);
  const holds = await itemCodeHolds(db, order.buyerId, { projectId: order.projectId, period }, heldLines(lines));
  const budget =
    order.locationId === null ? null : await findBudget(db, { locationId: order.locationId, projectId: order.projectId, period }, true);
  return { holds, budget };
}

/**
 * Gives back what a waiting order holds (releasedBy: its stock, its budget's pending and its item
 * code budgets' pending; nothing once rejected or sent back). The caller has locked the order and
 * its SKUs, and moves the order out of waiting in the same transaction, so nothing is released twice.
 */
export async function releaseOrder(db: Database, order: PreOrderRow, lines: readonly PreOrderLineRow[]): Promise<void> {
  if (!holdsReservations(order.status)) return;
  const released = await releasedBy(db, order, lines);
  const { holds, budget } = await orderHolds(db, order, lines);
  for (const [skuId, quantity] of released.stock) await changeStock(db, skuId, quantity);
  if (budget && released.budget) await changeBudget(db, budget.id, { pending: -released.budget.amount, committed: 0 });
  await moveItemCodeHolds(db, holds, { pending: -1, committed: 0 });
}

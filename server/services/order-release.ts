/** What a waiting order holds (stock, its budget's pending, its item code budgets' pending) and how it gives it back. */
import type { Database } from '../db/client';
import { changeBudget, changeStock, type PreOrderLineRow, type PreOrderRow } from '../queries/orders';
import { findBudget } from '../queries/workflow-model';
import { itemCodeHolds, moveItemCodeHolds } from './orders-budgets';

/** The item code a line was bought under, as the submit stored it in the line's fields. */
function itemCodeOf(fields: unknown): string | null {
  return fields !== null && typeof fields === 'object' && 'item_code' in fields && typeof fields.item_code === 'string'
    ? fields.item_code.trim() || null
    : null;
}

/** The order's item code holds and its budget, locked (after the SKUs, as submit takes them). */
export async function orderHolds(db: Database, order: PreOrderRow, lines: readonly PreOrderLineRow[]) {
  const holds = await itemCodeHolds(
    db,
    order.buyerId,
    order.projectId,
    lines.map((line) => ({ itemCode: itemCodeOf(line.fields), lineTotal: line.lineTotal })),
  );
  const budget = order.locationId === null ? null : await findBudget(db, order.locationId, order.projectId, true);
  return { holds, budget };
}

/**
 * Gives back what a waiting order holds: its stock, its budget's pending and its item code
 * budgets' pending. The caller has locked the order and its SKUs, and moves the order out of
 * waiting in the same transaction, so nothing is released twice.
 */
export async function releaseOrder(db: Database, order: PreOrderRow, lines: readonly PreOrderLineRow[]): Promise<void> {
  const { holds, budget } = await orderHolds(db, order, lines);
  for (const line of lines) await changeStock(db, line.skuId, line.quantity);
  if (budget) await changeBudget(db, budget.id, { pending: -order.grandTotal, committed: 0 });
  await moveItemCodeHolds(db, holds, { pending: -1, committed: 0 });
}

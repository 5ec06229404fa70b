/** Item code budgets an order holds: each line bought under an item code with a budget for the order's project. */
import type { Database } from '../db/client';
import { changeItemCodeBudget, itemCodeBudgetsOf } from '../queries/orders';

export interface CodedLine {
  itemCode: string | null;
  lineTotal: number;
}

/** Per item code budget, locked, the sum of the line totals bought under it (sen). */
export async function itemCodeHolds(db: Database, buyerId: number, projectId: number | null, lines: readonly CodedLine[]) {
  const amounts = new Map<string, number>();
  for (const line of lines) if (line.itemCode) amounts.set(line.itemCode, (amounts.get(line.itemCode) ?? 0) + line.lineTotal);
  if (projectId === null || amounts.size === 0) return [];
  const budgets = await itemCodeBudgetsOf(db, buyerId, projectId, [...amounts.keys()], true);
  return [...budgets].map(([code, budget]) => ({ code, budget, amount: amounts.get(code) ?? 0 }));
}

/** Moves the holds: `pending` and `committed` are multiplied by each hold's amount (1 adds, -1 takes away). */
export async function moveItemCodeHolds(
  db: Database,
  holds: Awaited<ReturnType<typeof itemCodeHolds>>,
  change: { pending: -1 | 0 | 1; committed: 0 | 1 },
): Promise<void> {
  for (const hold of holds)
    await changeItemCodeBudget(db, hold.budget.id, { pending: change.pending * hold.amount, committed: change.committed * hold.amount });
}

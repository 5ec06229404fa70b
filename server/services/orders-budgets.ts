/** Item code budgets an order holds: each line bought under an item code with a budget for the order's project. */
import { amountsByItemCode } from '../../src/lib/order-edit';
import { itemCodeBudgetProblem, type ItemCodeBudgetProblem } from '../../src/lib/workflow';
import type { Database } from '../db/client';
import { changeItemCodeBudget, itemCodeBudgetsOf } from '../queries/orders';

export interface CodedLine {
  itemCode: string | null;
  lineTotal: number;
}

/** Per item code budget of the charge code in the period, locked, the sum of the line totals bought under it (sen). */
export async function itemCodeHolds(
  db: Database,
  buyerId: number,
  place: { projectId: number | null; period: string },
  lines: readonly CodedLine[],
) {
  const amounts = amountsByItemCode(lines);
  const { projectId, period } = place;
  if (projectId === null || amounts.size === 0) return [];
  const budgets = await itemCodeBudgetsOf(db, buyerId, { projectId, period }, [...amounts.keys()], true);
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

/**
 * The first item code the lines name whose budget under the order's charge code cannot carry
 * their total (itemCodeBudgetProblem, as the checkout's budget validation judges): none held
 * means none exists. Null when every code can.
 */
export function itemCodeRefusal(
  budgetType: string,
  lines: readonly CodedLine[],
  holds: Awaited<ReturnType<typeof itemCodeHolds>>,
): { code: string; problem: ItemCodeBudgetProblem } | null {
  for (const [code, amount] of amountsByItemCode(lines)) {
    const budget = holds.find((hold) => hold.code === code)?.budget;
    const problem = itemCodeBudgetProblem(
      budgetType,
      budget ? { budgetLimit: budget.totalBudget, committed: budget.committed, pending: budget.pending } : null,
      amount,
    );
    if (problem) return { code, problem };
  }
  return null;
}

/** Budget checks at checkout (spec 2 sections 3, 4 and 7): the order against its budget, and the item code budgets of a charge code. */
import type { BudgetValidation, ItemCodeBudget, ValidateBudgetResponse } from '../../src/contract/types';
import { formatSen, toRinggit } from '../../src/lib/money';
import { checkBudget, type BudgetCheck, type BudgetPosition } from '../../src/lib/workflow';
import type { Database } from '../db/client';
import { findBudget } from '../queries/workflow-model';
import { itemCodeBudgetRows } from '../queries/workflow-read';
import { ownLocationAndProject } from './workflow-rules';

/** The budget figures of a check in RM; null when there is no budget. */
export function toBudgetValidation(check: BudgetCheck): BudgetValidation | null {
  if (!check.valid) return null;
  return {
    budgetLimit: toRinggit(check.budgetLimit),
    currentSpent: toRinggit(check.currentSpent),
    remainingBudget: toRinggit(check.remainingBudget),
    isWithinLimit: check.isWithinLimit,
    exceedsBy: toRinggit(check.exceedsBy),
  };
}

/** An item code budget as a budget position: its total is its limit. */
const itemCodePosition = (row: { totalBudget: number; committed: number; pending: number }): BudgetPosition => ({
  budgetLimit: row.totalBudget,
  committed: row.committed,
  pending: row.pending,
});

interface BudgetRequest {
  buyerId: number;
  locationId: number;
  projectId: number | null;
  orderAmountSen: number;
  itemCodes: { itemCode: string; amountSen: number }[];
}

/**
 * POST /workflow/validate-budget-at-checkout: the order against its location and project budget
 * (no budget: invalid; over it: valid, requiring approval), and each item code's amount against
 * what its budget under the project has left (over it, or without one: invalid).
 */
export async function validateBudgetAtCheckout(db: Database, request: BudgetRequest): Promise<Omit<ValidateBudgetResponse, 'success'>> {
  await ownLocationAndProject(db, request.buyerId, request.locationId, request.projectId);
  const check = checkBudget(await findBudget(db, request.locationId, request.projectId), request.orderAmountSen);
  const budgets = request.projectId === null ? [] : await itemCodeBudgetRows(db, request.buyerId, request.projectId);
  const itemCodes = request.itemCodes.map(({ itemCode, amountSen }) => {
    const budget = budgets.find((row) => row.code === itemCode);
    if (!budget) return { itemCode, valid: false, remainingBudget: 0, message: `No budget is allocated for item code ${itemCode}.` };
    const { remainingBudget, isWithinLimit } = checkBudget(itemCodePosition(budget), amountSen);
    return {
      itemCode,
      valid: isWithinLimit,
      remainingBudget: toRinggit(remainingBudget),
      message: isWithinLimit ? 'Within budget' : `Item code ${itemCode} has only ${formatSen(remainingBudget)} left.`,
    };
  });
  const failedItem = itemCodes.find((item) => !item.valid);
  return {
    valid: check.valid && !failedItem,
    requiresApproval: check.requiresApproval,
    overallMessage: check.valid && failedItem ? failedItem.message : check.message,
    budgetValidation: toBudgetValidation(check),
    itemCodes,
  };
}

/** POST /workflow/get-item-code-budgets: the item codes budgeted under a project of one of the buyer's locations. */
export async function itemCodeBudgets(db: Database, buyerId: number, locationId: number, projectId: number): Promise<ItemCodeBudget[]> {
  await ownLocationAndProject(db, buyerId, locationId, projectId);
  return (await itemCodeBudgetRows(db, buyerId, projectId)).map((row) => ({
    itemCode: row.code,
    totalBudget: toRinggit(row.totalBudget),
    remainingBudget: toRinggit(checkBudget(itemCodePosition(row), 0).remainingBudget),
    budgetName: row.budgetName,
  }));
}

/** Budget checks at checkout (spec 2 sections 3, 4 and 7): the order against its budget, and the item code budgets of a charge code. */
import type { BudgetValidation, ItemCodeBudget, ValidateBudgetResponse } from '../../src/contract/types';
import { formatSen, toRinggit } from '../../src/lib/money';
import { fill } from '../../src/lib/fill';
import {
  checkBudget,
  ITEM_CODE_BUDGET_MESSAGES,
  itemCodeBudgetProblem,
  type BudgetCheck,
  type BudgetPosition,
} from '../../src/lib/workflow';
import { budgetAfterRelease, itemCodeBudgetAfterRelease, type ReleasedHolds } from '../../src/lib/order-edit';
import type { Database } from '../db/client';
import { findBudget } from '../queries/workflow-model';
import { itemCodeBudgetRows } from '../queries/workflow-read';
import { currentBudgetPeriod } from './budget-periods';
import { editRelease } from './order-edit';
import { type Orderer, ownLocationAndProject } from './workflow-rules';

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
  /** The person checking out: the location and charge code must be theirs to order for. */
  userId: number;
  /** The company's budget type: a general budget is not limited by item code budgets. */
  budgetType: string;
  locationId: number;
  projectId: number | null;
  orderAmountSen: number;
  itemCodes: { itemCode: string; amountSen: number }[];
  /** The buyer's order being edited: judged as if it were released (releasedBy), as its submit releases it. */
  editPoId: string | null;
}

/**
 * POST /workflow/validate-budget-at-checkout: the order against its location and project budget
 * (no budget: invalid; over it: valid, requiring approval), and each item code against its budget
 * under the project by the rule the submit refuses by (itemCodeBudgetProblem): the amounts sent
 * for one code are judged together, as the submit sums the lines bought under it.
 */
export async function validateBudgetAtCheckout(db: Database, request: BudgetRequest): Promise<Omit<ValidateBudgetResponse, 'success'>> {
  const { locationId, projectId } = request;
  await ownLocationAndProject(db, { buyerId: request.buyerId, userId: request.userId }, locationId, projectId);
  const released = await editRelease(db, request.buyerId, request.editPoId);
  const place = { locationId, projectId, period: await currentBudgetPeriod(db, request.buyerId) };
  const check = checkBudget(budgetAfterRelease(await findBudget(db, place), place, released), request.orderAmountSen);
  const budgets =
    projectId === null ? [] : await releasedItemCodeBudgets(db, request.buyerId, { projectId, period: place.period }, released);
  const totals = new Map<string, number>();
  for (const { itemCode, amountSen } of request.itemCodes) totals.set(itemCode, (totals.get(itemCode) ?? 0) + amountSen);
  const itemCodes = request.itemCodes.map(({ itemCode }) => {
    const row = budgets.find((budget) => budget.code === itemCode);
    const position = row ? itemCodePosition(row) : null;
    const remainingSen = position ? checkBudget(position, 0).remainingBudget : 0;
    const problem = itemCodeBudgetProblem(request.budgetType, position, totals.get(itemCode) ?? 0);
    return {
      itemCode,
      valid: problem === null,
      remainingBudget: toRinggit(remainingSen),
      message: problem ? fill(ITEM_CODE_BUDGET_MESSAGES[problem], { code: itemCode, remaining: formatSen(remainingSen) }) : 'Within budget',
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

/** The item code budgets under a project in a period, each as it stands once the order being edited is released. */
async function releasedItemCodeBudgets(
  db: Database,
  buyerId: number,
  place: { projectId: number; period: string },
  released: ReleasedHolds | null,
) {
  return (await itemCodeBudgetRows(db, buyerId, place.projectId, place.period)).map((row) =>
    itemCodeBudgetAfterRelease(row, place, row.code, released),
  );
}

/**
 * POST /workflow/get-item-code-budgets: the item codes budgeted under a project of one of the
 * buyer's locations, with what the order being edited (editPoId) gives back counted as left.
 */
export async function itemCodeBudgets(
  db: Database,
  orderer: Orderer,
  place: { locationId: number; projectId: number },
  editPoId: string | null,
): Promise<ItemCodeBudget[]> {
  const { locationId, projectId } = place;
  const { buyerId } = orderer;
  await ownLocationAndProject(db, orderer, locationId, projectId);
  const released = await editRelease(db, buyerId, editPoId);
  const period = await currentBudgetPeriod(db, buyerId);
  return (await releasedItemCodeBudgets(db, buyerId, { projectId, period }, released)).map((row) => ({
    itemCode: row.code,
    totalBudget: toRinggit(row.totalBudget),
    remainingBudget: toRinggit(checkBudget(itemCodePosition(row), 0).remainingBudget),
    budgetName: row.budgetName,
  }));
}

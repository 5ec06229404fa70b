import type { CompanyBudget } from '../../api/types';

/** What a budget is called on screen: its location, charge code and item code, as far as it has them. */
export function budgetName(budget: CompanyBudget): string {
  if (budget.itemCode) return `${budget.itemCode.code} (${budget.chargeCode?.name ?? budget.location.name})`;
  return budget.chargeCode ? `${budget.location.name} / ${budget.chargeCode.name}` : budget.location.name;
}

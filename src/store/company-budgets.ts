import type { ReadableAtom } from 'nanostores';
import * as api from '../api/company-budgets';
import type { CompanyBudget, CompanyBudgetsResponse, FinancialYear, SetBudgetRequest, SetItemCodeBudgetRequest } from '../api/types';
import { $administratorKey, reloadAudit } from './company';
import { createFetcherStore, revalidateKeys } from './query';

const BUDGETS_KEY = 'company-budgets/';
const YEAR_KEY = 'company-financial-year/';

/** The budgets of a period, by its first day ('' for the current one). */
export const companyBudgetsStore = (period: ReadableAtom<string>, scope: string) =>
  createFetcherStore<CompanyBudgetsResponse>([BUDGETS_KEY, $administratorKey, scope, '/', period], {
    fetcher: (...parts) => api.getCompanyBudgets(String(parts.at(-1)) || null),
  });

/** The month the financial year starts in, and the current period. */
export const financialYearStore = (scope: string) =>
  createFetcherStore<FinancialYear>([YEAR_KEY, $administratorKey, scope], { fetcher: api.getFinancialYear });

const reloadBudgets = () => {
  revalidateKeys((key: string) => key.startsWith(BUDGETS_KEY));
  reloadAudit();
};

/** Sets a location's (and charge code's) budget; the budget lists and the audit log read again. */
export async function setBudget(budget: SetBudgetRequest): Promise<CompanyBudget> {
  const after = await api.setBudget(budget);
  reloadBudgets();
  return after;
}

/** Sets an item code's budget under a charge code. */
export async function setItemCodeBudget(budget: SetItemCodeBudgetRequest): Promise<CompanyBudget> {
  const after = await api.setItemCodeBudget(budget);
  reloadBudgets();
  return after;
}

export async function removeBudget(budget: Pick<CompanyBudget, 'id' | 'kind'>): Promise<void> {
  await api.removeBudget(budget);
  reloadBudgets();
}

/** Changes the financial year's start month: the current period, and so the budgets shown by default, may change. */
export async function setFinancialYear(startMonth: number): Promise<FinancialYear> {
  const year = await api.setFinancialYear(startMonth);
  revalidateKeys((key: string) => key.startsWith(YEAR_KEY));
  reloadBudgets();
  return year;
}

export { exportBudgets } from '../api/company-budgets';

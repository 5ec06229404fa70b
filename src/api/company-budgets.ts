import { request, requestBlob } from './client';
import type {
  CompanyBudget,
  CompanyBudgetResponse,
  CompanyBudgetsResponse,
  FinancialYear,
  FinancialYearResponse,
  SetBudgetRequest,
  SetItemCodeBudgetRequest,
} from './types';

/** GET /company/financial-year: the month each financial year starts in, and the period today falls in. */
export async function getFinancialYear(): Promise<FinancialYear> {
  return (await request<FinancialYearResponse>('/company/financial-year')).data;
}

/** PUT /company/financial-year. */
export async function setFinancialYear(startMonth: number): Promise<FinancialYear> {
  return (await request<FinancialYearResponse>('/company/financial-year', { method: 'PUT', body: { startMonth } })).data;
}

const periodQuery = (period: string | null) => (period ? { period } : {});

/** GET /company/budgets: the budgets of a period (by its first day; the current one when null). */
export function getCompanyBudgets(period: string | null): Promise<CompanyBudgetsResponse> {
  return request<CompanyBudgetsResponse>('/company/budgets', { query: periodQuery(period) });
}

/** PUT /company/budgets: a location's (and charge code's) budget for a period. */
export async function setBudget(budget: SetBudgetRequest): Promise<CompanyBudget> {
  return (await request<CompanyBudgetResponse>('/company/budgets', { method: 'PUT', body: budget })).budget;
}

/** PUT /company/item-code-budgets: an item code's budget under a charge code for a period. */
export async function setItemCodeBudget(budget: SetItemCodeBudgetRequest): Promise<CompanyBudget> {
  return (await request<CompanyBudgetResponse>('/company/item-code-budgets', { method: 'PUT', body: budget })).budget;
}

/** DELETE /company/budgets/{id} or /company/item-code-budgets/{id}, by the budget's kind. */
export async function removeBudget(budget: Pick<CompanyBudget, 'id' | 'kind'>): Promise<void> {
  await request(`/company/${budget.kind === 'item_code' ? 'item-code-budgets' : 'budgets'}/${budget.id}`, { method: 'DELETE' });
}

/** GET /company/budgets/export/{csv|excel}: the period's budgets as a file. */
export function exportBudgets(format: 'csv' | 'excel', period: string | null): Promise<Blob> {
  return requestBlob(`/company/budgets/export/${format}${period ? `?${new URLSearchParams({ period })}` : ''}`);
}

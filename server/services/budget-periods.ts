/**
 * Which budget period (financial year) a check or an order falls in: the company's year, starting
 * in the month it chose, containing the day in Malaysia. An order keeps the period it was
 * submitted in (pre_orders.budget_period), whenever it is approved or released.
 */
import { DEFAULT_FINANCIAL_YEAR_START_MONTH, periodStartOf } from '../../src/lib/budget-period';
import { malaysianToday } from '../../src/lib/workflow';
import type { Database } from '../db/client';
import type { PreOrderRow } from '../queries/orders';
import { findBuyer } from '../queries/users';

/** The first day of the company's period containing `now`: what a checkout is judged against. */
export async function currentBudgetPeriod(db: Database, buyerId: number, now = new Date()): Promise<string> {
  const buyer = await findBuyer(db, buyerId);
  return periodStartOf(malaysianToday(now), buyer?.financialYearStartMonth ?? DEFAULT_FINANCIAL_YEAR_START_MONTH);
}

/** The period whose budgets an order charges: the one it was submitted in (for an order stored without it, the one containing its creation). */
export async function orderBudgetPeriod(db: Database, order: Pick<PreOrderRow, 'buyerId' | 'budgetPeriod' | 'createdAt'>): Promise<string> {
  return order.budgetPeriod ?? currentBudgetPeriod(db, order.buyerId, order.createdAt);
}

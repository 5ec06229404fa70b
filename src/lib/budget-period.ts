/**
 * Budget periods: a company's budgets run for its financial year, which starts on the first day of
 * a month it chooses (January unless it says otherwise). A period is named by its first day
 * (YYYY-MM-DD); an order charges the period its submission day (in Malaysia) falls in.
 */

/** The month a company's financial year starts in when it has not chosen one: January. */
export const DEFAULT_FINANCIAL_YEAR_START_MONTH = 1;

/** A financial year: its first and last day (YYYY-MM-DD, both included) and a short name for files and screens. */
export interface BudgetPeriod {
  start: string;
  end: string;
  /** 'FY2026' for a year starting in January, else 'FY2025-26' (the calendar years it spans). */
  label: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The first day of the financial year (starting in `startMonth`, 1 to 12) that `day` (YYYY-MM-DD) falls in. */
export function periodStartOf(day: string, startMonth: number): string {
  const parsed = DAY.exec(day);
  if (!parsed) throw new RangeError(`Not a day: ${day}`);
  const year = Number(parsed[1]);
  const month = Number(parsed[2]);
  return `${month >= startMonth ? year : year - 1}-${twoDigits(startMonth)}-01`;
}

/** Whether `day` is the first day of a month: every period starts on one. */
export function isMonthStart(day: string): boolean {
  const parsed = DAY.exec(day);
  return parsed !== null && parsed[3] === '01' && Number(parsed[2]) >= 1 && Number(parsed[2]) <= 12;
}

/** The period starting on `start` (the first day of a month): twelve months, to the day before the next one starts. */
export function budgetPeriod(start: string): BudgetPeriod {
  const parsed = DAY.exec(start);
  if (!parsed || !isMonthStart(start)) throw new RangeError(`Not the first day of a month: ${start}`);
  const year = Number(parsed[1]);
  const month = Number(parsed[2]);
  // Day 0 of the start month a year on is the last day of the month before it.
  const last = new Date(Date.UTC(year + 1, month - 1, 0));
  const end = `${last.getUTCFullYear()}-${twoDigits(last.getUTCMonth() + 1)}-${twoDigits(last.getUTCDate())}`;
  const label = month === 1 ? `FY${year}` : `FY${year}-${twoDigits((year + 1) % 100)}`;
  return { start, end, label };
}

/** The first day of the period after the one starting on `start`: budgets are set ahead for it. */
export function nextPeriodStart(start: string): string {
  return `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
}

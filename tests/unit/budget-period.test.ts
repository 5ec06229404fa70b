import { describe, expect, it } from 'vitest';
import { budgetPeriod, isMonthStart, nextPeriodStart, periodStartOf } from '../../src/lib/budget-period';

describe('budget periods (a financial year the company chooses)', () => {
  it('puts a day in the year starting in the chosen month on or before it', () => {
    expect(periodStartOf('2026-03-15', 1)).toBe('2026-01-01');
    expect(periodStartOf('2026-03-31', 4)).toBe('2025-04-01');
    expect(periodStartOf('2026-04-01', 4)).toBe('2026-04-01');
    expect(periodStartOf('2026-12-31', 12)).toBe('2026-12-01');
    expect(periodStartOf('2026-11-30', 12)).toBe('2025-12-01');
  });

  it('runs twelve months to the day before the next year starts, named by the years it spans', () => {
    expect(budgetPeriod('2026-01-01')).toEqual({ start: '2026-01-01', end: '2026-12-31', label: 'FY2026' });
    expect(budgetPeriod('2025-04-01')).toEqual({ start: '2025-04-01', end: '2026-03-31', label: 'FY2025-26' });
    // A year starting in March ends on the last day of February, 29 in a leap year.
    expect(budgetPeriod('2027-03-01').end).toBe('2028-02-29');
    expect(budgetPeriod('2099-07-01').label).toBe('FY2099-00');
  });

  it('starts only on the first day of a month', () => {
    expect(isMonthStart('2026-04-01')).toBe(true);
    expect(isMonthStart('2026-04-02')).toBe(false);
    expect(isMonthStart('2026-13-01')).toBe(false);
    expect(() => budgetPeriod('2026-04-15')).toThrow(RangeError);
  });

  it('names the period after one, a year on from the same month', () => {
    expect(nextPeriodStart('2025-04-01')).toBe('2026-04-01');
    expect(nextPeriodStart('2026-01-01')).toBe('2027-01-01');
    expect(budgetPeriod(nextPeriodStart('2025-04-01')).label).toBe('FY2026-27');
  });
});

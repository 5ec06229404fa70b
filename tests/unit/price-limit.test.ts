import { describe, expect, it } from 'vitest';
import {
  categoryPriceLimit,
  exceedsPriceLimit,
  PRICE_LIMIT_EXCEEDED,
  priceLimitMaximum,
  priceLimitMessage,
} from '../../src/lib/price-limit';

describe('price limit (spec 2 section 8)', () => {
  it('is exceeded only by a unit price above the limit, and never without one', () => {
    expect(exceedsPriceLimit(120_001, 120_000)).toBe(true);
    expect(exceedsPriceLimit(120_000, 120_000)).toBe(false);
    expect(exceedsPriceLimit(5_000_000, null)).toBe(false);
  });

  it("says 'Price Limit Exceeded' with the maximum per unit", () => {
    expect(PRICE_LIMIT_EXCEEDED).toBe('Price Limit Exceeded');
    expect(priceLimitMaximum(120_000)).toBe('Maximum RM 1,200.00 per unit');
    expect(priceLimitMessage('Business Laptop', 120_000)).toBe('Price Limit Exceeded for Business Laptop: Maximum RM 1,200.00 per unit');
  });

  it('takes the lowest limit of the category and the categories above it; none is null', () => {
    const limits = new Map([
      [1, 500_000],
      [2, 300_000],
      [9, 100],
    ]);
    expect(categoryPriceLimit(limits, [3, 2, 1])).toBe(300_000);
    expect(categoryPriceLimit(limits, [4, 1])).toBe(500_000);
    expect(categoryPriceLimit(limits, [5, 6])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { contractSaving } from '../../src/lib/contract-price';

describe('contractSaving', () => {
  it('is the marketplace price less the contract price, in RM and whole percent', () => {
    expect(contractSaving(91.08, 99)).toEqual({ amount: 7.92, percent: 8 });
    expect(contractSaving(88, 100)).toEqual({ amount: 12, percent: 12 });
  });

  it('counts in sen, so prices that float badly still give the exact saving', () => {
    expect(contractSaving(0.1, 0.3)).toEqual({ amount: 0.2, percent: 67 });
  });

  it('is null without a marketplace price (not a contract price) or when nothing is saved', () => {
    expect(contractSaving(10, null)).toBeNull();
    expect(contractSaving(10, 10)).toBeNull();
    expect(contractSaving(12, 10)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { parseRinggit } from '../../src/lib/money';

describe('an RM amount typed into a field', () => {
  it('reads plain, grouped and RM-led amounts with at most 2 decimals', () => {
    expect(parseRinggit('1500')).toBe(1500);
    expect(parseRinggit(' 1,500.50 ')).toBe(1500.5);
    expect(parseRinggit('RM 10,000')).toBe(10000);
    expect(parseRinggit('0')).toBe(0);
  });

  it('refuses what is not an amount of 0 or more in whole sen', () => {
    for (const text of ['', '-5', '1.234', 'abc', '1e3', '12.']) expect(parseRinggit(text), text).toBe(null);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILTER_ATTRIBUTES, filterToSql } from '../../server/domain/search/filter-sql';
import { MAX_RINGGIT, ringgitText } from '../../src/contract/common';
import { CATEGORY_TOKEN_PATTERN, FILTER_ATTRIBUTE_TYPES, quickOrderPattern, SEARCH_FILTER_PATTERN } from '../../src/contract/patterns';
import { decodeCategoryToken, encodeCategoryToken } from '../../src/lib/category-token';
import { parseQuickOrder, QUICK_ORDER_MAX_LINES } from '../../src/lib/quick-order';

/*
 * The patterns the OpenAPI document states for texts a parser of the server's reads: every text
 * a pattern matches, the parser takes (a client that follows the document is never refused), and
 * the texts the SDK itself sends match.
 */
const RUNS = { numRuns: 500, seed: 20261127 };

describe('the patterns the document states', () => {
  it('category token: every match decodes to a category id, and every encoded id matches', () => {
    fc.assert(
      fc.property(fc.stringMatching(CATEGORY_TOKEN_PATTERN), (token) => decodeCategoryToken(token) !== null),
      RUNS,
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (id) => CATEGORY_TOKEN_PATTERN.test(encodeCategoryToken(id))),
      RUNS,
    );
    expect(CATEGORY_TOKEN_PATTERN.test(btoa('dog_1'))).toBe(false);
    expect(CATEGORY_TOKEN_PATTERN.test(btoa('cat_'))).toBe(false);
  });

  it('search filter: every match parses and names known attributes with values of their kind', () => {
    fc.assert(
      fc.property(fc.stringMatching(SEARCH_FILTER_PATTERN, { size: 'small' }), (filter) => {
        expect(() => filterToSql([filter], { buyerId: 1, place: { stateId: 1, districtId: 1 } })).not.toThrow();
      }),
      RUNS,
    );
    expect(SEARCH_FILTER_PATTERN.test("min_price_in_cents >= 1000 AND rating >= 4 AND seller.state = 'Selangor'")).toBe(true);
    expect(SEARCH_FILTER_PATTERN.test('make IN ["Bosch", "Makita"]')).toBe(true);
    expect(SEARCH_FILTER_PATTERN.test('colour = "red"')).toBe(false);
    expect(SEARCH_FILTER_PATTERN.test('rating >= "high"')).toBe(false);
  });

  it('search filter: the attributes the pattern names are the ones the server filters on, of the same kinds', () => {
    expect(Object.fromEntries(Object.entries(FILTER_ATTRIBUTES).map(([name, attribute]) => [name, attribute.type]))).toEqual(
      FILTER_ATTRIBUTE_TYPES,
    );
  });

  it('quick order: every match is a list of 1 to 200 lines the parser reads', () => {
    const pattern = quickOrderPattern(QUICK_ORDER_MAX_LINES);
    fc.assert(
      fc.property(fc.stringMatching(pattern, { size: 'small' }), (text) => 'lines' in parseQuickOrder(text)),
      RUNS,
    );
    expect(pattern.test('ABC-1, 5\nXYZ\t2\n')).toBe(true);
    expect(pattern.test('sku,quantity')).toBe(false);
    expect(pattern.test(`${'A,1\n'.repeat(QUICK_ORDER_MAX_LINES)}A,1`)).toBe(false);
  });

  it('RM amounts in a query: every match is at most MAX_RINGGIT with at most 2 decimals', () => {
    const { pattern, maxLength } = ringgitText.toJSONSchema() as { pattern: string; maxLength: number };
    const amounts = fc.stringMatching(new RegExp(pattern)).filter((amount) => amount.length <= maxLength);
    fc.assert(
      fc.property(amounts, (amount) => Number(amount) <= MAX_RINGGIT && ringgitText.safeParse(amount).success),
      RUNS,
    );
    expect(ringgitText.safeParse('10000000.00').success).toBe(true);
    expect(ringgitText.safeParse('10000000.01').success).toBe(false);
    expect(ringgitText.safeParse('9999999.999').success).toBe(false);
  });
});

import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { allowedTypos, editDistance, toTsQuery } from '../../server/domain/listing';
import { FilterSyntaxError, parseFilter, parseFilters } from '../../server/domain/search/filter-parser';
import { filterToSql, priceTests } from '../../server/domain/search/filter-sql';
import { effectiveRule, shippingLocationKeys, type Place, type ShippingRuleLike } from '../../server/domain/shipping';
import { bulkMove, bulkPriceApplies, deleteAction } from '../../server/domain/bulk-price';

const dialect = new PgDialect();
const compile = (filter: string, buyerId: number | null = null) => {
  const condition = filterToSql([filter], { buyerId });
  if (!condition) throw new Error('no condition');
  return dialect.sqlToQuery(condition);
};
const rejects = (filter: string, message: RegExp) => expect(() => compile(filter)).toThrow(message);

describe('filter parser', () => {
  it.each([
    ["seller.state = 'Selangor'", { kind: 'compare', attribute: 'seller.state', operator: '=' }],
    ['seller.rating != 3', { kind: 'compare', operator: '!=' }],
    ['min_price_in_cents > 100', { kind: 'compare', operator: '>' }],
    ['min_price_in_cents >= 100', { kind: 'compare', operator: '>=' }],
    ['max_price_in_cents < 100', { kind: 'compare', operator: '<' }],
    ['max_price_in_cents <= 100', { kind: 'compare', operator: '<=' }],
    ['seller.state IN [\'Selangor\', "Kuala Lumpur"]', { kind: 'in', negated: false }],
    ['make NOT IN [3M, Ansell,]', { kind: 'in', negated: true }],
    ['min_price_in_cents 100 TO 500', { kind: 'range' }],
  ])('parses %s', (input, expected) => {
    expect(parseFilter(input)).toMatchObject(expected);
  });

  it('gives AND precedence over OR, honours parentheses and NOT, keywords in any case', () => {
    expect(parseFilter('moq = 1 OR moq = 2 AND total_stock > 0')).toMatchObject({
      kind: 'or',
      children: [{ kind: 'compare' }, { kind: 'and' }],
    });
    expect(parseFilter('(moq = 1 or moq = 2) and not total_stock > 0')).toMatchObject({
      kind: 'and',
      children: [{ kind: 'or' }, { kind: 'not', child: { kind: 'compare', attribute: 'total_stock' } }],
    });
    expect(parseFilter("seller.state = 'it\\'s'")).toMatchObject({ value: { text: "it's", quoted: true } });
  });

  it.each([
    ["seller.state = 'x'; DROP TABLE products", /Unexpected character ';' at position 18/],
    ['1=1 OR', /Expected an attribute name at position 0/],
    ['moq = 1 OR', /Expected an attribute name at position 10, found the end of the filter/],
    ["seller.state = 'x' OR 1=1", /Expected an attribute name at position 22/],
    ['moq = ', /Expected a value at position 6/],
    ['(moq = 1', /Expected '\)' at position 8/],
    ["seller.state = 'open", /Unterminated string starting at position 15/],
    ['moq IN [1, 2', /Expected ',' or '\]'/],
    ['moq IN []', /Empty list/],
    ['moq 1 TO', /Expected a value/],
    ['moq ! 1', /Unexpected character '!'/],
    ['moq = 1 moq = 2', /Expected AND, OR or the end of the filter at position 8/],
    ["seller.state = 'a' -- comment", /Expected AND, OR or the end of the filter/],
    ['moq = 1 /* x */', /Unexpected character '\/'/],
    ['', /Empty filter/],
  ])('rejects %j', (input, message) => {
    expect(() => parseFilter(input)).toThrow(FilterSyntaxError);
    expect(() => parseFilter(input)).toThrow(message);
  });

  it('bounds nesting', () => {
    expect(() => parseFilter(`${'('.repeat(40)}moq = 1${')'.repeat(40)}`)).toThrow(/nested too deeply/);
  });

  it('allows at most 100 conditions over all filters, each IN value counting as one', () => {
    const conditions = (count: number) => Array.from({ length: count }, (_, index) => `moq = ${index}`).join(' OR ');
    expect(parseFilters([conditions(50), conditions(50)])).toMatchObject({ kind: 'and' });
    expect(() => parseFilters([conditions(50), conditions(51)])).toThrow(/^At most 100 conditions in all filters, found 101$/);
    const values = (count: number) => `moq IN [${Array.from({ length: count }, (_, index) => index).join(', ')}]`;
    expect(parseFilters([values(99), 'NOT total_stock = 0'])).toMatchObject({ kind: 'and' });
    expect(() => parseFilters([values(100), 'NOT total_stock = 0'])).toThrow(FilterSyntaxError);
  });
});

describe('filter to SQL', () => {
  it('binds every value as a parameter', () => {
    const query = compile("seller.state = 'x\\'; DROP TABLE products; --' AND min_price_in_cents >= 100");
    expect(query.sql).not.toContain('DROP');
    expect(query.params).toEqual(["x'; drop table products; --", 100]);
  });

  it.each([
    ['unknown = 1', /Unknown filter attribute 'unknown' at position 0/],
    ['seller.password = 1', /Unknown filter attribute 'seller.password'/],
    ['constructor = 1', /Unknown filter attribute 'constructor'/],
    ["min_price_in_cents = 'abc'", /Value 'abc' of min_price_in_cents at position 21 must be a number/],
    ["make > 'a'", /Operator '>' needs a numeric attribute/],
    ['make a TO b', /'TO' needs a numeric attribute/],
    ['seller.is_contracted = maybe', /must be true, false, 1 or 0/],
  ])('rejects %s', (input, message) => rejects(input, message));

  it('expands free-shipping location keys to the keys covering them', () => {
    const query = compile("free_shipping_locations = 'selangor.petaling'");
    expect(query.params).toEqual(['selangor.petaling', 'selangor.all', 'all.all']);
    expect(query.sql).toContain('&&');
  });

  it('uses the buyer only for contracted flags', () => {
    expect(compile('seller.is_contracted = 1', 5).params).toContain(5);
    expect(compile('seller.is_contracted = 1', null).sql).toContain('false');
  });

  it('computes a costly attribute once per row however many conditions name it', () => {
    const place = { stateId: 7, districtId: 11 };
    const charges = Array.from({ length: 60 }, (_, index) => `shipping_cost_in_cents = ${index * 7 + 1}`).join(' OR ');
    const condition = filterToSql([charges, 'seller.is_contracted = 1 OR seller.is_contracted = 0'], { buyerId: 5, place });
    const query = dialect.sqlToQuery(condition as never);
    expect(query.sql.match(/from "shipping_rules"/g)).toHaveLength(1);
    expect(query.sql.match(/exists \(/g)).toHaveLength(1);
    expect(query.sql).toMatch(/offset 0\) as "filter_values"/);
    expect(query.params.filter((param) => param === 5)).toHaveLength(1);
  });

  it('tests an IN list in one go', () => {
    expect(compile("make IN ['3M', 'Ansell']").sql).toMatch(/lower\("brands"\."name"\) in \(\$1, \$2\)/);
    expect(compile("make IN ['3M', 'Ansell']").params).toEqual(['3m', 'ansell']);
    expect(compile("free_shipping_locations IN ['selangor.petaling', 'selangor.klang']").params).toEqual([
      'selangor.petaling',
      'selangor.all',
      'all.all',
      'selangor.klang',
    ]);
  });

  it('lists each min-price test once, in or out of OR and NOT, with its condition on the plain column', () => {
    const tests = priceTests([
      'min_price_in_cents 500 TO 20000 OR NOT min_price_in_cents >= 100',
      'min_price_in_cents 500 TO 20000 AND max_price_in_cents < 9 AND min_price_in_cents != 3',
    ]);
    expect(tests.map((test) => test.key)).toEqual(['500 TO 20000', '>= 100']);
    expect(dialect.sqlToQuery(tests[0].condition).sql).toBe('"products"."act_min_price" between $1::int and $2::int');
    expect(() => priceTests(['min_price_in_cents >='])).toThrow(FilterSyntaxError);
  });

  it('writes a price test that keeps most products so the price index cannot serve it, and leaves the others on the column', () => {
    const filter = 'min_price_in_cents 500 TO 20000 AND min_price_in_cents < 100000 AND max_price_in_cents > 0';
    const plain = dialect.sqlToQuery(filterToSql([filter], { buyerId: null }) as never).sql;
    expect(plain).not.toContain('+ 0');
    const wide = dialect.sqlToQuery(
      filterToSql([filter], { buyerId: null, unselectivePriceTests: new Set(['500 TO 20000']) }) as never,
    ).sql;
    expect(wide).toContain('("products"."act_min_price" + 0) between $1::int and $2::int');
    expect(wide).toContain('"products"."act_min_price" < $3::int');
    expect(wide).toContain('"products"."act_max_price" > $4::int');
  });

  it('combines repeated filter parameters with AND', () => {
    const condition = filterToSql(['moq = 1', 'seller.rating = 5'], { buyerId: null });
    expect(dialect.sqlToQuery(condition as never).sql).toMatch(/ and /);
    expect(filterToSql([], { buyerId: null })).toBeNull();
  });
});

describe('search words', () => {
  it('tolerates typos by word length and builds a tsquery', () => {
    expect(editDistance('maks', 'mask')).toBe(1);
    expect(editDistance('mask', 'makita')).toBe(4);
    expect(allowedTypos('mas')).toBe(0);
    expect(allowedTypos('maks')).toBe(1);
    expect(allowedTypos('sanitiser')).toBe(2);
    expect(
      toTsQuery([
        { word: 'face', prefix: false, corrections: [] },
        { word: 'maks', prefix: true, corrections: ['mask', 'masks'] },
      ]),
    ).toBe('face & (maks:* | mask | masks)');
  });
});

describe('shipping location keys', () => {
  const places: Place[] = [
    { stateId: 1, stateName: 'Selangor', districtId: 11, districtName: 'Petaling' },
    { stateId: 1, stateName: 'Selangor', districtId: 12, districtName: 'Hulu Langat' },
    { stateId: 2, stateName: 'Kuala Lumpur', districtId: 21, districtName: 'Kuala Lumpur' },
  ];
  const rule = (
    mode: ShippingRuleLike['mode'],
    stateId: number | null = null,
    districtId: number | null = null,
    productId: number | null = null,
  ): ShippingRuleLike => ({
    mode,
    stateId,
    districtId,
    productId,
  });

  it('compresses uniform states and the whole country', () => {
    expect(shippingLocationKeys([rule('free')], 1, places)).toEqual({ free: ['all.all'], conditional: [], unshipped: [] });
    expect(shippingLocationKeys([rule('charged'), rule('free', 1)], 1, places)).toEqual({
      free: ['selangor.all'],
      conditional: [],
      unshipped: [],
    });
  });

  it('lets the most specific rule win, product rules first', () => {
    const rules = [rule('conditional'), rule('free', 1), rule('not_shipped', 1, 12)];
    expect(shippingLocationKeys(rules, 1, places)).toEqual({
      free: ['selangor.petaling'],
      conditional: ['kuala-lumpur.all'],
      unshipped: ['selangor.hulu-langat'],
    });
    expect(effectiveRule(rules, 1, 1, 12)?.mode).toBe('not_shipped');
    const productOnly = [...rules, rule('not_shipped', null, null, 7), rule('free', 2, null, 7)];
    expect(shippingLocationKeys(productOnly, 7, places)).toEqual({
      free: ['kuala-lumpur.all'],
      conditional: [],
      unshipped: ['selangor.all'],
    });
  });
});

describe('bulk price state machine', () => {
  it('allows the spec moves and refuses the others with the reason', () => {
    expect(bulkMove('SEND', 'seller-nego')).toEqual({ ok: true, to: 'NEGO' });
    expect(bulkMove('NEGO', 'seller-reply')).toEqual({ ok: true, to: 'REPLY' });
    expect(bulkMove('REPLY', 'renegotiate')).toEqual({ ok: true, to: 'SEND' });
    expect(bulkMove('SEND', 'cancel')).toEqual({ ok: true, to: null });
    expect(bulkMove('REPLY', 'remove')).toEqual({ ok: true, to: null });
    expect(bulkMove('SEND', 'renegotiate')).toEqual({
      ok: false,
      error: 'A bulk price request in status SEND cannot be renegotiated; it must be REPLY.',
    });
    expect(bulkMove('REPLY', 'seller-reply').ok).toBe(false);
    expect(bulkMove('REPLY', 'cancel').ok).toBe(false);
    expect(deleteAction('NEGO')).toBe('cancel');
    expect(deleteAction('REPLY')).toBe('remove');
    expect(bulkPriceApplies({ status: 'REPLY', approvePrice: 900, approvedMinQuantity: 10 }, 10)).toBe(true);
    expect(bulkPriceApplies({ status: 'REPLY', approvePrice: 900, approvedMinQuantity: 10 }, 9)).toBe(false);
    expect(bulkPriceApplies({ status: 'NEGO', approvePrice: 900, approvedMinQuantity: 1 }, 10)).toBe(false);
  });
});

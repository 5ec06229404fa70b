import { describe, expect, it } from 'vitest';
import { addToCartError, clampQuantity, quantityBounds } from '../../src/lib/add-to-cart';
import {
  chooseBrand,
  EMPTY_FILTERS,
  filterModel,
  INITIAL_FILTER_MODEL,
  listingQuery,
  parsePrice,
  toggle,
  type Filters,
} from '../../src/lib/filters';
import { MOQ_BUCKETS, moqBucketOf } from '../../src/lib/moq';
import { homePages, listingPages } from '../../src/lib/pagination';
import { cardName } from '../../src/lib/product';
import { freeShippingKeys, searchFilterExpressions } from '../../src/lib/search-filter';
import { LISTING_SORTS, parseSort, searchSortOf } from '../../src/lib/sort';
import { isStockError, mentionsStock, parseStockError } from '../../src/lib/stock-error';

describe('listing pagination', () => {
  it('shows every page at 7 or fewer', () => {
    expect(listingPages(1, 1)).toEqual([1]);
    expect(listingPages(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(listingPages(1, 0)).toEqual([]);
  });

  it('otherwise shows the first, the last and the neighbours of the current page with gaps', () => {
    expect(listingPages(1, 8)).toEqual([1, 2, 'gap', 8]);
    expect(listingPages(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(listingPages(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(listingPages(10, 10)).toEqual([1, 'gap', 9, 10]);
    expect(listingPages(99, 10)).toEqual([1, 'gap', 9, 10]);
  });
});

describe('home COVID grid pagination', () => {
  it('shows page 1, the last page and pages within 2 of the current one', () => {
    expect(homePages(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(homePages(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(homePages(10, 10)).toEqual([1, 'gap', 8, 9, 10]);
    expect(homePages(2, 4)).toEqual([1, 2, 3, 4]);
    expect(homePages(1, 0)).toEqual([]);
  });
});

const edited = (change: Partial<Filters>) => ({ ...EMPTY_FILTERS, ...change });

describe('filter state', () => {
  it('applies edits only on Apply Filters, which goes to page 1', () => {
    let model = filterModel(INITIAL_FILTER_MODEL, { type: 'page', page: 3 });
    model = filterModel(model, { type: 'edit', draft: edited({ ratings: [4] }) });
    expect(model.applied).toEqual(EMPTY_FILTERS);
    expect(model.page).toBe(3);
    model = filterModel(model, { type: 'apply' });
    expect(model.applied.ratings).toEqual([4]);
    expect(model.page).toBe(1);
  });

  it('resets to the full price range and empty selections', () => {
    let model = filterModel(INITIAL_FILTER_MODEL, {
      type: 'edit',
      draft: edited({ priceRange: [5, 50], brands: ['3M'], contracted: true }),
    });
    model = filterModel(filterModel(model, { type: 'apply' }), { type: 'page', page: 2 });
    model = filterModel(model, { type: 'reset' });
    expect(model).toEqual({ draft: EMPTY_FILTERS, applied: EMPTY_FILTERS, page: 1 });
    expect(model.applied.priceRange).toEqual([0, 100000]);
    expect(model.applied.shippingCostRange).toEqual([0, 1000]);
  });

  it('resets on a new query', () => {
    let model = filterModel(INITIAL_FILTER_MODEL, { type: 'edit', draft: edited({ sellerStates: ['Johor'] }) });
    model = filterModel(model, { type: 'apply' });
    expect(filterModel(model, { type: 'new-query' })).toEqual(INITIAL_FILTER_MODEL);
  });

  it('turns a non-numeric price into 0', () => {
    expect(parsePrice('abc')).toBe(0);
    expect(parsePrice('')).toBe(0);
    expect(parsePrice('-5')).toBe(0);
    expect(parsePrice('12.34')).toBe(12.34);
  });

  it('keeps brands single-choice', () => {
    const one = chooseBrand(EMPTY_FILTERS, '3M');
    expect(one.brands).toEqual(['3M']);
    expect(chooseBrand(one, 'Ansell').brands).toEqual(['Ansell']);
    expect(chooseBrand(one, '3M').brands).toEqual([]);
    expect(toggle([1, 2], 2)).toEqual([1]);
    expect(toggle([1], 3)).toEqual([1, 3]);
  });

  it('sends only what differs from the defaults, contracted only for signed-in buyers', () => {
    expect(listingQuery(EMPTY_FILTERS, true)).toEqual({});
    const filters = edited({
      brands: ['3M'],
      ratings: [4, 5],
      moq: ['U0', 'N'],
      sellerStates: ['Johor', 'Penang'],
      freeShipping: 'C',
      contracted: true,
      priceRange: [10, 200],
    });
    expect(listingQuery(filters, true)).toEqual({
      brands: '3M',
      ratings: '4,5',
      moq: 'U0,N',
      seller_states: 'Johor,Penang',
      free_shipping: 'C',
      contracted: 'Y',
      min_price: 10,
      max_price: 200,
    });
    expect(listingQuery(filters, false)).not.toHaveProperty('contracted');
    expect(listingQuery(edited({ shippingCostRange: [0, 50] }), false)).toEqual({ min_shipping_cost: 0, max_shipping_cost: 50 });
  });
});

describe('search filter expressions', () => {
  const at = { state: 'Kuala Lumpur', district: 'Bukit Bintang' };

  it('builds free-shipping keys in lowercase with hyphens', () => {
    expect(freeShippingKeys(at)).toEqual(['kuala-lumpur.bukit-bintang', 'kuala-lumpur.all', 'all.all']);
  });

  it('sends nothing for the defaults', () => {
    expect(searchFilterExpressions(EMPTY_FILTERS, at, true)).toEqual([]);
  });

  it('sends prices in cents (x100), exact seller ratings, states, brands, MOQ and shipping', () => {
    const filters = edited({
      priceRange: [10.5, 200],
      ratings: [5],
      sellerStates: ['Johor', 'Penang'],
      brands: ['3M'],
      moq: ['U0', 'N'],
      freeShipping: 'Y',
      contracted: true,
    });
    expect(searchFilterExpressions(filters, at, true)).toEqual([
      'make IN ["3M"]',
      'min_price_in_cents >= 1050',
      'min_price_in_cents <= 20000',
      'seller.rating = 5',
      '(free_shipping_locations = "kuala-lumpur.bukit-bintang" OR free_shipping_locations = "kuala-lumpur.all" OR free_shipping_locations = "all.all")',
      '(moq 1 TO 10 OR moq = 0)',
      'seller.is_contracted = true',
      'seller.state IN ["Johor", "Penang"]',
    ]);
    expect(searchFilterExpressions(edited({ ratings: [3, 4] }), at, false)).toEqual(['(seller.rating = 3 OR seller.rating = 4)']);
    expect(searchFilterExpressions(edited({ contracted: true }), at, false)).toEqual([]);
    expect(searchFilterExpressions(edited({ freeShipping: 'N' }), at, false)[0]).toMatch(/^NOT \(free_shipping_locations = /);
    expect(searchFilterExpressions(edited({ freeShipping: 'C' }), at, false)[0]).toContain(
      'conditional_free_shipping_locations = "all.all"',
    );
    expect(searchFilterExpressions(edited({ shippingCostRange: [0, 12.5] }), at, false)).toEqual(['shipping_cost_in_cents <= 1250']);
    expect(searchFilterExpressions(edited({ shippingCostRange: [5, 1000] }), at, false)).toEqual(['shipping_cost_in_cents >= 500']);
  });
});

describe('MOQ buckets', () => {
  it('lists 1-10, 11-100, 101-1000 and N as U0, U10, U100 and N', () => {
    expect(MOQ_BUCKETS.map((bucket) => [bucket.label, bucket.code])).toEqual([
      ['1-10', 'U0'],
      ['11-100', 'U10'],
      ['101-1000', 'U100'],
      ['N', 'N'],
    ]);
    expect([0, 1, 10, 11, 100, 101, 1000, 1001].map(moqBucketOf)).toEqual(['N', 'U0', 'U0', 'U10', 'U10', 'U100', 'U100', null]);
  });
});

describe('sort codes', () => {
  it('maps the listing sorts to the search sorts', () => {
    expect(LISTING_SORTS).toEqual(['relevance', 'price_low_high', 'price_high_low', 'newest', 'rating']);
    expect(LISTING_SORTS.map(searchSortOf)).toEqual([
      undefined,
      'min_price_in_cents:asc',
      'min_price_in_cents:desc',
      'created_at:desc',
      'seller.rating:desc',
    ]);
    expect(parseSort('newest')).toBe('newest');
    expect(parseSort('bogus')).toBe('relevance');
  });
});

describe('card names', () => {
  it('cuts names to 60 characters', () => {
    expect(cardName('Face mask')).toBe('Face mask');
    expect(cardName('x'.repeat(60))).toBe('x'.repeat(60));
    expect(cardName('y'.repeat(61))).toBe(`${'y'.repeat(60)}...`);
  });
});

describe('stock errors', () => {
  it('recognises every pattern of spec 8', () => {
    expect(parseStockError('Insufficient stock for Face Mask. Available: 5, Requested: 12', 12)).toEqual({
      kind: 'insufficient',
      available: 5,
      requested: 12,
    });
    expect(parseStockError('Insufficient stock for Face Mask. Available: 0, Requested: 3', 3)).toEqual({ kind: 'out-of-stock' });
    expect(parseStockError('Face Mask is out of stock', 2)).toEqual({ kind: 'out-of-stock' });
    expect(parseStockError('Minimum order quantity for Face Mask is 10', 2)).toEqual({ kind: 'moq', moq: 10 });
    expect(parseStockError('Insufficient stock. Available: 7', 9)).toEqual({ kind: 'insufficient', available: 7, requested: 9 });
    expect(parseStockError('Minimum order quantity is 25', 1)).toEqual({ kind: 'moq', moq: 25 });
    expect(parseStockError('Seller information is missing', 1)).toBeNull();
  });

  it('detects stock messages case-insensitively on the spec phrases', () => {
    for (const text of ['INSUFFICIENT STOCK', 'Out Of Stock', 'minimum order quantity', 'Available: 3', 'requested: 2', 'MOQ not met']) {
      expect(isStockError(text)).toBe(true);
    }
    expect(isStockError('Shipping unavailable')).toBe(false);
    expect(mentionsStock('Low stock')).toBe(true);
    expect(mentionsStock('Not available here')).toBe(true);
    expect(mentionsStock('Bad request')).toBe(false);
  });
});

describe('add to cart checks', () => {
  const ok = { isVariant: false, skuId: 1, sellerId: 2, price: 9.5, quantity: 5, moq: 1 };

  it('checks in the spec order', () => {
    expect(addToCartError(ok)).toBeNull();
    expect(addToCartError({ ...ok, isVariant: true, skuId: null, sellerId: null })).toBe('Please select all product options');
    expect(addToCartError({ ...ok, skuId: null, sellerId: null })).toBe('Product SKU is not available. Cannot add to cart.');
    expect(addToCartError({ ...ok, sellerId: 0, price: 0 })).toBe('Seller information is missing. Cannot add to cart.');
    expect(addToCartError({ ...ok, price: 0, quantity: 0 })).toBe('Product price is not available or invalid. Cannot add to cart.');
    expect(addToCartError({ ...ok, quantity: 0 })).toBe('Please enter a valid quantity');
    expect(addToCartError({ ...ok, quantity: 4, moq: 10 })).toBe('Minimum order quantity is 10');
  });

  it('clamps the quantity to the MOQ and the stock', () => {
    const bounds = quantityBounds(10, 50);
    expect(bounds).toEqual({ min: 10, max: 50 });
    expect(clampQuantity(3, bounds)).toBe(10);
    expect(clampQuantity(99, bounds)).toBe(50);
    expect(clampQuantity(Number.NaN, bounds)).toBe(10);
    expect(quantityBounds(0, 0)).toEqual({ min: 1, max: 1 });
  });
});

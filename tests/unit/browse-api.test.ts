import './support/storage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart } from '../../src/ui/cart/add-to-cart';
import { search, searchFilterMetadata } from '../../src/api/search';
import { $counts, $location, $token, configure } from '../../src/store/index';
import { mockFetch, on } from './support/fetch';

const API = 'http://api.test/api';
const EMPTY_SEARCH = {
  hits: [],
  nbHits: 0,
  estimatedTotalHits: 0,
  query: '',
  offset: 0,
  limit: 24,
  facetDistribution: { 'seller.state': {} },
};

beforeEach(() => {
  configure({ apiBase: API });
  $token.set('tok-1');
  $location.set({ state: 'Selangor', district: 'Petaling', postcode: '', country: 'Malaysia' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  $token.set(null);
});

describe('product search call', () => {
  it("sends q, limit, offset, sort, the filter list repeated, and the signed-in buyer's token", async () => {
    const seen = mockFetch(on('GET', '/api/search', { body: EMPTY_SEARCH }));
    await search({
      q: 'mask',
      type: 'by-product',
      limit: 24,
      offset: 48,
      filter: ['make IN ["3M"]', 'seller.rating = 5'],
      sort: 'min_price_in_cents:asc',
      buyerId: 12,
    });
    const { searchParams } = seen[0].url;
    expect(searchParams.get('q')).toBe('mask');
    expect(searchParams.get('limit')).toBe('24');
    expect(searchParams.get('offset')).toBe('48');
    expect(searchParams.get('sort')).toBe('min_price_in_cents:asc');
    expect(searchParams.getAll('filter')).toEqual(['make IN ["3M"]', 'seller.rating = 5']);
    expect(searchParams.get('buyerId')).toBe('12');
    expect(searchParams.get('state')).toBe('Selangor');
    expect(seen[0].headers.get('authorization')).toBe('Bearer tok-1');
  });

  it.each([0, -1, undefined])('leaves the buyer id out when it is %s', async (buyerId) => {
    const seen = mockFetch(
      on('GET', '/api/search', { body: EMPTY_SEARCH }),
      on('GET', '/api/search/filter-metadata', {
        body: { success: true, data: { brands: [], priceRange: { min: 0, max: 0 }, sellerStates: {} } },
      }),
    );
    await search({ q: 'mask', type: 'by-product', limit: 24, offset: 0, filter: [], buyerId });
    await searchFilterMetadata('mask', buyerId);
    expect(seen.map((request) => request.url.searchParams.has('buyerId'))).toEqual([false, false]);
  });
});

describe('cart add call', () => {
  const item = { sku_id: 5, sl_id: 2, product_id: 9, product_name: 'Mask', quantity: 2, price: 12.5 };

  it('posts the shared payload and sets the cart badge from data.cartCount', async () => {
    const seen = mockFetch(on('POST', '/api/cart/add', { body: { success: true, message: 'ok', data: { cartCount: 7 } } }));
    await addToCart(item);
    expect(JSON.parse(seen[0].body ?? '')).toEqual(item);
    expect(seen[0].headers.get('authorization')).toBe('Bearer tok-1');
    expect($counts.get().cart).toBe(7);
  });

  it('takes a top-level cartCount too', async () => {
    mockFetch(on('POST', '/api/cart/add', { body: { success: true, message: 'ok', cartCount: 3 } }));
    await addToCart(item);
    expect($counts.get().cart).toBe(3);
  });
});

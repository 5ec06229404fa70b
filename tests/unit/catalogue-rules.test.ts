import { describe, expect, it } from 'vitest';
import { catalogueSearchParams, categorySourceOf, listsWholeCatalogue, needsCatalogueSearch } from '../../src/lib/catalogue';
import { EMPTY_FILTERS } from '../../src/lib/filters';
import { SPECIAL_BUYER_ID } from '../../src/lib/post-login';

const buyer = { by_id: 1, isCatalogueUser: false, isTnbUser: false };
const noCatalogue = { catalog_id: null, is_tnb: 0 };
const catalogueUser = { ...buyer, by_id: 3, isCatalogueUser: true };
const location = { state: 'Selangor', district: 'Petaling' };
const search = { text: 'glove', page: 1, filters: EMPTY_FILTERS, sort: 'relevance' as const, location, signedIn: true, categoryId: null };

describe('catalogue category page access', () => {
  it('refuses visitors and buyers without a catalogue', () => {
    expect(categorySourceOf(null, null)).toBe(null);
    expect(categorySourceOf(buyer, noCatalogue)).toBe(null);
    expect(categorySourceOf(buyer, null)).toBe(null);
  });

  it('gives energy buyers (is_tnb 1 or isTnbUser) the energy categories', () => {
    expect(categorySourceOf(buyer, { catalog_id: null, is_tnb: 1 })).toBe('tnb');
    expect(categorySourceOf({ ...buyer, isTnbUser: true }, null)).toBe('tnb');
  });

  it('gives catalogue users, buyers with a catalog_id and the special buyer the catalogue categories', () => {
    expect(categorySourceOf(catalogueUser, noCatalogue)).toBe('catalogue');
    expect(categorySourceOf(buyer, { catalog_id: 1, is_tnb: 0 })).toBe('catalogue');
    expect(categorySourceOf({ ...buyer, by_id: SPECIAL_BUYER_ID }, { catalog_id: 2, is_tnb: 0 })).toBe('catalogue');
  });
});

describe('catalogue products screen without a category', () => {
  it('lists the whole catalogue for non-special catalogue users', () => {
    expect(listsWholeCatalogue(catalogueUser, { catalog_id: 1, is_tnb: 0 })).toBe(true);
    expect(listsWholeCatalogue(buyer, { catalog_id: 1, is_tnb: 0 })).toBe(true);
  });

  it('sends special and energy buyers, visitors and buyers without a catalogue to the categories', () => {
    expect(listsWholeCatalogue({ ...buyer, by_id: SPECIAL_BUYER_ID }, { catalog_id: 2, is_tnb: 0 })).toBe(false);
    expect(listsWholeCatalogue({ ...catalogueUser, isTnbUser: true }, { catalog_id: 1, is_tnb: 0 })).toBe(false);
    expect(listsWholeCatalogue(catalogueUser, { catalog_id: 1, is_tnb: 1 })).toBe(false);
    expect(listsWholeCatalogue(buyer, noCatalogue)).toBe(false);
    expect(listsWholeCatalogue(null, null)).toBe(false);
  });
});

describe('catalogue listing or catalogue search', () => {
  it('lists through GET /products/catalogue until a filter or a sort is applied', () => {
    expect(needsCatalogueSearch(EMPTY_FILTERS, 'relevance')).toBe(false);
    expect(needsCatalogueSearch(EMPTY_FILTERS, 'newest')).toBe(true);
    expect(needsCatalogueSearch({ ...EMPTY_FILTERS, ratings: [4] }, 'relevance')).toBe(true);
    expect(needsCatalogueSearch({ ...EMPTY_FILTERS, priceRange: [10, 100_000] }, 'relevance')).toBe(true);
  });
});

describe('catalogue search query', () => {
  it('asks 24 a page from the page offset, in the category, with the location and no sort for relevance', () => {
    expect(catalogueSearchParams({ ...search, page: 3, categoryId: 12 })).toEqual({
      q: 'glove',
      limit: 24,
      offset: 48,
      filter: [],
      state: 'Selangor',
      district: 'Petaling',
      categoryId: 12,
    });
  });

  it('sends the sort code of the chosen sort', () => {
    expect(catalogueSearchParams({ ...search, sort: 'price_low_high' }).sort).toBe('min_price_in_cents:asc');
    expect(catalogueSearchParams({ ...search, sort: 'rating' }).sort).toBe('seller.rating:desc');
  });

  it('leaves out the default price range of 0 to 100000 RM and the shipping range of 0 to 1000', () => {
    expect(catalogueSearchParams(search).filter).toEqual([]);
  });

  it('sends a chosen price range in cents (RM x100)', () => {
    const filter = catalogueSearchParams({ ...search, filters: { ...EMPTY_FILTERS, priceRange: [12.5, 300] } }).filter;
    expect(filter).toEqual(['min_price_in_cents >= 1250', 'min_price_in_cents <= 30000']);
  });

  it('sends a chosen shipping cost range in cents', () => {
    const filter = catalogueSearchParams({ ...search, filters: { ...EMPTY_FILTERS, shippingCostRange: [5, 20] } }).filter;
    expect(filter).toEqual(['shipping_cost_in_cents >= 500', 'shipping_cost_in_cents <= 2000']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  catalogueViewAttributesOf,
  catalogueViewHref,
  catalogueViewOf,
  FIRST_CATALOGUE_VIEW,
  type CatalogueView,
} from '../../src/lib/catalogue-view';
import { EMPTY_FILTERS, filtersOfQuery, listingQuery } from '../../src/lib/filters';

const ROUTE = '/app/marketplace/product/catalogue';

const view: CatalogueView = {
  search: 'notebook a4',
  filters: {
    ...EMPTY_FILTERS,
    brands: ['3M'],
    ratings: [5, 4],
    moq: ['U0'],
    freeShipping: 'Y',
    contracted: true,
    priceRange: [10, 250.5],
    sellerStates: ['Selangor', 'Kuala Lumpur'],
  },
  sort: 'price_low_high',
  page: 3,
};

/** The query of an address, as the storefront's router hands it to the screen. */
const queryOf = (href: string) => Object.fromEntries(new URL(href, 'https://shop.example').searchParams);

describe('the catalogue view in the address', () => {
  it('writes only what differs from the first view, after the screen own parameters', () => {
    expect(catalogueViewHref(ROUTE, { id: null, token: '' }, FIRST_CATALOGUE_VIEW)).toBe(ROUTE);
    expect(catalogueViewHref(ROUTE, { id: 12 }, { ...FIRST_CATALOGUE_VIEW, search: 'AS-7967' })).toBe(`${ROUTE}?id=12&search=AS-7967`);
    expect(catalogueViewHref(ROUTE, {}, { ...FIRST_CATALOGUE_VIEW, sort: 'newest', page: 2 })).toBe(`${ROUTE}?sort=newest&page=2`);
  });

  it('reads back the view it wrote, through the attributes a host router sets', () => {
    const attributes = catalogueViewAttributesOf(queryOf(catalogueViewHref(ROUTE, { id: 12 }, view)));
    expect(catalogueViewOf(attributes)).toEqual(view);
    expect(attributes).not.toHaveProperty('id');
  });

  it('opens a hand-edited or malformed address at the first view for what it cannot read', () => {
    const read = catalogueViewOf(
      catalogueViewAttributesOf({
        search: '  gloves ',
        sort: 'cheapest',
        page: '-2',
        ratings: '9,x,3',
        moq: 'U0,BAD',
        free_shipping: 'Q',
        min_price: 'abc',
        max_price: '50',
      }),
    );
    expect(read).toEqual({
      search: 'gloves',
      sort: 'relevance',
      page: 1,
      filters: { ...EMPTY_FILTERS, ratings: [3], moq: ['U0'], priceRange: [0, 50] },
    });
    expect(catalogueViewOf({ page: '2.5' }).page).toBe(1);
  });
});

describe('filters from listing parameters', () => {
  it('is the inverse of listingQuery', () => {
    const query = Object.fromEntries(Object.entries(listingQuery(view.filters, true)).map(([name, value]) => [name, String(value)]));
    expect(filtersOfQuery(query)).toEqual(view.filters);
    expect(filtersOfQuery({})).toEqual(EMPTY_FILTERS);
  });

  it('swaps a reversed price range and keeps one brand (brands are single choice)', () => {
    expect(filtersOfQuery({ min_price: '90', max_price: '10' }).priceRange).toEqual([10, 90]);
    expect(filtersOfQuery({ brands: 'Pilot, Japan' }).brands).toEqual(['Pilot, Japan']);
  });
});

import { EMPTY_FILTERS, filtersOfQuery, listingQuery, type Filters } from './filters';
import { parseSort, type ListingSort } from './sort';

/**
 * What a catalogue search view shows (spec 2 section 2): its search text, applied filters, sort
 * and page. The address keeps it, so Back, a reload and a shared link show the same view.
 */
export interface CatalogueView {
  search: string;
  filters: Filters;
  sort: ListingSort;
  page: number;
}

export const FIRST_CATALOGUE_VIEW: CatalogueView = { search: '', filters: EMPTY_FILTERS, sort: 'relevance', page: 1 };

/** The view as the catalogue elements take it: search, sort and page attributes, and the filters as a query string. */
export interface CatalogueViewAttributes {
  search?: string;
  sort?: string;
  page?: number | string;
  /** The filters' listing parameters as a query string: 'brands=3M&ratings=4,5'. */
  filters?: string;
}

/** The address query's names of the filters (those of the listing API, spec 1 section 7). */
const FILTER_PARAMS = [
  'brands',
  'ratings',
  'moq',
  'seller_states',
  'free_shipping',
  'contracted',
  'min_price',
  'max_price',
  'min_shipping_cost',
  'max_shipping_cost',
];

/** A page number from an attribute or the address; anything but a whole number from 1 is page 1. */
function pageOf(value: number | string | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The view the attributes name; anything missing or malformed is the first view's. */
export function catalogueViewOf(attributes: CatalogueViewAttributes): CatalogueView {
  return {
    search: (attributes.search ?? '').trim(),
    filters: filtersOfQuery(Object.fromEntries(new URLSearchParams(attributes.filters ?? ''))),
    sort: parseSort(attributes.sort),
    page: pageOf(attributes.page),
  };
}

/** The filters as the filters attribute holds them ('' for none). */
function filtersText(filters: Filters): string {
  return new URLSearchParams(Object.entries(listingQuery(filters, true)).map(([name, value]) => [name, String(value)])).toString();
}

/** The view as attributes: only what differs from the first view, in a fixed order (the filters as one query string). */
function viewAttributes(view: CatalogueView): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (view.search) attributes.search = view.search;
  const filters = filtersText(view.filters);
  if (filters) attributes.filters = filters;
  if (view.sort !== 'relevance') attributes.sort = view.sort;
  if (view.page > 1) attributes.page = String(view.page);
  return attributes;
}

/** The address query of a view: its attributes, the filters as their own listing parameters. */
function viewParams(view: CatalogueView): [string, string][] {
  return Object.entries(viewAttributes(view)).flatMap(([name, value]): [string, string][] =>
    name === 'filters' ? [...new URLSearchParams(value)] : [[name, value]],
  );
}

/**
 * The address of a view of a screen: its route and its own parameters (a category's id or token)
 * first, then the view's.
 */
export function catalogueViewHref(
  route: string,
  own: Readonly<Record<string, string | number | null | undefined>>,
  view: CatalogueView,
): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(own))
    if (value !== null && value !== undefined && value !== '') query.append(name, String(value));
  for (const [name, value] of viewParams(view)) query.append(name, value);
  const text = query.toString();
  return text ? `${route}${route.includes('?') ? '&' : '?'}${text}` : route;
}

/** The attributes of the view an address query names (what a host router sets on the element). */
export function catalogueViewAttributesOf(query: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return viewAttributes(
    catalogueViewOf({
      search: query.search,
      sort: query.sort,
      page: query.page,
      filters: new URLSearchParams(FILTER_PARAMS.flatMap((name) => (query[name] === undefined ? [] : [[name, query[name]]]))).toString(),
    }),
  );
}

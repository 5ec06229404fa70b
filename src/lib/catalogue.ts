import { EMPTY_FILTERS, type Filters } from './filters';
import type { StateDistrict } from './location';
import { PAGE_SIZE } from './pagination';
import { SPECIAL_BUYER_ID } from './post-login';
import { searchFilterExpressions } from './search-filter';
import { searchSortOf, type ListingSort, type SearchSort } from './sort';

/** What the catalogue rules read of the user and of the buyer settings. */
export interface CatalogueViewer {
  by_id: number;
  isCatalogueUser: boolean;
  isTnbUser: boolean;
}
export interface CatalogueSettings {
  catalog_id: number | null;
  is_tnb: number;
}

/** Which categories call the category page makes: the energy buyers' or the catalogue's. */
export type CategorySource = 'tnb' | 'catalogue';

/** The category page's refusal (spec 2 section 2). */
export const ACCESS_DENIED = 'Access Denied - This page is only accessible to Catalogue users';

const isEnergyBuyer = (user: CatalogueViewer, settings: CatalogueSettings | null) => user.isTnbUser || settings?.is_tnb === 1;
const isSpecialBuyer = (user: CatalogueViewer) => user.by_id === SPECIAL_BUYER_ID;
const hasCatalogue = (user: CatalogueViewer, settings: CatalogueSettings | null) => user.isCatalogueUser || settings?.catalog_id != null;

/**
 * Who may open the category page and where its tiles come from: energy buyers from the energy
 * call; catalogue users (isCatalogueUser, a catalog_id, or the special buyer, whom post-login
 * routing sends there) from the catalogue call; anyone else, a visitor included, is refused (null).
 */
export function categorySourceOf(user: CatalogueViewer | null, settings: CatalogueSettings | null): CategorySource | null {
  if (!user) return null;
  if (isEnergyBuyer(user, settings)) return 'tnb';
  if (isSpecialBuyer(user) || hasCatalogue(user, settings)) return 'catalogue';
  return null;
}

/**
 * The products screen without a category (neither id nor token): non-special catalogue users go
 * straight to the whole catalogue's listing (spec 2 section 2, where post-login rule 2 lands
 * them); special and energy buyers, and anyone without a catalogue, go to the category page.
 */
export function listsWholeCatalogue(user: CatalogueViewer | null, settings: CatalogueSettings | null): boolean {
  if (!user || isSpecialBuyer(user) || isEnergyBuyer(user, settings)) return false;
  return hasCatalogue(user, settings);
}

const sameFilters = (a: Filters, b: Filters) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The products screen asks GET /products/catalogue (id, token, search and page only) until a filter
 * or a sort other than relevance is applied; those only the catalogue search understands.
 */
export function needsCatalogueSearch(filters: Filters, sort: ListingSort): boolean {
  return sort !== 'relevance' || !sameFilters(filters, EMPTY_FILTERS);
}

/** The query of GET /products/catalogue/search (spec 2 section 7); the filter list as repeated parameters. */
export interface CatalogueSearchParams {
  q: string;
  limit: number;
  offset: number;
  filter: string[];
  sort?: SearchSort;
  state: string;
  district: string;
  categoryId?: number;
}

export interface CatalogueSearchRequest {
  text: string;
  page: number;
  filters: Filters;
  sort: ListingSort;
  location: StateDistrict;
  signedIn: boolean;
  categoryId: number | null;
}

/**
 * A catalogue search of 24 a page. Prices and shipping charges go as cents (RM x100) and only when
 * they leave the defaults, 0 to 100000 RM and 0 to 1000 (spec 2 section 9).
 */
export function catalogueSearchParams(request: CatalogueSearchRequest): CatalogueSearchParams {
  const sort = searchSortOf(request.sort);
  return {
    q: request.text,
    limit: PAGE_SIZE,
    offset: (Math.max(1, request.page) - 1) * PAGE_SIZE,
    filter: searchFilterExpressions(request.filters, request.location, request.signedIn),
    ...(sort ? { sort } : {}),
    state: request.location.state,
    district: request.location.district,
    ...(request.categoryId !== null ? { categoryId: request.categoryId } : {}),
  };
}

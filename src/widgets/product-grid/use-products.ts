import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { productBrands, unifiedListing } from '../../api/products';
import { search, searchFilterMetadata } from '../../api/search';
import type { ListingSort, Location } from '../../api/types';
import { $noQuery, createFetcherStore, newQueryScope } from '../../store/query';
import { listingQuery, type Filters } from '../../lib/filters';
import { BUILT_IN_STATES } from '../../lib/malaysia';
import { PAGE_SIZE } from '../../lib/pagination';
import { cardFromHit, cardFromListing } from '../../ui/listing/card-product';
import type { SearchType } from '../../lib/search';
import { searchFilterExpressions } from '../../lib/search-filter';
import { searchSortOf } from '../../lib/sort';
import type { ResolvedSource } from './sources';
import { $strings, type GridText } from './strings';
import { useServerText } from '../../ui/server-text';
import { useProductPage, type ProductPage, type ProductPageState } from '../../ui/listing/use-product-page';

export interface ProductsRequest {
  resolved: ResolvedSource;
  location: Pick<Location, 'state' | 'district'>;
  filters: Filters;
  sort: ListingSort;
  page: number;
  /** The search query (search source) or the search box text (other sources). */
  text: string;
  searchType: SearchType;
  signedIn: boolean;
  buyerId: number;
}

async function load(request: ProductsRequest): Promise<ProductPage> {
  const { resolved, filters, page, text, sort } = request;
  if (resolved.source === 'search') {
    // An empty query clears the results (spec 1 section 2.8).
    if (text === '') return { products: [], total: 0, totalPages: 0 };
    const response = await search({
      q: text,
      type: request.searchType,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
      filter: searchFilterExpressions(filters, request.location, request.signedIn),
      sort: searchSortOf(sort),
      buyerId: request.buyerId,
    });
    const total = response.nbHits ?? response.estimatedTotalHits;
    return { products: response.hits.map(cardFromHit), total, totalPages: Math.ceil(total / PAGE_SIZE) };
  }
  const response = await unifiedListing({
    ...resolved.base,
    ...listingQuery(filters, request.signedIn),
    page,
    limit: PAGE_SIZE,
    sort_by: sort === 'relevance' ? undefined : sort,
    search: text || undefined,
  });
  return { products: response.products.map(cardFromListing), total: response.pagination.total, totalPages: response.pagination.totalPages };
}

/** The failure text of each source (spec 1 section 8). */
function failureText(
  error: unknown,
  request: ProductsRequest,
  t: GridText,
  serverText: (failure: unknown, fallback: string) => string,
): string {
  if (request.resolved.source === 'search') return serverText(error, t.searchFailed);
  if (request.resolved.source === 'vendor') return serverText(error, t.vendorSearchFailed);
  return t.loadFailed;
}

/** Loads a page of products for `request` (null: nothing to load). */
export function useProducts(request: ProductsRequest | null): ProductPageState {
  const t = useStore($strings);
  const serverText = useServerText();
  return useProductPage('products', request, load, request?.resolved, (error, failed) => failureText(error, failed, t, serverText));
}

export interface SidebarData {
  brands: string[];
  sellerStates: [string, number | null][];
}

const ALL_STATES: [string, number | null][] = BUILT_IN_STATES.map((state) => [state.name, null]);
const NO_SIDEBAR: SidebarData = { brands: [], sellerStates: [] };

/** What the sidebar's filter metadata is asked for: the search query and buyer, or the listing's ids. */
type SidebarRequest =
  | { source: 'search'; query: string; buyerId: number }
  | { source: 'listing'; base: Pick<ResolvedSource['base'], 'categoryId' | 'subcategoryId' | 'vendorId'>; hideStates: boolean };

function sidebarRequest(resolved: ResolvedSource, query: string, buyerId: number): SidebarRequest {
  if (resolved.source === 'search') return { source: 'search', query, buyerId };
  const { categoryId, subcategoryId, vendorId } = resolved.base;
  return { source: 'listing', base: { categoryId, subcategoryId, vendorId }, hideStates: resolved.source === 'vendor' };
}

async function loadSidebar(request: SidebarRequest): Promise<SidebarData> {
  if (request.source === 'search') {
    const meta = await searchFilterMetadata(request.query, request.buyerId);
    return { brands: meta.brands, sellerStates: Object.entries(meta.sellerStates) };
  }
  const brands = await productBrands(request.base);
  return { brands, sellerStates: request.hideStates ? [] : ALL_STATES };
}

const warnSidebar = (error: unknown) => console.warn('LaPasar: filter metadata could not be loaded', error);

/** Brands and seller states for the sidebar; a failure only warns and keeps what is shown (spec 1 section 8). */
export function useSidebarData(resolved: ResolvedSource | null, query: string, buyerId: number, ready: boolean): SidebarData {
  const [scope] = useState(newQueryScope);
  const key = resolved && ready ? JSON.stringify(sidebarRequest(resolved, query, buyerId)) : null;
  const $sidebar = useMemo(
    () =>
      key === null
        ? null
        : createFetcherStore<SidebarData>(['sidebar:', key, scope], {
            fetcher: (_, json) => loadSidebar(JSON.parse(String(json)) as SidebarRequest),
            onError: warnSidebar,
          }),
    [key, scope],
  );
  const { data } = useStore($sidebar ?? $noQuery);
  const [last, setLast] = useState(NO_SIDEBAR);
  if (data && data !== last) setLast(data);
  return data ?? last;
}

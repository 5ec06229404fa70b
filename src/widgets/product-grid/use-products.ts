import { useEffect, useState } from 'react';
import { serverMessage } from '../../api/client';
import { productBrands, unifiedListing } from '../../api/products';
import { search, searchFilterMetadata } from '../../api/search';
import type { ListingSort, Location } from '../../api/types';
import { listingQuery, type Filters } from '../../lib/filters';
import { BUILT_IN_STATES } from '../../lib/malaysia';
import { PAGE_SIZE } from '../../lib/pagination';
import { cardFromHit, cardFromListing } from '../../lib/product';
import type { SearchType } from '../../lib/search';
import { searchFilterExpressions } from '../../lib/search-filter';
import { searchSortOf } from '../../lib/sort';
import type { ResolvedSource } from './sources';
import { strings as t } from './strings';
import { useProductPage, type ProductPage, type ProductPageState } from '../../ui/listing/use-product-page';

export interface ProductsRequest {
  resolved: ResolvedSource;
  location: Location;
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
function failureText(request: ProductsRequest, error: unknown): string {
  if (request.resolved.source === 'search') return serverMessage(error) || t.searchFailed;
  if (request.resolved.source === 'vendor') return serverMessage(error) || t.vendorSearchFailed;
  return t.loadFailed;
}

/** Loads a page of products for `request` (null: nothing to load); `retry` reloads it. */
export function useProducts(request: ProductsRequest | null, key: string, retry: number): ProductPageState {
  return useProductPage(request && (() => load(request)), key, request?.resolved, (error) => (request ? failureText(request, error) : ''), retry);
}

export interface SidebarData {
  brands: string[];
  sellerStates: [string, number | null][];
}

const ALL_STATES: [string, number | null][] = BUILT_IN_STATES.map((state) => [state.name, null]);

/** Brands and seller states for the sidebar; a failure only warns (spec 1 section 8). */
export function useSidebarData(resolved: ResolvedSource | null, query: string, buyerId: number, ready: boolean): SidebarData {
  const [data, setData] = useState<SidebarData>({ brands: [], sellerStates: [] });
  useEffect(() => {
    if (!resolved || !ready) return;
    let current = true;
    const hideStates = resolved.source === 'vendor';
    const loading: Promise<SidebarData> =
      resolved.source === 'search'
        ? searchFilterMetadata(query, buyerId).then((meta) => ({ brands: meta.brands, sellerStates: Object.entries(meta.sellerStates) }))
        : productBrands({ categoryId: resolved.base.categoryId, subcategoryId: resolved.base.subcategoryId, vendorId: resolved.base.vendorId }).then((brands) => ({ brands, sellerStates: ALL_STATES }));
    loading.then(
      (loaded) => current && setData(hideStates ? { ...loaded, sellerStates: [] } : loaded),
      (error: unknown) => console.warn('LaPasar: filter metadata could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [resolved, query, ready]);
  return data;
}

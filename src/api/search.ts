import type { SearchType } from '../lib/search';
import { request } from './client';
import type { FilterMetadataResponse, SearchResponse, SearchSort } from './types';

/** The product search payload (spec 1 section 7): q, limit 24, offset, filter list, sort, buyerId. */
export interface SearchParams {
  q: string;
  type: SearchType;
  limit: number;
  offset: number;
  filter: string[];
  sort?: SearchSort;
  /** Sent only when greater than 0 (spec 1 section 6). */
  buyerId?: number;
}

const buyer = (buyerId: number | undefined) => (buyerId !== undefined && buyerId > 0 ? { buyerId } : {});

/** GET /search (skip-auth); the filter list is sent as repeated `filter` parameters. */
export function search({ q, type, limit, offset, filter, sort, buyerId }: SearchParams): Promise<SearchResponse> {
  const query = { q, type, limit, offset, filter, ...(sort ? { sort } : {}), ...buyer(buyerId) };
  return request<SearchResponse>('/search', { skipAuth: true, query });
}

/** GET /search/filter-metadata (skip-auth): brands, price range and seller-state counts of a query. */
export async function searchFilterMetadata(q: string, buyerId?: number): Promise<FilterMetadataResponse['data']> {
  return (await request<FilterMetadataResponse>('/search/filter-metadata', { skipAuth: true, query: { q, ...buyer(buyerId) } })).data;
}

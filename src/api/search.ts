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

/*
 * Spec 1 section 7 marks the search calls skip-auth and names the buyer by buyerId. A buyerId
 * proves nothing, and what it unlocks is the buyer's own (real seller names, their contracted
 * items), so the token goes along when there is one: a visitor's search is unchanged, a 401 never
 * ends the session, and buyerId is still sent for backends that read it.
 */

/** GET /search; the filter list is sent as repeated `filter` parameters. */
export function search({ q, type, limit, offset, filter, sort, buyerId }: SearchParams): Promise<SearchResponse> {
  const query = { q, type, limit, offset, filter, ...(sort ? { sort } : {}), ...buyer(buyerId) };
  return request<SearchResponse>('/search', { optionalAuth: true, query });
}

/** GET /search/filter-metadata: brands, price range and seller-state counts of a query. */
export async function searchFilterMetadata(q: string, buyerId?: number): Promise<FilterMetadataResponse['data']> {
  return (await request<FilterMetadataResponse>('/search/filter-metadata', { optionalAuth: true, query: { q, ...buyer(buyerId) } })).data;
}

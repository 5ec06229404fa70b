import type { ListingSort, SearchSort } from '../api/types';

/** The sort select's codes in display order (spec 1 sections 2.9 and 9). */
export const LISTING_SORTS: readonly ListingSort[] = ['relevance', 'price_low_high', 'price_high_low', 'newest', 'rating'];

const SEARCH_SORTS: Readonly<Record<ListingSort, SearchSort | undefined>> = {
  relevance: undefined,
  price_low_high: 'min_price_in_cents:asc',
  price_high_low: 'min_price_in_cents:desc',
  newest: 'created_at:desc',
  rating: 'seller.rating:desc',
};

/** The /search sort of a listing sort; relevance sends none. */
export function searchSortOf(sort: ListingSort): SearchSort | undefined {
  return SEARCH_SORTS[sort];
}

/** A sort from an attribute or select value; anything unknown is relevance. */
export function parseSort(value: string | null | undefined): ListingSort {
  return LISTING_SORTS.includes(value as ListingSort) ? (value as ListingSort) : 'relevance';
}

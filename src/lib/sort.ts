/** The listing sort codes, in the sort select's display order (spec 1 sections 2.9 and 9); absent means relevance. */
export const LISTING_SORTS = ['relevance', 'price_low_high', 'price_high_low', 'newest', 'rating'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** The search sort codes (spec 1 section 9). */
export const SEARCH_SORTS = ['min_price_in_cents:asc', 'min_price_in_cents:desc', 'created_at:desc', 'seller.rating:desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

const SEARCH_SORT_OF: Readonly<Record<ListingSort, SearchSort | undefined>> = {
  relevance: undefined,
  price_low_high: 'min_price_in_cents:asc',
  price_high_low: 'min_price_in_cents:desc',
  newest: 'created_at:desc',
  rating: 'seller.rating:desc',
};

/** The /search sort of a listing sort; relevance sends none. */
export function searchSortOf(sort: ListingSort): SearchSort | undefined {
  return SEARCH_SORT_OF[sort];
}

const isListingSort = (value: string | null | undefined): value is ListingSort => LISTING_SORTS.some((sort) => sort === value);

/** A sort from an attribute or select value; anything unknown is relevance. */
export function parseSort(value: string | null | undefined): ListingSort {
  return isListingSort(value) ? value : 'relevance';
}

import { catalogue } from '../store/language';

/** User-facing text of the search bar (spec 1 sections 2.2, 4 and 8). */
export const $searchStrings = catalogue(
  'search',
  {
    label: 'Search',
    typeLabel: 'Search by',
    byProduct: 'By Product',
    bySeller: 'By Seller',
    placeholder: 'What are you looking for?',
    submit: 'Search',
    needLocation: 'Please set your state and district first to search products',
  } as const,
  () => import('./search-strings.ms'),
);

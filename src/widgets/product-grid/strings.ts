import { pageText } from '../../lib/page-text';
import type { StoreValue } from 'nanostores';
import { catalogue } from '../../store/language';

/** User-facing text of lapasar-product-grid (spec 1 sections 2.1, 2.7-2.9 and 8). */
export const $strings = catalogue(
  'product-grid',
  {
    home: pageText.home,
    searchTitle: pageText.searchTitle,
    vendorTitle: 'Vendor Products',
    showing: 'Showing {n} of {m} products',
    showingResults: pageText.showingResults,
    showingFor: ' for "{term}"',
    searchLabel: 'Search products',
    searchPlaceholder: 'Search products',
    vendorSearchPlaceholder: 'Search products from {company}...',
    noProducts: 'No products found.',
    noResults: 'No results found for "{query}".',
    enterSearch: 'Enter a search term to find products.',
    loadFailed: 'Failed to load products. Please try again later.',
    errorHeading: 'Error',
    tryAgain: 'Try Again',
    searchFailed: 'Failed to fetch search results.',
    vendorSearchFailed: 'Failed to fetch vendor products.',
    vendorFailed: 'Failed to load vendor information',
    vendorEmptyFor: 'No products found for "{term}" from this vendor.',
    vendorEmpty: 'No products available from this vendor.',
    invalidToken: 'Invalid category token',
    notFound: 'Category Not Found',
    notFoundText: 'The requested category could not be found.',
    unsupported: 'Unsupported listing type',
    verified: 'Verified Vendor',
    reviews: '({n} reviews)',
    products: 'Products',
  } as const,
  () => import('./strings.ms'),
);

export type GridText = StoreValue<typeof $strings>;

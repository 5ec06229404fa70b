import { count } from '@nanostores/i18n';
import { pageText } from '../../lib/page-text';
import { catalogue } from '../../store/language';

/** User-facing text of the product card, filters, sort and pagination (spec 1 sections 2.6-2.9). */
export const $listingStrings = catalogue(
  'listing',
  {
    breadcrumb: pageText.breadcrumb,
    imageMissing: 'Image not available',
    freeShipping: 'Free Shipping',
    contracted: 'Contracted Item',
    soldBy: 'Sold by',
    quickAdd: 'Quick Add',
    quickAddTo: 'Quick add to cart:',
    outOfStock: 'Out of Stock',
    reviews: '({n} reviews)',
    loading: 'Loading...',
    // Filters
    filters: 'Filters',
    brands: 'Brands',
    allBrands: 'All brands',
    price: 'Price Range (RM)',
    shippingCost: 'Shipping Cost (RM)',
    min: 'Min',
    max: 'Max',
    ratings: 'Ratings',
    stars: count({ one: '{count} star', other: '{count} stars' }),
    freeShippingFilter: 'Free Shipping',
    freeShippingAny: 'Any',
    freeShippingY: 'Free',
    freeShippingN: 'With charge',
    freeShippingC: 'Conditional',
    moq: 'Minimum Order Quantity',
    moqNone: 'No minimum',
    contractedFilter: 'Contracted Items',
    sellerStates: 'Seller Location',
    apply: 'Apply Filters',
    reset: 'Reset',
    // Sort
    sortBy: 'Sort by',
    sorts: {
      relevance: 'Relevance',
      price_low_high: 'Price: Low to High',
      price_high_low: 'Price: High to Low',
      newest: 'Newest',
      rating: 'Rating',
    },
    // Pagination
    pagination: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {n}',
  } as const,
  () => import('./strings.ms'),
);

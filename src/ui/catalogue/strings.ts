import { count } from '@nanostores/i18n';
import { catalogue } from '../../store/language';

/** User-facing text of the catalogue screens (spec 2 sections 2 and 8). */
export const $catalogueStrings = catalogue(
  'catalogue-screens',
  {
    productsTitle: 'Catalogue Products',
    categoriesTitle: 'Catalogue Categories',
    showing: 'Showing {n} of {m} products',
    searchLabel: 'Search catalogue products',
    searchPlaceholder: 'Search catalogue products',
    empty: 'No products found for this catalogue selection.',
    backToCategories: 'Back to Categories',
    backToHome: 'Back to Home',
    loadFailed: 'Failed to load catalogue products. Please try again later.',
    searchFailed: 'Failed to fetch search results.',
    noCategories: 'No categories available for your account.',
    categoryNotFound: 'Category Not Found',
    categoryNotFoundDetail: 'The requested category could not be found.',
    productCount: count({ one: '{count} product', other: '{count} products' }),
    tryAgain: 'Try Again',
  } as const,
  () => import('./strings.ms'),
);

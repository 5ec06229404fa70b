import { catalogue } from '../../store/language';

/** User-facing text of the CATEGORIES popover (spec 1 sections 2.2 and 8). */
export const $categoryStrings = catalogue(
  'category-menu',
  {
    button: 'CATEGORIES',
    all: 'All Categories',
    loading: 'Loading...',
    failed: 'Failed to load categories.',
    showChildren: 'Show subcategories of',
  } as const,
  () => import('./strings.ms'),
);

import { catalogue } from '../store/language';

/** User-facing text of the wishlist toggle (spec 1 sections 6 and 8). */
export const $wishlistStrings = catalogue(
  'wishlist-toggle',
  {
    /** The toggle's name; aria-pressed tells whether it is in the wishlist. */
    label: 'Add {name} to wishlist',
    addFailed: 'Failed to add to wishlist',
    removeFailed: 'Failed to remove from wishlist',
  } as const,
  () => import('./wishlist-strings.ms'),
);

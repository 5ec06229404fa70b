import { catalogue } from '../../store/language';

/** User-facing text of lapasar-count-badge. */
export const $strings = catalogue(
  'count-badge',
  {
    wishlist: 'Wishlist items',
    cart: 'Cart items',
    compare: 'Compare items',
  } as const,
  () => import('./strings.ms'),
);

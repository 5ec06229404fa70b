/** User-facing text of lapasar-count-badge. */
export const strings = {
  wishlist: 'Wishlist items',
  cart: 'Cart items',
  compare: 'Compare items',
} as const;

import type { AddToCartRequest, CartItem, CartSummary, Location, SellerShipping, User } from '../api/types';
import type { SearchType } from '../lib/search';

/** The `detail` of every event the elements fire. */
export interface LapasarEventDetails {
  /** A link or action wants to go to `href`; cancel it to route yourself. */
  'lapasar-navigate': { href: string };
  'lapasar-search': { query: string; type: SearchType; href: string };
  'lapasar-location-change': Location;
  'lapasar-login': { user: User };
  'lapasar-logout': Record<string, never>;
  /** An item went to the cart; cartCount is the cart's new line count. */
  'lapasar-add-to-cart': AddToCartRequest & { cartCount: number };
  /** The cart goes to checkout with the lines not excluded by location; cancel it to route yourself. */
  'lapasar-checkout': { items: CartItem[]; summary: CartSummary; shippingDetails: SellerShipping[] };
  /** The checkout wizard submitted the order; cancel it to show the outcome yourself. */
  'lapasar-order-submitted': { poId: string; isBudgetPending: boolean; isEdited: boolean; createdDate: string };
  /** The order's lines are in the cart, to edit it at `href` (checkout with ?edit=); cancel it to route yourself. */
  'lapasar-edit-order': { poId: string; href: string };
  /** The signed-in user may not open this screen; cancel it to show `message` and route yourself. */
  'lapasar-access-denied': { message: string };
}

export type LapasarEventName = keyof LapasarEventDetails;
export type LapasarEvent<K extends LapasarEventName> = CustomEvent<LapasarEventDetails[K]>;

declare global {
  interface GlobalEventHandlersEventMap {
    'lapasar-navigate': LapasarEvent<'lapasar-navigate'>;
    'lapasar-search': LapasarEvent<'lapasar-search'>;
    'lapasar-location-change': LapasarEvent<'lapasar-location-change'>;
    'lapasar-login': LapasarEvent<'lapasar-login'>;
    'lapasar-logout': LapasarEvent<'lapasar-logout'>;
    'lapasar-add-to-cart': LapasarEvent<'lapasar-add-to-cart'>;
    'lapasar-checkout': LapasarEvent<'lapasar-checkout'>;
    'lapasar-order-submitted': LapasarEvent<'lapasar-order-submitted'>;
    'lapasar-edit-order': LapasarEvent<'lapasar-edit-order'>;
    'lapasar-access-denied': LapasarEvent<'lapasar-access-denied'>;
  }
}

/**
 * Fires a lapasar-* event from inside a shadow root; it bubbles and is composed, so the host page
 * sees it on the element. Returns false when a listener cancelled it.
 */
export function emit<K extends LapasarEventName>(
  from: EventTarget | null,
  name: K,
  detail: LapasarEventDetails[K],
  cancelable = false,
): boolean {
  if (!from) return true;
  return from.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}

/**
 * Asks the host to navigate: fires the cancelable lapasar-navigate and, unless a host router
 * cancelled it, goes there.
 */
export function navigate(from: EventTarget | null, href: string): void {
  if (emit(from, 'lapasar-navigate', { href }, true)) location.assign(href);
}

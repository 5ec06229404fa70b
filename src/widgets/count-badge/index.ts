import type { CountKind } from '../../store/counts';
import { lazySheet } from '../../theme/sheets';
import { defineElement, elementClass } from '../../ui/custom-element';
import { CountBadgeView } from './count-badge';
import css from './count-badge.css?inline';

/**
 * The wishlist, cart or compare count of the signed-in buyer, capped at 99+. Renders nothing at 0
 * (and for a visitor, whose counts are 0).
 *
 * @summary A count badge for wishlist, cart or compare.
 * @tagname lapasar-count-badge
 * @attr {'wishlist' | 'cart' | 'compare'} kind - Which count to show. Defaults to cart.
 * @csspart badge - The count bubble.
 * @cssproperty --lapasar-color-badge - Badge background.
 */
export class LapasarCountBadge extends elementClass(CountBadgeView, { kind: 'string' }, lazySheet(css)) {
  declare kind: CountKind;
}

export const tagName = 'lapasar-count-badge';

/** Defines lapasar-count-badge (once per page). */
export function define(): void {
  defineElement(tagName, LapasarCountBadge);
}

declare global {
  interface HTMLElementTagNameMap {
    'lapasar-count-badge': LapasarCountBadge;
  }
}

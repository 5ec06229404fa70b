import { MoneyText } from '../money-text';
import { useStore } from '@nanostores/react';
import { useEffect, useEffectEvent, useRef } from 'react';
import * as listingStyles from '../listing/listing.css';
import * as styles from './cart.css';
import { fill } from '../../lib/fill';
import { $cartStrings } from './strings';
import { useMoney } from '../use-money';

/** How long the Added to Cart popup stays (spec 1 section 9). */
const ADDED_POPUP_MS = 3000;

export interface AddedItem {
  name: string;
  quantity: number;
  price: number;
}

/**
 * The Added to Cart confirmation: product name, quantity and price; hides itself after 3 s. It is
 * a popover, so it shows in the top layer above the quick-add dialog it follows.
 */
export function AddedPopup({ item, onHide }: { item: AddedItem | null; onHide: () => void }) {
  const t = useStore($cartStrings);
  const money = useMoney();
  const popup = useRef<HTMLDivElement>(null);
  const hide = useEffectEvent(onHide);
  useEffect(() => {
    const element = popup.current;
    if (!element) return;
    const shown = element.matches(':popover-open');
    if (item && !shown) element.showPopover();
    if (!item && shown) element.hidePopover();
    if (!item) return;
    const timer = setTimeout(hide, ADDED_POPUP_MS);
    return () => clearTimeout(timer);
  }, [item]);
  return (
    <div role="status" aria-live="polite">
      <div ref={popup} popover="manual" className={styles.popup} part="added-popup">
        {item && (
          <>
            <strong>{t.added}</strong>
            <div>{item.name}</div>
            <div className={listingStyles.muted}>
              <MoneyText text={fill(t.addedLine, { qty: item.quantity, price: money.rm(item.price) })} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}

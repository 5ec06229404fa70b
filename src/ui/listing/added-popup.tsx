import { useEffect } from 'react';
import { formatRM } from '../../lib/money';
import * as styles from './listing.css';
import { fill, listingStrings as t } from './strings';

/** How long the Added to Cart popup stays (spec 1 section 9). */
export const ADDED_POPUP_MS = 3000;

export interface AddedItem {
  name: string;
  quantity: number;
  price: number;
}

/** The Added to Cart confirmation: product name, quantity and price; hides itself after 3 s. */
export function AddedPopup({ item, onHide }: { item: AddedItem | null; onHide: () => void }) {
  useEffect(() => {
    if (!item) return;
    const timer = setTimeout(onHide, ADDED_POPUP_MS);
    return () => clearTimeout(timer);
  }, [item]);
  return (
    <div role="status" aria-live="polite">
      {item && (
        <div className={styles.popup} part="added-popup">
          <strong>{t.added}</strong>
          <div>{item.name}</div>
          <div className={styles.muted}>{fill(t.addedLine, { qty: item.quantity, price: formatRM(item.price) })}</div>
        </div>
      )}
    </div>
  );
}

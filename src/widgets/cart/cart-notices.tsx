import { useStore } from '@nanostores/react';
import type { Cart } from '../../api/types';
import { moqShortfall } from '../../lib/cart';
import { fill } from '../../lib/fill';
import * as ui from '../../ui/ui.css';
import * as styles from './cart.css';
import { $strings } from './strings';

/** The included lines still below their MOQ, with how many units each lacks. */
export function moqShortfalls(cart: Cart) {
  return cart.cartItems
    .filter((item) => !item.is_excluded)
    .map((item) => ({ item, shortfall: moqShortfall(item.quantity, item.moq) }))
    .filter(({ shortfall }) => shortfall > 0);
}

/** The location restriction and MOQ notices above the cart (spec 2 section 2). */
export function CartNotices({ cart, onRemoveExcluded }: { cart: Cart; onRemoveExcluded: (skuIds: number[]) => void }) {
  const t = useStore($strings);
  const excluded = cart.businessLogic.locationRestrictions.excludedItems;
  const short = moqShortfalls(cart);
  return (
    <>
      {excluded.length > 0 && (
        <div className={styles.notice} part="restricted-notice">
          <p className={styles.noticeTitle}>{fill(t.restrictedCount, { n: excluded.length })}</p>
          <p className={styles.muted}>{t.restrictedNote}</p>
          <button
            type="button"
            className={ui.button}
            part="remove-restricted"
            onClick={() => onRemoveExcluded(excluded.map((item) => item.skuId))}
          >
            {fill(t.removeRestricted, { n: excluded.length })}
          </button>
        </div>
      )}
      {short.length > 0 && (
        <div className={styles.notice} part="moq-notice">
          <p className={styles.noticeTitle}>{t.moqTitle}</p>
          <p className={styles.muted}>{t.moqNote}</p>
          <ul className={styles.noticeList}>
            {short.map(({ item, shortfall }) => (
              <li key={item.sku_id}>{fill(t.moqLine, { product: item.product_name, n: shortfall, moq: item.moq })}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

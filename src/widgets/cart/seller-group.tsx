import { MoneyText } from '../../ui/money-text';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { Cart, CartItem } from '../../api/types';
import { vendorMinimumMessage } from '../../lib/cart';
import type { StockDialogProblem } from '../../ui/cart/use-add-to-cart';
import { fill } from '../../lib/fill';
import { useMoney } from '../../ui/use-money';
import { CartLine } from './cart-line';
import * as styles from './cart.css';
import { $strings } from './strings';

/** What a line can ask of the page. */
export interface CartActions {
  /** The server refused a quantity for stock: the stock dialog opens. */
  onStock: (skuId: number, problem: StockDialogProblem) => void;
  /** Opens a line's product references; null where there are none to keep (a punch-out session). */
  onReferences: ((skuId: number) => void) | null;
  onRemove: (item: CartItem) => Promise<void>;
}

/** One seller's lines as a table, its unmet vendor minimums, subtotal and shipping. */
export function SellerGroup({ items, cart, actions }: { items: CartItem[]; cart: Cart; actions: CartActions }) {
  const t = useStore($strings);
  const money = useMoney();
  const headingId = useId();
  const { sl_id: sellerId, seller_name: sellerName } = items[0];
  const shipping = cart.shippingDetails.find((entry) => entry.sellerId === sellerId);
  const unmet = cart.vendorMinimumOrder.minimums.filter((minimum) => minimum.sellerId === sellerId && !minimum.met);
  return (
    <section className={styles.group} aria-labelledby={headingId} part="seller-group">
      <h2 id={headingId} className={styles.groupTitle} part="seller-name">
        {fill(t.seller, { name: sellerName })}
      </h2>
      {unmet.length > 0 && (
        <div className={styles.notice} role="alert" part="vendor-minimum">
          {unmet.map((minimum) => (
            <p key={minimum.categoryId} className={styles.noticeTitle}>
              {vendorMinimumMessage(
                minimum.sellerName,
                minimum.categoryName,
                minimum.minimumAmount,
                minimum.currentAmount,
                t.vendorMinimum,
              )}
            </p>
          ))}
        </div>
      )}
      <table className={styles.table} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{t.product}</th>
            <th scope="col">{t.price}</th>
            <th scope="col">{t.quantity}</th>
            <th scope="col">{t.total}</th>
            <th scope="col">{t.actions}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <CartLine key={item.sku_id} item={item} actions={actions} />
          ))}
        </tbody>
      </table>
      {shipping && (
        <dl className={styles.groupTotals} part="seller-totals">
          <dt>{t.sellerSubtotal}</dt>
          <dd part="seller-subtotal">
            <MoneyText text={money.rm(shipping.subtotal)} />
          </dd>
          <dt>{t.shipping}</dt>
          <dd part="seller-shipping">
            {cart.location === null ? (
              t.needLocation
            ) : shipping.isFreeShipping || shipping.shippingFee === 0 ? (
              t.free
            ) : (
              <MoneyText text={money.rm(shipping.shippingFee)} />
            )}
          </dd>
        </dl>
      )}
    </section>
  );
}

import { MoneyText } from '../../ui/money-text';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { Cart } from '../../api/types';
import { checkoutButton, transferButton } from '../../lib/cart';
import { fill } from '../../lib/fill';
import { $punchout, transferPunchoutCart } from '../../store/session';
import * as ui from '../../ui/ui.css';
import { useMoney } from '../../ui/use-money';
import { moqShortfalls } from './cart-notices';
import * as styles from './cart.css';
import { $strings } from './strings';

/** Subtotal with the item count, shipping, SST and total, and the checkout button (spec 2 sections 2 and 4). */
export function OrderSummary({ cart, onCheckout }: { cart: Cart; onCheckout: () => void }) {
  const t = useStore($strings);
  const money = useMoney();
  const headingId = useId();
  const punchout = useStore($punchout);
  const { cartSummary: summary } = cart;
  const input = {
    validItems: summary.validItems,
    excludedItems: cart.businessLogic.locationRestrictions.excludedItems.length,
    moqViolations: moqShortfalls(cart).length,
    vendorErrors: cart.vendorMinimumOrder.errors.length,
  };
  // A punch-out cart goes back to the procurement system, which approves and orders it.
  const button = punchout
    ? transferButton(input, {
        ...t.checkoutLabels,
        transfer: fill(t.transfer, { system: punchout.system }),
        transferExcluded: t.transferExcluded,
      })
    : checkoutButton(input, t.checkoutLabels);
  const shipping = cart.location === null ? t.needLocation : summary.totalShippingFee === 0 ? t.free : money.rm(summary.totalShippingFee);
  return (
    <section className={styles.summary} aria-labelledby={headingId} part="order-summary">
      <h2 id={headingId} className={styles.summaryTitle}>
        {t.summary}
      </h2>
      <dl className={styles.figures}>
        <dt>{t.subtotal(summary.totalItems)}</dt>
        <dd part="subtotal">
          <MoneyText text={money.rm(summary.subtotal)} />
        </dd>
        <dt>{t.shipping}</dt>
        <dd part="shipping">
          <MoneyText text={shipping} />
        </dd>
        <dt>{fill(t.tax, { rate: summary.taxRate })}</dt>
        <dd part="tax">
          <MoneyText text={money.rm(summary.totalTax)} />
        </dd>
        <dt className={styles.grandTotal}>{t.grandTotal}</dt>
        <dd className={styles.grandTotal} part="total">
          <MoneyText text={money.rm(summary.grandTotal)} />
        </dd>
      </dl>
      <button
        type="button"
        className={ui.primaryButton}
        part="checkout"
        disabled={button.disabled}
        onClick={punchout ? transferPunchoutCart : onCheckout}
      >
        {button.label}
      </button>
      {'note' in button && button.note && (
        <p className={styles.muted} part="checkout-note">
          {button.note}
        </p>
      )}
    </section>
  );
}

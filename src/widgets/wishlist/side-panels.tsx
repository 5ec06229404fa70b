import { MoneyText } from '../../ui/money-text';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { $config } from '../../store/config';
import { preOrdersStore } from '../../store/orders';
import { newQueryScope } from '../../store/query';
import type { WishlistFigures } from '../../lib/wishlist';
import { fill } from '../../lib/fill';
import { Link } from '../../ui/link';
import * as ui from '../../ui/ui.css';
import { useMoney } from '../../ui/use-money';
import { $strings } from './strings';
import * as styles from './wishlist.css';

/** How many recent orders the page lists. */
const RECENT_ORDERS = 3;

export interface AddButton {
  /** Why none of the set may go to the cart (a product not shipped here, or one out of stock), or null. */
  blocked: 'restricted' | 'out-of-stock' | null;
  /** A bulk add is running. */
  running: boolean;
  onAdd: () => void;
}

/**
 * Add All / Add Selected: disabled and labelled 'Some Items Can't Be Shipped' when a product is
 * restricted (spec 1 section 5), or 'Some Items Are Out of Stock', as that row's button says.
 */
function BulkAddButton({ label, button, part }: { label: string; button: AddButton; part: string }) {
  const t = useStore($strings);
  const blockedLabel = button.blocked === 'restricted' ? t.cannotShip : t.someOutOfStock;
  return (
    <button
      type="button"
      className={ui.primaryButton}
      part={part}
      disabled={button.blocked !== null || button.running}
      onClick={button.onAdd}
    >
      {button.blocked ? blockedLabel : button.running ? t.adding : label}
    </button>
  );
}

/** Subtotal, shipping and total as a definition list, and what they leave out. */
function Figures({ figures, items }: { figures: WishlistFigures; items?: number }) {
  const t = useStore($strings);
  const money = useMoney();
  return (
    <>
      <dl className={styles.figures}>
        {items !== undefined && (
          <>
            <dt>{t.totalItems}</dt>
            <dd part="total-items">{items}</dd>
          </>
        )}
        <dt>{t.subtotal}</dt>
        <dd part="subtotal">
          <MoneyText text={money.rm(figures.subtotal)} />
        </dd>
        <dt>{t.shipping}</dt>
        <dd part="shipping">
          <MoneyText text={money.rm(figures.shipping)} />
        </dd>
        <dt className={styles.grandTotal}>{t.total}</dt>
        <dd className={styles.grandTotal} part="total">
          <MoneyText text={money.rm(figures.total)} />
        </dd>
      </dl>
      {figures.excluded > 0 && (
        <p className={styles.muted} part="excluded-note">
          {fill(t.excludedNote, { n: figures.excluded })}
        </p>
      )}
    </>
  );
}

/** 'Wishlist Summary': the server's totals and Add All to Cart. */
export function WishlistSummary({ figures, button }: { figures: WishlistFigures; button: AddButton }) {
  const t = useStore($strings);
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId} part="summary">
      <h3 id={headingId} className={styles.panelTitle}>
        {t.summary}
      </h3>
      <Figures figures={figures} items={figures.items} />
      <BulkAddButton label={t.addAll} button={button} part="add-all" />
    </section>
  );
}

/** 'Selected Items (n)': the figures of the ticked products and Add Selected to Cart. */
export function SelectedPanel({ figures, button }: { figures: WishlistFigures; button: AddButton }) {
  const t = useStore($strings);
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId} part="selected-panel">
      <h3 id={headingId} className={styles.panelTitle}>
        {fill(t.selectedItems, { n: figures.items })}
      </h3>
      <Figures figures={figures} />
      <BulkAddButton label={t.addSelected} button={button} part="add-selected" />
    </section>
  );
}

/** Links to shopping, the cart, the shopping lists and the order history. */
export function QuickActions() {
  const t = useStore($strings);
  const { routes } = useStore($config);
  const headingId = useId();
  return (
    <nav className={styles.panel} aria-labelledby={headingId} part="quick-actions">
      <h3 id={headingId} className={styles.panelTitle}>
        {t.quickActions}
      </h3>
      <ul className={styles.linkList}>
        <li>
          <Link href={routes.home} part="continue-shopping">
            {t.continueShopping}
          </Link>
        </li>
        <li>
          <Link href={routes.cart} part="view-cart">
            {t.viewCart}
          </Link>
        </li>
        <li>
          <Link href={routes.lists} part="shopping-lists">
            {t.shoppingLists}
          </Link>
        </li>
        <li>
          <Link href={routes.orders} part="order-history">
            {t.orderHistory}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** The buyer's latest pre-orders, each leading to the pre-order list; nothing while there are none. */
export function RecentOrders() {
  const t = useStore($strings);
  const money = useMoney();
  const { routes } = useStore($config);
  const [$orders] = useState(() => preOrdersStore(1, newQueryScope()));
  const { data } = useStore($orders);
  const headingId = useId();
  const orders = data?.data.slice(0, RECENT_ORDERS) ?? [];
  if (orders.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby={headingId} part="recent-orders">
      <h3 id={headingId} className={styles.panelTitle}>
        {t.recentOrders}
      </h3>
      <ul className={styles.linkList}>
        {orders.map((order) => (
          <li key={order.poId}>
            <Link href={routes.preOrders} part="recent-order">
              {order.poId}
            </Link>
            <p className={styles.muted}>
              <MoneyText text={`${order.stageLabel} · ${money.rm(order.grandTotal)}`} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { MoneyText } from '../../ui/money-text';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { WishlistSeller } from '../../api/types';
import { figuresOf } from '../../lib/wishlist';
import { fill } from '../../lib/fill';
import * as ui from '../../ui/ui.css';
import { useMoney } from '../../ui/use-money';
import { $strings } from './strings';
import { WishlistRow, type RowActions } from './wishlist-row';
import * as styles from './wishlist.css';
import { useServerWords } from '../../ui/server-words';

/** What a seller card can ask of the page besides its rows'. */
export interface SellerActions extends RowActions {
  removeSeller: (seller: WishlistSeller) => void;
  /** The seller whose Remove All is running. */
  removingSeller: number | null;
}

/** One seller's products: select all, Remove All, the table, subtotal, shipping and the number selected. */
export function SellerCard({ seller, actions }: { seller: WishlistSeller; actions: SellerActions }) {
  const t = useStore($strings);
  const words = useServerWords();
  const money = useMoney();
  const headingId = useId();
  const company = seller.company_name;
  const ids = seller.products.map((product) => product.product_id);
  const selected = ids.filter((id) => actions.selected.has(id)).length;
  const allTicked = selected === ids.length;
  const figures = figuresOf([seller], () => true);
  const firstShipped = seller.products.find((product) => !product.shipping.shipping_restricted);
  const removing = actions.removingSeller === seller.seller_id;
  return (
    <section className={styles.card} aria-labelledby={headingId} part="seller-card">
      <div className={styles.cardHeader}>
        <div>
          <h3 id={headingId} className={styles.cardTitle} part="seller-name">
            {company}
          </h3>
          <p className={styles.muted} part="seller-count">
            {fill(t.sellerItems, { n: ids.length })}
          </p>
        </div>
        <div className={styles.buttons}>
          <button
            type="button"
            className={ui.button}
            part="seller-select-all"
            aria-label={fill(allTicked ? t.deselectAllOf : t.selectAllOf, { company })}
            onClick={() => actions.tick(ids, !allTicked)}
          >
            {allTicked ? t.deselectAll : t.selectAll}
          </button>
          <button
            type="button"
            className={ui.button}
            part="seller-remove-all"
            aria-label={removing ? undefined : fill(t.removeAllOf, { company })}
            disabled={removing}
            onClick={() => actions.removeSeller(seller)}
          >
            {removing ? t.removing : t.removeAll}
          </button>
        </div>
      </div>
      <table className={styles.table} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{t.select}</th>
            <th scope="col">{t.image}</th>
            <th scope="col">{t.productName}</th>
            <th scope="col">{t.variants}</th>
            <th scope="col">{t.unitPrice}</th>
            <th scope="col">{t.quantity}</th>
            <th scope="col">{t.action}</th>
          </tr>
        </thead>
        <tbody>
          {seller.products.map((product) => (
            <WishlistRow key={product.product_id} product={product} actions={actions} />
          ))}
        </tbody>
      </table>
      <dl className={styles.figures} part="seller-totals">
        <dt>{t.subtotal}</dt>
        <dd part="seller-subtotal">
          <MoneyText text={money.rm(figures.subtotal)} />
        </dd>
        <dt>{t.shipping}</dt>
        {/* The charge the summary counts: the first product shipped here (spec 1 section 9). */}
        <dd part="seller-shipping">{firstShipped ? words(firstShipped.shipping.charge) : t.notShippedHere}</dd>
        <dt>{t.selectedCount}</dt>
        <dd part="seller-selected">{fill(t.selectedOf, { n: selected })}</dd>
      </dl>
      {figures.excluded > 0 && (
        <p className={styles.muted} part="seller-excluded-note">
          {fill(t.excludedNote, { n: figures.excluded })}
        </p>
      )}
    </section>
  );
}

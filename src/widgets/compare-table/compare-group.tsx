import { useStore } from '@nanostores/react';
import { useId, useState, type ReactNode } from 'react';
import type { CompareItem } from '../../api/types';
import { COMPARE_GROUP_LIMIT } from '../../lib/compare';
import { fill } from '../../lib/fill';
import * as ui from '../../ui/ui.css';
import { DeliveryTerm, Features, ItemSummary, VariantChoice, VendorRating } from './compare-item';
import * as styles from './compare-table.css';
import { $strings } from './strings';
import type { StoreValue } from 'nanostores';
import { useServerWords } from '../../ui/server-words';

type Text = StoreValue<typeof $strings>;

/** What a group's cells can do; the page carries them out. */
export interface CompareActions {
  /** Group number to its product count. */
  sizes: ReadonlyMap<number, number>;
  /** compare_ids with a call under way. */
  busy: ReadonlySet<number>;
  onMove: (item: CompareItem, group: number) => Promise<void>;
  onSku: (item: CompareItem, skuId: number) => Promise<void>;
  onRemove: (item: CompareItem) => Promise<void>;
  onRemoveGroup: (group: number) => Promise<void>;
  onWishlist: (item: CompareItem) => Promise<void>;
  /** Opens quick add for the item's cart SKU: quantity, MOQ and line total are chosen there. */
  onCart: (item: CompareItem) => void;
}

/** The table's rows after Summary (spec 1 section 2.11), each a label and what a product shows. */
const rowsOf = (t: Text, words: (text: string) => string): [string, (item: CompareItem, actions: CompareActions) => ReactNode][] => [
  [t.variant, (item, actions) => <VariantChoice item={item} actions={actions} />],
  [t.features, (item) => <Features item={item} />],
  [t.vendor, (item) => item.product.seller.companyName],
  [t.deliveryTerm, (item) => <DeliveryTerm item={item} />],
  [t.vendorRating, (item) => <VendorRating item={item} />],
  [t.shippingCharge, (item) => words(item.product.shipping.charge)],
  [t.moq, (item) => item.product.moq],
];

/** One comparison group: a collapsible card with its delete button and a table of up to 4 products. */
export function CompareGroup({ group, items, actions }: { group: number; items: CompareItem[]; actions: CompareActions }) {
  const t = useStore($strings);
  const words = useServerWords();
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const title = fill(t.group, { n: group });
  const empties = Array.from({ length: Math.max(0, COMPARE_GROUP_LIMIT - items.length) }, (_, index) => index);
  return (
    <section className={styles.group} part="group" aria-label={title}>
      <div className={styles.groupHeader}>
        <h3 className={styles.groupTitle}>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={bodyId}
            part="group-toggle"
            onClick={() => setOpen(!open)}
          >
            <span className={styles.chevron} aria-hidden="true">
              ▾
            </span>
            {title}
          </button>
        </h3>
        <button
          type="button"
          className={ui.button}
          part="delete-group"
          aria-label={fill(t.deleteGroup, { n: group })}
          onClick={() => void actions.onRemoveGroup(group)}
        >
          {t.remove}
        </button>
      </div>
      <div id={bodyId} className={styles.scroller} hidden={!open}>
        {items.length === 0 ? (
          <p className={styles.muted} part="group-empty">
            {fill(t.groupEmpty, { n: group })}
          </p>
        ) : (
          <table className={styles.table} part="group-table">
            <caption className={ui.visuallyHidden}>{title}</caption>
            <tbody>
              <tr>
                <th scope="row">{t.summary}</th>
                {items.map((item) => (
                  <td key={item.compare_id} part="product-column">
                    <ItemSummary item={item} actions={actions} />
                  </td>
                ))}
                {empties.map((slot) => (
                  <td key={slot}>
                    <div className={styles.emptySlot} part="empty-slot">
                      {t.emptySlot}
                    </div>
                  </td>
                ))}
              </tr>
              {rowsOf(t, words).map(([label, cell]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {items.map((item) => (
                    <td key={item.compare_id}>{cell(item, actions)}</td>
                  ))}
                  {empties.map((slot) => (
                    <td key={slot} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}

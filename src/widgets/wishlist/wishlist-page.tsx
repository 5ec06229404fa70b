import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import type { WishlistSeller } from '../../api/types';
import { bulkAddBlock, figuresOf, keepListed, NO_SELECTION, selectAll, tick, type WishlistSelection } from '../../lib/wishlist';
import { $config } from '../../store/config';
import { removeSellerProducts, removeWishlistProduct, removeWishlistProducts, type WishlistData } from '../../store/wishlist';
import { AlertDialog } from '../../ui/alert-dialog';
import { fill } from '../../lib/fill';
import { Link } from '../../ui/link';
import * as ui from '../../ui/ui.css';
import { BulkResultDialog } from './bulk-result-dialog';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { SellerCard, type SellerActions } from './seller-card';
import { QuickActions, RecentOrders, SelectedPanel, WishlistSummary } from './side-panels';
import { $strings } from './strings';
import { useBulkAdd } from './use-bulk-add';
import { useRowAdd } from './use-row-add';
import * as styles from './wishlist.css';

interface Confirmation {
  question: string;
  run: () => Promise<void>;
}

/** A wishlist with products: the header, the seller cards, the side panels and the page's dialogs. */
export function WishlistPage({ wishlist }: { wishlist: WishlistData }) {
  const t = useStore($strings);
  const { routes } = useStore($config);
  const root = useRef<HTMLDivElement>(null);
  const products = wishlist.sellers.flatMap((seller) => seller.products);
  const productIds = products.map((product) => product.product_id);
  const [chosen, setSelection] = useState<WishlistSelection>(NO_SELECTION);
  // Products that left the wishlist leave the selection.
  const selection = keepListed(chosen, productIds);
  const [removingSeller, setRemovingSeller] = useState<number | null>(null);
  const [removingSelected, setRemovingSelected] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const bulk = useBulkAdd(root);
  const rowAdd = useRowAdd(root, setAlert);

  // Focus returns to the page after a removal takes the focused control away.
  const removal = async (remove: () => Promise<void>, failure: string) => {
    try {
      await remove();
      root.current?.focus();
    } catch {
      setAlert(failure);
    }
  };

  const actions: SellerActions = {
    selected: selection.ids,
    tick: (ids, ticked) => setSelection((current) => tick(keepListed(current, productIds), ids, ticked)),
    adding: rowAdd.adding,
    bulkAdding: bulk.running,
    addToCart: (product) => void rowAdd.add(product),
    remove: (product) =>
      setConfirmation({
        question: fill(t.confirmRemove, { product: product.product_name }),
        run: () => removal(() => removeWishlistProduct(product.product_id), t.removeFailed),
      }),
    fail: setAlert,
    removingSeller,
    removeSeller: (seller: WishlistSeller) =>
      setConfirmation({
        question: fill(t.confirmRemoveAll, { company: seller.company_name }),
        run: async () => {
          setRemovingSeller(seller.seller_id);
          try {
            await removal(() => removeSellerProducts(seller.seller_id), t.removeVendorFailed);
          } finally {
            setRemovingSeller(null);
          }
        },
      }),
  };

  const removeSelected = async () => {
    setRemovingSelected(true);
    try {
      await removal(async () => {
        await removeWishlistProducts([...selection.ids]);
        setSelection(NO_SELECTION);
      }, t.removeItemsFailed);
    } finally {
      setRemovingSelected(false);
    }
  };

  const picked = products.filter((product) => selection.ids.has(product.product_id));
  const { totals } = wishlist;
  return (
    <div ref={root} className={styles.stack} tabIndex={-1}>
      <div className={styles.header}>
        <div>
          <h2 className={styles.title} part="title">
            {t.title}
          </h2>
          <p className={styles.muted} part="item-count">
            {fill(t.itemCount, { n: totals.total_items })}
          </p>
        </div>
        <div className={styles.buttons}>
          <button
            type="button"
            className={ui.button}
            part="remove-selected"
            disabled={selection.ids.size === 0 || removingSelected}
            // Asked first, as Remove and Remove All are.
            onClick={() => setConfirmation({ question: fill(t.confirmRemoveSelected, { n: selection.ids.size }), run: removeSelected })}
          >
            {removingSelected ? t.removing : t.removeSelected}
          </button>
          <button
            type="button"
            className={ui.button}
            part="select-all"
            onClick={() => setSelection(selection.all ? NO_SELECTION : selectAll(productIds))}
          >
            {selection.all ? t.deselectAllUpper : t.selectAllUpper}
          </button>
        </div>
      </div>
      <div className={styles.layout}>
        <div className={styles.stack}>
          {wishlist.sellers.map((seller) => (
            <SellerCard key={seller.seller_id} seller={seller} actions={actions} />
          ))}
        </div>
        <div className={styles.stack}>
          <WishlistSummary
            figures={{
              items: totals.total_items,
              excluded: figuresOf(wishlist.sellers, () => true).excluded,
              subtotal: totals.total_price,
              shipping: totals.total_shipping,
              total: totals.grand_total,
            }}
            button={{ blocked: bulkAddBlock(products), running: bulk.running, onAdd: () => void bulk.run(products, true) }}
          />
          {picked.length > 0 && (
            <SelectedPanel
              figures={figuresOf(wishlist.sellers, (product) => selection.ids.has(product.product_id))}
              button={{ blocked: bulkAddBlock(picked), running: bulk.running, onAdd: () => void bulk.run(picked, false) }}
            />
          )}
          <QuickActions />
          <RecentOrders />
        </div>
      </div>
      <Link className={`${ui.primaryButton} ${styles.bottomLink}`} href={routes.home} part="continue-shopping-bottom">
        {t.continueShopping}
      </Link>
      <ConfirmDialog
        question={confirmation?.question ?? null}
        labels={{ ok: t.ok, cancel: t.cancel, close: t.close }}
        onCancel={() => setConfirmation(null)}
        onConfirm={() => {
          const run = confirmation?.run;
          setConfirmation(null);
          void run?.();
        }}
      />
      <BulkResultDialog outcome={bulk.outcome} onClose={bulk.close} />
      <AlertDialog message={alert} onClose={() => setAlert(null)} okLabel={t.ok} closeLabel={t.close} />
    </div>
  );
}

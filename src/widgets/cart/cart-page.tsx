import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { downloadQuotation } from '../../api/cart';
import type { Cart, CartItem } from '../../api/types';
import type { StockDialogProblem } from '../../ui/cart/use-add-to-cart';
import { $config } from '../../store/config';
import { openLocationDialog } from '../../store/dialogs';
import { $hasLocation } from '../../store/location';
import { $inPunchout } from '../../store/session';
import { removeFromCart, removeRestricted, updateCartQuantity } from '../../store/cart';
import { AlertDialog } from '../../ui/alert-dialog';
import { CartStockDialog } from '../../ui/cart/stock-dialog';
import { $cartStrings } from '../../ui/cart/strings';
import { emit, navigate } from '../../ui/events';
import { fill } from '../../lib/fill';
import { Link } from '../../ui/link';
import { saveFile } from '../../ui/save-file';
import { Toast } from '../../ui/toast';
import * as ui from '../../ui/ui.css';
import { CartNotices } from './cart-notices';
import * as styles from './cart.css';
import { OrderSummary } from './order-summary';
import { ReferencesDialog } from './references-dialog';
import { SellerGroup, type CartActions } from './seller-group';
import { $strings } from './strings';

/** The file name the quotation is saved under (spec 2 section 7). */
const QUOTATION_FILE = 'quotation.pdf';

/** Lines of one seller, in the order the cart lists them. */
function bySeller(items: readonly CartItem[]): CartItem[][] {
  const groups = new Map<number, CartItem[]>();
  for (const item of items) groups.set(item.sl_id, [...(groups.get(item.sl_id) ?? []), item]);
  return [...groups.values()];
}

/** A cart with lines: notices, the seller groups, the order summary and the page's dialogs. */
export function CartPage({ cart }: { cart: Cart }) {
  const t = useStore($strings);
  const cartStrings = useStore($cartStrings);
  const { routes } = useStore($config);
  const hasLocation = useStore($hasLocation);
  // A punch-out cart goes back to the procurement system as it is: no quotation, no references.
  const shopOnly = useStore($inPunchout);
  const root = useRef<HTMLDivElement>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const [referencesOf, setReferencesOf] = useState<number | null>(null);
  const [stock, setStock] = useState<{ skuId: number; problem: StockDialogProblem } | null>(null);
  const [generating, setGenerating] = useState(false);

  const generateQuotation = async () => {
    setGenerating(true);
    try {
      saveFile(await downloadQuotation(), QUOTATION_FILE);
    } catch {
      setAlert(t.quotationFailed);
    } finally {
      setGenerating(false);
    }
  };

  const removeExcluded = async (skuIds: number[]) => {
    try {
      setAlert(fill(t.restrictedRemoved, { n: await removeRestricted(skuIds) }));
    } catch {
      setAlert(t.restrictedFailed);
    }
  };

  const actions: CartActions = {
    onStock: (skuId, problem) => setStock({ skuId, problem }),
    onReferences: shopOnly ? null : setReferencesOf,
    onRemove: async (item) => {
      try {
        await removeFromCart(item.sku_id);
        setToast(fill(t.removed, { product: item.product_name }));
        root.current?.focus();
      } catch {
        setToast(t.removeFailed);
      }
    },
  };

  const checkout = () => {
    const detail = {
      items: cart.cartItems.filter((item) => !item.is_excluded),
      summary: cart.cartSummary,
      shippingDetails: cart.shippingDetails,
    };
    if (emit(root.current, 'lapasar-checkout', detail, true)) navigate(root.current, routes.checkout);
  };

  const referencesItem = cart.cartItems.find((item) => item.sku_id === referencesOf) ?? null;
  return (
    <div ref={root} className={styles.groups} tabIndex={-1}>
      <div className={styles.toolbar}>
        <Link className={ui.button} href={routes.quickOrder} part="quick-order">
          {t.quickOrder}
        </Link>
        {!shopOnly && (
          <button
            type="button"
            className={ui.button}
            part="generate-quotation"
            disabled={generating}
            onClick={() => void generateQuotation()}
          >
            {generating ? t.generating : t.generateQuotation}
          </button>
        )}
      </div>
      {!hasLocation && (
        <div className={styles.notice} part="location-prompt">
          <p className={styles.noticeTitle}>{t.needLocation}</p>
          <button type="button" className={ui.button} onClick={() => openLocationDialog()}>
            {t.chooseLocation}
          </button>
        </div>
      )}
      <CartNotices cart={cart} onRemoveExcluded={(skuIds) => void removeExcluded(skuIds)} />
      <div className={styles.layout}>
        <div className={styles.groups}>
          {bySeller(cart.cartItems).map((items) => (
            <SellerGroup key={items[0].sl_id} items={items} cart={cart} actions={actions} />
          ))}
        </div>
        <OrderSummary cart={cart} onCheckout={checkout} />
      </div>
      <ReferencesDialog item={referencesItem} onClose={() => setReferencesOf(null)} onDone={setToast} />
      <CartStockDialog
        cart={{ stock: stock?.problem ?? null, closeStock: () => setStock(null) }}
        setQuantity={(quantity) => {
          if (stock) updateCartQuantity(stock.skuId, quantity).catch(() => setToast(cartStrings.updateFailed));
        }}
      />
      <AlertDialog message={alert} onClose={() => setAlert(null)} okLabel={t.ok} closeLabel={t.close} />
      <Toast message={toast} onHide={() => setToast(null)} className={styles.toast} />
    </div>
  );
}

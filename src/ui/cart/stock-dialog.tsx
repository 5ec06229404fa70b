import { useStore } from '@nanostores/react';
import { Dialog } from '../dialog';
import type { AddToCartFlow, StockDialogProblem } from './use-add-to-cart';
import * as ui from '../ui.css';
import * as styles from './cart.css';
import { fill } from '../../lib/fill';
import { $cartStrings } from './strings';

/** The stock warning (spec 1 section 8, Stock): Out of Stock, or Insufficient Stock with Set to n. */
function StockDialog({
  problem,
  onClose,
  onSetQuantity,
}: {
  problem: StockDialogProblem | null;
  onClose: () => void;
  onSetQuantity: (quantity: number) => void;
}) {
  const t = useStore($cartStrings);
  const insufficient = problem?.kind === 'insufficient' ? problem : null;
  return (
    <Dialog
      open={problem !== null}
      title={insufficient ? t.insufficientTitle : t.outOfStockTitle}
      dismissible
      onDismiss={onClose}
      part="stock-dialog"
      closeLabel={t.close}
    >
      {insufficient ? (
        <>
          <p>{fill(t.insufficientText, { n: insufficient.available, m: insufficient.requested })}</p>
          <div className={styles.row}>
            <button type="button" className={ui.primaryButton} onClick={() => onSetQuantity(insufficient.available)}>
              {fill(t.setTo, { n: insufficient.available })}
            </button>
            <button type="button" className={ui.button} onClick={onClose}>
              {t.cancel}
            </button>
          </div>
        </>
      ) : (
        <>
          <p>{t.outOfStockText}</p>
          <div className={styles.row}>
            <button type="button" className={ui.primaryButton} onClick={onClose}>
              {t.understood}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}

/** The stock dialog of an add-to-cart flow: Set to n puts the quantity to what is available. */
export function CartStockDialog({
  cart,
  setQuantity,
}: {
  cart: Pick<AddToCartFlow, 'stock' | 'closeStock'>;
  setQuantity: (quantity: number) => void;
}) {
  return (
    <StockDialog
      problem={cart.stock}
      onClose={cart.closeStock}
      onSetQuantity={(available) => {
        setQuantity(available);
        cart.closeStock();
      }}
    />
  );
}

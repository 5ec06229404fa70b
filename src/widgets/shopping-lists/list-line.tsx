import { MoneyText } from '../../ui/money-text';
import { useStore } from '@nanostores/react';
import { useState } from 'react';

import type { ShoppingListLine } from '../../api/types';
import { quantityBounds } from '../../lib/add-to-cart';
import { MAX_CART_QUANTITY } from '../../lib/cart';
import { fill } from '../../lib/fill';
import { fillRoute } from '../../lib/routes';
import { LIST_LIMITS } from '../../lib/shopping-list';
import { $config } from '../../store/config';
import { changeListLine, removeListLine } from '../../store/lists';
import { QuantityStepper } from '../../ui/cart/quantity-stepper';
import { Link } from '../../ui/link';
import * as ui from '../../ui/ui.css';
import { useMoney } from '../../ui/use-money';
import * as styles from './shopping-lists.css';
import { $strings } from './strings';
import { useServerText } from '../../ui/server-text';

/** One line of a list: a table row on wide screens, a card on narrow ones; read-only without edit permission. */
export function ListLine({
  listId,
  line,
  editable,
  fail,
}: {
  listId: number;
  line: ShoppingListLine;
  editable: boolean;
  fail: (message: string) => void;
}) {
  const serverText = useServerText();
  const t = useStore($strings);
  const money = useMoney();
  const { routes } = useStore($config);
  const [quantity, setQuantity] = useState(line.quantity);
  const [note, setNote] = useState(line.note);
  // The server's line wins whenever the list reloads (set while rendering).
  const [saved, setSaved] = useState(line);
  if (saved !== line) {
    setSaved(line);
    setQuantity(line.quantity);
    setNote(line.note);
  }

  const change = async (value: { quantity: number } | { note: string }) => {
    try {
      await changeListLine(listId, line.id, value);
    } catch (failure) {
      setQuantity(line.quantity);
      setNote(line.note);
      fail(serverText(failure, t.updateFailed));
      throw failure;
    }
  };
  const remove = async () => {
    try {
      await removeListLine(listId, line.id);
    } catch (failure) {
      fail(serverText(failure, t.removeFailed));
    }
  };

  const name = line.product_name;
  // Never below the MOQ, as the server keeps it; up to the stock when there is any.
  const bounds = quantityBounds(line.moq, line.total_stock);
  return (
    <tr part="list-line">
      <td>
        <Link className={styles.productName} href={fillRoute(routes.product, { id: line.product_id })} part="product-link">
          {name}
        </Link>
        {line.variant_label && (
          <p className={styles.muted} part="variant">
            {line.variant_label}
          </p>
        )}
        <p className={styles.muted} part="sku">
          {fill(t.sku, { sku: line.sku })}
        </p>
        <p className={styles.muted} part="moq">
          {fill(t.moq, { moq: line.moq })}
        </p>
        {line.availability === 'N' && <p className={styles.muted}>{t.unavailable}</p>}
      </td>
      <td data-label={t.unitPrice} part="unit-price">
        <MoneyText text={money.rm(line.unit_price)} />
      </td>
      <td data-label={t.quantity}>
        {editable ? (
          <QuantityStepper
            value={quantity}
            min={bounds.min}
            max={Math.min(Math.max(bounds.max, quantity), MAX_CART_QUANTITY)}
            onChange={setQuantity}
            onCommit={(value) => change({ quantity: value })}
            size="sm"
          />
        ) : (
          <span part="quantity">{quantity}</span>
        )}
      </td>
      <td data-label={t.note}>
        {editable ? (
          <input
            className={`${ui.input} ${styles.noteInput}`}
            part="note"
            aria-label={fill(t.noteFor, { product: name })}
            value={note}
            maxLength={LIST_LIMITS.note}
            onChange={(event) => setNote(event.target.value)}
            onBlur={() => {
              if (note !== line.note) void change({ note }).catch(() => undefined);
            }}
          />
        ) : (
          <span part="note">{line.note}</span>
        )}
      </td>
      <td data-label={t.lineTotal} part="line-total">
        <MoneyText text={money.rm(line.unit_price * quantity)} />
      </td>
      {editable && (
        <td data-label={t.action}>
          <button
            type="button"
            className={ui.button}
            part="remove"
            aria-label={fill(t.removeNamed, { product: name })}
            onClick={() => void remove()}
          >
            {t.remove}
          </button>
        </td>
      )}
    </tr>
  );
}

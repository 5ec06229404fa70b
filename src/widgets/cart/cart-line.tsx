import { MoneyText } from '../../ui/money-text';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { serverMessage } from '../../api/client';
import type { CartItem } from '../../api/types';
import { bulkHint, cartQuantityBounds } from '../../lib/cart';
import { toSen } from '../../lib/money';
import { exceedsPriceLimit } from '../../lib/price-limit';
import { fillRoute } from '../../lib/routes';
import { parseStockError } from '../../lib/stock-error';
import { optionName } from '../../lib/variant';
import { updateCartQuantity } from '../../store/cart';
import { $config } from '../../store/config';
import { QuantityStepper } from '../../ui/cart/quantity-stepper';
import { fill } from '../../lib/fill';
import { Link } from '../../ui/link';
import { ContractPrice } from '../../ui/contract-price';
import * as ui from '../../ui/ui.css';
import { useMoney } from '../../ui/use-money';
import * as styles from './cart.css';
import type { CartActions } from './seller-group';
import { $strings } from './strings';
import { useServerWords } from '../../ui/server-words';

function ProductImage({ src }: { src: string | null }) {
  const t = useStore($strings);
  const [broken, setBroken] = useState(false);
  if (!src || broken)
    return (
      <span className={styles.placeholder} aria-hidden="true">
        {t.imageMissing}
      </span>
    );
  return <img className={styles.image} src={src} alt="" onError={() => setBroken(true)} />;
}

/** One cart line (spec 2 sections 2 to 5): the product, its price, the quantity stepper, the total, Refs and Remove. */
export function CartLine({ item, actions }: { item: CartItem; actions: CartActions }) {
  const t = useStore($strings);
  const words = useServerWords();
  const money = useMoney();
  const { routes } = useStore($config);
  const bounds = cartQuantityBounds(item.moq, item.total_stock, item.limit_add_to_cart);
  const [quantity, setQuantity] = useState(item.quantity);
  // The server's quantity wins whenever the cart reloads (set while rendering).
  const [serverQuantity, setServerQuantity] = useState(item.quantity);
  if (serverQuantity !== item.quantity) {
    setServerQuantity(item.quantity);
    setQuantity(item.quantity);
  }

  // Resolves false when the stock dialog takes over; other failures reject ('Update failed').
  const commit = async (value: number) => {
    try {
      await updateCartQuantity(item.sku_id, value);
      return true;
    } catch (failure) {
      setQuantity(item.quantity);
      const message = serverMessage(failure);
      const problem = message ? parseStockError(message, value) : null;
      if (!problem || problem.kind === 'moq') throw failure;
      actions.onStock(item.sku_id, problem);
      return false;
    }
  };

  const hint = bulkHint(item);
  const name = item.product_name;
  const refs = item.references.length > 0 ? fill(t.refsCounted, { n: item.references.length }) : t.refs;
  return (
    <tr className={item.is_excluded ? styles.excludedRow : undefined} part="cart-line">
      <td>
        <div className={styles.product}>
          <ProductImage src={item.product_img} />
          <div>
            <Link className={styles.productName} href={fillRoute(routes.product, { id: item.product_id })} part="product-link">
              {name}
            </Link>
            {item.variant_options.map((option) => (
              <p key={option.variant_name} className={styles.muted}>
                {optionName(option)}
              </p>
            ))}
            {item.references.length > 0 && (
              <p className={styles.muted} part="line-references">
                {fill(t.referencesList, { references: item.references.map((entry) => entry.reference).join('; ') })}
              </p>
            )}
            {item.moq > 0 && (
              <p className={styles.muted} part="moq">
                {fill(t.moq, { n: item.moq })}
              </p>
            )}
            {hint && (
              <p className={styles.hint} part="bulk-hint">
                {hint}
              </p>
            )}
            {item.price_limit !== null && !item.is_excluded && exceedsPriceLimit(toSen(item.price), toSen(item.price_limit)) && (
              <p className={styles.problem} part="price-limit">
                <MoneyText text={fill(t.priceLimit, { price: money.rm(item.price_limit) })} />
              </p>
            )}
            {item.problem && (
              <p className={styles.problem} part="line-problem">
                {words(item.problem)}
              </p>
            )}
          </div>
        </div>
      </td>
      <td data-label={t.price} part="line-price">
        <MoneyText text={money.rm(item.price)} />
        {item.is_bulk_price && item.act_price > item.price && (
          <>
            {' '}
            <s className={styles.muted}>
              <MoneyText text={money.rm(item.act_price)} />
            </s>
          </>
        )}
        {!item.is_bulk_price && <ContractPrice min={item.price} marketplaceMin={item.marketplace_price ?? null} />}
      </td>
      <td data-label={t.quantity}>
        <QuantityStepper value={quantity} min={bounds.min} max={bounds.max} onChange={setQuantity} onCommit={commit} size="sm" />
      </td>
      <td data-label={t.total} part="line-total">
        <MoneyText text={money.rm(item.total_price)} />
      </td>
      <td data-label={t.actions}>
        <div className={styles.actions}>
          {actions.onReferences && (
            <button
              type="button"
              className={ui.button}
              aria-label={fill(t.refsLabel, { refs, product: name })}
              part="refs"
              onClick={() => actions.onReferences?.(item.sku_id)}
            >
              {refs}
            </button>
          )}
          <button
            type="button"
            className={ui.button}
            aria-label={fill(t.removeNamed, { product: name })}
            part="remove"
            onClick={() => void actions.onRemove(item)}
          >
            {t.remove}
          </button>
        </div>
      </td>
    </tr>
  );
}

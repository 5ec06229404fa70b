import { MoneyText } from '../../ui/money-text';
import { useStore } from '@nanostores/react';
import { useState } from 'react';

import type { WishlistProduct } from '../../api/types';
import { MAX_CART_QUANTITY } from '../../lib/cart';
import { fillRoute } from '../../lib/routes';
import { quantityBounds } from '../../lib/add-to-cart';
import { isOutOfStock } from '../../lib/product';
import { addBlock, stockOf } from '../../lib/wishlist';
import { $config } from '../../store/config';
import { saveWishlistItem } from '../../store/wishlist';
import { QuantityStepper } from '../../ui/cart/quantity-stepper';
import { fill } from '../../lib/fill';
import { ContractPrice } from '../../ui/contract-price';
import { Link } from '../../ui/link';
import * as ui from '../../ui/ui.css';
import { useMoney } from '../../ui/use-money';
import { VariantSelects } from './variant-selects';
import { $strings } from './strings';
import * as styles from './wishlist.css';
import { useServerText } from '../../ui/server-text';
import { useServerWords } from '../../ui/server-words';

/** What a row can ask of the page. */
export interface RowActions {
  selected: ReadonlySet<number>;
  tick: (productIds: number[], ticked: boolean) => void;
  /** Products whose add to cart is running. */
  adding: ReadonlySet<number>;
  /** A bulk add is running: no row adds meanwhile. */
  bulkAdding: boolean;
  addToCart: (product: WishlistProduct) => void;
  remove: (product: WishlistProduct) => void;
  /** A change the server refused, as the alert text. */
  fail: (message: string) => void;
}

function ProductImage({ src }: { src: string | null }) {
  const t = useStore($strings);
  const [broken, setBroken] = useState(false);
  if (!src || broken)
    return (
      <span className={styles.placeholder} aria-hidden="true">
        {t.noImage}
      </span>
    );
  return <img className={styles.image} src={src} alt="" onError={() => setBroken(true)} />;
}

/** One wishlist product: a table row on wide screens, a card on narrow ones (spec 1 section 2.10). */
export function WishlistRow({ product, actions }: { product: WishlistProduct; actions: RowActions }) {
  const serverText = useServerText();
  const words = useServerWords();
  const t = useStore($strings);
  const money = useMoney();
  const { routes } = useStore($config);
  const [quantity, setQuantity] = useState(product.quantity);
  // The server's quantity wins whenever the wishlist reloads (set while rendering).
  const [serverQuantity, setServerQuantity] = useState(product.quantity);
  if (serverQuantity !== product.quantity) {
    setServerQuantity(product.quantity);
    setQuantity(product.quantity);
  }

  // A refused change goes back to the saved quantity, and the server's reason is shown.
  const commit = async (value: number) => {
    try {
      await saveWishlistItem({ product_id: product.product_id, quantity: value });
    } catch (failure) {
      setQuantity(product.quantity);
      actions.fail(serverText(failure, t.updateFailed));
      throw failure;
    }
  };

  const name = product.product_name;
  const block = addBlock(product);
  const busy = actions.adding.has(product.product_id);
  const ticked = actions.selected.has(product.product_id);
  const addLabel = busy ? t.adding : block === 'out-of-stock' ? t.outOfStock : t.addToCart;
  // The stepper starts at the MOQ, as the server saves it (spec 1 section 4).
  const bounds = quantityBounds(product.moq, product.total_stock);
  return (
    <tr part="wishlist-item">
      <td data-label={t.select}>
        <input
          type="checkbox"
          part="select-item"
          aria-label={fill(t.selectProduct, { product: name })}
          checked={ticked}
          onChange={(event) => actions.tick([product.product_id], event.target.checked)}
        />
      </td>
      <td>
        <ProductImage src={product.image_url} />
      </td>
      <td>
        <Link className={styles.productName} href={fillRoute(routes.product, { id: product.product_id })} part="product-link">
          {name}
        </Link>
        <p className={styles.muted} part="item-stock">
          {isOutOfStock(stockOf(product)) ? t.outOfStock : fill(t.inStock, { n: product.total_stock })}
        </p>
        {product.moq > 1 && (
          <p className={styles.muted} part="item-moq">
            {fill(t.moq, { moq: product.moq })}
          </p>
        )}
        <p className={styles.muted} part="item-shipping">
          {fill(t.lineShipping, { charge: words(product.shipping.charge) })}
        </p>
        <p className={styles.muted} part="item-subtotal">
          <MoneyText text={fill(t.lineSubtotal, { amount: money.rm(product.pricing.display_price * quantity) })} />
        </p>
      </td>
      <td data-label={t.variants}>
        <VariantSelects product={product} fail={actions.fail} />
      </td>
      <td data-label={t.unitPrice} part="unit-price">
        <MoneyText text={money.rm(product.pricing.display_price)} />
        <ContractPrice min={product.pricing.display_price} marketplaceMin={product.pricing.marketplace_price ?? null} />
      </td>
      <td data-label={t.quantity}>
        <QuantityStepper
          value={quantity}
          min={bounds.min}
          max={Math.min(bounds.max, MAX_CART_QUANTITY)}
          onChange={setQuantity}
          onCommit={commit}
          size="sm"
        />
      </td>
      <td data-label={t.action}>
        <div className={styles.actions}>
          <span title={block === 'restricted' ? t.notShipped : undefined} part="add-to-cart-wrap">
            <button
              type="button"
              className={ui.primaryButton}
              part="add-to-cart"
              // The visible label begins the button's name (WCAG 2.5.3, label in name).
              aria-label={fill(t.actionNamed, { action: addLabel, product: name })}
              disabled={block !== null || busy || actions.bulkAdding}
              onClick={() => actions.addToCart(product)}
            >
              {addLabel}
            </button>
          </span>
          <button
            type="button"
            className={ui.button}
            part="remove"
            aria-label={fill(t.removeNamed, { product: name })}
            onClick={() => actions.remove(product)}
          >
            {t.remove}
          </button>
        </div>
      </td>
    </tr>
  );
}

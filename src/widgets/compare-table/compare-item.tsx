import { MoneyText } from '../../ui/money-text';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { CompareItem } from '../../api/types';
import { COMPARE_GROUP_LIMIT, nextGroupNumber } from '../../lib/compare';
import { isOutOfStock } from '../../lib/product';
import { fillRoute } from '../../lib/routes';
import { $config } from '../../store/config';
import { fill } from '../../lib/fill';
import type { QuickAddProduct } from '../../ui/cart/quick-add';
import { Link } from '../../ui/link';
import { RatingStars } from '../../ui/product/rating-stars';
import * as ui from '../../ui/ui.css';
import { useMoney } from '../../ui/use-money';
import type { CompareActions } from './compare-group';
import { ContractPrice } from '../../ui/contract-price';
import * as styles from './compare-table.css';
import { $strings } from './strings';

/** The SKU compare adds to the cart: the chosen one, else the first (spec 1 section 4); null when there is none. */
function cartSku(item: CompareItem): CompareItem['product']['skus'][number] | null {
  return item.sku ?? item.product.skus[0] ?? null;
}

/** The compared product is out of stock (isOutOfStock). */
const outOfStockOf = (item: CompareItem) => isOutOfStock({ availability: item.product.availability, stock: item.product.total_stock });

/** A compared product as quick add takes it: its cart SKU at that SKU's price, MOQ and stock; null without a SKU. */
export function quickAddOf(item: CompareItem): QuickAddProduct | null {
  const sku = cartSku(item);
  if (!sku) return null;
  const { product } = item;
  return {
    id: item.product_id,
    name: product.product_name,
    sellerId: product.sl_id,
    skuId: sku.recid,
    skuPrice: sku.price,
    skuMarketplacePrice: sku.marketplace_price ?? null,
    isVariant: false,
    // The cart holds the SKU to its own minimum and stock.
    moq: sku.moq,
    stock: sku.total_stock,
    available: !outOfStockOf(item),
    shipsToLocation: !product.shipping.shipping_restricted,
  };
}

/** The Summary cell: move selector, image, name, price, and the wishlist, cart and remove buttons. */
export function ItemSummary({ item, actions }: { item: CompareItem; actions: CompareActions }) {
  const t = useStore($strings);
  const money = useMoney();
  const { routes } = useStore($config);
  const [broken, setBroken] = useState(false);
  const { product } = item;
  const name = product.product_name;
  const sku = cartSku(item);
  const busy = actions.busy.has(item.compare_id);
  const outOfStock = outOfStockOf(item);
  const restricted = product.shipping.shipping_restricted;
  // Other groups with room, then a new group (spec 1 section 4).
  const targets = [...actions.sizes]
    .filter(([group, size]) => group !== item.group_id && size < COMPARE_GROUP_LIMIT)
    .map(([group]) => group);
  const newGroup = nextGroupNumber(actions.sizes.keys());
  // Busy is a variant being saved: the button waits, but nothing is being added.
  const cartLabel = outOfStock ? t.outOfStock : t.addToCart;
  return (
    <div className={styles.summary}>
      <select
        className={styles.select}
        part="move-select"
        aria-label={fill(t.moveTo, { name })}
        value={item.group_id}
        onChange={(event) => void actions.onMove(item, Number(event.target.value))}
      >
        <option value={item.group_id}>{fill(t.group, { n: item.group_id })}</option>
        {targets.map((group) => (
          <option key={group} value={group}>
            {fill(t.group, { n: group })}
          </option>
        ))}
        <option value={newGroup}>{fill(t.newGroup, { n: newGroup })}</option>
      </select>
      {broken || !product.thumb ? (
        <div className={styles.placeholder} role="img" aria-label={t.imageMissing} part="image-placeholder">
          {t.imageMissing}
        </div>
      ) : (
        <img className={styles.image} src={product.thumb} alt="" loading="lazy" onError={() => setBroken(true)} part="image" />
      )}
      <Link className={styles.name} href={fillRoute(routes.product, { id: item.product_id })} part="product-name">
        {name}
      </Link>
      <span className={styles.price} part="price">
        <MoneyText text={sku ? money.rm(sku.price) : t.notApplicable} />
      </span>
      {sku && <ContractPrice min={sku.price} marketplaceMin={sku.marketplace_price ?? null} />}
      <span className={styles.buttons}>
        <button
          type="button"
          className={ui.button}
          part="add-to-wishlist"
          aria-label={fill(t.addToWishlist, { name })}
          onClick={() => void actions.onWishlist(item)}
        >
          {t.wishlist}
        </button>
        <button
          type="button"
          className={ui.primaryButton}
          part="add-to-cart"
          aria-label={fill(t.addToCartNamed, { label: cartLabel, name })}
          title={restricted ? t.notShipped : undefined}
          disabled={busy || outOfStock || restricted || !sku}
          onClick={() => actions.onCart(item)}
        >
          {cartLabel}
        </button>
        <button
          type="button"
          className={ui.button}
          part="remove"
          aria-label={fill(t.removeNamed, { name })}
          onClick={() => void actions.onRemove(item)}
        >
          {t.remove}
        </button>
      </span>
      {restricted && (
        <span className={styles.muted} part="not-shipped">
          {t.notShipped}
        </span>
      )}
    </div>
  );
}

/** A SKU selector when the product has more than one SKU, else N/A; a change is saved. */
export function VariantChoice({ item, actions }: { item: CompareItem; actions: CompareActions }) {
  const t = useStore($strings);
  const { skus } = item.product;
  if (skus.length <= 1) return t.notApplicable;
  return (
    <select
      className={styles.select}
      part="variant-select"
      aria-label={fill(t.variantOf, { name: item.product.product_name })}
      value={item.sku?.recid ?? skus[0].recid}
      disabled={actions.busy.has(item.compare_id)}
      onChange={(event) => void actions.onSku(item, Number(event.target.value))}
    >
      {skus.map((sku) => (
        <option key={sku.recid} value={sku.recid}>
          {sku.label ?? sku.sku}
        </option>
      ))}
    </select>
  );
}

export function Features({ item }: { item: CompareItem }) {
  const t = useStore($strings);
  const { features } = item.product;
  if (features.length === 0) return t.notApplicable;
  return (
    <ul className={styles.features}>
      {features.map((feature, index) => (
        // Labels may repeat; the list never reorders.
        <li key={index}>{`${feature.lable}: ${feature.description}`}</li>
      ))}
    </ul>
  );
}

/** Days from and to; 'Not specified' when absent (spec 1 section 8). */
export function DeliveryTerm({ item }: { item: CompareItem }) {
  const t = useStore($strings);
  const { delivery_term_from: from, delivery_term_to: to } = item.product;
  if (from === null && to === null) return t.notSpecified;
  if (from === null || to === null || from === to) return fill(t.day, { n: from ?? to ?? 0 });
  return fill(t.days, { from, to });
}

/** Stars and the review count, read out as one sentence. */
export function VendorRating({ item }: { item: CompareItem }) {
  const t = useStore($strings);
  const { rating, total_review: reviews } = item.product.seller;
  return (
    <span part="vendor-rating">
      <span className={styles.stars} aria-hidden="true">
        <RatingStars rating={rating} />
      </span>{' '}
      <span aria-hidden="true">{fill(t.reviews, { n: reviews })}</span>
      <span className={ui.visuallyHidden}>{fill(t.ratingText, { rating, n: reviews })}</span>
    </span>
  );
}

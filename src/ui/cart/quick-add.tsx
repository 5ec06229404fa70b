import { MoneyText } from '../money-text';
import { useStore } from '@nanostores/react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { clampQuantity, quantityBounds } from '../../lib/add-to-cart';
import { fill } from '../../lib/fill';
import { toRinggit, toSen } from '../../lib/money';
import type { CardProduct } from '../listing/card-product';
import { Dialog } from '../dialog';
import * as ui from '../ui.css';
import type { AddedItem } from './added-popup';
import * as listingStyles from '../listing/listing.css';
import * as styles from './cart.css';
import { QuantityStepper } from './quantity-stepper';
import { CartStockDialog } from './stock-dialog';
import { $cartStrings } from './strings';
import { useAddToCart } from './use-add-to-cart';
import { useVariantSku } from '../product/use-variant-sku';
import { VariantPickers } from '../product/variant-pickers';
import { ContractPrice } from '../contract-price';
import { useMoney } from '../use-money';

/** The quick-add modal closes this long after a successful add (spec 1 section 9). */
const QUICK_ADD_CLOSE_MS = 1500;

/** What quick add reads of a product: a card's, or a compared product with its chosen SKU. */
export type QuickAddProduct = Pick<
  CardProduct,
  | 'id'
  | 'name'
  | 'sellerId'
  | 'skuId'
  | 'skuPrice'
  | 'skuMarketplacePrice'
  | 'isVariant'
  | 'moq'
  | 'stock'
  | 'available'
  | 'shipsToLocation'
>;

/**
 * The Quick Add to Cart modal (spec 1 sections 2.6, 4, 5 and 8): variant pickers, a quantity
 * clamped to MOQ and stock, the MOQ and the line total before anything is added, the validation
 * order, stock errors in the stock dialog. `product` must keep its identity while shown: another
 * object starts the modal again.
 */
export function QuickAddModal({
  product,
  onClose,
  onAdded,
}: {
  product: QuickAddProduct | null;
  onClose: () => void;
  onAdded: (item: AddedItem) => void;
}) {
  const t = useStore($cartStrings);
  const money = useMoney();
  const variant = useVariantSku(product?.isVariant ? product.id : null);
  const cart = useAddToCart();
  const [done, setDone] = useState(false);
  const bodyRef = useRef<HTMLDivElement>(null);

  const sku = product?.isVariant ? variant.sku : null;
  const skuId = product?.isVariant ? (sku?.sku_id ?? null) : (product?.skuId ?? null);
  const price = product?.isVariant ? (sku?.act_price ?? null) : (product?.skuPrice ?? null);
  const marketplacePrice = product?.isVariant ? (sku?.marketplace_price ?? null) : (product?.skuMarketplacePrice ?? null);
  const moq = sku?.moq ?? product?.moq ?? 0;
  const inStock = sku ? sku.total_stock : (product?.stock ?? 0);
  const bounds = quantityBounds(moq, inStock);
  const [quantity, setQuantity] = useState(bounds.min);

  // Another product or SKU starts again at its minimum (set while rendering).
  const [shown, setShown] = useState({ product, skuId: sku?.sku_id });
  if (shown.product !== product || shown.skuId !== sku?.sku_id) {
    setShown({ product, skuId: sku?.sku_id });
    setQuantity(bounds.min);
    setDone(false);
  }

  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(close, QUICK_ADD_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done]);

  if (!product) return null;

  const optionsIncomplete = product.isVariant && !variant.complete;
  const outOfStock = !product.available || inStock <= 0;
  const disabled =
    cart.busy || done || outOfStock || optionsIncomplete || (product.isVariant && variant.skuLoading) || !product.shipsToLocation;

  const add = async () => {
    const check = {
      isVariant: product.isVariant,
      skuId,
      sellerId: product.sellerId,
      price,
      quantity,
      moq,
      productId: product.id,
      productName: product.name,
    };
    const added = await cart.add(check, bodyRef.current, (moqQuantity) =>
      setQuantity(clampQuantity(moqQuantity, { min: moqQuantity, max: Math.max(moqQuantity, bounds.max) })),
    );
    if (!added) return;
    onAdded({ name: product.name, quantity, price: added.price });
    setDone(true);
  };

  return (
    <>
      <Dialog open title={t.quickAddTitle} dismissible onDismiss={onClose} part="quick-add" closeLabel={t.close}>
        <div ref={bodyRef}>
          <p>
            <strong>{product.name}</strong>
          </p>
          <p className={listingStyles.price}>
            <MoneyText text={price !== null ? money.rm(price) : ''} />
          </p>
          {price !== null && <ContractPrice min={price} marketplaceMin={marketplacePrice} />}
          {product.isVariant && variant.failed && (
            <p className={ui.errorText} role="alert">
              {t.detailFailed}
            </p>
          )}
          {variant.detail && <VariantPickers detail={variant.detail} choice={variant} idPrefix="qa" />}
          {variant.skuError && (
            <p className={ui.errorText} role="alert">
              {variant.skuError}
            </p>
          )}
          <QuantityStepper value={quantity} min={bounds.min} max={bounds.max} onChange={setQuantity} />
          {moq > 1 && (
            <p className={listingStyles.muted} part="quick-add-moq">
              {fill(t.moqRule, { moq })}
            </p>
          )}
          {price !== null && (
            <p part="quick-add-total">
              <MoneyText
                text={fill(t.lineTotal, { amount: money.rm(toRinggit(toSen(price) * quantity)), qty: quantity, price: money.rm(price) })}
              />
            </p>
          )}
          {!product.shipsToLocation && <p className={ui.errorText}>{t.noShipping}</p>}
          {cart.error && (
            <p className={ui.errorText} role="alert" part="quick-add-error">
              {cart.error}
            </p>
          )}
          <div className={styles.row}>
            <button type="button" className={ui.primaryButton} part="quick-add-submit" disabled={disabled} onClick={() => void add()}>
              {cart.busy ? t.adding : done ? t.added : outOfStock ? t.outOfStock : t.addToCart}
            </button>
          </div>
        </div>
      </Dialog>
      <CartStockDialog cart={cart} setQuantity={setQuantity} />
    </>
  );
}

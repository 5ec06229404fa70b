import { useEffect, useRef, useState } from 'react';
import { addToCart } from '../../api/cart';
import { serverMessage } from '../../api/client';
import { addToCartError, clampQuantity, quantityBounds } from '../../lib/add-to-cart';
import { formatRM } from '../../lib/money';
import type { CardProduct } from '../../lib/product';
import { parseStockError } from '../../lib/stock-error';
import { Dialog } from '../dialog';
import { emit } from '../events';
import * as ui from '../ui.css';
import type { AddedItem } from './added-popup';
import * as styles from './listing.css';
import { QuantityStepper } from './quantity-stepper';
import { StockDialog, type StockDialogProblem } from './stock-dialog';
import { fill, listingStrings as t } from './strings';
import { useVariantSku } from './use-variant-sku';

/** The quick-add modal closes this long after a successful add (spec 1 section 9). */
export const QUICK_ADD_CLOSE_MS = 1500;

/**
 * The Quick Add to Cart modal (spec 1 sections 2.6, 4, 5 and 8): variant pickers, a quantity
 * clamped to MOQ and stock, the validation order, stock errors in the stock dialog.
 */
export function QuickAddModal({ product, onClose, onAdded }: { product: CardProduct | null; onClose: () => void; onAdded: (item: AddedItem) => void }) {
  const variant = useVariantSku(product?.isVariant ? product.id : null);
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const [stock, setStock] = useState<StockDialogProblem | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const sku = product?.isVariant ? variant.sku : null;
  const skuId = product?.isVariant ? (sku?.sku_id ?? null) : (product?.skuId ?? null);
  const price = product?.isVariant ? (sku?.act_price ?? null) : (product?.skuPrice ?? null);
  const moq = sku?.moq ?? product?.moq ?? 0;
  const inStock = sku ? sku.total_stock : (product?.stock ?? 0);
  const bounds = quantityBounds(moq, inStock);

  useEffect(() => {
    setQuantity(bounds.min);
    setError('');
    setDone(false);
    setBusy(false);
  }, [product, sku?.sku_id]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onClose, QUICK_ADD_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done]);

  if (!product) return null;

  const optionsIncomplete = product.isVariant && !variant.complete;
  const skuLoading = product.isVariant && variant.complete && !variant.sku && !variant.skuError;
  const outOfStock = !product.available || inStock <= 0;
  const disabled = busy || done || outOfStock || optionsIncomplete || skuLoading || !product.shipsToLocation;

  const add = async () => {
    const invalid = addToCartError({ isVariant: product.isVariant, skuId, sellerId: product.sellerId, price, quantity, moq });
    if (invalid) return setError(invalid);
    const item = { sku_id: skuId!, sl_id: product.sellerId, product_id: product.id, product_name: product.name, quantity, price: price! };
    setError('');
    setBusy(true);
    try {
      const response = await addToCart(item);
      emit(bodyRef.current, 'lapasar-add-to-cart', { ...item, cartCount: response.data?.cartCount ?? response.cartCount });
      onAdded({ name: product.name, quantity, price: item.price });
      setDone(true);
    } catch (failure) {
      const message = serverMessage(failure);
      const problem = message ? parseStockError(message, quantity) : null;
      if (problem?.kind === 'moq') setQuantity(clampQuantity(problem.moq, { min: problem.moq, max: Math.max(problem.moq, bounds.max) }));
      if (problem && problem.kind !== 'moq') setStock(problem);
      else setError(message || t.addFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Dialog open title={t.quickAddTitle} dismissible onDismiss={onClose} part="quick-add" closeLabel={t.close}>
        <div ref={bodyRef}>
          <p><strong>{product.name}</strong></p>
          <p className={styles.price}>{price !== null ? formatRM(price) : ''}</p>
          {product.isVariant && variant.failed && <p className={ui.errorText} role="alert">{t.detailFailed}</p>}
          {variant.detail?.variants.map((axis) => (
            <div key={axis.variant_id} className={ui.field}>
              <label className={ui.label} htmlFor={`qa-variant-${axis.variant_id}`}>{axis.variants}</label>
              <select
                id={`qa-variant-${axis.variant_id}`}
                className={ui.input}
                value={variant.chosen[axis.variant_id] ?? ''}
                onChange={(event) => variant.choose(axis.variant_id, Number(event.target.value))}
              >
                <option value="" disabled>{fill(t.chooseOption, { name: axis.variants })}</option>
                {(variant.detail?.variant_options[axis.variant_id] ?? []).map((option) => (
                  <option key={option.recid} value={option.recid}>{option.variant_options}</option>
                ))}
              </select>
            </div>
          ))}
          {variant.skuError && <p className={ui.errorText} role="alert">{variant.skuError}</p>}
          <QuantityStepper value={quantity} min={bounds.min} max={bounds.max} onChange={setQuantity} />
          {!product.shipsToLocation && <p className={ui.errorText}>{t.noShipping}</p>}
          {error && <p className={ui.errorText} role="alert" part="quick-add-error">{error}</p>}
          <div className={styles.row}>
            <button type="button" className={ui.primaryButton} part="quick-add-submit" disabled={disabled} onClick={() => void add()}>
              {busy ? t.adding : done ? t.added : outOfStock ? t.outOfStock : t.addToCart}
            </button>
          </div>
        </div>
      </Dialog>
      <StockDialog
        problem={stock}
        onClose={() => setStock(null)}
        onSetQuantity={(available) => {
          setQuantity(available);
          setStock(null);
        }}
      />
    </>
  );
}

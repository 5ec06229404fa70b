import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { cartCountOf } from '../../api/cart';
import { serverMessage } from '../../api/client';
import type { AddToCartRequest } from '../../api/types';
import { addToCartError, type AddToCartCheck } from '../../lib/add-to-cart';
import { parseStockError } from '../../lib/stock-error';
import { $counts } from '../../store/counts';
import { addToCart } from './add-to-cart';
import { emit } from '../events';
import type { StockProblem } from '../../lib/stock-error';
import { $cartStrings } from './strings';

/** A stock problem the stock dialog shows (a minimum-order one moves the quantity instead). */
export type StockDialogProblem = Exclude<StockProblem, { kind: 'moq' }>;

interface AddToCartItem extends AddToCartCheck {
  productId: number;
  productName: string;
}

export interface AddToCartFlow {
  busy: boolean;
  error: string;
  /** Opens the stock dialog (spec 1 section 8) while set. */
  stock: StockDialogProblem | null;
  closeStock: () => void;
  /**
   * Checks the item in the spec's order, adds it and fires lapasar-add-to-cart from `source`.
   * Resolves with the payload that went to the cart, or null when it did not. A minimum-order
   * message from the server moves the quantity up through `setQuantity`.
   */
  add: (item: AddToCartItem, source: Element | null, setQuantity: (quantity: number) => void) => Promise<AddToCartRequest | null>;
}

/** Add to cart from quick add or the product page (spec 1 sections 4, 5 and 8). */
export function useAddToCart(): AddToCartFlow {
  const t = useStore($cartStrings);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [stock, setStock] = useState<StockDialogProblem | null>(null);

  const add: AddToCartFlow['add'] = async (item, source, setQuantity) => {
    const invalid = addToCartError(item, t.errors);
    if (invalid) {
      setError(invalid);
      return null;
    }
    const payload: AddToCartRequest = {
      sku_id: item.skuId as number,
      sl_id: item.sellerId as number,
      product_id: item.productId,
      product_name: item.productName,
      quantity: item.quantity,
      price: item.price as number,
    };
    setError('');
    setBusy(true);
    try {
      const response = await addToCart(payload);
      emit(source, 'lapasar-add-to-cart', { ...payload, cartCount: cartCountOf(response) ?? $counts.get().cart });
      return payload;
    } catch (failure) {
      const message = serverMessage(failure);
      const problem = message ? parseStockError(message, item.quantity) : null;
      if (problem?.kind === 'moq') setQuantity(problem.moq);
      if (problem && problem.kind !== 'moq') setStock(problem);
      else setError(message || t.addFailed);
      return null;
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, stock, closeStock: () => setStock(null), add };
}

import { useStore } from '@nanostores/react';
import { useState, type RefObject } from 'react';
import { cartCountOf } from '../../api/cart';

import type { WishlistProduct } from '../../api/types';
import { $counts } from '../../store/counts';
import { addToCart } from '../../ui/cart/add-to-cart';
import { emit } from '../../ui/events';
import { fill } from '../../lib/fill';
import { cartItemOf, optionsMissing } from './cart-item';
import { $strings } from './strings';
import { useServerText } from '../../ui/server-text';

/**
 * A row's add to cart (spec 1 section 4): busy while it runs; the badge takes the answer's count
 * (else the counts reload) and carts on the page reload; a failure, a missing SKU or an unchosen
 * variant option is alerted.
 */
export function useRowAdd(source: RefObject<HTMLElement | null>, alert: (message: string) => void) {
  const serverText = useServerText();
  const t = useStore($strings);
  const [adding, setAdding] = useState<ReadonlySet<number>>(new Set());

  const add = async (product: WishlistProduct) => {
    if (optionsMissing(product)) {
      alert(t.selectAllOptions);
      return;
    }
    const item = cartItemOf(product);
    if (!item) {
      alert(fill(t.bulk.noSku, { name: product.product_name }));
      return;
    }
    setAdding((current) => new Set(current).add(product.product_id));
    try {
      const response = await addToCart(item);
      emit(source.current, 'lapasar-add-to-cart', { ...item, cartCount: cartCountOf(response) ?? $counts.get().cart });
    } catch (failure) {
      // The server's reason (a minimum order, the stock), else the spec's words.
      alert(serverText(failure, t.addFailed));
    } finally {
      setAdding((current) => {
        const next = new Set(current);
        next.delete(product.product_id);
        return next;
      });
    }
  };

  return { adding, add };
}

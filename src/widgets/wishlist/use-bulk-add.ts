import { useStore } from '@nanostores/react';
import { useState, type RefObject } from 'react';
import { addToCart, cartCountOf } from '../../api/cart';
import { ApiError } from '../../api/client';
import type { WishlistProduct } from '../../api/types';
import { addFailed, BULK_ADD_PAUSE_MS, bulkAddOutcome, noSku, type BulkAddOutcome, type BulkAddResult } from '../../lib/wishlist';
import { reloadCarts } from '../../store/cart';
import { $counts, refreshCounts } from '../../store/counts';
import { emit } from '../../ui/events';
import { fill } from '../../lib/fill';
import { cartItemOf, optionsMissing } from './cart-item';
import { $strings } from './strings';
import { useServerText } from '../../ui/server-text';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The server could not be reached: the products after this one would fail the same way. */
const unreachable = (failure: unknown) => !(failure instanceof ApiError) || failure.status === 0;

/**
 * Add All and Add Selected (spec 1 section 4): one product at a time with a 100 ms pause between
 * them, each added one announced, then the outcome; the cart count refreshes and carts reload
 * when at least one was added.
 */
export function useBulkAdd(source: RefObject<HTMLElement | null>) {
  const t = useStore($strings);
  const serverText = useServerText();
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<BulkAddOutcome | null>(null);

  const run = async (products: readonly WishlistProduct[], every: boolean) => {
    setRunning(true);
    const results: BulkAddResult[] = [];
    try {
      for (const [index, product] of products.entries()) {
        if (index > 0) await pause(BULK_ADD_PAUSE_MS);
        if (optionsMissing(product)) {
          results.push({ name: product.product_name, added: false, error: fill(t.optionsMissing, { name: product.product_name }) });
          continue;
        }
        const item = cartItemOf(product);
        if (!item) {
          results.push(noSku(product.product_name, t.bulk));
          continue;
        }
        try {
          const response = await addToCart(item);
          emit(source.current, 'lapasar-add-to-cart', { ...item, cartCount: cartCountOf(response) ?? $counts.get().cart });
          results.push({ name: product.product_name, added: true });
        } catch (failure) {
          if (unreachable(failure)) throw failure;
          results.push(addFailed(product.product_name, serverText(failure, ''), failure instanceof Error ? failure.message : '', t.bulk));
        }
      }
      setOutcome(bulkAddOutcome(results, every, t.bulk));
    } catch {
      setOutcome({ kind: 'none', title: t.bulk.errorTitle, text: t.bulk.error, errors: [] });
    } finally {
      if (results.some((result) => result.added)) {
        void refreshCounts();
        reloadCarts();
      }
      setRunning(false);
    }
  };

  return { running, outcome, run, close: () => setOutcome(null) };
}

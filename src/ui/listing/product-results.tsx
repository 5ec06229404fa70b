import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { EAGER_CARD_IMAGES } from '../../lib/product';
import type { CardProduct } from './card-product';
import { openLoginDialog } from '../../store/dialogs';
import { $signedIn } from '../../store/session';
import { AddedPopup, type AddedItem } from '../cart/added-popup';
import * as styles from './listing.css';
import { ProductCard } from './product-card';
import { QuickAddModal } from '../cart/quick-add';

/** A grid of product cards (6 columns on the vendor page) with quick add (a visitor gets the login dialog) and the Added to Cart popup. */
export function ProductResults({
  products,
  busy,
  label,
  sixColumns = false,
}: {
  products: readonly CardProduct[];
  busy: boolean;
  label: string;
  sixColumns?: boolean;
}) {
  const signedIn = useStore($signedIn);
  const [quickAdd, setQuickAdd] = useState<CardProduct | null>(null);
  const [added, setAdded] = useState<AddedItem | null>(null);
  return (
    <>
      <ul className={sixColumns ? `${styles.grid} ${styles.sixColumns}` : styles.grid} aria-busy={busy} aria-label={label} part="grid">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              eager={index < EAGER_CARD_IMAGES}
              onQuickAdd={(chosen) => (signedIn ? setQuickAdd(chosen) : openLoginDialog())}
            />
          </li>
        ))}
      </ul>
      <QuickAddModal product={quickAdd} onClose={() => setQuickAdd(null)} onAdded={setAdded} />
      <AddedPopup item={added} onHide={() => setAdded(null)} />
    </>
  );
}

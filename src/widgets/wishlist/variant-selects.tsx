import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { variantSku } from '../../api/products';
import type { WishlistProduct } from '../../api/types';
import { chosenOptions, completeOptions } from '../../lib/wishlist';
import { saveWishlistItem } from '../../store/wishlist';
import { $strings } from './strings';
import * as styles from './wishlist.css';

/** A product's variant selects; a complete choice resolves its SKU (variant-sku-details) and is saved. */
export function VariantSelects({ product, fail }: { product: WishlistProduct; fail: (message: string) => void }) {
  const t = useStore($strings);
  const axes = product.variants;
  const saved = product.product_variant_option_id;
  const [chosen, setChosen] = useState(() => (axes ? chosenOptions(saved, axes) : {}));
  // The server's choice wins whenever the wishlist reloads (set while rendering).
  const [savedChoice, setSavedChoice] = useState(saved);
  if (savedChoice !== saved) {
    setSavedChoice(saved);
    setChosen(axes ? chosenOptions(saved, axes) : {});
  }
  if (!axes || axes.variants.length === 0) return <span className={styles.muted}>{t.noVariants}</span>;

  const choose = async (variantId: number, optionId: number) => {
    const next = { ...chosen, [variantId]: optionId };
    setChosen(next);
    const optionIds = completeOptions(next, axes);
    if (!optionIds) return;
    try {
      const sku = await variantSku(product.product_id, optionIds);
      await saveWishlistItem({ product_id: product.product_id, sku_id: sku.sku_id });
    } catch {
      setChosen(chosenOptions(saved, axes));
      fail(t.updateFailed);
    }
  };

  return (
    <div>
      {axes.variants.map((axis) => {
        const id = `variant-${product.product_id}-${axis.variant_id}`;
        return (
          <div key={axis.variant_id} className={styles.variantField}>
            <label className={styles.muted} htmlFor={id}>
              {axis.variants}
            </label>
            <select
              id={id}
              className={styles.variantSelect}
              part="variant-select"
              value={chosen[axis.variant_id] ?? ''}
              onChange={(event) => void choose(axis.variant_id, Number(event.target.value))}
            >
              <option value="" disabled>
                {axis.variants}
              </option>
              {(axes.variant_options[axis.variant_id] ?? []).map((option) => (
                <option key={option.recid} value={option.recid}>
                  {option.variant_options}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}

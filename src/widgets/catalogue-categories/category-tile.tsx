import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { CatalogueCategoryTile } from '../../api/types';
import { $catalogueStrings } from '../../ui/catalogue/strings';
import * as styles from './catalogue-categories.css';

/** A category tile: its icon (a placeholder without one, or when it breaks), name and product count. */
export function CategoryTile({ category, onChoose }: { category: CatalogueCategoryTile; onChoose: () => void }) {
  const t = useStore($catalogueStrings);
  const [broken, setBroken] = useState(false);
  const count = t.productCount(category.product_count);
  return (
    <button type="button" className={styles.tile} part="category-tile" onClick={onChoose}>
      {category.icon && !broken ? (
        <img className={styles.icon} src={category.icon} alt="" loading="lazy" onError={() => setBroken(true)} />
      ) : (
        <span className={styles.iconPlaceholder} aria-hidden="true" part="icon-placeholder">
          {category.category_name.charAt(0)}
        </span>
      )}
      <span className={styles.name}>{category.category_name}</span>
      <span className={styles.count}>{count}</span>
    </button>
  );
}

import { useStore } from '@nanostores/react';
import type { CategoryNode } from '../../api/types';
import { $config } from '../../store/config';
import { categoryHref, requireLocation } from '../../ui/category-menu/category-href';
import { $categoryStrings } from '../../ui/category-menu/strings';
import { useHeaderCategories } from '../../ui/category-menu/use-categories';
import { Link } from '../../ui/link';
import * as styles from './category-menu.css';

function Branch({ nodes, ancestors }: { nodes: readonly CategoryNode[]; ancestors: readonly CategoryNode[] }) {
  const { routes } = useStore($config);
  return (
    <ul className={ancestors.length === 0 ? styles.columns : styles.children}>
      {nodes.map((node) => (
        <li key={node.id} className={ancestors.length === 0 ? styles.area : undefined}>
          <Link
            className={ancestors.length === 0 ? styles.areaLink : styles.link}
            href={categoryHref(routes, node, ancestors)}
            onClick={requireLocation}
          >
            {node.name}
          </Link>
          {node.children.length > 0 && <Branch nodes={node.children} ancestors={[...ancestors, node]} />}
        </li>
      ))}
    </ul>
  );
}

/** The All Categories page (the /categories route): every category and subcategory as links. */
export function AllCategories() {
  const t = useStore($categoryStrings);
  const categories = useHeaderCategories(true);
  return (
    <nav className={styles.page} aria-labelledby="all-categories" part="all-categories">
      <h2 id="all-categories" className={styles.title}>
        {t.all}
      </h2>
      {categories.status === 'loading' && <p role="status">{t.loading}</p>}
      {categories.status === 'failed' && (
        <p role="alert" part="error">
          {t.failed}
        </p>
      )}
      {categories.status === 'ready' && <Branch nodes={categories.nodes} ancestors={[]} />}
    </nav>
  );
}

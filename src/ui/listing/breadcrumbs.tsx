import { useStore } from '@nanostores/react';
import { Link } from '../link';
import * as styles from './listing.css';
import { $listingStrings } from './strings';

export interface Crumb {
  label: string;
  /** Absent on the current page, the last crumb. */
  href?: string;
}

/** A breadcrumb trail: links, then the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const t = useStore($listingStrings);
  return (
    <nav aria-label={t.breadcrumb} part="breadcrumbs">
      <ol className={styles.crumbs}>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>
            {crumb.href ? <Link href={crumb.href}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

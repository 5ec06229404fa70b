import { useStore } from '@nanostores/react';
import { PAGE_SIZE } from '../../lib/pagination';
import * as styles from './listing.css';
import { $listingStrings } from './strings';

/** The first-load skeleton: 24 placeholder cards (spec 1 section 9). */
export function SkeletonGrid({ count = PAGE_SIZE, sixColumns = false }: { count?: number; sixColumns?: boolean }) {
  const t = useStore($listingStrings);
  return (
    <ul
      className={sixColumns ? `${styles.grid} ${styles.sixColumns}` : styles.grid}
      aria-busy="true"
      aria-label={t.loading}
      part="skeleton"
    >
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.skeleton} />
      ))}
    </ul>
  );
}

import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import type { PageItem } from '../../lib/pagination';
import * as styles from './listing.css';
import { fill } from '../../lib/fill';
import { $listingStrings } from './strings';

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** The display rule: listingPages or homePages. */
  items: (page: number, totalPages: number) => PageItem[];
  onPage: (page: number) => void;
  busy?: boolean;
}

/**
 * Page buttons with previous and next; the current page carries aria-current. Another page starts
 * the reader at the top of the section the pagination belongs to, when that top has scrolled away.
 */
export function Pagination({ page, totalPages, items, onPage, busy = false }: PaginationProps) {
  const t = useStore($listingStrings);
  const nav = useRef<HTMLElement>(null);
  if (totalPages <= 1) return null;
  const go = (next: number) => {
    onPage(next);
    const section = nav.current?.closest('section');
    if (section && section.getBoundingClientRect().top < 0) section.scrollIntoView({ block: 'start' });
  };
  return (
    <nav ref={nav} aria-label={t.pagination} aria-busy={busy} part="pagination">
      <ul className={styles.pagination}>
        <li>
          <button type="button" className={styles.pageButton} disabled={page <= 1 || busy} onClick={() => go(page - 1)}>
            {t.previous}
          </button>
        </li>
        {items(page, totalPages).map((item, index) => (
          <li key={item === 'gap' ? `gap-${index}` : item}>
            {item === 'gap' ? (
              <span aria-hidden="true">…</span>
            ) : (
              <button
                type="button"
                className={styles.pageButton}
                aria-current={item === page ? 'page' : undefined}
                aria-label={fill(t.page, { n: item })}
                disabled={busy}
                onClick={() => item !== page && go(item)}
              >
                {item}
              </button>
            )}
          </li>
        ))}
        <li>
          <button type="button" className={styles.pageButton} disabled={page >= totalPages || busy} onClick={() => go(page + 1)}>
            {t.next}
          </button>
        </li>
      </ul>
      {busy && (
        <p className={styles.muted} role="status" part="pagination-loading">
          {t.loading}
        </p>
      )}
    </nav>
  );
}

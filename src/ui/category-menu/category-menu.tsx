import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { CategoryNode } from '../../api/types';
import { $config } from '../../store/config';
import { Link } from '../link';
import { categoryHref, requireLocation } from './category-href';
import { CategoryList } from './category-list';
import * as styles from './category-menu.css';
import { $categoryStrings } from './strings';
import { useHeaderCategories } from './use-categories';

const SUBMENU_CLOSE_MS = 300;

/** The CATEGORIES popover: a multi-level flyout, All Categories first (spec 1 section 2.2). */
export function CategoryMenu() {
  const t = useStore($categoryStrings);
  const { routes } = useStore($config);
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [openPath, setOpenPath] = useState<readonly number[]>([]);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const categories = useHeaderCategories(everOpened);

  const close = () => {
    setOpen(false);
    setOpenPath([]);
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const openAt = (level: number, id: number | null) => {
    clearTimeout(closeTimer.current);
    setOpenPath((path) => (id === null ? path.slice(0, level) : [...path.slice(0, level), id]));
  };

  const leaveAt = (level: number) => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpenPath((path) => path.slice(0, level)), SUBMENU_CLOSE_MS);
  };

  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    requireLocation(event);
    close();
  };

  const hrefOf = (node: CategoryNode, ancestors: readonly CategoryNode[]) => categoryHref(routes, node, ancestors);

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        close();
        triggerRef.current?.focus();
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        part="categories-button"
        aria-expanded={open}
        aria-controls="lapasar-categories"
        onClick={() => {
          setEverOpened(true);
          if (open) close();
          else setOpen(true);
        }}
      >
        {t.button} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id="lapasar-categories" className={styles.panel} part="categories-panel">
          <li className={styles.item}>
            <Link className={styles.link} href={routes.categories} onClick={choose} onFocus={() => openAt(0, null)}>
              {t.all}
            </Link>
          </li>
          {categories.status === 'loading' && <li className={styles.status}>{t.loading}</li>}
          {categories.status === 'failed' && (
            <li className={styles.status} role="alert">
              {t.failed}
            </li>
          )}
          {categories.status === 'ready' && (
            <CategoryList
              nodes={categories.nodes}
              level={0}
              openPath={openPath}
              hrefOf={hrefOf}
              ancestors={[]}
              onOpen={openAt}
              onPointerLeave={leaveAt}
              onChoose={choose}
            />
          )}
        </ul>
      )}
    </div>
  );
}

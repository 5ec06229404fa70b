import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { ACCESS_DENIED, categorySourceOf } from '../../lib/catalogue';
import {
  catalogueViewHref,
  catalogueViewOf,
  FIRST_CATALOGUE_VIEW,
  type CatalogueView,
  type CatalogueViewAttributes,
} from '../../lib/catalogue-view';
import { $config } from '../../store/config';
import { $buyerSettings, $user } from '../../store/session';
import { CatalogueSearch } from '../../ui/catalogue/catalogue-search';
import * as catalogueStyles from '../../ui/catalogue/catalogue.css';
import { $catalogueStrings } from '../../ui/catalogue/strings';
import { useCatalogueView } from '../../ui/catalogue/use-catalogue-view';
import { emit } from '../../ui/events';
import { Link } from '../../ui/link';
import { PageDialogs } from '../../ui/page-dialogs';
import { SkeletonGrid } from '../../ui/listing/skeleton-grid';
import * as ui from '../../ui/ui.css';
import * as styles from './catalogue-categories.css';
import { CategoryTile } from './category-tile';
import { useCatalogueCategories } from './use-catalogue-categories';

export interface CatalogueCategoriesProps extends Omit<CatalogueViewAttributes, 'page'> {
  /** The category whose search view is open; absent shows the tiles. */
  categoryId?: number;
  page?: number;
}

/** The tiles' count while they load. */
const SKELETON_TILES = 8;

/** The view chosen inside the element, valid while the host's category-id stays what it was. */
interface Chosen {
  from: number | undefined;
  categoryId: number | null;
}

/**
 * lapasar-catalogue-categories (spec 2 section 2): the catalogue's category tiles, and a search
 * view inside the chosen one. Each move is offered to the host as lapasar-navigate (the URL keeps
 * the view, so Back works); without a host router the element moves itself.
 */
export function CatalogueCategoriesView({ categoryId, search, sort, page, filters }: CatalogueCategoriesProps) {
  const t = useStore($catalogueStrings);
  const user = useStore($user);
  const settings = useStore($buyerSettings);
  const { routes } = useStore($config);
  const source = categorySourceOf(user, settings);
  const categories = useCatalogueCategories(source);
  const root = useRef<HTMLElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [deniedShown, setDeniedShown] = useState(false);
  const given = categoryId && categoryId > 0 ? categoryId : null;
  const shown = chosen && chosen.from === categoryId ? chosen.categoryId : given;
  // The search view's text, filters, sort and page, in the address beside ?category=.
  const hrefOf = (next: CatalogueView) => catalogueViewHref(routes.catalogueCategory, { category: shown }, next);
  const givenView = chosen && chosen.from === categoryId ? FIRST_CATALOGUE_VIEW : catalogueViewOf({ search, sort, page, filters });
  const [view, showView] = useCatalogueView(givenView, String(shown), hrefOf, root);

  useEffect(() => {
    if (source === null) setDeniedShown(emit(root.current, 'lapasar-access-denied', { message: ACCESS_DENIED }, true));
  }, [source]);

  const go = (next: number | null) => {
    const href = next === null ? routes.catalogueCategory : `${routes.catalogueCategory}?category=${next}`;
    if (emit(root.current, 'lapasar-navigate', { href }, true)) setChosen({ from: categoryId, categoryId: next });
  };

  if (source === null) {
    return (
      <section ref={root} className={catalogueStyles.root} part="catalogue-root">
        {deniedShown && (
          <div className={catalogueStyles.message}>
            <p className={ui.errorText} role="alert" part="access-denied">
              {ACCESS_DENIED}
            </p>
            <Link className={ui.primaryButton} href={routes.home} part="back-to-home">
              {t.backToHome}
            </Link>
          </div>
        )}
      </section>
    );
  }

  const data = categories.data;
  if (shown !== null) {
    const name = data?.categoryProducts.find((tile) => tile.category_id === shown)?.category_name ?? t.productsTitle;
    const back = (
      <button type="button" className={styles.backLink} part="back-link" onClick={() => go(null)}>
        {t.backToCategories}
      </button>
    );
    return (
      <section ref={root}>
        <CatalogueSearch
          key={shown}
          scope={{ kind: 'category', categoryId: shown }}
          view={view}
          onView={showView}
          title={name}
          back={back}
          emptyAction={
            <button type="button" className={ui.primaryButton} part="back-to-categories" onClick={() => go(null)}>
              {t.backToCategories}
            </button>
          }
        />
        <PageDialogs />
      </section>
    );
  }

  let body;
  if (data && data.categoryProducts.length === 0) {
    body = (
      <p className={catalogueStyles.message} part="empty">
        {t.noCategories}
      </p>
    );
  } else if (data) {
    body = (
      <ul className={styles.tiles} aria-label={t.categoriesTitle} part="tiles">
        {data.categoryProducts.map((category) => (
          <li key={category.category_id}>
            <CategoryTile category={category} onChoose={() => go(category.category_id)} />
          </li>
        ))}
      </ul>
    );
  } else if (categories.error !== undefined && !categories.loading) {
    body = (
      <div className={ui.errorText} role="alert" part="error">
        <p>{t.loadFailed}</p>
        <button type="button" className={ui.button} part="try-again" onClick={categories.retry}>
          {t.tryAgain}
        </button>
      </div>
    );
  } else {
    body = <SkeletonGrid count={SKELETON_TILES} />;
  }
  return (
    <section ref={root} className={catalogueStyles.root} part="catalogue-root">
      <h2 className={catalogueStyles.title} part="title">
        {t.categoriesTitle}
      </h2>
      {data && (
        <p className={styles.subtitle} part="catalogue-name">
          {data.catalogName}
        </p>
      )}
      {body}
      <PageDialogs />
    </section>
  );
}

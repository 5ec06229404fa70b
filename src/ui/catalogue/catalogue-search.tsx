import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { needsCatalogueSearch } from '../../lib/catalogue';
import type { CatalogueView } from '../../lib/catalogue-view';
import { decodeCategoryToken } from '../../lib/category-token';
import { EMPTY_FILTERS, type Filters } from '../../lib/filters';
import { BUILT_IN_STATES } from '../../lib/malaysia';
import { listingPages } from '../../lib/pagination';
import { $location } from '../../store/location';
import { $signedIn } from '../../store/session';
import { fill } from '../../lib/fill';
import { FilterSidebar } from '../listing/filter-sidebar';
import { Pagination } from '../listing/pagination';
import { ProductResults } from '../listing/product-results';
import { SkeletonGrid } from '../listing/skeleton-grid';
import { SortSelect } from '../listing/sort-select';
import * as ui from '../ui.css';
import * as styles from './catalogue.css';
import { CatalogueRefusal, isRefusal } from './refusal';
import { CatalogueSearchBox, useDebounced } from './search-box';
import { $catalogueStrings } from './strings';
import { useCatalogueBrands } from './use-catalogue-brands';
import { useCatalogueProducts, type CatalogueRequest } from './use-catalogue-products';

/** What is shown: the products screen's category (id or token, or the whole catalogue), or a tile's category. */
export type CatalogueScope = { kind: 'listing'; id: number | null; token: string } | { kind: 'category'; categoryId: number };

export interface CatalogueSearchProps {
  scope: CatalogueScope;
  /** The search text, filters, sort and page shown. */
  view: CatalogueView;
  /** The buyer chose another view (new search text, filters, sort or page). */
  onView: (next: CatalogueView) => void;
  title: string;
  /** Shown above the title (the way back to the tiles). */
  back?: ReactNode;
  /** The way out of an empty result (back to the categories). */
  emptyAction: ReactNode;
}

const SELLER_STATES: [string, number | null][] = BUILT_IN_STATES.map((state) => [state.name, null]);

/** The category a search asks for: a tile's, the products screen's id, or its token when that decodes. */
function searchCategory(scope: CatalogueScope): number | null | undefined {
  if (scope.kind === 'category') return scope.categoryId;
  if (scope.id !== null) return scope.id;
  if (!scope.token) return null;
  // An undecodable token stays with the listing, whose answer names the mistake.
  return decodeCategoryToken(scope.token) ?? undefined;
}

/**
 * The catalogue's products with the filter sidebar (applied with Apply Filters), a search box,
 * sort, 24 a page and pagination, showing `view` and asking for a new one through `onView`. Give it
 * a new `key` for a new scope.
 */
export function CatalogueSearch({ scope, view, onView, title, back, emptyAction }: CatalogueSearchProps) {
  const t = useStore($catalogueStrings);
  const location = useStore($location);
  const signedIn = useStore($signedIn);
  // The filters being edited and the text being typed, until applied or settled; null shows the view's.
  const [draftEdit, setDraftEdit] = useState<Filters | null>(null);
  const [textEdit, setTextEdit] = useState<string | null>(null);
  // A new view (applied, settled, or the host's after Back) drops what was being edited over the old one (set while rendering).
  const viewKey = JSON.stringify([view.search, view.filters]);
  const [shownView, setShownView] = useState(viewKey);
  if (shownView !== viewKey) {
    setShownView(viewKey);
    setDraftEdit(null);
    setTextEdit(null);
  }
  const draft = draftEdit ?? view.filters;
  const text = textEdit ?? view.search;
  const settled = useDebounced(text.trim());
  // Typed text that has settled becomes the view's search, on page 1.
  const typed = textEdit !== null && settled === textEdit.trim() && settled !== view.search ? settled : null;
  useEffect(() => {
    if (typed !== null) onView({ ...view, search: typed, page: 1 });
  }, [typed, view, onView]);

  const place = { state: location?.state ?? '', district: location?.district ?? '' };
  const categoryId = searchCategory(scope);
  const request: CatalogueRequest =
    scope.kind === 'listing' && (categoryId === undefined || !needsCatalogueSearch(view.filters, view.sort))
      ? {
          mode: 'listing',
          id: scope.id,
          token: scope.token,
          search: view.search,
          page: view.page,
          locationKey: `${place.state}|${place.district}`,
        }
      : {
          mode: 'search',
          search: {
            text: view.search,
            page: view.page,
            filters: view.filters,
            sort: view.sort,
            location: place,
            signedIn,
            categoryId: categoryId ?? null,
          },
        };
  const products = useCatalogueProducts(request, JSON.stringify(scope));
  const brands = useCatalogueBrands(categoryId);

  if (products.error && isRefusal(products.errorStatus)) {
    return (
      <section className={styles.root} part="catalogue-root">
        {back}
        <h2 className={styles.title} part="title">
          {title}
        </h2>
        <CatalogueRefusal status={products.errorStatus} message={products.error} />
      </section>
    );
  }

  const firstLoad = !products.loaded && products.loading;
  return (
    <section className={styles.root} part="catalogue-root">
      {back}
      <h2 className={styles.title} part="title">
        {title}
      </h2>
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <FilterSidebar
            draft={draft}
            onChange={setDraftEdit}
            onApply={() => {
              setDraftEdit(null);
              onView({ ...view, filters: draft, page: 1 });
            }}
            onReset={() => {
              setDraftEdit(null);
              onView({ ...view, filters: EMPTY_FILTERS, page: 1 });
            }}
            brands={brands}
            sellerStates={SELLER_STATES}
            showContracted={signedIn}
          />
        </aside>
        <div className={styles.main}>
          <div className={styles.toolbar}>
            <CatalogueSearchBox value={text} onChange={setTextEdit} />
            <SortSelect value={view.sort} onChange={(sort) => onView({ ...view, sort, page: 1 })} />
          </div>
          {products.error ? (
            <div className={ui.errorText} role="alert" part="error">
              <p>{products.error}</p>
              <button type="button" className={ui.button} part="try-again" onClick={products.retry}>
                {t.tryAgain}
              </button>
            </div>
          ) : (
            products.loaded &&
            !products.loading &&
            (products.total > 0 ? (
              <p part="count">{fill(t.showing, { n: products.products.length, m: products.total })}</p>
            ) : (
              <div className={styles.message} part="empty">
                <p>{t.empty}</p>
                {emptyAction}
              </div>
            ))
          )}
          {firstLoad ? <SkeletonGrid /> : <ProductResults products={products.products} busy={products.loading} label={title} />}
          <Pagination
            page={view.page}
            totalPages={products.totalPages}
            items={listingPages}
            busy={products.loading}
            onPage={(page) => onView({ ...view, page })}
          />
        </div>
      </div>
    </section>
  );
}

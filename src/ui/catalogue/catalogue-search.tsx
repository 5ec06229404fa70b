import { useStore } from '@nanostores/react';
import { useReducer, useState, type ReactNode } from 'react';
import type { ListingSort } from '../../api/types';
import { needsCatalogueSearch } from '../../lib/catalogue';
import { decodeCategoryToken } from '../../lib/category-token';
import { filterModel, INITIAL_FILTER_MODEL } from '../../lib/filters';
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
import { CatalogueSearchBox, useDebounced } from './search-box';
import { catalogueStrings as t } from './strings';
import { useCatalogueProducts, type CatalogueRequest } from './use-catalogue-products';

/** What is shown: the products screen's category (id or token, or the whole catalogue), or a tile's category. */
export type CatalogueScope = { kind: 'listing'; id: number | null; token: string } | { kind: 'category'; categoryId: number };

export interface CatalogueSearchProps {
  scope: CatalogueScope;
  /** The search text to start with. */
  initialText: string;
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
 * sort, 24 a page and pagination. Give it a new `key` for a new scope: everything starts again.
 */
export function CatalogueSearch({ scope, initialText, title, back, emptyAction }: CatalogueSearchProps) {
  const location = useStore($location);
  const signedIn = useStore($signedIn);
  const [model, dispatch] = useReducer(filterModel, INITIAL_FILTER_MODEL);
  const [sort, setSort] = useState<ListingSort>('relevance');
  const [text, setText] = useState(initialText);
  const searchText = useDebounced(text.trim());
  // New search text goes back to page 1 (set while rendering, so no page of the old text is asked for).
  const [shownText, setShownText] = useState(searchText);
  if (shownText !== searchText) {
    setShownText(searchText);
    dispatch({ type: 'page', page: 1 });
  }

  const place = { state: location?.state ?? '', district: location?.district ?? '' };
  const categoryId = searchCategory(scope);
  const request: CatalogueRequest =
    scope.kind === 'listing' && (categoryId === undefined || !needsCatalogueSearch(model.applied, sort))
      ? { mode: 'listing', id: scope.id, token: scope.token, search: searchText, page: model.page, locationKey: `${place.state}|${place.district}` }
      : { mode: 'search', search: { text: searchText, page: model.page, filters: model.applied, sort, location: place, signedIn, categoryId: categoryId ?? null } };
  const products = useCatalogueProducts(request, JSON.stringify(scope));

  const firstLoad = !products.loaded && products.loading;
  return (
    <section className={styles.root} part="catalogue-root">
      {back}
      <h2 className={styles.title} part="title">{title}</h2>
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <FilterSidebar
            draft={model.draft}
            onChange={(draft) => dispatch({ type: 'edit', draft })}
            onApply={() => dispatch({ type: 'apply' })}
            onReset={() => dispatch({ type: 'reset' })}
            brands={[]}
            sellerStates={SELLER_STATES}
            showContracted={signedIn}
          />
        </aside>
        <div className={styles.main}>
          <div className={styles.toolbar}>
            <CatalogueSearchBox value={text} onChange={setText} />
            <SortSelect
              value={sort}
              onChange={(next) => {
                setSort(next);
                dispatch({ type: 'page', page: 1 });
              }}
            />
          </div>
          {products.error ? (
            <div className={ui.errorText} role="alert" part="error">
              <p>{products.error}</p>
              <button type="button" className={ui.button} part="try-again" onClick={products.retry}>{t.tryAgain}</button>
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
          <Pagination page={model.page} totalPages={products.totalPages} items={listingPages} busy={products.loading} onPage={(page) => dispatch({ type: 'page', page })} />
        </div>
      </div>
    </section>
  );
}

import { useStore } from '@nanostores/react';
import { useEffect, useReducer, useState } from 'react';
import type { ListingSort } from '../../api/types';
import { filterModel, INITIAL_FILTER_MODEL } from '../../lib/filters';
import { listingPages } from '../../lib/pagination';
import { searchTypeOf } from '../../lib/search';
import { $config } from '../../store/config';
import { $location } from '../../store/location';
import { $signedIn, $user } from '../../store/session';
import { FilterSidebar } from '../../ui/listing/filter-sidebar';
import { PageDialogs } from '../../ui/page-dialogs';
import { Pagination } from '../../ui/listing/pagination';
import { ProductResults } from '../../ui/listing/product-results';
import { SkeletonGrid } from '../../ui/listing/skeleton-grid';
import { SortSelect } from '../../ui/listing/sort-select';
import { useLocationGate } from '../../ui/use-location-gate';
import { fill } from '../../ui/fill';
import * as ui from '../../ui/ui.css';
import { ListingHeader } from './listing-header';
import * as styles from './product-grid.css';
import { resolveSource, SourceError, type ResolvedSource } from './sources';
import { strings as t } from './strings';
import { useProducts, useSidebarData } from './use-products';
import { SearchBox, useDebounced } from './search-box';

export interface ProductGridProps {
  source?: string;
  categoryToken?: string;
  subcategoryToken?: string;
  vendorId?: number;
  covidCategory?: string;
  query?: string;
  searchType?: string;
  listingType?: string;
}

type Resolution = { status: 'resolving' } | { status: 'failed'; title: string; detail: string } | { status: 'ready'; resolved: ResolvedSource };

/** lapasar-product-grid: one listing for every source (spec 1 sections 2.7, 2.8 and 2.9). */
export function ProductGridView(props: ProductGridProps) {
  const { routes } = useStore($config);
  const location = useStore($location);
  const signedIn = useStore($signedIn);
  const buyerId = useStore($user)?.by_id ?? 0;
  const locationKey = useLocationGate();
  const [resolution, setResolution] = useState<Resolution>({ status: 'resolving' });
  const [model, dispatch] = useReducer(filterModel, INITIAL_FILTER_MODEL);
  const [sort, setSort] = useState<ListingSort>('relevance');
  const [text, setText] = useState('');
  const [retry, setRetry] = useState(0);
  const searchText = useDebounced(text.trim());
  const query = (props.query ?? '').trim();
  const searchType = searchTypeOf(props.searchType);
  const config = {
    source: props.source ?? '',
    categoryToken: props.categoryToken ?? '',
    subcategoryToken: props.subcategoryToken ?? '',
    vendorId: Number(props.vendorId ?? 0),
    covidCategory: props.covidCategory ?? 'covidAll',
    listingType: props.listingType ?? '',
  };
  const configKey = JSON.stringify(config);

  // A changed listing config starts again on page 1 with an empty list.
  useEffect(() => {
    dispatch({ type: 'reset' });
    setText('');
    setSort('relevance');
    if (!locationKey) return;
    let current = true;
    setResolution({ status: 'resolving' });
    resolveSource(config, routes).then(
      (resolved) => current && setResolution({ status: 'ready', resolved }),
      (error: unknown) => {
        if (!current) return;
        const failure = error instanceof SourceError ? error : new SourceError(t.loadFailed);
        setResolution({ status: 'failed', title: failure.message, detail: failure.detail });
      },
    );
    return () => {
      current = false;
    };
    // The vendor reloads with the location; the other sources only with their config.
  }, [configKey, config.source === 'vendor' ? locationKey : Boolean(locationKey)]);

  // A new query resets the filters; on the vendor page a new location clears search text and filters.
  useEffect(() => dispatch({ type: 'new-query' }), [query]);
  useEffect(() => {
    if (config.source !== 'vendor') return;
    setText('');
    dispatch({ type: 'reset' });
  }, [locationKey]);
  useEffect(() => dispatch({ type: 'page', page: 1 }), [searchText]);

  const resolved = resolution.status === 'ready' ? resolution.resolved : null;
  const isSearch = resolved?.source === 'search';
  const activeText = isSearch ? query : searchText;
  const vendor = resolved?.vendor ?? null;
  // The vendor's products, and its search box, wait until its id and company name are known (spec 5).
  const vendorKnown = !vendor || Boolean(vendor.companyName);
  const request =
    resolved && vendorKnown && locationKey && location
      ? { resolved, location, filters: model.applied, sort, page: model.page, text: activeText, searchType, signedIn, buyerId }
      : null;
  const requestKey = JSON.stringify([configKey, resolved?.title, locationKey, model.applied, sort, model.page, activeText, searchType, signedIn, buyerId]);
  const products = useProducts(request, requestKey, retry);
  const sidebar = useSidebarData(resolved, query, buyerId, Boolean(locationKey));

  if (!locationKey) return <PageDialogs />;
  if (resolution.status === 'failed') {
    return (
      <section className={styles.root} part="grid-root">
        <h2 className={styles.title}>{resolution.title}</h2>
        {resolution.detail && <p part="error">{resolution.detail}</p>}
        <PageDialogs />
      </section>
    );
  }

  const firstLoad = !products.loaded && (products.loading || resolution.status === 'resolving');
  const count = products.products.length;
  const showing = isSearch
    ? fill(t.showingResults, { n: count, m: products.total, query })
    : `${fill(t.showing, { n: count, m: products.total })}${vendor && searchText ? fill(t.showingFor, { term: searchText }) : ''}`;

  return (
    <section className={styles.root} part="grid-root">
      <ListingHeader resolved={resolved} />
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <FilterSidebar
            draft={model.draft}
            onChange={(draft) => dispatch({ type: 'edit', draft })}
            onApply={() => dispatch({ type: 'apply' })}
            onReset={() => dispatch({ type: 'reset' })}
            brands={sidebar.brands}
            sellerStates={sidebar.sellerStates}
            showContracted={signedIn}
          />
        </aside>
        <div className={styles.main}>
          <div className={styles.toolbar}>
            {!isSearch && vendorKnown && (
              <SearchBox value={text} onChange={setText} placeholder={vendor ? fill(t.vendorSearchPlaceholder, { company: vendor.companyName }) : t.searchPlaceholder} />
            )}
            <SortSelect
              value={sort}
              onChange={(next) => {
                setSort(next);
                dispatch({ type: 'page', page: 1 });
              }}
            />
          </div>
          {products.error && (
            <div className={ui.errorText} role="alert" part="error">
              {!isSearch && <strong>{`${t.errorHeading}: `}</strong>}
              {products.error}
              {!isSearch && !vendor && (
                <button type="button" className={ui.button} part="try-again" onClick={() => setRetry((n) => n + 1)}>{t.tryAgain}</button>
              )}
            </div>
          )}
          {!products.error && <EmptyOrCount state={products} showing={showing} isSearch={isSearch} query={query} vendorTerm={vendor ? searchText : null} />}
          {firstLoad ? <SkeletonGrid sixColumns={Boolean(vendor)} /> : <ProductResults products={products.products} busy={products.loading} label={resolved?.title ?? t.products} sixColumns={Boolean(vendor)} />}
          <Pagination page={model.page} totalPages={products.totalPages} items={listingPages} busy={products.loading} onPage={(page) => dispatch({ type: 'page', page })} />
        </div>
      </div>
      <PageDialogs />
    </section>
  );
}

function EmptyOrCount({ state, showing, isSearch, query, vendorTerm }: { state: ReturnType<typeof useProducts>; showing: string; isSearch: boolean; query: string; vendorTerm: string | null }) {
  if (isSearch && query === '') return <p part="empty">{t.enterSearch}</p>;
  if (!state.loaded || state.loading) return null;
  if (state.total > 0) return <p part="count">{showing}</p>;
  let empty: string = t.noProducts;
  if (isSearch) empty = fill(t.noResults, { query });
  else if (vendorTerm !== null) empty = vendorTerm ? fill(t.vendorEmptyFor, { term: vendorTerm }) : t.vendorEmpty;
  return <p part="empty">{empty}</p>;
}

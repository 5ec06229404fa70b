import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useReducer, useState } from 'react';
import type { ListingSort } from '../../api/types';
import { filterModel, INITIAL_FILTER_MODEL } from '../../lib/filters';
import { listingPages } from '../../lib/pagination';
import { searchTypeOf } from '../../lib/search';
import { $config } from '../../store/config';
import { $location } from '../../store/location';
import { $noQuery, createFetcherStore, newQueryScope } from '../../store/query';
import { $signedIn, $user } from '../../store/session';
import { FilterSidebar } from '../../ui/listing/filter-sidebar';
import { PageDialogs } from '../../ui/page-dialogs';
import { Pagination } from '../../ui/listing/pagination';
import { ProductResults } from '../../ui/listing/product-results';
import { SkeletonGrid } from '../../ui/listing/skeleton-grid';
import { SortSelect } from '../../ui/listing/sort-select';
import { usePreviewReplaced } from '../../ui/use-preview';
import { useLocationGate } from '../../ui/use-location-gate';
import { usePreparedMoney } from '../../ui/use-money';
import { fill } from '../../lib/fill';
import * as ui from '../../ui/ui.css';
import { ListingHeader } from './listing-header';
import * as styles from './product-grid.css';
import { $covidTabLabels } from '../../ui/listing/covid-tabs';
import { resolveAtOnce, resolveSource, SourceError, type GridConfig, type ResolvedSource } from './sources';
import { $strings, type GridText } from './strings';
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

type Resolution =
  | { status: 'resolving' }
  | { status: 'failed'; title: string; detail: string }
  | { status: 'ready'; resolved: ResolvedSource };

function failedResolution(error: unknown, t: GridText): Resolution {
  const failure = error instanceof SourceError ? error : new SourceError(t.loadFailed);
  return { status: 'failed', title: failure.message, detail: failure.detail };
}

/**
 * The source of a listing config (a JSON GridConfig); null (no location yet) resolves nothing.
 * Search and the COVID tabs resolve in the first render, so their products start loading at
 * once; categories and vendors load first.
 */
function useResolution(configKey: string, resolutionKey: string | null, t: GridText): Resolution {
  const [scope] = useState(newQueryScope);
  const covidLabels = useStore($covidTabLabels);
  const atOnce = useMemo((): Resolution | null => {
    try {
      const resolved = resolveAtOnce(JSON.parse(configKey) as GridConfig, $config.get().routes, t, covidLabels);
      return resolved ? { status: 'ready', resolved } : null;
    } catch (error) {
      return failedResolution(error, t);
    }
  }, [configKey, t, covidLabels]);
  const $resolution = useMemo(
    () =>
      resolutionKey === null || atOnce
        ? null
        : createFetcherStore<ResolvedSource>(['source:', configKey, ':', resolutionKey, scope], {
            fetcher: (_, config) => resolveSource(JSON.parse(String(config)) as GridConfig, $config.get().routes, t, covidLabels),
          }),
    [configKey, resolutionKey, scope, atOnce, t, covidLabels],
  );
  const { data, error, loading } = useStore($resolution ?? $noQuery);
  if (resolutionKey === null) return { status: 'resolving' };
  if (atOnce) return atOnce;
  if (loading) return { status: 'resolving' };
  if (error !== undefined) return failedResolution(error, t);
  return data ? { status: 'ready', resolved: data } : { status: 'resolving' };
}

/** lapasar-product-grid: one listing for every source (spec 1 sections 2.7, 2.8 and 2.9). */
export function ProductGridView(props: ProductGridProps) {
  const t = useStore($strings);
  const location = useStore($location);
  const signedIn = useStore($signedIn);
  const buyerId = useStore($user)?.by_id ?? 0;
  usePreparedMoney();
  const locationKey = useLocationGate();
  const [model, dispatch] = useReducer(filterModel, INITIAL_FILTER_MODEL);
  const [sort, setSort] = useState<ListingSort>('relevance');
  const [text, setText] = useState('');
  const searchText = useDebounced(text.trim());
  const query = (props.query ?? '').trim();
  const searchType = searchTypeOf(props.searchType);
  const configKey = JSON.stringify({
    source: props.source ?? '',
    categoryToken: props.categoryToken ?? '',
    subcategoryToken: props.subcategoryToken ?? '',
    vendorId: Number(props.vendorId ?? 0),
    covidCategory: props.covidCategory ?? 'covidAll',
    listingType: props.listingType ?? '',
  } satisfies GridConfig);

  // The vendor resolves again with the location; the other sources only with their config.
  const resolutionKey = locationKey && (props.source === 'vendor' ? locationKey : 'located');
  const resolution = useResolution(configKey, resolutionKey, t);

  // A changed listing config (or the vendor's location) starts again on page 1 with an empty list (set while rendering).
  const listingKey = `${configKey}|${resolutionKey}`;
  const [shownListing, setShownListing] = useState(listingKey);
  if (shownListing !== listingKey) {
    setShownListing(listingKey);
    dispatch({ type: 'reset' });
    setText('');
    setSort('relevance');
  }

  // A new query resets the filters; new search box text goes back to page 1.
  useEffect(() => dispatch({ type: 'new-query' }), [query]);
  useEffect(() => dispatch({ type: 'page', page: 1 }), [searchText]);

  const resolved = resolution.status === 'ready' ? resolution.resolved : null;
  const isSearch = resolved?.source === 'search';
  const activeText = isSearch ? query : searchText;
  const vendor = resolved?.vendor ?? null;
  // The vendor's products, and its search box, wait until its id and company name are known (spec 5).
  const vendorKnown = !vendor || Boolean(vendor.companyName);
  const request =
    resolved && vendorKnown && locationKey && location
      ? {
          resolved,
          location: { state: location.state, district: location.district },
          filters: model.applied,
          sort,
          page: model.page,
          text: activeText,
          searchType,
          signedIn,
          buyerId,
        }
      : null;
  const products = useProducts(request);
  const sidebar = useSidebarData(resolved, query, buyerId, Boolean(locationKey));

  const firstLoad = !products.loaded && (products.loading || resolution.status === 'resolving');
  // The preview goes once the listing has something of its own to show: its products or an error.
  const rootRef = usePreviewReplaced<HTMLElement>(products.loaded || Boolean(products.error));

  if (!locationKey) {
    return (
      <>
        <slot name="preview" />
        <PageDialogs />
      </>
    );
  }
  if (resolution.status === 'failed') {
    return (
      <section className={styles.root} part="grid-root">
        <h2 className={styles.title}>{resolution.title}</h2>
        {resolution.detail && <p part="error">{resolution.detail}</p>}
        <PageDialogs />
      </section>
    );
  }

  const count = products.products.length;
  const showing = isSearch
    ? fill(t.showingResults, { n: count, m: products.total, query })
    : `${fill(t.showing, { n: count, m: products.total })}${vendor && searchText ? fill(t.showingFor, { term: searchText }) : ''}`;

  // Until the first products arrive, the page's preview of them shows when it has one (the
  // storefront's server renders a search's first page there); once it is removed, the slot shows
  // the listing it holds, which stays mounted throughout.
  return (
    <>
      <slot name="preview">
        <section ref={rootRef} className={styles.root} part="grid-root">
          <ListingHeader resolved={resolved} resolving={resolution.status === 'resolving'} />
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
                  <SearchBox
                    value={text}
                    onChange={setText}
                    placeholder={vendor ? fill(t.vendorSearchPlaceholder, { company: vendor.companyName }) : t.searchPlaceholder}
                  />
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
                    <button type="button" className={ui.button} part="try-again" onClick={products.retry}>
                      {t.tryAgain}
                    </button>
                  )}
                </div>
              )}
              {!products.error && (
                <EmptyOrCount
                  state={products}
                  showing={showing}
                  isSearch={isSearch}
                  query={query}
                  vendorTerm={vendor ? searchText : null}
                />
              )}
              {firstLoad ? (
                <SkeletonGrid sixColumns={Boolean(vendor)} />
              ) : (
                <ProductResults
                  products={products.products}
                  busy={products.loading}
                  label={resolved?.title ?? t.products}
                  sixColumns={Boolean(vendor)}
                />
              )}
              <Pagination
                page={model.page}
                totalPages={products.totalPages}
                items={listingPages}
                busy={products.loading}
                onPage={(page) => dispatch({ type: 'page', page })}
              />
            </div>
          </div>
        </section>
      </slot>
      <PageDialogs />
    </>
  );
}

function EmptyOrCount({
  state,
  showing,
  isSearch,
  query,
  vendorTerm,
}: {
  state: ReturnType<typeof useProducts>;
  showing: string;
  isSearch: boolean;
  query: string;
  vendorTerm: string | null;
}) {
  const t = useStore($strings);
  if (isSearch && query === '') return <p part="empty">{t.enterSearch}</p>;
  if (!state.loaded || state.loading) return null;
  if (state.total > 0) return <p part="count">{showing}</p>;
  let empty: string = t.noProducts;
  if (isSearch) empty = fill(t.noResults, { query });
  else if (vendorTerm !== null) empty = vendorTerm ? fill(t.vendorEmptyFor, { term: vendorTerm }) : t.vendorEmpty;
  return <p part="empty">{empty}</p>;
}

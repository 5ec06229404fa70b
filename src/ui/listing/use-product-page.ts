import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { ApiError } from '../../api/client';
import type { CardProduct } from './card-product';
import { $noQuery, createFetcherStore, newQueryScope } from '../../store/query';

/** One page of products, as a listing shows it. */
export interface ProductPage {
  products: CardProduct[];
  total: number;
  totalPages: number;
}

export interface ProductPageState extends ProductPage {
  loading: boolean;
  /** Products were shown before (later loads show the pagination loading state, not the skeleton). */
  loaded: boolean;
  error: string;
  /** The HTTP status of a failure the server answered (403, 404, ...); null without one. */
  errorStatus: number | null;
  /** Loads the page again (after a failure). */
  retry: () => void;
}

/** The status of a failure the server answered; null when it could not be reached or the failure is not a call's. */
const answeredStatus = (error: unknown) => (error instanceof ApiError && error.status > 0 ? error.status : null);

const EMPTY: ProductPage = { products: [], total: 0, totalPages: 0 };

/**
 * Loads the page of products that `request` names (a plain JSON value; a new one loads again) with
 * `load`, under `name` and the element's own scope; null loads nothing and keeps what is shown. While a page loads the
 * last one stays; a change of `listing` (a new source) or a failure clears it, so the skeleton
 * shows again. A failure keeps `failureText(error)`.
 */
export function useProductPage<R>(
  name: string,
  request: R | null,
  load: (request: R) => Promise<ProductPage>,
  listing: unknown,
  failureText: (error: unknown, request: R) => string,
): ProductPageState {
  const [scope] = useState(newQueryScope);
  const key = request === null ? null : JSON.stringify(request);
  const $page = useMemo(
    () =>
      key === null
        ? null
        : createFetcherStore<ProductPage>([name, ':', key, scope], { fetcher: (_, __, json) => load(JSON.parse(String(json)) as R) }),
    [name, key, load, scope],
  );
  const { data, error, loading } = useStore($page ?? $noQuery);

  // The page shown last, per listing (kept while rendering, so a new listing never shows the old one).
  const [shown, setShown] = useState<{ listing: unknown; page: ProductPage | null }>({ listing, page: null });
  const failed = !loading && error !== undefined && request !== null;
  const fresh = loading || failed ? undefined : data;
  if (shown.listing !== listing) setShown({ listing, page: null });
  else if (fresh && fresh !== shown.page) setShown({ listing, page: fresh });
  else if (failed && shown.page !== null) setShown({ listing, page: null });

  const retry = () => $page?.invalidate();
  if (failed)
    return { ...EMPTY, loading: false, loaded: false, error: failureText(error, request), errorStatus: answeredStatus(error), retry };
  const page = fresh ?? (shown.listing === listing ? shown.page : null);
  return { ...(page ?? EMPTY), loading, loaded: page !== null, error: '', errorStatus: null, retry };
}

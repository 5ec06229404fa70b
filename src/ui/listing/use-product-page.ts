import { useEffect, useState } from 'react';
import type { CardProduct } from '../../lib/product';

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
}

export const EMPTY_PAGE: ProductPageState = { products: [], total: 0, totalPages: 0, loading: false, loaded: false, error: '' };

/**
 * Loads a page of products whenever `key` changes (or `retry` is bumped); `load` null loads
 * nothing and keeps what is shown. A change of `listing` (a new source) clears the list first, so
 * the skeleton shows again. A failure clears the list and keeps `failureText(error)`.
 */
export function useProductPage(
  load: (() => Promise<ProductPage>) | null,
  key: string,
  listing: unknown,
  failureText: (error: unknown) => string,
  retry = 0,
): ProductPageState {
  const [state, setState] = useState<ProductPageState>(EMPTY_PAGE);
  useEffect(() => setState(EMPTY_PAGE), [listing]);
  useEffect(() => {
    if (!load) return;
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: '' }));
    load().then(
      (page) => current && setState({ ...page, loading: false, loaded: true, error: '' }),
      (error: unknown) => current && setState({ ...EMPTY_PAGE, error: failureText(error) }),
    );
    return () => {
      current = false;
    };
  }, [key, retry]);
  return state;
}

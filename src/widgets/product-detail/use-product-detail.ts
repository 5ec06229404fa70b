import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { buyerProductDetail, productDetail } from '../../api/products';
import type { ProductDetail } from '../../api/types';

export type DetailState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed' }
  | { status: 'ready'; detail: ProductDetail };

/**
 * The product for this viewer at this location: the public detail for a visitor, the buyer's
 * (with bulk prices and wishlist) once signed in. `key` null loads nothing (no location yet);
 * a new key or `retry` loads again. `refresh` reloads in place, keeping what is shown.
 */
export function useProductDetail(productId: number, key: string | null, signedIn: boolean, retry: number): { state: DetailState; refresh: () => Promise<void> } {
  const [state, setState] = useState<DetailState>({ status: 'idle' });
  const latest = useRef(0);
  const load = () => (signedIn ? buyerProductDetail(productId) : productDetail(productId));

  useEffect(() => {
    if (!(productId > 0)) return setState({ status: 'not-found' });
    if (key === null) return setState({ status: 'idle' });
    const run = ++latest.current;
    setState({ status: 'loading' });
    load().then(
      (detail) => run === latest.current && setState({ status: 'ready', detail }),
      (error: unknown) => run === latest.current && setState({ status: error instanceof ApiError && error.status === 404 ? 'not-found' : 'failed' }),
    );
  }, [productId, key, signedIn, retry]);

  const refresh = async () => {
    const run = ++latest.current;
    const detail = await load();
    if (run === latest.current) setState({ status: 'ready', detail });
  };
  return { state, refresh };
}

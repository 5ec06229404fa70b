import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { ApiError } from '../../api/client';
import type { ProductDetail } from '../../api/types';
import { productDetailStore, reloadProductDetail } from '../../store/fetchers';
import { $noQuery, newQueryScope } from '../../store/query';

type DetailState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed' }
  | { status: 'ready'; detail: ProductDetail };

export interface ProductDetailQuery {
  state: DetailState;
  /** Loads again after a failure. */
  retry: () => void;
  /** Reloads in place, keeping what is shown. */
  refresh: () => Promise<void>;
}

/**
 * The product for this viewer at this location: the public detail for a visitor, the buyer's
 * (with bulk prices and wishlist) once signed in. Nothing loads until a location is set; a new
 * location or session loads again.
 */
export function useProductDetail(productId: number): ProductDetailQuery {
  const [scope] = useState(newQueryScope);
  const $detail = useMemo(() => (productId > 0 ? productDetailStore(productId, scope) : null), [productId, scope]);
  const { data, error, loading } = useStore($detail ?? $noQuery);

  let state: DetailState = { status: 'idle' };
  if (!$detail) state = { status: 'not-found' };
  else if (loading) state = { status: 'loading' };
  else if (error !== undefined) state = { status: error instanceof ApiError && error.status === 404 ? 'not-found' : 'failed' };
  else if (data) state = { status: 'ready', detail: data };

  return {
    state,
    retry: () => $detail?.invalidate(),
    refresh: async () => {
      if ($detail) await reloadProductDetail($detail, productId);
    },
  };
}

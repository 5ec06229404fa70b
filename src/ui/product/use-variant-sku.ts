import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { ApiError } from '../../api/client';
import type { ProductDetail, SkuDetail } from '../../api/types';
import { publicProductStore, variantSkuStore } from '../../store/fetchers';
import { $noQuery, newQueryScope } from '../../store/query';

export interface VariantChoice {
  /** Chosen option recid per variant_id. */
  chosen: Record<number, number>;
  choose: (variantId: number, optionId: number) => void;
  /** Every variant axis has an option. */
  complete: boolean;
  /** The SKU of the chosen options, once looked up. */
  sku: SkuDetail | null;
  /** Every option is chosen and their SKU is still being looked up. */
  skuLoading: boolean;
  /** Why no SKU: the response's error field, or the lookup's failure. */
  skuError: string;
  /** The lookup failed to reach the server (not just 'no such SKU'). */
  skuFailed: boolean;
}

/** The chosen variant options of a product and the SKU they name (variant-sku-details, with state and district). */
export function useVariantChoice(productId: number | null, detail: ProductDetail | null): VariantChoice {
  const [scope] = useState(newQueryScope);
  const [chosen, setChosen] = useState<Record<number, number>>({});
  // Another product starts with no options chosen (set while rendering, so no lookup runs for the old ones).
  const [chosenFor, setChosenFor] = useState(productId);
  if (chosenFor !== productId) {
    setChosenFor(productId);
    setChosen({});
  }

  const variants = detail?.variants ?? [];
  const complete = variants.length > 0 && variants.every((variant) => chosen[variant.variant_id] !== undefined);
  const optionKey = variants.map((variant) => chosen[variant.variant_id]).join(',');
  const $sku = useMemo(
    () => (complete && productId !== null ? variantSkuStore(productId, optionKey, scope) : null),
    [complete, productId, optionKey, scope],
  );
  const lookup = useStore($sku ?? $noQuery);

  // A store keeps its last data through a failure; the failure is what counts.
  const failure: unknown = lookup.loading ? undefined : lookup.error;
  const sku = lookup.loading || failure !== undefined ? null : (lookup.data ?? null);
  const skuError = failure === undefined ? '' : failure instanceof Error ? failure.message : String(failure);
  const skuLoading = complete && !sku && !skuError;
  return {
    chosen,
    choose: (variantId, optionId) => setChosen((c) => ({ ...c, [variantId]: optionId })),
    complete,
    sku,
    skuLoading,
    skuError,
    skuFailed: failure instanceof ApiError,
  };
}

export interface VariantSku extends VariantChoice {
  detail: ProductDetail | null;
  failed: boolean;
}

/** A variant product's options (GET /products/{id}) and the SKU of the chosen ones, for quick add. */
export function useVariantSku(productId: number | null): VariantSku {
  const [scope] = useState(newQueryScope);
  const $detail = useMemo(() => (productId === null ? null : publicProductStore(productId, scope)), [productId, scope]);
  const { data, error, loading } = useStore($detail ?? $noQuery);
  const failed = !loading && error !== undefined;
  const detail = loading || failed ? null : (data ?? null);
  return { detail, failed, ...useVariantChoice(productId, detail) };
}

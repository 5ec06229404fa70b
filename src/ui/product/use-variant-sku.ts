import { useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { productDetail, variantSku } from '../../api/products';
import type { ProductDetail, SkuDetail } from '../../api/types';

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
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [sku, setSku] = useState<SkuDetail | null>(null);
  const [skuError, setSkuError] = useState('');
  const [skuFailed, setSkuFailed] = useState(false);

  useEffect(() => setChosen({}), [productId]);

  const variants = detail?.variants ?? [];
  const complete = variants.length > 0 && variants.every((variant) => chosen[variant.variant_id] !== undefined);
  const optionKey = variants.map((variant) => chosen[variant.variant_id]).join(',');

  useEffect(() => {
    setSku(null);
    setSkuError('');
    setSkuFailed(false);
    if (!complete || productId === null) return;
    let current = true;
    variantSku(productId, optionKey.split(',').map(Number)).then(
      (found) => current && setSku(found),
      (error: unknown) => {
        if (!current) return;
        setSkuError(error instanceof Error ? error.message : String(error));
        setSkuFailed(error instanceof ApiError);
      },
    );
    return () => {
      current = false;
    };
  }, [complete, optionKey, productId]);

  const skuLoading = complete && !sku && !skuError;
  return { chosen, choose: (variantId, optionId) => setChosen((c) => ({ ...c, [variantId]: optionId })), complete, sku, skuLoading, skuError, skuFailed };
}

export interface VariantSku extends VariantChoice {
  detail: ProductDetail | null;
  failed: boolean;
}

/** A variant product's options (GET /products/{id}) and the SKU of the chosen ones, for quick add. */
export function useVariantSku(productId: number | null): VariantSku {
  const [detail, setDetail] = useState<ProductDetail | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setDetail(null);
    setFailed(false);
    if (productId === null) return;
    let current = true;
    productDetail(productId).then(
      (loaded) => current && setDetail(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [productId]);
  return { detail, failed, ...useVariantChoice(productId, detail) };
}

import { useEffect, useState } from 'react';
import { productDetail, variantSku } from '../../api/products';
import type { ProductDetail, SkuDetail } from '../../api/types';

export interface VariantSku {
  detail: ProductDetail | null;
  failed: boolean;
  /** Chosen option recid per variant_id. */
  chosen: Record<number, number>;
  choose: (variantId: number, optionId: number) => void;
  complete: boolean;
  sku: SkuDetail | null;
  skuError: string;
}

/** A variant product's options (GET /products/{id}) and the SKU of the chosen ones (variant-sku-details). */
export function useVariantSku(productId: number | null): VariantSku {
  const [detail, setDetail] = useState<ProductDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [sku, setSku] = useState<SkuDetail | null>(null);
  const [skuError, setSkuError] = useState('');

  useEffect(() => {
    setDetail(null);
    setFailed(false);
    setChosen({});
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

  const variants = detail?.variants ?? [];
  const complete = variants.length > 0 && variants.every((variant) => chosen[variant.variant_id] !== undefined);
  const optionKey = variants.map((variant) => chosen[variant.variant_id]).join(',');

  useEffect(() => {
    setSku(null);
    setSkuError('');
    if (!complete || productId === null) return;
    let current = true;
    variantSku(productId, optionKey.split(',').map(Number)).then(
      (found) => current && setSku(found),
      (error: unknown) => current && setSkuError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [complete, optionKey, productId]);

  return { detail, failed, chosen, choose: (variantId, optionId) => setChosen((c) => ({ ...c, [variantId]: optionId })), complete, sku, skuError };
}

import type { FetcherStore } from '@nanostores/query';
import { buyerProductDetail, productDetail, variantSku } from '../../api/products';
import type { ProductDetail, SkuDetail } from '../../api/types';
import { $locationKey, $viewerKey, createFetcherStore, mutateCache } from '../../store/query';

// The product fetchers live with the product parts, so the product calls stay out of the runtime chunk.
// Each takes its element's query scope (newQueryScope) as the last key part.

const viewerDetail = (productId: number, viewer: string) => (viewer === 'visitor' ? productDetail(productId) : buyerProductDetail(productId));

/** A product for this viewer at this location: the buyer's view (bulk prices, wishlist) once signed in. */
export const productDetailStore = (productId: number, scope: string) =>
  createFetcherStore<ProductDetail>(['products/', productId, '/', $viewerKey, '/', $locationKey, scope], {
    fetcher: (_, id, __, viewer) => viewerDetail(Number(id), String(viewer)),
  });

/** Reloads a product in place; the answer goes to the key it was asked for, so a newer location or session is not overwritten. */
export async function reloadProductDetail($detail: FetcherStore<ProductDetail>, productId: number): Promise<void> {
  const key = $detail.key;
  if (key) mutateCache(key, await viewerDetail(productId, $viewerKey.get()));
}

/** A product's public detail (variant options for quick add). */
export const publicProductStore = (productId: number, scope: string) =>
  createFetcherStore<ProductDetail>(['products/', productId, '/public/', $locationKey, scope], { fetcher: (_, id) => productDetail(Number(id)) });

/** The SKU of a product's chosen options ('1,2,3'), at this location. */
export const variantSkuStore = (productId: number, optionIds: string, scope: string) =>
  createFetcherStore<SkuDetail>(['products/', productId, '/variant-sku/', optionIds, '/', $locationKey, scope], {
    fetcher: (_, id, __, options) => variantSku(Number(id), String(options).split(',').map(Number)),
  });

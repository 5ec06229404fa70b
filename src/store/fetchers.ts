import type { FetcherStore } from '@nanostores/query';
import { computed } from 'nanostores';
import { homeBanners } from '../api/banners';
import { headerCategories } from '../api/categories';
import { districts, states, type DistrictsResult } from '../api/location';
import { buyerProductDetail, productDetail, variantSku } from '../api/products';
import type { Banner, CategoryNode, ProductDetail, SkuDetail, State } from '../api/types';
import { $locationKey, $viewerKey, createFetcherStore, mutateCache } from './query';
import { $isCatalogueUser } from './session';

const $categorySource = computed($isCatalogueUser, (catalogue) => (catalogue ? 'catalogue' : 'marketplace'));

/** The header category tree; catalogue users get the catalogue's. */
export const $headerCategories = createFetcherStore<CategoryNode[]>(['categories/header/', $categorySource], {
  fetcher: (_, source) => headerCategories(source === 'catalogue'),
});

/** The home page banners. */
export const $homeBanners = createFetcherStore<Banner[]>('banners/home', { fetcher: homeBanners });

/** The states of the location chooser. */
export const $states = createFetcherStore<State[]>('location/states', { fetcher: states });

/** The districts of one state. */
export const districtsStore = (state: string) =>
  createFetcherStore<DistrictsResult>(['location/districts/', state], { fetcher: (_, name) => districts(String(name)) });

// The stores of one element's product take its query scope (newQueryScope) as the last key part.

const viewerDetail = (productId: number, viewer: string) =>
  viewer === 'visitor' ? productDetail(productId) : buyerProductDetail(productId);

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
  createFetcherStore<ProductDetail>(['products/', productId, '/public/', $locationKey, scope], {
    fetcher: (_, id) => productDetail(Number(id)),
  });

/** The SKU of a product's chosen options ('1,2,3'), at this location. */
export const variantSkuStore = (productId: number, optionIds: string, scope: string) =>
  createFetcherStore<SkuDetail>(['products/', productId, '/variant-sku/', optionIds, '/', $locationKey, scope], {
    fetcher: (_, id, __, options) => variantSku(Number(id), String(options).split(',').map(Number)),
  });

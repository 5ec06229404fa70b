import { computed } from 'nanostores';
import { homeBanners } from '../api/banners';
import { headerCategories } from '../api/categories';
import { districts, states, type DistrictsResult } from '../api/location';
import type { Banner, CategoryNode, State } from '../api/types';
import { createFetcherStore } from './query';
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

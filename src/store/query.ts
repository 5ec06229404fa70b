import { nanoquery, type FetcherValue } from '@nanostores/query';
import { atom, computed } from 'nanostores';
import { isLocationComplete } from '../lib/location';
import { $location } from './location';
import { $buys, $signedIn, $token } from './session';

/*
 * One query context for every element. Concurrent requests for the same key are shared and the
 * last answer of a key is kept; a store that gains a reader asks again (dedupeTime 0), so an
 * element that appears shows what the server says now, and a failure waits for Try Again.
 */
export const [createFetcherStore, , { mutateCache, revalidateKeys }] = nanoquery({ dedupeTime: 0, onErrorRetry: null });

/** Key part of the chosen location ('state|district'); null (nothing loads) until one is complete. */
export const $locationKey = computed($location, (location) =>
  location && isLocationComplete(location) ? `${location.state}|${location.district}` : null,
);

/** Key part of who is asking: a visitor, or the signed-in buyer's session. */
export const $viewerKey = computed([$signedIn, $token], (signedIn, token) => (signedIn && token ? `buyer:${token}` : 'visitor'));

/** Key part of a signed-in buyer's own data (cart, wishlist, compare, lists); null for a visitor or an account that does not buy, so nothing loads. */
export const $buyerKey = computed([$viewerKey, $buys], (viewer, buys) => (viewer === 'visitor' || !buys ? null : viewer));

let scopes = 0;

/**
 * A last key part of one element's own: its requests are never shared with another element's, so
 * a new element does not take the answer to a request that a removed one sent before it.
 */
export const newQueryScope = (): string => `#${++scopes}`;

/** What a fetcher store holds before it has a key: nothing, not loading. */
export const $noQuery = atom<FetcherValue<never>>({ loading: false });

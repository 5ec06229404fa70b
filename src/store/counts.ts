import { atom, computed, onMount } from 'nanostores';
import { cartCount, compareCount, wishlistCount } from '../api/counts';
import { $config } from './config';
import { $signedIn, $token, $user } from './session';

export interface Counts {
  wishlist: number;
  cart: number;
  compare: number;
}

export type CountKind = keyof Counts;

const ZERO: Counts = { wishlist: 0, cart: 0, compare: 0 };

/** Wishlist, cart and compare counts; zero for a visitor. */
export const $counts = atom<Counts>(ZERO);

// Count failures silently give 0 (spec 1 section 8).
const orZero = (load: () => Promise<number>): Promise<number> => load().then(Number).catch(() => 0);

let latestRefresh = 0;

// The path of a route template, without its query or fragment.
const pathOf = (template: string) => template.split(/[?#]/)[0];

/** Reloads the counts of a signed-in buyer; the cart count is left alone on the cart page (spec 1 section 4). */
export async function refreshCounts(): Promise<void> {
  const refresh = ++latestRefresh;
  const user = $user.get();
  if (!$signedIn.get() || !user) {
    $counts.set(ZERO);
    return;
  }
  const { corporateBase, routes } = $config.get();
  const onCart = typeof location !== 'undefined' && location.pathname === pathOf(routes.cart);
  const [wishlist, cart, compare] = await Promise.all([
    orZero(wishlistCount),
    onCart ? Promise.resolve($counts.get().cart) : orZero(cartCount),
    orZero(() => compareCount(user.by_id, corporateBase)),
  ]);
  // A slower, older refresh must not overwrite a newer one (e.g. after a quick logout and login).
  if (refresh === latestRefresh && $signedIn.get()) $counts.set({ wishlist, cart, compare });
}

/** Sets one count from a response that carried it (e.g. total_wishlist, cartCount). */
export function setCount(kind: CountKind, value: number): void {
  $counts.set({ ...$counts.get(), [kind]: value });
}

/**
 * The session the counts belong to: the token while signed in, else null. Unlike $signedIn it
 * also changes when another account signs in without a sign-out between, here or in another tab.
 */
const $countsSession = computed([$signedIn, $token], (signedIn, token) => (signedIn ? token : null));

onMount($counts, () => $countsSession.subscribe(() => void refreshCounts()));

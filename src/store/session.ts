import { computed } from 'nanostores';
import { configureClient } from '../api/client';
import type { BuyerSettings, User } from '../api/types';
import { $config } from './config';
import { openLoginExpired } from './dialogs';
import { $locale } from './language';
import { $location } from './location';
import { persistentJson } from './persist';

/** The bearer token, stored under 'token'. */
export const $token = persistentJson<string>('token');
/** The signed-in user, stored under 'user'. */
export const $user = persistentJson<User>('user');
/** The buyer settings, stored under 'buyerSettings'. */
export const $buyerSettings = persistentJson<BuyerSettings>('buyerSettings');

export const $signedIn = computed([$token, $user], (token, user) => Boolean(token && user));
/**
 * A buyer account is signed in: the cart, wishlist, compare list, shopping lists and orders are its
 * own (an approver's or seller's would be refused; a marketplace operator is in no company).
 */
export const $buys = computed([$signedIn, $user], (signedIn, user) => signedIn && user?.role === 'buyer' && !user.marketplaceOperator);
export const $isCatalogueUser = computed($user, (user) => Boolean(user?.isCatalogueUser));
/** Corporate energy buyers: isTnbUser on the user or is_tnb 1 in the buyer settings. */
export const $isEnergyBuyer = computed([$user, $buyerSettings], (user, settings) => Boolean(user?.isTnbUser) || settings?.is_tnb === 1);

/** Set while the session shops for a procurement system (PunchOut): its cart is transferred there, not checked out. */
export const $punchout = persistentJson<{ system: string }>('punchout');

/**
 * A punch-out session reaches only the shop and its own cart (the server refuses it the rest):
 * the buyer's own records beyond them (wishlist, comparisons, lists, bulk prices, references,
 * quotations, orders, the dashboard) are not offered while it is set.
 */
export const $inPunchout = computed($punchout, (punchout) => punchout !== null);

/** A marketplace operator is signed in: they create companies and invite each one's administrators. */
export const $operates = computed([$signedIn, $user], (signedIn, user) => signedIn && Boolean(user?.marketplaceOperator));

/** An administrator of their buyer company is signed in (not in a punch-out session, which the server refuses it). */
export const $administers = computed(
  [$signedIn, $user, $inPunchout],
  (signedIn, user, inPunchout) => signedIn && !inPunchout && Boolean(user?.companyAdministrator),
);

/**
 * Takes the punch-out cart back to the procurement system: the browser posts the session to the
 * server's transfer page, which posts the cart on to the procurement system (PunchOut requires
 * the browser to carry it). The session ends there.
 */
export function transferPunchoutCart(): void {
  const token = $token.get();
  if (!token) return;
  const form = document.createElement('form');
  form.method = 'post';
  form.action = new URL('/punchout/transfer', new URL($config.get().apiBase, document.baseURI)).href;
  form.hidden = true;
  const field = document.createElement('input');
  field.type = 'hidden';
  field.name = 'token';
  field.value = token;
  form.append(field);
  document.body.append(form);
  clearSession();
  form.submit();
}

/** Clears token, user and buyer settings (logout and session expiry). */
export function clearSession(): void {
  $token.set(null);
  $user.set(null);
  $punchout.set(null);
  $buyerSettings.set(null);
}

/** What the login dialog says when a session has ended by itself (spec 1 section 8). */
const SESSION_EXPIRED = 'Session expired';

/**
 * A 401 on a call that carried a token: clear the session; ask to log in again, saying why, only
 * if a user was stored. Given the token the refused call carried, only that session ends: an
 * answer to a call made before a new sign-in (a session-token adopted, a company sign-in) leaves
 * the new session alone.
 */
export function expireSession(token?: string): void {
  if (token !== undefined && $token.get() !== token) return;
  const hadUser = $user.get() !== null;
  clearSession();
  if (hadUser) openLoginExpired(SESSION_EXPIRED);
}

// Every API call reads the configuration, token, location and locale from here.
configureClient({
  apiBase: () => $config.get().apiBase,
  token: () => $token.get(),
  location: () => $location.get(),
  locale: () => $locale.get(),
  onUnauthorized: expireSession,
});

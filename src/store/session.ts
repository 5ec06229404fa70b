import { computed } from 'nanostores';
import { configureClient } from '../api/client';
import type { BuyerSettings, User } from '../api/types';
import { $config } from './config';
import { openLoginExpired } from './dialogs';
import { $location } from './location';
import { persistentJson } from './persist';

/** The bearer token, stored under 'token'. */
export const $token = persistentJson<string>('token');
/** The signed-in user, stored under 'user'. */
export const $user = persistentJson<User>('user');
/** The buyer settings, stored under 'buyerSettings'. */
export const $buyerSettings = persistentJson<BuyerSettings>('buyerSettings');

export const $signedIn = computed([$token, $user], (token, user) => Boolean(token && user));
export const $isCatalogueUser = computed($user, (user) => Boolean(user?.isCatalogueUser));
/** Corporate energy buyers: isTnbUser on the user or is_tnb 1 in the buyer settings. */
export const $isEnergyBuyer = computed(
  [$user, $buyerSettings],
  (user, settings) => Boolean(user?.isTnbUser) || settings?.is_tnb === 1,
);

/** Clears token, user and buyer settings (logout and session expiry). */
export function clearSession(): void {
  $token.set(null);
  $user.set(null);
  $buyerSettings.set(null);
}

/** What the login dialog says when a session has ended by itself (spec 1 section 8). */
const SESSION_EXPIRED = 'Session expired';

/** A 401 on a call that carried a token: clear the session; ask to log in again, saying why, only if a user was stored. */
export function expireSession(): void {
  const hadUser = $user.get() !== null;
  clearSession();
  if (hadUser) openLoginExpired(SESSION_EXPIRED);
}

// Every API call reads the configuration, token and location from here.
configureClient({
  apiBase: () => $config.get().apiBase,
  token: () => $token.get(),
  location: () => $location.get(),
  onUnauthorized: expireSession,
});

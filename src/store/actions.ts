import { logout as logoutCall, me } from '../api/auth';
import { clearCheckoutDrafts } from './checkout-drafts';
import { ApiError } from '../api/client';
import { saveLocation } from '../api/location';
import { buyerSettings } from '../api/workflow';
import type { Location, User } from '../api/types';
import { DEFAULT_COUNTRY } from '../lib/location';
import { $location } from './location';
import { $buyerSettings, $punchout, $token, $user, clearSession } from './session';

/** Stores a logged-in user, then loads the buyer settings (a failure is only logged, spec 1 section 8). */
export async function signIn(user: User): Promise<void> {
  $token.set(user.auth_token);
  $user.set(user);
  $punchout.set(null);
  try {
    $buyerSettings.set(await buyerSettings());
  } catch (error) {
    console.warn('LaPasar: buyer settings could not be loaded', error);
  }
}

/** Logs out: the server revokes the token; locally the session is cleared whatever it answers. */
export async function logout(): Promise<void> {
  try {
    if ($token.get()) await logoutCall();
  } catch {
    // The local session ends even when the server cannot be told.
  } finally {
    clearSession();
    clearCheckoutDrafts();
  }
}

/** Stores the location (so the page reacts at once) and tells the server; false when the server refused. */
export async function setLocation(state: string, district: string, postcode = ''): Promise<boolean> {
  const location: Location = { state, district, postcode, country: DEFAULT_COUNTRY };
  $location.set(location);
  return saveLocation(state, district, postcode);
}

let verifying: { token: string; result: Promise<boolean> } | null = null;

/**
 * Confirms the stored session with GET /auth/me, once per token. A rejected token ends the
 * session (the client's 401 rule); an unreachable server leaves the stored session in place.
 */
export function verifySession(): Promise<boolean> {
  const token = $token.get();
  if (!token) return Promise.resolve(false);
  if (verifying?.token !== token) {
    const result = me().then(
      ({ user, punchout }) => {
        const stored = $user.get();
        if (stored) $user.set({ ...stored, ...user });
        $punchout.set(punchout ?? null);
        return true;
      },
      (error: unknown) => !(error instanceof ApiError && error.status === 401) && $token.get() !== null,
    );
    verifying = { token, result };
  }
  return verifying.result;
}

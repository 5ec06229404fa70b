import { me } from '../api/auth';
import { cookieValue, SIGN_ON_FRAGMENT, SIGN_ON_PROOF_COOKIE } from '../lib/sign-on';
import { ApiError } from '../api/client';
import type { User } from '../api/types';
import { signIn } from './actions';
import { $config } from './config';
import { $loginDialog } from './dialogs';
import { $punchout, $token, $user, clearSession } from './session';

/** What the sign-in popup posts (src/contract/single-sign-on.ts), told apart without a schema library in the bundle. */
const SESSION_MESSAGE = 'lapasar-session';
const ERROR_MESSAGE = 'lapasar-session-error';

/**
 * Signs in with a session token the portal's backend obtained for its user (POST
 * /auth/sso/assertion): its user is loaded with GET /auth/me. A token the server refuses leaves
 * no session. Answers whether the session is now the token's.
 */
export async function adoptSessionToken(token: string): Promise<boolean> {
  if ($token.get() === token && $user.get()) return true;
  clearSession();
  $token.set(token);
  try {
    const { user, punchout } = await me();
    await signIn({ ...user, auth_token: token });
    $punchout.set(punchout ?? null);
    return true;
  } catch (error) {
    if ($token.get() === token) clearSession();
    console.warn('LaPasar: the session-token could not be used', error);
    return false;
  }
}

/** Whether this page's address carries a redirect-mode sign-in's answer. */
export const hasSignOnFragment = (): boolean => {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  return fragment.has(SIGN_ON_FRAGMENT.session) || fragment.has(SIGN_ON_FRAGMENT.error);
};

/** Where this tab keeps the nonce of the redirect sign-in it started until the answer comes back (sessionStorage). */
const PENDING_SIGN_IN_KEY = 'lapasar_sso_state';

const storedPendingState = (): string | null => {
  try {
    return window.sessionStorage.getItem(PENDING_SIGN_IN_KEY);
  } catch {
    return null;
  }
};

/**
 * Whether an answer's state proves a sign-in this browser started: the nonce this tab kept when it
 * started it (signInWithCompanyRedirect), or the value the callback left in a cookie of this site
 * (a sign-in started by a plain link back to this site). Nobody else can put either there. What
 * proved it is forgotten, so an answer is taken once.
 */
function provesOwnSignIn(state: string | null): boolean {
  if (!state) return false;
  if (storedPendingState() === state) {
    window.sessionStorage.removeItem(PENDING_SIGN_IN_KEY);
    return true;
  }
  if (cookieValue(document.cookie, SIGN_ON_PROOF_COOKIE) === state) {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${SIGN_ON_PROOF_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
    return true;
  }
  return false;
}

/** The adoption of this page's sign-in fragment: whoever asks while it runs waits for the same one. */
let fragmentAdoption: Promise<boolean> | null = null;

/**
 * Takes the answer a redirect-mode sign-in (GET /auth/sso/start?mode=redirect) put in this page's
 * address. The fragment leaves the address at once, so no reload, bookmark or shared link carries
 * the token. Only an answer to a sign-in this browser started is taken (its `lapasar_state`
 * proves it): its session is adopted as a session-token is, and its refusal opens the login dialog
 * with the server's reason. Any other is dropped with a warning, and whoever is signed in stays
 * signed in. Answers whether the page is now signed in with the fragment's session (false when the
 * address carried none, or one it did not ask for).
 */
export function adoptSignOnFragment(): Promise<boolean> {
  if (hasSignOnFragment()) {
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    const error = fragment.get(SIGN_ON_FRAGMENT.error);
    if (!provesOwnSignIn(fragment.get(SIGN_ON_FRAGMENT.state))) {
      console.warn('LaPasar: the address carried a sign-in this browser did not start; it was ignored');
      fragmentAdoption = Promise.resolve(false);
    } else if (error !== null) {
      $loginDialog.set({ open: true, notice: error, noticeCode: fragment.get(SIGN_ON_FRAGMENT.code) ?? undefined });
      fragmentAdoption = Promise.resolve(false);
    } else {
      fragmentAdoption = adoptSessionToken(fragment.get(SIGN_ON_FRAGMENT.session) ?? '');
    }
  }
  return fragmentAdoption ?? Promise.resolve(false);
}

/** The API's sign-in start for `company`, with its query. */
function signOnStart(company: string, query: Record<string, string>): URL {
  const api = new URL($config.get().apiBase, window.location.href);
  const start = new URL(`${api.pathname.replace(/\/$/, '')}/auth/sso/start`, api);
  start.search = new URLSearchParams({ company, ...query }).toString();
  return start;
}

/** A nonce no other page can guess: 16 random bytes, base64url. */
function randomState(): string {
  const bytes = window.crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/**
 * Signs in through the company's identity provider by leaving this page for it (no popup): the
 * browser comes back to `returnTo` (this page by default; a page of the API's site or of an origin
 * the company embeds LaPasar on), where `<lapasar-config>`, the storefront or adoptSignOnFragment()
 * takes the session. The tab keeps a nonce the answer must carry, so only this sign-in's answer
 * is taken there.
 */
export function signInWithCompanyRedirect(company: string, returnTo: string = window.location.href): void {
  const target = new URL(returnTo, window.location.href);
  target.hash = '';
  const state = randomState();
  window.sessionStorage.setItem(PENDING_SIGN_IN_KEY, state);
  window.location.assign(signOnStart(company, { mode: 'redirect', return_to: target.toString(), client_state: state }));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function sessionUser(data: unknown): User | null {
  if (!isRecord(data) || data.type !== SESSION_MESSAGE || typeof data.token !== 'string' || !isRecord(data.user)) return null;
  const user = data.user as unknown as User;
  return user.auth_token === data.token && typeof user.recid === 'number' ? user : null;
}

/** Why a sign-in through the company's provider did not end signed in. */
class CompanySignInError extends Error {
  override readonly name = 'CompanySignInError';
}

const POPUP_FEATURES = 'popup,width=520,height=680';

/**
 * Signs in through the company's identity provider in a popup: the API's sign-in starts there for
 * this page's origin (which the company must have allowed), and the popup's last page posts the
 * session to this window. Only a message from that popup, from the API's origin, in the session's
 * shape is taken. The popup is a window of the API's site, whose own cookie binds the sign-in to
 * this browser.
 */
export function signInWithCompany(company: string, texts: { blocked: string; closed: string }): Promise<User> {
  const start = signOnStart(company, { mode: 'popup', return_to: window.location.origin });
  const popup = window.open(start, 'lapasar-sso', POPUP_FEATURES);
  if (!popup) return Promise.reject(new CompanySignInError(texts.blocked));
  return new Promise<User>((resolve, reject) => {
    const stop = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== start.origin || event.source !== popup) return;
      const user = sessionUser(event.data);
      if (user) {
        stop();
        signIn(user).then(() => resolve(user), reject);
      } else if (isRecord(event.data) && event.data.type === ERROR_MESSAGE) {
        stop();
        // The server's refusal, with its code: the dialog words it in the page's language.
        const error = String(event.data.error);
        reject(new ApiError(error, 403, { error, code: typeof event.data.code === 'string' ? event.data.code : undefined }));
      }
    };
    // A popup closed by the user answers nothing: stop waiting for it.
    const watch = window.setInterval(() => {
      if (!popup.closed) return;
      stop();
      reject(new CompanySignInError(texts.closed));
    }, 500);
    window.addEventListener('message', onMessage);
  });
}

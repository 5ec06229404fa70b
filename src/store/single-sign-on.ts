import { me } from '../api/auth';
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

/** Where a redirect-mode sign-in puts its answer: #lapasar_session=<token> or #lapasar_sso_error=<message>. */
const SESSION_FRAGMENT = 'lapasar_session';
const ERROR_FRAGMENT = 'lapasar_sso_error';
/** The refusal's error code, beside its message. */
const ERROR_CODE_FRAGMENT = 'lapasar_sso_code';

/** Whether this page's address carries a redirect-mode sign-in's answer. */
export const hasSignOnFragment = (): boolean => {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  return fragment.has(SESSION_FRAGMENT) || fragment.has(ERROR_FRAGMENT);
};

/** The adoption of this page's sign-in fragment: whoever asks while it runs waits for the same one. */
let fragmentAdoption: Promise<boolean> | null = null;

/**
 * Takes the answer a redirect-mode sign-in (GET /auth/sso/start?mode=redirect) put in this page's
 * address. The fragment leaves the address at once, so no reload, bookmark or shared link carries
 * the token; the session is adopted as a session-token is, and a refusal opens the login dialog
 * with the server's reason. Answers whether the page is now signed in with the fragment's session
 * (false when the address carried none).
 */
export function adoptSignOnFragment(): Promise<boolean> {
  if (hasSignOnFragment()) {
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    const error = fragment.get(ERROR_FRAGMENT);
    if (error !== null) {
      $loginDialog.set({ open: true, notice: error, noticeCode: fragment.get(ERROR_CODE_FRAGMENT) ?? undefined });
      fragmentAdoption = Promise.resolve(false);
    } else {
      fragmentAdoption = adoptSessionToken(fragment.get(SESSION_FRAGMENT) ?? '');
    }
  }
  return fragmentAdoption ?? Promise.resolve(false);
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
 * shape is taken. No cookie of the API's origin is needed.
 */
export function signInWithCompany(company: string, texts: { blocked: string; closed: string }): Promise<User> {
  const api = new URL($config.get().apiBase, window.location.href);
  const start = new URL(`${api.pathname.replace(/\/$/, '')}/auth/sso/start`, api);
  start.search = new URLSearchParams({ company, mode: 'popup', return_to: window.location.origin }).toString();
  const popup = window.open(start, 'lapasar-sso', POPUP_FEATURES);
  if (!popup) return Promise.reject(new CompanySignInError(texts.blocked));
  return new Promise<User>((resolve, reject) => {
    const stop = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== api.origin || event.source !== popup) return;
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

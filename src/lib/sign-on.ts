/**
 * A redirect-mode company sign-in's answer, as the callback writes it into the address's fragment
 * and a page reads it back: `#lapasar_session=<token>&lapasar_state=<state>`, or
 * `#lapasar_sso_error=<message>&lapasar_sso_code=<code>&lapasar_state=<state>`. The state proves
 * the answer is to a sign-in this browser started: the nonce the page kept when it started it, or
 * (a sign-in started by a plain link back to this site) the value of SIGN_ON_PROOF_COOKIE.
 */
export const SIGN_ON_FRAGMENT = {
  session: 'lapasar_session',
  error: 'lapasar_sso_error',
  code: 'lapasar_sso_code',
  state: 'lapasar_state',
} as const;

/** The cookie of this site, readable by its pages for two minutes, whose value a sign-in's answer to a page of this site carries. */
export const SIGN_ON_PROOF_COOKIE = 'lapasar_sso_proof';

/** How long a page has to read the proof cookie once the callback has answered, in seconds. */
export const SIGN_ON_PROOF_SECONDS = 120;

/** The value of the cookie `name` in a Cookie header (`document.cookie`), or null. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

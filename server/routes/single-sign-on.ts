import { createRoute, z } from '@hono/zod-openapi';
import { generateCookie, getCookie, setCookie } from 'hono/cookie';
import { LoginResponseSchema } from '../../src/contract/auth';
import {
  AssertionRequestSchema,
  SSO_MESSAGE_TYPE,
  SsoCallbackQuerySchema,
  SsoStartQuerySchema,
  type SsoPopupMessage,
} from '../../src/contract/single-sign-on';
import type { RouteDeps } from '../deps';
import { createRouter, errorResponse, json, jsonBody } from '../openapi';
import type { Language } from '../../src/lib/language';
import { SIGN_ON_FRAGMENT, SIGN_ON_PROOF_COOKIE, SIGN_ON_PROOF_SECONDS } from '../../src/lib/sign-on';
import { generateToken } from '../domain/token';
import { pageLanguage } from '../pages/language';
import { SIGN_ON_POPUP_POLICY, signOnPopupPage } from '../pages/sign-on-popup';
import { exchangeAssertion } from '../services/company-assertions';
import { finishSignOn, startSignOn, type SignOnOutcome } from '../services/single-sign-on';

const redirect = (description: string) => ({ description, headers: z.object({ Location: z.string() }) });
const page = (description: string) => ({ content: { 'text/html': { schema: z.string() } }, description });

const startRoute = createRoute({
  method: 'get',
  path: '/auth/sso/start',
  summary: "Sign in through the company's identity provider (OpenID Connect, authorization code with PKCE): redirects there",
  request: { query: SsoStartQuerySchema },
  responses: {
    302: redirect(
      "The company's provider's authorization URL; sets the HttpOnly cookie `lapasar_sso_start` (Path=/api/auth/sso/callback, SameSite=Lax, 10 minutes) without which the callback signs nobody in",
    ),
    400: errorResponse(
      'return_to is not allowed for this company (a page on one of its origins needs client_state), or the query is malformed',
    ),
    404: errorResponse('The company has no single sign-on set up'),
    503: errorResponse("The company's provider could not be reached"),
  },
});

const callbackRoute = createRoute({
  method: 'get',
  path: '/auth/sso/callback',
  summary:
    "Where the company's provider sends the user back (the redirect URI to register there); answers the session to where the sign-in started",
  request: { query: SsoCallbackQuerySchema },
  responses: {
    200: page(
      'Popup mode: a page posting `{type: "lapasar-session", token, user}` (or `{type: "lapasar-session-error", error, code}`) to the embedding origin, then closing',
    ),
    302: redirect(
      "Redirect mode: back to return_to, with `#lapasar_session=<token>&lapasar_state=<state>`, or `#lapasar_sso_error=<message>&lapasar_sso_code=<code>&lapasar_state=<state>`; the state is the client_state sent, or for a page of this site a value also set in the cookie `lapasar_sso_proof` (Path=/, 2 minutes, readable by the page). A browser without the start's cookie gets the refusal, never a session",
    ),
    400: errorResponse('The state names no sign-in: unknown, expired or already used'),
  },
});

const assertionRoute = createRoute({
  method: 'post',
  path: '/auth/sso/assertion',
  summary:
    "Exchange a company portal's signed assertion (JWT, RFC 7523 style: iss, aud, iat, exp within 5 minutes, one-use jti, sub or email) for a session of that user",
  request: { body: jsonBody(AssertionRequestSchema) },
  responses: {
    200: json(LoginResponseSchema, 'Signed in; the user carries the bearer token'),
    400: errorResponse('The body is malformed'),
    401: errorResponse(
      'The assertion is invalid (assertion_invalid), expired (assertion_expired) or was already used (assertion_replayed)',
    ),
    403: errorResponse('The company may not sign in this user (sso_refused) or the account is inactive'),
  },
});

/** The cookie binding a sign-in to the browser that started it: sent to the callback only, never readable by a page. */
const START_COOKIE = 'lapasar_sso_start';
const START_COOKIE_PATH = '/api/auth/sso/callback';
/** As long as the start itself lives (services/single-sign-on.ts). */
const START_COOKIE_SECONDS = 10 * 60;

/**
 * The answer of a finished sign-in, where its start asked for it. A redirect's fragment carries
 * the state that proves to the page the answer is to its own sign-in: the nonce it sent, or for a
 * page of this site a new value left in a cookie of this site as well (which no other site can
 * set). The start's cookie is cleared either way.
 */
function answer(outcome: SignOnOutcome, language: Language, publicUrl: string): Response {
  const { start, result } = outcome;
  const secure = new URL(publicUrl).protocol === 'https:';
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  headers.append(
    'Set-Cookie',
    generateCookie(START_COOKIE, '', { path: START_COOKIE_PATH, maxAge: 0, httpOnly: true, secure, sameSite: 'Lax' }),
  );
  if (start.mode === 'popup') {
    const message: SsoPopupMessage =
      'user' in result
        ? { type: SSO_MESSAGE_TYPE, token: result.user.auth_token, user: result.user }
        : { type: 'lapasar-session-error', error: result.error.message, code: result.error.code };
    headers.set('Content-Type', 'text/html; charset=utf-8');
    headers.set('Content-Security-Policy', SIGN_ON_POPUP_POLICY);
    return new Response(signOnPopupPage(start.returnTo, message, language), { status: 200, headers });
  }
  const target = new URL(start.returnTo);
  let state = start.clientState;
  if (!state) {
    state = generateToken();
    headers.append(
      'Set-Cookie',
      generateCookie(SIGN_ON_PROOF_COOKIE, state, { path: '/', maxAge: SIGN_ON_PROOF_SECONDS, secure, sameSite: 'Lax' }),
    );
  }
  // In the fragment: never sent to a server, nor in a Referer.
  target.hash = new URLSearchParams(
    'user' in result
      ? { [SIGN_ON_FRAGMENT.session]: result.user.auth_token, [SIGN_ON_FRAGMENT.state]: state }
      : {
          [SIGN_ON_FRAGMENT.error]: result.error.message,
          [SIGN_ON_FRAGMENT.code]: result.error.code,
          [SIGN_ON_FRAGMENT.state]: state,
        },
  )
    .toString()
    .replaceAll('+', '%20');
  headers.set('Location', target.toString());
  return new Response(null, { status: 302, headers });
}

export function singleSignOnRoutes({ db, publicUrl, secretKeys }: RouteDeps) {
  return createRouter()
    .openapi(startRoute, async (c) => {
      const { company, return_to: returnTo, mode, client_state: clientState } = c.req.valid('query');
      const { location, browserSecret } = await startSignOn(db, secretKeys, publicUrl, { company, returnTo, mode, clientState });
      setCookie(c, START_COOKIE, browserSecret, {
        path: START_COOKIE_PATH,
        maxAge: START_COOKIE_SECONDS,
        httpOnly: true,
        secure: new URL(publicUrl).protocol === 'https:',
        // Sent on the provider's top-level redirect back, never on another site's request.
        sameSite: 'Lax',
      });
      c.header('Cache-Control', 'no-store');
      return c.redirect(location.toString(), 302);
    })
    .openapi(callbackRoute, async (c) => {
      c.req.valid('query');
      const outcome = await finishSignOn(db, secretKeys, publicUrl, new URL(c.req.url).searchParams, getCookie(c, START_COOKIE));
      return answer(outcome, pageLanguage(c), publicUrl) as never;
    })
    .openapi(assertionRoute, async (c) => {
      const user = await exchangeAssertion(db, publicUrl, c.req.valid('json').assertion);
      return c.json({ success: true as const, user }, 200);
    });
}

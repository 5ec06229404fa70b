import { createRoute, z } from '@hono/zod-openapi';
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
    302: redirect("The company's provider's authorization URL"),
    400: errorResponse('return_to is not allowed for this company, or the query is malformed'),
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
      'Redirect mode: back to return_to, with `#lapasar_session=<token>`, or `#lapasar_sso_error=<message>&lapasar_sso_code=<code>`',
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

/** The answer of a finished sign-in, where its start asked for it. */
function answer(outcome: SignOnOutcome, language: Language): Response {
  const { start, result } = outcome;
  if (start.mode === 'popup') {
    const message: SsoPopupMessage =
      'user' in result
        ? { type: SSO_MESSAGE_TYPE, token: result.user.auth_token, user: result.user }
        : { type: 'lapasar-session-error', error: result.error.message, code: result.error.code };
    return new Response(signOnPopupPage(start.returnTo, message, language), {
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': SIGN_ON_POPUP_POLICY, 'Cache-Control': 'no-store' },
    });
  }
  const target = new URL(start.returnTo);
  // In the fragment: never sent to a server, nor in a Referer.
  target.hash =
    'user' in result
      ? `lapasar_session=${encodeURIComponent(result.user.auth_token)}`
      : new URLSearchParams({
          lapasar_sso_error: result.error.message,
          ...(result.error.code ? { lapasar_sso_code: result.error.code } : {}),
        })
          .toString()
          .replaceAll('+', '%20');
  return new Response(null, { status: 302, headers: { Location: target.toString(), 'Cache-Control': 'no-store' } });
}

export function singleSignOnRoutes({ db, publicUrl }: RouteDeps) {
  return createRouter()
    .openapi(startRoute, async (c) => {
      const { company, return_to: returnTo, mode } = c.req.valid('query');
      const location = await startSignOn(db, publicUrl, { company, returnTo, mode });
      c.header('Cache-Control', 'no-store');
      return c.redirect(location.toString(), 302);
    })
    .openapi(callbackRoute, async (c) => {
      c.req.valid('query');
      return answer(await finishSignOn(db, publicUrl, new URL(c.req.url).searchParams), pageLanguage(c)) as never;
    })
    .openapi(assertionRoute, async (c) => {
      const user = await exchangeAssertion(db, publicUrl, c.req.valid('json').assertion);
      return c.json({ success: true as const, user }, 200);
    });
}

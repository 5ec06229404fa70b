import { z } from '@hono/zod-openapi';
import type { UserSchema } from './auth';

/** A company's identifier (its slug, or its buyer id): what `company=` of a sign-in and the `iss` of its assertions name. */
export const COMPANY_IDENTIFIER = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/**
 * What a sign-in's `return_to` may hold: no control character, space or invisible format
 * character, which a browser's URL parser drops or rewrites, so that the address checked is the
 * address a browser reads.
 */
export const SIGN_ON_TARGET_CHARACTERS = new RegExp(
  String.raw`^[^\x00-\x20\x7f-\x9f\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]*$`,
);

/** A redirect sign-in's nonce, kept by the page that started it (`client_state`, echoed as `lapasar_state`). */
const CLIENT_STATE = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * GET /auth/sso/start: sends the user to their company's identity provider, leaving a cookie that
 * only the callback reads (the sign-in finishes in this browser only). `company` is the company's
 * identifier (or buyer id); `mode=popup` answers the session to the page at `return_to` (an origin
 * the company embeds LaPasar on) by postMessage, `mode=redirect` goes back to `return_to` (a path
 * of this site, or a page on one of those origins that sent `client_state`) with the session in
 * the fragment, beside `lapasar_state`: the `client_state` sent, or for a page of this site a value
 * also left in a short-lived cookie of this site, so the page can tell the answer is to a sign-in
 * this browser started.
 */
export const SsoStartQuerySchema = z.object({
  company: z
    .string()
    .regex(COMPANY_IDENTIFIER, "must be the company's identifier (letters, digits, '.', '_' and '-') or buyer id")
    .openapi({ example: 'acme' }),
  return_to: z
    .string()
    .max(2000, 'must be at most 2000 characters')
    .regex(SIGN_ON_TARGET_CHARACTERS, 'must not contain control characters or white space')
    .optional()
    .openapi({ example: 'https://intranet.acme.example' }),
  mode: z.enum(['redirect', 'popup']).default('redirect'),
  client_state: z
    .string()
    .regex(CLIENT_STATE, "must be 16 to 128 letters, digits, '-' or '_'")
    .optional()
    .openapi({ example: 'm2v8Q3kzR0c7b1XyT5nLwA' }),
});

/** GET /auth/sso/callback: what the company's provider redirects back with (OpenID Connect authorization response). */
export const SsoCallbackQuerySchema = z.object({
  state: z.string().max(500).optional(),
  code: z.string().max(4000).optional(),
  iss: z.string().max(2000).optional(),
  error: z.string().max(500).optional(),
  error_description: z.string().max(2000).optional(),
});

/** POST /auth/sso/assertion: a JWT the company's portal backend signed with a key it registered. */
export const AssertionRequestSchema = z.object({
  assertion: z
    .string()
    .max(8192, 'must be at most 8192 characters')
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'must be a signed JWT (JWS compact serialization)'),
});

/** The `type` of the message the sign-in popup posts to the embedding page. */
export const SSO_MESSAGE_TYPE = 'lapasar-session';

/**
 * What the sign-in popup posts to `window.opener`, to the embedding origin only: the session
 * (`token` and `user`, as POST /users/login answers them) or why it was refused.
 */
export type SsoPopupMessage =
  | { type: typeof SSO_MESSAGE_TYPE; token: string; user: z.infer<typeof UserSchema> }
  | { type: 'lapasar-session-error'; error: string; code: string };

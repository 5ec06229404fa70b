import { createRoute } from '@hono/zod-openapi';
import {
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutResponseSchema,
  MagicLinkResponseSchema,
  MeResponseSchema,
  RedeemMagicLinkRequestSchema,
  RegisterRequestSchema,
  SetPasswordRequestSchema,
  VerificationResponseSchema,
  VerifyEmailRequestSchema,
} from '../../src/contract/auth';
import { clientAddress } from '../middleware/client-address';
import { currentSession, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { statedLanguage } from '../../src/lib/language';
import {
  MAGIC_LINK_ACCOUNT_LIMIT,
  MAGIC_LINK_ADDRESS_LIMIT,
  REGISTER_ADDRESS_LIMIT,
  REGISTER_EMAIL_LIMIT,
  VERIFICATION_MAIL_ACCOUNT_LIMIT,
  VERIFICATION_MAIL_ADDRESS_LIMIT,
} from '../domain/rate-limit';
import type { AppEnv } from '../env';
import { register, signIn } from '../services/accounts';
import { resendVerification, verifyEmail } from '../services/email-verification';
import { setPassword } from '../services/password-links';
import { minutes, RequestThrottle } from '../services/request-throttle';
import { issueToken, redeemMagicLink, revokeToken } from '../services/sessions';
import { toPublicUser, toUser } from '../services/users';
import type { RouteDeps } from '../deps';
import { errorBody } from '../services/errors';

const loginRoute = createRoute({
  method: 'post',
  path: '/users/login',
  summary: 'Sign in with e-mail and password',
  request: { body: jsonBody(LoginRequestSchema) },
  responses: {
    200: json(LoginResponseSchema, 'Signed in; the user carries the bearer token'),
    400: errorResponse('Email or password missing'),
    401: errorResponse('Wrong e-mail or password'),
    403: errorResponse('The account is inactive, or its company signs in only through its identity provider (sso_required)'),
    429: errorResponse('Too many failed attempts for this account from this address, from this address, or for this account'),
    503: errorResponse('Too many sign-ins are waiting for password checks'),
  },
});

const registerRoute = createRoute({
  method: 'post',
  path: '/auth/register',
  summary: 'Create a buyer company and its first user, and sign in; a one-time link to verify the e-mail address is mailed to it',
  request: { body: jsonBody(RegisterRequestSchema) },
  responses: {
    201: json(LoginResponseSchema, 'Registered and signed in'),
    400: errorResponse('Invalid registration details'),
    403: errorResponse('The address is in an e-mail domain of a company that signs in through its own identity provider (sso_domain)'),
    409: errorResponse('The e-mail is already registered'),
    429: errorResponse('Too many registrations from this address or for this e-mail'),
  },
});

const meRoute = createRoute({
  method: 'get',
  path: '/auth/me',
  summary: 'The signed-in user',
  security: bearerSecurity,
  responses: {
    200: json(MeResponseSchema, 'The user of the token'),
    401: errorResponse('Missing, invalid, expired or revoked token'),
  },
});

const magicLinkRoute = createRoute({
  method: 'post',
  path: '/users/magic-link',
  summary: 'A one-time link that signs the user into the dashboard',
  security: bearerSecurity,
  responses: {
    200: json(MagicLinkResponseSchema, 'The link'),
    401: errorResponse('Not signed in'),
    429: errorResponse('Too many links requested for this account or from this address'),
  },
});

const redeemRoute = createRoute({
  method: 'post',
  path: '/auth/magic-link/redeem',
  summary: 'Exchange a magic-link token for a session',
  request: { body: jsonBody(RedeemMagicLinkRequestSchema) },
  responses: {
    200: json(LoginResponseSchema, 'Signed in'),
    400: errorResponse('Missing token'),
    401: errorResponse('The link expired or was already used'),
  },
});

const setPasswordRoute = createRoute({
  method: 'post',
  path: '/auth/set-password',
  summary:
    "Choose the account's password with a password link's token (what the /set-password page does; a marketplace operator's first sign-in): the link works once, other sessions end, and the holder is signed in",
  request: { body: jsonBody(SetPasswordRequestSchema) },
  responses: {
    200: json(LoginResponseSchema, 'The password is set; signed in'),
    400: errorResponse('Malformed input, or the token is no password link'),
    410: errorResponse('The link was already used or replaced, or has expired (link_expired)'),
    503: errorResponse('Too many sign-ins are waiting for password checks'),
  },
});

const verificationMailRoute = createRoute({
  method: 'post',
  path: '/auth/verification-email',
  summary: 'Mail the signed-in user a new link to verify their e-mail address (one use, within 24 hours)',
  security: bearerSecurity,
  responses: {
    200: json(VerificationResponseSchema, 'The link is on its way'),
    401: errorResponse('Not signed in'),
    409: errorResponse('The address is already verified'),
    429: errorResponse('Too many links asked for by this account or from this address'),
  },
});

const verifyEmailRoute = createRoute({
  method: 'post',
  path: '/auth/verify-email',
  summary:
    'Verify the e-mail address a link was mailed to, using the link (what the /verify-email page does); orders naming the address as their alternate recipient are shown to the account from then on',
  request: { body: jsonBody(VerifyEmailRequestSchema) },
  responses: {
    200: json(VerificationResponseSchema, 'The address is verified'),
    400: errorResponse('Missing or unknown token'),
    410: errorResponse('The link expired or was already used'),
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/auth/logout',
  summary: 'Revoke the bearer token',
  security: bearerSecurity,
  responses: {
    200: json(LogoutResponseSchema, 'Signed out'),
    401: errorResponse('Not signed in'),
  },
});

const tooManyRegistrations = (n: number) => `Too many registration attempts. Please try again in ${minutes(n)}.`;
const tooManyLinks = (n: number) => `Too many sign-in link requests. Please try again in ${minutes(n)}.`;
const tooManyVerificationMails = (n: number) => `Too many verification e-mails asked for. Please try again in ${minutes(n)}.`;

export function authRoutes({ db, proxyHops, publicUrl, kdfLogN, mailer }: RouteDeps) {
  const mail = { mailer, publicUrl };
  const requireSession = requireAuth(db);
  const registrationsByAddress = new RequestThrottle(db, 'registrations-by-address', REGISTER_ADDRESS_LIMIT, tooManyRegistrations);
  const registrationsByEmail = new RequestThrottle(db, 'registrations-by-email', REGISTER_EMAIL_LIMIT, tooManyRegistrations);
  const linksByAddress = new RequestThrottle(db, 'sign-in-links-by-address', MAGIC_LINK_ADDRESS_LIMIT, tooManyLinks);
  const linksByAccount = new RequestThrottle(db, 'sign-in-links-by-account', MAGIC_LINK_ACCOUNT_LIMIT, tooManyLinks);
  const verificationMailsByAddress = new RequestThrottle(
    db,
    'verification-mails-by-address',
    VERIFICATION_MAIL_ADDRESS_LIMIT,
    tooManyVerificationMails,
  );
  const verificationMailsByAccount = new RequestThrottle(
    db,
    'verification-mails-by-account',
    VERIFICATION_MAIL_ACCOUNT_LIMIT,
    tooManyVerificationMails,
  );
  const clientOf = (c: Context<AppEnv>) => ({
    address: clientAddress(c, proxyHops),
    kdfLogN,
    language: statedLanguage(c.req.header('Accept-Language')),
  });
  // Counted before the body is validated, so malformed registrations count too.
  const throttleRegistrations: MiddlewareHandler<AppEnv> = async (c, next) => {
    await registrationsByAddress.take(clientAddress(c, proxyHops));
    await next();
  };

  return createRouter()
    .openapi(loginRoute, async (c) => {
      const body = c.req.valid('json');
      const email = body.email?.trim().toLowerCase() ?? '';
      const password = body.password ?? '';
      if (!email || !password) return c.json(errorBody(400, 'Please enter both email and password'), 400);
      const user = await signIn(db, { email, password }, clientOf(c));
      return c.json({ success: true as const, user }, 200);
    })
    .openapi({ ...registerRoute, middleware: [throttleRegistrations] }, async (c) => {
      const details = c.req.valid('json');
      await registrationsByEmail.take(details.email.toLowerCase());
      return c.json({ success: true as const, user: await register(db, details, clientOf(c), mail) }, 201);
    })
    .openapi({ ...meRoute, middleware: [requireSession] }, (c) => {
      const { user, buyer, punchout } = currentSession(c);
      return c.json(
        { success: true as const, user: toPublicUser(user, buyer), ...(punchout ? { punchout: { system: punchout.systemName } } : {}) },
        200,
      );
    })
    .openapi({ ...magicLinkRoute, middleware: [requireSession] }, async (c) => {
      const { user } = currentSession(c);
      await linksByAddress.take(clientAddress(c, proxyHops));
      await linksByAccount.take(String(user.id));
      const token = await issueToken(db, user.id, 'magic_link');
      // The origin is configuration: a Host header chosen by the caller must not receive the token.
      const link = new URL('/dashboard', publicUrl);
      link.searchParams.set('magic_token', token);
      return c.json({ success: true as const, data: { magic_link: link.toString() } }, 200);
    })
    .openapi(redeemRoute, async (c) => {
      const redeemed = await redeemMagicLink(db, c.req.valid('json').token);
      if (!redeemed) return c.json(errorBody(401, 'This sign-in link has expired or was already used.', 'link_expired'), 401);
      const { session, token } = redeemed;
      return c.json({ success: true as const, user: toUser(session.user, session.buyer, token) }, 200);
    })
    .openapi(setPasswordRoute, async (c) => {
      const { user, buyer } = await setPassword(db, c.req.valid('json'), { kdfLogN });
      return c.json({ success: true as const, user: toUser(user, buyer, await issueToken(db, user.id)) }, 200);
    })
    .openapi({ ...verificationMailRoute, middleware: [requireSession] }, async (c) => {
      const { user } = currentSession(c);
      const recipient = {
        userId: user.id,
        email: user.email,
        // This call's language, which requireSession has just recorded for the account.
        language: statedLanguage(c.req.header('Accept-Language')) ?? user.language,
        verified: user.emailVerifiedAt !== null,
      };
      // A verified address asks for nothing, so it counts toward neither limit.
      if (!recipient.verified) {
        await verificationMailsByAddress.take(clientAddress(c, proxyHops));
        await verificationMailsByAccount.take(String(user.id));
      }
      return c.json({ success: true as const, message: await resendVerification(db, mail, recipient) }, 200);
    })
    .openapi(verifyEmailRoute, async (c) =>
      c.json({ success: true as const, message: (await verifyEmail(db, c.req.valid('json').token)).message }, 200),
    )
    .openapi({ ...logoutRoute, middleware: [requireSession] }, async (c) => {
      await revokeToken(db, currentSession(c).tokenId);
      return c.json({ success: true as const }, 200);
    });
}

import { createRoute, z } from '@hono/zod-openapi';
import type { RedeemMagicLinkRequest, RegisterRequest } from '../../src/api/types';
import { clientAddress } from '../middleware/client-address';
import { currentSession, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import { register, signIn } from '../services/accounts';
import { issueToken, redeemMagicLink, revokeToken } from '../services/sessions';
import { toPublicUser, toUser } from '../services/users';
import type { RouteDeps } from '../deps';

const PublicUserSchema = z
  .object({
    recid: z.number().int(),
    active: z.enum(['Y', 'N']),
    by_id: z.number().int(),
    isTnbUser: z.boolean(),
    isCatalogueUser: z.boolean(),
    userName: z.string(),
    emailId: z.string(),
    mobile: z.string(),
    role: z.enum(['buyer', 'seller', 'approver']),
  })
  .openapi('PublicUser');

const UserSchema = PublicUserSchema.extend({ auth_token: z.string() }).openapi('User');
const LoginResponseSchema = z.object({ success: z.literal(true), user: UserSchema }).openapi('LoginResponse');
const SuccessSchema = z.object({ success: z.literal(true) });

const loginRoute = createRoute({
  method: 'post',
  path: '/users/login',
  summary: 'Sign in with e-mail and password',
  request: { body: jsonBody(z.object({ email: z.string().optional(), password: z.string().optional() })) },
  responses: {
    200: json(LoginResponseSchema, 'Signed in; the user carries the bearer token'),
    400: errorResponse('Email or password missing'),
    401: errorResponse('Wrong e-mail or password'),
    403: errorResponse('The account is inactive'),
    429: errorResponse('Too many failed attempts for this account or address'),
  },
});

const registerRoute = createRoute({
  method: 'post',
  path: '/auth/register',
  summary: 'Create a buyer company and its first user, and sign in',
  request: {
    body: jsonBody(
      z.object({
        name: z.string().trim().min(1),
        email: z.email(),
        password: z.string().min(8, 'Password must be at least 8 characters'),
        companyName: z.string().trim().min(1),
        mobile: z.string().trim().optional(),
      }) satisfies z.ZodType<RegisterRequest>,
    ),
  },
  responses: {
    201: json(LoginResponseSchema, 'Registered and signed in'),
    400: errorResponse('Invalid registration details'),
    409: errorResponse('The e-mail is already registered'),
  },
});

const meRoute = createRoute({
  method: 'get',
  path: '/auth/me',
  summary: 'The signed-in user',
  security: bearerSecurity,
  responses: {
    200: json(z.object({ success: z.literal(true), user: PublicUserSchema }), 'The user of the token'),
    401: errorResponse('Missing, invalid, expired or revoked token'),
  },
});

const magicLinkRoute = createRoute({
  method: 'post',
  path: '/users/magic-link',
  summary: 'A one-time link that signs the user into the dashboard',
  security: bearerSecurity,
  responses: {
    200: json(z.object({ success: z.literal(true), data: z.object({ magic_link: z.string() }) }), 'The link'),
    401: errorResponse('Not signed in'),
  },
});

const redeemRoute = createRoute({
  method: 'post',
  path: '/auth/magic-link/redeem',
  summary: 'Exchange a magic-link token for a session',
  request: { body: jsonBody(z.object({ token: z.string().min(1) }) satisfies z.ZodType<RedeemMagicLinkRequest>) },
  responses: {
    200: json(LoginResponseSchema, 'Signed in'),
    400: errorResponse('Missing token'),
    401: errorResponse('The link expired or was already used'),
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/auth/logout',
  summary: 'Revoke the bearer token',
  security: bearerSecurity,
  responses: {
    200: json(SuccessSchema, 'Signed out'),
    401: errorResponse('Not signed in'),
  },
});

export function authRoutes({ db, trustProxy, kdfLogN }: RouteDeps) {
  const requireSession = requireAuth(db);

  return createRouter()
    .openapi(loginRoute, async (c) => {
      const body = c.req.valid('json');
      const email = body.email?.trim().toLowerCase() ?? '';
      const password = body.password ?? '';
      if (!email || !password) return c.json({ error: 'Please enter both email and password' }, 400);
      const user = await signIn(db, { email, password }, { address: clientAddress(c, trustProxy), kdfLogN });
      return c.json({ success: true as const, user }, 200);
    })
    .openapi(registerRoute, async (c) => c.json({ success: true as const, user: await register(db, c.req.valid('json'), kdfLogN) }, 201))
    .openapi({ ...meRoute, middleware: [requireSession] }, (c) => {
      const { user, buyer } = currentSession(c);
      return c.json({ success: true as const, user: toPublicUser(user, buyer) }, 200);
    })
    .openapi({ ...magicLinkRoute, middleware: [requireSession] }, async (c) => {
      const token = await issueToken(db, currentSession(c).user.id, 'magic_link');
      const link = new URL('/dashboard', c.req.url);
      link.searchParams.set('magic_token', token);
      return c.json({ success: true as const, data: { magic_link: link.toString() } }, 200);
    })
    .openapi(redeemRoute, async (c) => {
      const redeemed = await redeemMagicLink(db, c.req.valid('json').token);
      if (!redeemed) return c.json({ error: 'This sign-in link has expired or was already used.' }, 401);
      const { session, token } = redeemed;
      return c.json({ success: true as const, user: toUser(session.user, session.buyer, token) }, 200);
    })
    .openapi({ ...logoutRoute, middleware: [requireSession] }, async (c) => {
      await revokeToken(db, currentSession(c).tokenId);
      return c.json({ success: true as const }, 200);
    });
}

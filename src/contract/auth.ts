import { z } from '@hono/zod-openapi';
import { int, SuccessSchema, YesNoSchema } from './common';

/** User roles. */
export const UserRoleSchema = z.enum(['buyer', 'seller', 'approver']);

/** The signed-in user without the token (spec 1 section 3). */
const PublicUserSchema = z
  .object({
    recid: int,
    /** 'Y' means active. */
    active: YesNoSchema,
    /** The buyer id; 0 when the user belongs to no buyer. */
    by_id: int,
    isTnbUser: z.boolean(),
    isCatalogueUser: z.boolean(),
    userName: z.string(),
    emailId: z.string(),
    mobile: z.string(),
    /** 'buyer', 'seller' or 'approver'. */
    role: UserRoleSchema,
  })
  .openapi('PublicUser');

/** The signed-in user with the bearer token (spec 1 section 3). */
export const UserSchema = PublicUserSchema.extend({ auth_token: z.string() }).openapi('User');

/** POST /users/login: missing fields answer 'Please enter both email and password'. */
export const LoginRequestSchema = z.object({ email: z.string().optional(), password: z.string().optional() });

/** POST /auth/register */
export const RegisterRequestSchema = z.object({
  name: z.string().trim().min(1),
  email: z.email(),
  password: z.string().min(8, 'Password must be at least 8 characters'),
  companyName: z.string().trim().min(1),
  mobile: z.string().trim().optional(),
});

/** POST /users/login, /auth/register and /auth/magic-link/redeem. */
export const LoginResponseSchema = z.object({ success: z.literal(true), user: UserSchema }).openapi('LoginResponse');

/** GET /auth/me */
export const MeResponseSchema = z.object({ success: z.literal(true), user: PublicUserSchema });

/** POST /users/magic-link */
export const MagicLinkResponseSchema = z.object({ success: z.literal(true), data: z.object({ magic_link: z.string() }) });

/**
 * POST /auth/magic-link/redeem: exchanges the one-time `magic_token` of a magic link (the query
 * parameter of the /dashboard URL) for a session; answers a LoginResponse.
 */
export const RedeemMagicLinkRequestSchema = z.object({ token: z.string().min(1) });

/** POST /auth/logout */
export const LogoutResponseSchema = SuccessSchema;

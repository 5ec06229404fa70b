import { z } from '@hono/zod-openapi';
import { email, int, NON_BLANK_LINE, SuccessSchema, text, trimmedText, YesNoSchema } from './common';

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
    /**
     * The user followed a verification link mailed to emailId; orders naming the address as their
     * alternate recipient are shown only then. Absent from backends that do not verify addresses.
     */
    emailVerified: z.boolean().optional(),
    /** Administers its buyer company (people, locations, budgets, workflows, integrations). Absent from backends without company administration. */
    companyAdministrator: z.boolean().optional(),
    /**
     * Staff of the marketplace (by_id 0): creates companies and reads their settings under
     * /operator, and is no company's buyer, approver or seller. Absent from backends without operators.
     */
    marketplaceOperator: z.boolean().optional(),
  })
  .openapi('PublicUser');

/** The signed-in user with the bearer token (spec 1 section 3). */
export const UserSchema = PublicUserSchema.extend({ auth_token: z.string() }).openapi('User');

/** RFC 5321's longest address. */
const MAX_EMAIL = 254;
/** The longest name a user goes by. */
export const MAX_USER_NAME = 100;

/** A user's name, however the account is made (registration, single sign-on): one line, trimmed, 1 to MAX_USER_NAME characters. */
export const UserNameSchema = trimmedText(MAX_USER_NAME);
/** A user's e-mail address, however the account is made: the server's pattern, at most 254 characters. */
export const UserEmailSchema = email(MAX_EMAIL);
const MAX_PASSWORD = 128;
const MAX_LOGIN_PASSWORD = 1024;

/**
 * POST /users/login: missing or blank fields answer 'Please enter both email and password' (spec 1
 * section 8), so the parser lets them through to say so; the document asks for both.
 */
export const LoginRequestSchema = z
  .object({
    email: text(MAX_EMAIL).optional().openapi({ pattern: NON_BLANK_LINE.source }),
    // Looser than registration's limit, so no password set before that limit is shut out; still bounds the hash's input.
    password: z.string().max(MAX_LOGIN_PASSWORD, `must be at most ${MAX_LOGIN_PASSWORD} characters`).optional().openapi({ minLength: 1 }),
  })
  .openapi({ required: ['email', 'password'] });

/** A new password, however the account is made with one (registration, an accepted invitation). */
export const NewPasswordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`);

/** POST /auth/register */
export const RegisterRequestSchema = z.object({
  name: UserNameSchema,
  email: UserEmailSchema,
  password: NewPasswordSchema,
  companyName: trimmedText(150),
  mobile: text(20).trim().optional(),
});

/** POST /users/login, /auth/register and /auth/magic-link/redeem. */
export const LoginResponseSchema = z.object({ success: z.literal(true), user: UserSchema }).openapi('LoginResponse');

/** GET /auth/me */
export const MeResponseSchema = z.object({
  success: z.literal(true),
  user: PublicUserSchema,
  /** Present when the session shops for a procurement system (PunchOut): its cart is transferred there instead of checked out. */
  punchout: z.object({ system: z.string() }).optional(),
});

/** POST /users/magic-link */
export const MagicLinkResponseSchema = z.object({ success: z.literal(true), data: z.object({ magic_link: z.string() }) });

/**
 * POST /auth/magic-link/redeem: exchanges the one-time `magic_token` of a magic link (the query
 * parameter of the /dashboard URL) for a session; answers a LoginResponse.
 */
export const RedeemMagicLinkRequestSchema = z.object({ token: z.string().min(1) });

/** POST /auth/set-password: the `token` of a password link (the query parameter of the /set-password page) and the new password. */
export const SetPasswordRequestSchema = z
  .object({ token: z.string().min(1, 'must not be empty').max(200, 'must be at most 200 characters'), password: NewPasswordSchema })
  .openapi('SetPasswordRequest');

/** POST /auth/verification-email and POST /auth/verify-email: what happened, to show the user. */
export const VerificationResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** POST /auth/verify-email: the `token` of a verification link (the query parameter of the /verify-email page). */
export const VerifyEmailRequestSchema = z.object({ token: z.string().min(1).max(200, 'must be at most 200 characters') });

/** POST /auth/logout */
export const LogoutResponseSchema = SuccessSchema;

import { z } from '@hono/zod-openapi';
import { COMPANY_AUDIT_ACTIONS } from '../lib/company-audit';
import { NewPasswordSchema, UserEmailSchema, UserNameSchema } from './auth';
import { atLeastOneOf, id, idParam } from './common';

/*
 * Company administration: an administrator of a buyer company manages its people (invitations,
 * roles, the administrator flag, deactivation) and reads its audit log. Only the caller's own
 * company is ever reached: another company's person or invitation is 404.
 */

/** The roles a person of a buyer company has. */
const CompanyRoleSchema = z.enum(['buyer', 'approver']).openapi('CompanyRole');

/** A user of the company as its administrators see them. */
const CompanyPersonSchema = z
  .object({
    id,
    name: z.string(),
    email: z.string(),
    role: CompanyRoleSchema,
    administrator: z.boolean(),
    active: z.boolean(),
    /** Created by the company's single sign-on (no password here); its provider asserts the role at each sign-in. */
    singleSignOn: z.boolean(),
    /**
     * The role the company's provider asserted at the person's latest single sign-on; it differs
     * from `role` when applying it would have left a workflow stage without an active approver
     * (the audit log says why). Null for a person the provider has not signed in.
     */
    assertedRole: z.enum(['buyer', 'approver']).nullable(),
  })
  .openapi('CompanyPerson');

/** An invitation not yet accepted, revoked or expired. */
const CompanyInvitationSchema = z
  .object({
    id,
    email: z.string(),
    role: CompanyRoleSchema,
    administrator: z.boolean(),
    /** ISO 8601. */
    expiresAt: z.string(),
    createdAt: z.string(),
    /** The administrator who sent it; null once their account is gone. */
    invitedBy: z.string().nullable(),
  })
  .openapi('CompanyInvitation');

/** GET /company/people */
export const CompanyPeopleResponseSchema = z
  .object({ success: z.literal(true), people: z.array(CompanyPersonSchema), invitations: z.array(CompanyInvitationSchema) })
  .openapi('CompanyPeopleResponse');

/** POST /company/invitations */
export const InviteRequestSchema = z
  .object({ email: UserEmailSchema, role: CompanyRoleSchema, administrator: z.boolean() })
  .openapi('InviteRequest');

/** POST /company/invitations */
export const InvitationResponseSchema = z.object({ success: z.literal(true), invitation: CompanyInvitationSchema });

/** POST /company/invitations/accept: the token from the mailed link, and the new account's name and password. */
export const AcceptInvitationRequestSchema = z
  .object({
    token: z.string().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
    name: UserNameSchema,
    password: NewPasswordSchema,
  })
  .openapi('AcceptInvitationRequest');

/** PATCH /company/people/{id}: what to change. */
export const ChangePersonRequestSchema = atLeastOneOf(
  z.object({ role: CompanyRoleSchema.optional(), administrator: z.boolean().optional(), active: z.boolean().optional() }),
  ['role', 'administrator', 'active'],
  'Name at least one of role, administrator and active',
).openapi('ChangePersonRequest');

/** PATCH /company/people/{id} */
export const PersonResponseSchema = z.object({ success: z.literal(true), person: CompanyPersonSchema });

export const CompanyIdParamsSchema = z.object({ id: idParam });

/** What the audit log records. */
const CompanyAuditActionSchema = z.enum(COMPANY_AUDIT_ACTIONS).openapi('CompanyAuditAction');

/** A day the document promises is real (the 1st to the 28th); the server takes every real day. */
const DAY_PATTERN = '^(?:19|2\\d)\\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|1\\d|2[0-8])$';
/** Whether a YYYY-MM-DD text names a real day; false for any other text (checks still run after a failed pattern). */
function isRealDay(text: string): boolean {
  const at = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(at) && new Date(at).toISOString().startsWith(text);
}

const day = z
  .string()
  .regex(/^(?:19|2\d)\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/, 'must be a date (YYYY-MM-DD)')
  .refine(isRealDay, 'must be a real day')
  .openapi({ pattern: DAY_PATTERN });

/** GET /company/audit: an action, and the days (UTC, both included) to read. */
export const CompanyAuditQuerySchema = z.object({
  action: CompanyAuditActionSchema.optional(),
  from: day.optional(),
  to: day.optional(),
});

const CompanyAuditEntrySchema = z
  .object({
    id,
    /** ISO 8601. */
    at: z.string(),
    /** Who made the change; null once their account is gone. */
    actor: z.object({ id, name: z.string(), email: z.string() }).nullable(),
    action: CompanyAuditActionSchema,
    /** What changed: `<kind>:<id>`, e.g. `user:12`, `invitation:3`, `location:7`, `workflow:2`. */
    subject: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .openapi('CompanyAuditEntry');

/** GET /company/audit/export: the log as CSV. */
export const CompanyAuditFileSchema = z.string().openapi({ format: 'binary' });

/** GET /company/audit */
export const CompanyAuditResponseSchema = z
  .object({ success: z.literal(true), data: z.array(CompanyAuditEntrySchema) })
  .openapi('CompanyAuditResponse');

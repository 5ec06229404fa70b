import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { LoginResponseSchema } from '../../src/contract/auth';
import { SuccessSchema } from '../../src/contract/common';
import {
  AcceptInvitationRequestSchema,
  ChangePersonRequestSchema,
  CompanyAuditFileSchema,
  CompanyAuditQuerySchema,
  CompanyAuditResponseSchema,
  CompanyIdParamsSchema,
  CompanyPeopleResponseSchema,
  InvitationResponseSchema,
  InviteRequestSchema,
  PersonResponseSchema,
} from '../../src/contract/company';
import { statedLanguage } from '../../src/lib/language';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../env';
import { currentAdministrator, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import { companyAuditCsv, companyAuditLog } from '../services/company-audit';
import { attachmentDisposition } from '../domain/content-disposition';
import {
  acceptInvitation,
  changePerson,
  type CompanyPersonRow,
  companyPeopleOf,
  type InvitationRow,
  invitePerson,
  revokeInvitation,
} from '../services/company-people';

const NOT_ADMINISTRATOR = 'Only an administrator of the company may do this';
const administratorOnly = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator of a buyer company, or a punch-out session'),
};
const badInput = { 400: errorResponse('Malformed input (the field leads the message)') };

const peopleRoute = createRoute({
  method: 'get',
  path: '/company/people',
  summary: "The buyers and approvers of the caller's company and its invitations waiting to be accepted (administrators only)",
  security: bearerSecurity,
  responses: { 200: json(CompanyPeopleResponseSchema, 'The people and pending invitations'), ...administratorOnly },
});

const inviteRoute = createRoute({
  method: 'post',
  path: '/company/invitations',
  summary:
    "Invite an e-mail address into the caller's company as a buyer or approver, optionally an administrator: a link that works once, within 7 days, is mailed to it",
  security: bearerSecurity,
  request: { body: jsonBody(InviteRequestSchema) },
  responses: {
    201: json(InvitationResponseSchema, 'The invitation; its link is on its way'),
    ...badInput,
    ...administratorOnly,
    409: errorResponse('An account already uses the address (email_taken), or an invitation to it is waiting (already_invited)'),
  },
});

const acceptRoute = createRoute({
  method: 'post',
  path: '/company/invitations/accept',
  summary: "Accept an invitation with the link's token, a name and a password: the account is made in the inviting company and signed in",
  request: { body: jsonBody(AcceptInvitationRequestSchema) },
  responses: {
    201: json(LoginResponseSchema, 'The new account, signed in'),
    400: errorResponse('Malformed input, or the token is no invitation'),
    409: errorResponse('An account already uses the invited address (email_taken)'),
    410: errorResponse('The invitation was already accepted, was withdrawn or has expired (link_expired)'),
    503: errorResponse('Too many sign-ins are waiting for password checks'),
  },
});

const revokeRoute = createRoute({
  method: 'delete',
  path: '/company/invitations/{id}',
  summary: "Withdraw an invitation of the caller's company that is waiting to be accepted",
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema },
  responses: {
    200: json(SuccessSchema, 'Withdrawn'),
    ...badInput,
    ...administratorOnly,
    404: errorResponse("No such pending invitation of the caller's company"),
  },
});

const changeRoute = createRoute({
  method: 'patch',
  path: '/company/people/{id}',
  summary:
    "Change a person of the caller's company: role, administrator flag, active (deactivating ends their sessions at once); the company keeps an active administrator",
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema, body: jsonBody(ChangePersonRequestSchema) },
  responses: {
    200: json(PersonResponseSchema, 'The person after the change'),
    ...badInput,
    ...administratorOnly,
    404: errorResponse("No such person in the caller's company"),
    409: errorResponse(
      'The change would leave the company without an active administrator (last_administrator), or a workflow stage without an active approver (only_approver)',
    ),
  },
});

const auditRoute = createRoute({
  method: 'get',
  path: '/company/audit',
  summary: "The audit log of the caller's company, newest first (at most 500 entries): who changed what, when, before and after; read-only",
  security: bearerSecurity,
  request: { query: CompanyAuditQuerySchema },
  responses: { 200: json(CompanyAuditResponseSchema, 'The entries'), ...badInput, ...administratorOnly },
});

const auditExportRoute = createRoute({
  method: 'get',
  path: '/company/audit/export',
  summary: "The audit log of the caller's company as a CSV file (newest first, the same filters as the log; before and after as JSON)",
  security: bearerSecurity,
  request: { query: CompanyAuditQuerySchema },
  responses: {
    200: { content: { 'text/csv': { schema: CompanyAuditFileSchema } }, description: 'company-audit.csv, as an attachment' },
    ...badInput,
    ...administratorOnly,
  },
});

/** A person as the contract shows them (the operator's routes show them alike). */
export const personOf = (row: CompanyPersonRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role === 'approver' ? ('approver' as const) : ('buyer' as const),
  administrator: row.administrator,
  active: row.active === 'Y',
  singleSignOn: row.singleSignOn,
  assertedRole: row.assertedRole === null ? null : row.assertedRole === 'approver' ? ('approver' as const) : ('buyer' as const),
});

/** An invitation as the contract shows it. */
export const invitationOf = (row: InvitationRow) => ({
  id: row.id,
  email: row.email,
  role: row.role === 'approver' ? ('approver' as const) : ('buyer' as const),
  administrator: row.administrator,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  invitedBy: row.invitedBy,
});

const administrator = (c: Context<AppEnv>) => currentAdministrator(c, NOT_ADMINISTRATOR);

export function companyRoutes({ db, publicUrl, kdfLogN, mailer }: RouteDeps) {
  const mail = { mailer, publicUrl };
  const requireSession = requireAuth(db);

  return createRouter()
    .openapi({ ...peopleRoute, middleware: [requireSession] }, async (c) => {
      const { people, invitations } = await companyPeopleOf(db, administrator(c));
      return c.json({ success: true as const, people: people.map(personOf), invitations: invitations.map(invitationOf) }, 200);
    })
    .openapi({ ...inviteRoute, middleware: [requireSession] }, async (c) => {
      const admin = administrator(c);
      const language = statedLanguage(c.req.header('Accept-Language')) ?? admin.user.language;
      const invitation = await invitePerson(db, mail, admin, c.req.valid('json'), language);
      return c.json({ success: true as const, invitation: invitationOf(invitation) }, 201);
    })
    .openapi(acceptRoute, async (c) => {
      const language = statedLanguage(c.req.header('Accept-Language'));
      const user = await acceptInvitation(db, c.req.valid('json'), { kdfLogN, language });
      return c.json({ success: true as const, user }, 201);
    })
    .openapi({ ...revokeRoute, middleware: [requireSession] }, async (c) => {
      await revokeInvitation(db, administrator(c), Number(c.req.valid('param').id));
      return c.json({ success: true as const }, 200);
    })
    .openapi({ ...changeRoute, middleware: [requireSession] }, async (c) => {
      const person = await changePerson(db, administrator(c), Number(c.req.valid('param').id), c.req.valid('json'));
      return c.json({ success: true as const, person: personOf(person) }, 200);
    })
    .openapi({ ...auditRoute, middleware: [requireSession] }, async (c) => {
      const { buyer } = administrator(c);
      return c.json({ success: true as const, data: await companyAuditLog(db, buyer.id, c.req.valid('query')) }, 200);
    })
    .openapi({ ...auditExportRoute, middleware: [requireSession] }, async (c) => {
      const { buyer } = administrator(c);
      const file = await companyAuditCsv(db, buyer.id, c.req.valid('query'));
      return c.body(new Uint8Array(file), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': attachmentDisposition('company-audit.csv'),
        'Cache-Control': 'no-store',
      });
    });
}

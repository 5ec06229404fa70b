import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { SuccessSchema } from '../../src/contract/common';
import { CompanyAuditQuerySchema } from '../../src/contract/company';
import {
  CreateCompanyRequestSchema,
  CreatedCompanyResponseSchema,
  InviteAdministratorRequestSchema,
  OperatorCompaniesResponseSchema,
  OperatorCompanyAuditResponseSchema,
  OperatorCompanyParamsSchema,
  OperatorCompanySettingsResponseSchema,
  OperatorInvitationParamsSchema,
  OperatorInvitationResponseSchema,
} from '../../src/contract/operator';
import { statedLanguage } from '../../src/lib/language';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../env';
import { currentOperator, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import { invitationOf, personOf } from './company';
import {
  createCompany,
  inviteAdministrator,
  type OperatorCompany,
  operatorCompanies,
  operatorCompanyAudit,
  operatorCompanySettings,
  withdrawInvitation,
} from '../services/operator';

const NOT_OPERATOR = 'Only a marketplace operator may do this';
const operatorOnly = {
  401: errorResponse('Not signed in'),
  403: errorResponse(
    "Not a marketplace operator (a company's buyers, approvers, administrators and sellers are not), or a punch-out session",
  ),
};
const badInput = { 400: errorResponse('Malformed input (the field leads the message)') };
const noSuchCompany = { 404: errorResponse('No such company') };

const companiesRoute = createRoute({
  method: 'get',
  path: '/operator/companies',
  summary: 'Every buyer company, by name: its numbers, how many people it has, its administrators and those invited (operators only)',
  security: bearerSecurity,
  responses: { 200: json(OperatorCompaniesResponseSchema, 'The companies'), ...operatorOnly },
});

const createCompanyRoute = createRoute({
  method: 'post',
  path: '/operator/companies',
  summary:
    'Create a buyer company and, when `administrator` is given, invite its first administrator (a link that works once, within 7 days, is mailed); recorded as company_created in its audit log',
  security: bearerSecurity,
  request: { body: jsonBody(CreateCompanyRequestSchema) },
  responses: {
    201: json(CreatedCompanyResponseSchema, 'The company, and the invitation when one was asked for'),
    ...badInput,
    ...operatorOnly,
    409: errorResponse(
      'Another company has the name, capitals aside (company_name_taken), or an account or invitation already uses the administrator address (email_taken, already_invited); nothing is created',
    ),
  },
});

const settingsRoute = createRoute({
  method: 'get',
  path: '/operator/companies/{id}',
  summary:
    "A company's settings as the operator reads them: its details and administrators, its people and its invitations waiting, and, as its administrators' own reads answer them, its settings, approval workflows, category price limits and integrations (whether each secret is set, never the secret), and how many delivery locations and charge codes it has, archived ones counted apart; read-only",
  security: bearerSecurity,
  request: { params: OperatorCompanyParamsSchema },
  responses: { 200: json(OperatorCompanySettingsResponseSchema, 'The settings'), ...badInput, ...operatorOnly, ...noSuchCompany },
});

const inviteRoute = createRoute({
  method: 'post',
  path: '/operator/companies/{id}/invitations',
  summary:
    'Invite an administrator into the company (its first, or one in place of administrators gone): a link that works once, within 7 days, is mailed; the operator is the inviter',
  security: bearerSecurity,
  request: { params: OperatorCompanyParamsSchema, body: jsonBody(InviteAdministratorRequestSchema) },
  responses: {
    201: json(OperatorInvitationResponseSchema, 'The invitation; its link is on its way'),
    ...badInput,
    ...operatorOnly,
    ...noSuchCompany,
    409: errorResponse('An account already uses the address (email_taken), or an invitation to it is waiting (already_invited)'),
  },
});

const withdrawRoute = createRoute({
  method: 'delete',
  path: '/operator/companies/{id}/invitations/{invitationId}',
  summary: 'Withdraw an invitation of the company that is waiting to be accepted (a mistyped address, say)',
  security: bearerSecurity,
  request: { params: OperatorInvitationParamsSchema },
  responses: {
    200: json(SuccessSchema, 'Withdrawn'),
    ...badInput,
    ...operatorOnly,
    404: errorResponse('No such company, or no such invitation of it waiting to be accepted'),
  },
});

const auditRoute = createRoute({
  method: 'get',
  path: '/operator/companies/{id}/audit',
  summary: "A company's audit log, newest first (at most 500 entries), as its administrators read it; read-only",
  security: bearerSecurity,
  request: { params: OperatorCompanyParamsSchema, query: CompanyAuditQuerySchema },
  responses: { 200: json(OperatorCompanyAuditResponseSchema, 'The entries'), ...badInput, ...operatorOnly, ...noSuchCompany },
});

const companyOf = (row: OperatorCompany) => ({
  id: row.id,
  name: row.name,
  registrationNo: row.registrationNo,
  sstNumber: row.sstNumber,
  taxNumber: row.taxNumber,
  people: row.people,
  administrators: row.administrators,
  invitedAdministrators: row.invitedAdministrators,
  createdAt: row.createdAt.toISOString(),
});

const operator = (c: Context<AppEnv>) => currentOperator(c, NOT_OPERATOR);
/** The invitation mail's language: the call's, else the operator's own. */
const mailLanguage = (c: Context<AppEnv>, user: ReturnType<typeof operator>) =>
  statedLanguage(c.req.header('Accept-Language')) ?? user.language;

/** The marketplace operator's routes: companies across the marketplace, which nobody else reaches. */
export function operatorRoutes({ db, publicUrl, mailer }: RouteDeps) {
  const mail = { mailer, publicUrl };
  const requireSession = requireAuth(db);

  return createRouter()
    .openapi({ ...companiesRoute, middleware: [requireSession] }, async (c) => {
      operator(c);
      return c.json({ success: true as const, data: (await operatorCompanies(db)).map(companyOf) }, 200);
    })
    .openapi({ ...createCompanyRoute, middleware: [requireSession] }, async (c) => {
      const user = operator(c);
      const { company, invitation } = await createCompany(db, mail, user, c.req.valid('json'), mailLanguage(c, user));
      return c.json(
        { success: true as const, company: companyOf(company), ...(invitation ? { invitation: invitationOf(invitation) } : {}) },
        201,
      );
    })
    .openapi({ ...settingsRoute, middleware: [requireSession] }, async (c) => {
      const { company, people, invitations, ...rest } = await operatorCompanySettings(
        db,
        operator(c),
        Number(c.req.valid('param').id),
        publicUrl,
      );
      return c.json(
        {
          success: true as const,
          company: companyOf(company),
          people: people.map(personOf),
          invitations: invitations.map(invitationOf),
          ...rest,
        },
        200,
      );
    })
    .openapi({ ...inviteRoute, middleware: [requireSession] }, async (c) => {
      const user = operator(c);
      const invitation = await inviteAdministrator(
        db,
        mail,
        user,
        Number(c.req.valid('param').id),
        c.req.valid('json'),
        mailLanguage(c, user),
      );
      return c.json({ success: true as const, invitation: invitationOf(invitation) }, 201);
    })
    .openapi({ ...withdrawRoute, middleware: [requireSession] }, async (c) => {
      const { id, invitationId } = c.req.valid('param');
      await withdrawInvitation(db, operator(c), Number(id), Number(invitationId));
      return c.json({ success: true as const }, 200);
    })
    .openapi({ ...auditRoute, middleware: [requireSession] }, async (c) => {
      operator(c);
      const data = await operatorCompanyAudit(db, Number(c.req.valid('param').id), c.req.valid('query'));
      return c.json({ success: true as const, data }, 200);
    });
}

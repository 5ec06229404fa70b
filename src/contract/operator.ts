import { z } from '@hono/zod-openapi';
import { MAX_COMPANY_NAME, REGISTRATION_NO, SST_NUMBER, TAX_NUMBER } from '../lib/company-numbers';
import { UserEmailSchema } from './auth';
import { id, idParam, trimmedText } from './common';
import { CompanyAuditResponseSchema, CompanyPeopleResponseSchema } from './company';
import { IntegrationsResponseSchema } from './company-integrations';
import { CompanyPriceLimitsResponseSchema } from './company-price-limits';
import { CompanySettingsResponseSchema } from './company-settings';
import { CompanyWorkflowsResponseSchema } from './company-workflows';

/*
 * The marketplace operator: staff of the marketplace, who creates buyer companies, invites each
 * one's first administrator and reads every company's settings. Nobody else reaches /operator.
 */

/** A number the company may not have: empty is none; anything else matches `pattern`. */
const optionalNumber = (pattern: RegExp, message: string) =>
  z
    .string()
    .max(40, 'must be at most 40 characters')
    .regex(new RegExp(`^(?:${pattern.source.slice(1, -1)})?$`), message)
    .default('');

/** The administrator a company gets first: invited by e-mail, as a buyer unless named an approver. */
const FirstAdministratorSchema = z
  .object({ email: UserEmailSchema, role: z.enum(['buyer', 'approver']).default('buyer') })
  .openapi('OperatorAdministratorInvitation');

/** POST /operator/companies: a new buyer company, and optionally its first administrator's invitation. */
export const CreateCompanyRequestSchema = z
  .object({
    name: trimmedText(MAX_COMPANY_NAME),
    registrationNo: z
      .string()
      .max(40, 'must be at most 40 characters')
      .regex(REGISTRATION_NO, 'must be an SSM registration number, e.g. 201901000001 or 201901000001 (1300001-A)'),
    sstNumber: optionalNumber(SST_NUMBER, 'must be an SST registration number, e.g. W10-1808-32000001'),
    taxNumber: optionalNumber(TAX_NUMBER, 'must be a tax identification number (TIN), e.g. C2581234500'),
    administrator: FirstAdministratorSchema.optional(),
  })
  .openapi('CreateCompanyRequest');

/** POST /operator/companies/{id}/invitations: an administrator for the company (its first, or one in place of those gone). */
export const InviteAdministratorRequestSchema = FirstAdministratorSchema;

export const OperatorCompanyParamsSchema = z.object({ id: idParam });
export const OperatorInvitationParamsSchema = z.object({ id: idParam, invitationId: idParam });

/** A company as the operator lists it. */
const OperatorCompanySchema = z
  .object({
    id,
    name: z.string(),
    registrationNo: z.string(),
    sstNumber: z.string(),
    taxNumber: z.string(),
    /** Its buyers and approvers, active or not. */
    people: z.number().int(),
    /** Its active administrators. */
    administrators: z.array(z.object({ id, name: z.string(), email: z.string() })),
    /** The addresses invited as administrators, not yet accepted; a company without administrators waits for one of these. */
    invitedAdministrators: z.array(z.string()),
    /** ISO 8601. */
    createdAt: z.string(),
  })
  .openapi('OperatorCompany');

/** GET /operator/companies */
export const OperatorCompaniesResponseSchema = z
  .object({ success: z.literal(true), data: z.array(OperatorCompanySchema) })
  .openapi('OperatorCompaniesResponse');

const InvitationSchema = CompanyPeopleResponseSchema.shape.invitations.element;

/** POST /operator/companies: the company, and its administrator's invitation when one was asked for. */
export const CreatedCompanyResponseSchema = z
  .object({ success: z.literal(true), company: OperatorCompanySchema, invitation: InvitationSchema.optional() })
  .openapi('CreatedCompanyResponse');

/** POST /operator/companies/{id}/invitations */
export const OperatorInvitationResponseSchema = z.object({ success: z.literal(true), invitation: InvitationSchema });

/** How many of the company's delivery locations or charge codes there are, and how many of them are archived. */
const PlaceCountsSchema = z.object({ count: z.number().int(), archived: z.number().int() }).openapi('OperatorPlaceCounts');

/** The company's integrations as its administrators read them: whether each secret is set, never the secret. */
const OperatorIntegrationsSchema = IntegrationsResponseSchema.omit({ success: true }).openapi('OperatorCompanyIntegrations');

/**
 * GET /operator/companies/{id}: the company's settings as the operator reads them: its details,
 * people and invitations waiting, and, as its administrators' own answers give them, its
 * settings, approval workflows, category price limits and integrations, and how many delivery
 * locations and charge codes it has.
 */
export const OperatorCompanySettingsResponseSchema = z
  .object({
    success: z.literal(true),
    company: OperatorCompanySchema,
    people: CompanyPeopleResponseSchema.shape.people,
    invitations: CompanyPeopleResponseSchema.shape.invitations,
    /** As GET /company/settings answers them. */
    settings: CompanySettingsResponseSchema.shape.settings,
    /** Of GET /company/locations and GET /company/charge-codes. */
    places: z.object({ locations: PlaceCountsSchema, chargeCodes: PlaceCountsSchema }),
    /** As GET /company/workflows answers them. */
    workflows: CompanyWorkflowsResponseSchema.shape.data,
    /** As GET /company/price-limits answers them. */
    priceLimits: CompanyPriceLimitsResponseSchema.shape.data,
    /** As GET /company/integrations answers them. */
    integrations: OperatorIntegrationsSchema,
  })
  .openapi('OperatorCompanySettingsResponse');

/** GET /operator/companies/{id}/audit */
export const OperatorCompanyAuditResponseSchema = CompanyAuditResponseSchema;

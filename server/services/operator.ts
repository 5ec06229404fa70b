/**
 * The marketplace operator: staff of the marketplace, in no company. The first one is made by the
 * command (server/admin.ts) and signs in through a password link; an operator creates buyer
 * companies, invites each one's administrators (the company invitation, with the operator as
 * inviter) and reads every company's settings, as its administrators' own reads answer them. Each
 * change is in the company's audit log.
 */
import type { Language } from '../../src/lib/language';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import type { BuyerRow, UserRow } from '../env';
import {
  activeAdministrators,
  companySummaries,
  type CompanySummaryRow,
  insertCompany,
  insertOperator,
  invitedAdministrators,
  lockCompanyName,
} from '../queries/operator';
import { findBuyer, findUserByEmail } from '../queries/users';
import { companyAuditLog, recordAudit } from './company-audit';
import { integrationsOf } from './company-integrations';
import { companyPeopleOf, type InvitationRow, invitePerson, revokeInvitation } from './company-people';
import { companyChargeCodesOf, companyLocationsOf } from './company-places';
import { companyPriceLimitsOf } from './company-price-limits';
import { companySettingsOf } from './company-settings';
import { companyWorkflows } from './company-workflows';
import { ServiceError } from './errors';
import type { MailContext } from './mail';
import { issuePasswordLink } from './password-links';

/** A company as the operator lists it. */
export interface OperatorCompany extends CompanySummaryRow {
  administrators: { id: number; name: string; email: string }[];
  invitedAdministrators: string[];
}

type Role = 'buyer' | 'approver';

const NO_SUCH_COMPANY = 'No such company';

/**
 * Makes a marketplace operator with no password yet, and answers the single-use link with which
 * they choose one. Refused (409) when an account already uses the address.
 */
export async function createOperator(
  db: Database,
  publicUrl: string,
  operator: { email: string; name: string },
): Promise<{ user: UserRow; link: URL }> {
  const email = operator.email.toLowerCase();
  const taken = () => new ServiceError(409, `email: an account already uses ${email}`, 'email_taken');
  if (await findUserByEmail(db, email)) throw taken();
  const user = await insertOperator(db, { email, name: operator.name }).catch((error: unknown) => {
    // An account made meanwhile won the race to the unique index.
    throw isUniqueViolation(error) ? taken() : error;
  });
  return { user, link: await issuePasswordLink(db, publicUrl, user.id) };
}

/** A new password link for an operator who lost theirs (or never used it); 404 for an address that is no operator's. */
export async function operatorPasswordLink(db: Database, publicUrl: string, email: string): Promise<URL> {
  const found = await findUserByEmail(db, email.toLowerCase());
  if (!found?.user.marketplaceOperator) throw new ServiceError(404, `email: no marketplace operator uses ${email.toLowerCase()}`);
  if (found.user.active !== 'Y') throw new ServiceError(403, `email: the operator ${found.user.email} is inactive`, 'account_inactive');
  return issuePasswordLink(db, publicUrl, found.user.id);
}

async function withAdministrators(db: Database, rows: CompanySummaryRow[], now: Date): Promise<OperatorCompany[]> {
  const ids = rows.map((row) => row.id);
  const [administrators, invited] = await Promise.all([activeAdministrators(db, ids), invitedAdministrators(db, ids, now)]);
  return rows.map((row) => ({
    ...row,
    administrators: administrators.filter((admin) => admin.buyerId === row.id).map(({ id, name, email }) => ({ id, name, email })),
    invitedAdministrators: invited.filter((invitation) => invitation.buyerId === row.id).map((invitation) => invitation.email),
  }));
}

/** Every buyer company, by name, with its people count, administrators and administrators invited. */
export async function operatorCompanies(db: Database, now = new Date()): Promise<OperatorCompany[]> {
  return withAdministrators(db, await companySummaries(db), now);
}

async function companyOf(db: Database, buyerId: number): Promise<BuyerRow> {
  const buyer = await findBuyer(db, buyerId);
  if (!buyer) throw new ServiceError(404, NO_SUCH_COMPANY);
  return buyer;
}

/** How many places there are, and how many of them archived. */
const countsOf = (places: readonly { archived: boolean }[]) => ({
  count: places.length,
  archived: places.filter((place) => place.archived).length,
});

/**
 * One company as listed, its people and invitations waiting, and its settings, places, workflows,
 * price limits and integrations, each read as its administrators' own routes read it (the
 * integrations with whether each secret is set, never the secret); 404 for an unknown id.
 */
export async function operatorCompanySettings(db: Database, operator: UserRow, buyerId: number, publicUrl: string, now = new Date()) {
  const buyer = await companyOf(db, buyerId);
  // The operator reads as the company's administrators do, through the same services.
  const asAdministrator = { user: operator, buyer };
  const [[company], people, settings, locations, chargeCodes, workflows, priceLimits, integrations] = await Promise.all([
    withAdministrators(db, await companySummaries(db, buyerId), now),
    companyPeopleOf(db, asAdministrator, now),
    companySettingsOf(db, asAdministrator),
    companyLocationsOf(db, asAdministrator),
    companyChargeCodesOf(db, asAdministrator),
    companyWorkflows(db, asAdministrator),
    companyPriceLimitsOf(db, asAdministrator),
    integrationsOf(db, asAdministrator, publicUrl),
  ]);
  return {
    company,
    ...people,
    settings,
    places: { locations: countsOf(locations), chargeCodes: countsOf(chargeCodes) },
    workflows,
    priceLimits,
    integrations,
  };
}

/** The company's audit log, as its administrators read it; 404 for an unknown id. */
export async function operatorCompanyAudit(db: Database, buyerId: number, query: Parameters<typeof companyAuditLog>[2]) {
  return companyAuditLog(db, (await companyOf(db, buyerId)).id, query);
}

/**
 * Creates a buyer company, recorded as `company_created` with the operator as actor, and, when
 * asked, invites its first administrator in the same transaction (its mail is handed over once
 * the invitation is made, with only the commit left). Refused, creating nothing, for a name another company has (409,
 * case aside) and an administrator's address an account or invitation already uses (409).
 */
export async function createCompany(
  db: Database,
  mail: MailContext,
  operator: UserRow,
  request: { name: string; registrationNo: string; sstNumber: string; taxNumber: string; administrator?: { email: string; role: Role } },
  language: Language,
  now = new Date(),
): Promise<{ company: OperatorCompany; invitation: InvitationRow | null }> {
  const created = await db.transaction(async (tx) => {
    if (await lockCompanyName(tx, request.name))
      throw new ServiceError(409, `name: a company named ${request.name} already exists`, 'company_name_taken');
    const buyer = await insertCompany(tx, {
      companyName: request.name,
      registrationNo: request.registrationNo,
      sstNumber: request.sstNumber,
      taxNumber: request.taxNumber,
    });
    await recordAudit(tx, {
      buyerId: buyer.id,
      actorId: operator.id,
      action: 'company_created',
      subject: `company:${buyer.id}`,
      after: { name: buyer.companyName, registrationNo: buyer.registrationNo, sstNumber: buyer.sstNumber, taxNumber: buyer.taxNumber },
      at: now,
    });
    const invitation = request.administrator
      ? await invitePerson(tx, mail, { user: operator, buyer }, { ...request.administrator, administrator: true }, language, now)
      : null;
    return { id: buyer.id, invitation };
  });
  const [company] = await withAdministrators(db, await companySummaries(db, created.id), now);
  return { company, invitation: created.invitation };
}

/**
 * Invites an administrator into the company: its first, or one in place of administrators gone.
 * 404 for an unknown company; 409 as a company's own invitation is refused.
 */
export async function inviteAdministrator(
  db: Database,
  mail: MailContext,
  operator: UserRow,
  buyerId: number,
  request: { email: string; role: Role },
  language: Language,
): Promise<InvitationRow> {
  const buyer = await companyOf(db, buyerId);
  return invitePerson(db, mail, { user: operator, buyer }, { ...request, administrator: true }, language);
}

/** Withdraws one of the company's invitations waiting to be accepted; 404 for an unknown company or invitation. */
export async function withdrawInvitation(db: Database, operator: UserRow, buyerId: number, invitationId: number): Promise<void> {
  const buyer = await companyOf(db, buyerId);
  await revokeInvitation(db, { user: operator, buyer }, invitationId);
}

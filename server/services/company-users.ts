import { MAX_USER_NAME, UserEmailSchema, UserNameSchema } from '../../src/contract/auth';
import type { User } from '../../src/contract/types';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import type { UserRow } from '../env';
import { insertCompanyUser, refreshCompanyUser, type CompanyIdentityProvider } from '../queries/single-sign-on';
import { lockCompanyPerson, NO_PASSWORD, recordedAssertedRole } from '../queries/company-people';
import { findUserByEmail } from '../queries/users';
import { recordAudit } from './company-audit';
import { keepStagesDecided } from './company-workflows';
import { ServiceError } from './errors';
import { issueToken } from './sessions';
import { toUser } from './users';

/** What a company's provider or portal said of a user: the claims we read. */
export interface VouchedUser {
  email: string;
  name?: string;
  /** The value of the company's role claim: a string or a list of strings, when present. */
  roleClaim?: unknown;
}

const refuse = (message: string): never => {
  throw new ServiceError(403, message, 'sso_refused');
};

/**
 * The role a company's claim gives: approver when one of its values is an approver value; buyer
 * when one is a buyer value, or when the company lists no buyer values (every user of its domains
 * may buy); otherwise the user has no role here and is refused.
 */
function roleOf(provider: Pick<CompanyIdentityProvider, 'buyerRoleValues' | 'approverRoleValues'>, claim: unknown): 'buyer' | 'approver' {
  const values = (Array.isArray(claim) ? claim : [claim]).filter((value): value is string => typeof value === 'string');
  if (values.some((value) => provider.approverRoleValues.includes(value))) return 'approver';
  if (provider.buyerRoleValues.length === 0 || values.some((value) => provider.buyerRoleValues.includes(value))) return 'buyer';
  return refuse('Your company account has no LaPasar role. Ask your administrator for access.');
}

/** The first MAX_USER_NAME characters of a text (whole characters, never half a pair). */
const cut = (text: string) => [...text].slice(0, MAX_USER_NAME).join('');

/**
 * The name a company gave, held to the rule registration holds names to (cut to its length);
 * the address stands in for a name missing or unusable (control characters, blank).
 */
function nameOf(given: string | undefined, email: string): string {
  const name = UserNameSchema.safeParse(cut(given?.trim() ?? ''));
  return name.success ? name.data : cut(email);
}

/**
 * Signs in a user a company vouched for (its OpenID provider or its portal's signed assertion):
 * created in that company on first sign-in, never in another, and only for an address registration
 * would take in one of the company's e-mail domains; an account of another company (or of no company) with the same address is refused.
 * Answers the user with a new session token.
 */
export async function signInCompanyUser(db: Database, provider: CompanyIdentityProvider, vouched: VouchedUser): Promise<User> {
  const email = vouched.email.trim().toLowerCase();
  if (!UserEmailSchema.safeParse(email).success) refuse('The e-mail address your company gave is not one LaPasar can use.');
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!provider.emailDomains.includes(domain)) refuse(`The e-mail domain ${domain} may not sign in to this company.`);
  const role = roleOf(provider, vouched.roleClaim);
  const user = await companyUser(db, provider, { email, name: nameOf(vouched.name, email), role });
  if (user.active !== 'Y') throw new ServiceError(403, 'Your account is inactive. Please contact support.', 'account_inactive');
  const found = await findUserByEmail(db, email);
  return toUser(user, found?.buyer ?? null, await issueToken(db, user.id));
}

/** The audit entry of a provider's assertion: the provider, not a person, made the change. */
const recordAssertion = (
  db: Database,
  buyerId: number,
  userId: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
) => recordAudit(db, { buyerId, actorId: null, action: 'person_changed', subject: `user:${userId}`, before, after });

/**
 * Gives a returning user the role their company's provider asserts, as the people routes would:
 * an approver who is the only active approver of a workflow stage stays approver (the assertion
 * is recorded with why it was not applied), so no stage is left without someone to decide it.
 * The audit log records each assertion that differs from the role held or the one last asserted.
 */
async function assertRole(tx: Database, buyerId: number, userId: number, asserted: 'buyer' | 'approver'): Promise<UserRow> {
  const person = await lockCompanyPerson(tx, buyerId, userId);
  let role: UserRow['role'] = asserted;
  let notApplied: string | undefined;
  if (person && person.role === 'approver' && person.active === 'Y' && asserted !== 'approver') {
    try {
      await keepStagesDecided(tx, buyerId, person, 'role');
    } catch (error) {
      if (!(error instanceof ServiceError) || error.code !== 'only_approver') throw error;
      role = 'approver';
      notApplied = error.message;
    }
  }
  const lastAsserted = await recordedAssertedRole(tx, userId);
  const user = await refreshCompanyUser(tx, userId, role);
  if (person && (person.role !== role || lastAsserted !== asserted))
    await recordAssertion(
      tx,
      buyerId,
      userId,
      { role: person.role },
      { role, assertedRole: asserted, ...(notApplied === undefined ? {} : { notApplied }) },
    );
  return user;
}

async function companyUser(
  db: Database,
  provider: CompanyIdentityProvider,
  wanted: { email: string; name: string; role: 'buyer' | 'approver' },
): Promise<UserRow> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const found = await findUserByEmail(db, wanted.email);
    if (found) {
      if (found.user.buyerId !== provider.buyerId)
        refuse('This e-mail address is already used by an account of another company. Please contact support.');
      return db.transaction((tx) => assertRole(tx, provider.buyerId, found.user.id, wanted.role));
    }
    try {
      return await db.transaction(async (tx) => {
        const created = await insertCompanyUser(tx, { ...wanted, buyerId: provider.buyerId, passwordHash: NO_PASSWORD });
        await recordAssertion(tx, provider.buyerId, created.id, null, { role: wanted.role, assertedRole: wanted.role });
        return created;
      });
    } catch (error) {
      // A concurrent first sign-in of the same address made the account: read it again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new ServiceError(409, 'The account changed while signing in; please try again.');
}

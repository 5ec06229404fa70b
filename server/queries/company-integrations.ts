import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companyAssertionKeys, companyIdentityProviders, punchoutSettings, users } from '../db/schema';
import type { CompanyIdentityProvider } from './single-sign-on';

export type AssertionKeyRow = typeof companyAssertionKeys.$inferSelect;
type PunchoutSettingsInsert = typeof punchoutSettings.$inferInsert;

/** A company's identity provider settings, locked for the change about to be made; null without any. */
export async function lockIdentityProvider(db: Database, buyerId: number): Promise<CompanyIdentityProvider | null> {
  const [row] = await db.select().from(companyIdentityProviders).where(eq(companyIdentityProviders.buyerId, buyerId)).for('update');
  return row ?? null;
}

/**
 * Holds, until the transaction ends, the one lock every change of a company's e-mail domains takes:
 * two companies claiming one domain at once then claim it one after the other, and the second is refused.
 */
export async function lockDomainClaims(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended('company-email-domains', 0))`);
}

/** Stores a company's identity provider settings in place of any it had. */
export async function saveIdentityProvider(
  db: Database,
  row: Omit<typeof companyIdentityProviders.$inferInsert, 'createdAt'>,
): Promise<CompanyIdentityProvider> {
  const [saved] = await db
    .insert(companyIdentityProviders)
    .values(row)
    .onConflictDoUpdate({ target: companyIdentityProviders.buyerId, set: { ...row, buyerId: undefined } })
    .returning();
  return saved;
}

export async function deleteIdentityProvider(db: Database, buyerId: number): Promise<void> {
  await db.delete(companyIdentityProviders).where(eq(companyIdentityProviders.buyerId, buyerId));
}

/** Whether a company other than `buyerId` uses the identifier. */
export async function slugUsedByOther(db: Database, slug: string, buyerId: number): Promise<boolean> {
  const [row] = await db
    .select({ buyerId: companyIdentityProviders.buyerId })
    .from(companyIdentityProviders)
    .where(and(eq(companyIdentityProviders.slug, slug), ne(companyIdentityProviders.buyerId, buyerId)))
    .limit(1);
  return row !== undefined;
}

/** Of these domains (lower case), those another company's settings list. */
export async function domainsOfOtherCompanies(db: Database, domains: readonly string[], buyerId: number): Promise<string[]> {
  if (domains.length === 0) return [];
  const rows = await db
    .select({ domains: companyIdentityProviders.emailDomains })
    .from(companyIdentityProviders)
    .where(
      and(
        ne(companyIdentityProviders.buyerId, buyerId),
        sql`${companyIdentityProviders.emailDomains} && array[${sql.join(
          domains.map((domain) => sql`${domain}`),
          sql`, `,
        )}]::text[]`,
      ),
    );
  const claimed = new Set(rows.flatMap((row) => row.domains));
  return domains.filter((domain) => claimed.has(domain));
}

/** Of these domains (lower case), those at which an account of another company, or of no company (a seller), has its address. */
export async function domainsUsedByOtherAccounts(db: Database, domains: readonly string[], buyerId: number): Promise<string[]> {
  if (domains.length === 0) return [];
  const domainOf = sql<string>`lower(split_part(${users.email}, '@', 2))`;
  const rows = await db
    .selectDistinct({ domain: domainOf })
    .from(users)
    .where(and(inArray(domainOf, [...domains]), or(isNull(users.buyerId), ne(users.buyerId, buyerId))));
  return rows.map((row) => row.domain);
}

/** The e-mail addresses of the company's active administrators. */
export async function activeAdministratorEmails(db: Database, buyerId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.buyerId, buyerId), eq(users.companyAdministrator, true), eq(users.active, 'Y')));
  return rows.map((row) => row.email);
}

/** The company's assertion keys, live and revoked, oldest first. */
export async function assertionKeysOf(db: Database, buyerId: number): Promise<AssertionKeyRow[]> {
  return db.select().from(companyAssertionKeys).where(eq(companyAssertionKeys.buyerId, buyerId)).orderBy(asc(companyAssertionKeys.id));
}

/** The company's live assertion keys, locked for the change about to be made. */
export async function lockLiveAssertionKeys(db: Database, buyerId: number): Promise<AssertionKeyRow[]> {
  return db
    .select()
    .from(companyAssertionKeys)
    .where(and(eq(companyAssertionKeys.buyerId, buyerId), isNull(companyAssertionKeys.revokedAt)))
    .orderBy(asc(companyAssertionKeys.id))
    .for('update');
}

/** Whether the company has a key (live or revoked) with this key id. */
export async function hasAssertionKeyId(db: Database, buyerId: number, kid: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companyAssertionKeys.id })
    .from(companyAssertionKeys)
    .where(and(eq(companyAssertionKeys.buyerId, buyerId), eq(companyAssertionKeys.kid, kid)))
    .limit(1);
  return row !== undefined;
}

export async function insertAssertionKey(
  db: Database,
  row: Pick<AssertionKeyRow, 'buyerId' | 'kid' | 'algorithm' | 'publicKey' | 'createdAt'>,
): Promise<AssertionKeyRow> {
  const [saved] = await db.insert(companyAssertionKeys).values(row).returning();
  return saved;
}

/** One of the company's keys, locked; null for any other. */
export async function lockAssertionKey(db: Database, buyerId: number, id: number): Promise<AssertionKeyRow | null> {
  const [row] = await db
    .select()
    .from(companyAssertionKeys)
    .where(and(eq(companyAssertionKeys.buyerId, buyerId), eq(companyAssertionKeys.id, id)))
    .for('update');
  return row ?? null;
}

/** Revokes the company's keys with these ids; answers them revoked. */
export async function revokeAssertionKeys(db: Database, buyerId: number, ids: readonly number[], at: Date): Promise<AssertionKeyRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(companyAssertionKeys)
    .set({ revokedAt: at })
    .where(and(eq(companyAssertionKeys.buyerId, buyerId), inArray(companyAssertionKeys.id, [...ids])))
    .returning();
}

/** A company's PunchOut settings, locked for the change about to be made; null without any. */
export async function lockPunchoutSettings(db: Database, buyerId: number) {
  const [row] = await db.select().from(punchoutSettings).where(eq(punchoutSettings.buyerId, buyerId)).for('update');
  return row ?? null;
}

/** Stores a company's PunchOut settings in place of any it had. */
export async function savePunchoutSettings(db: Database, row: PunchoutSettingsInsert) {
  const [saved] = await db
    .insert(punchoutSettings)
    .values(row)
    .onConflictDoUpdate({ target: punchoutSettings.buyerId, set: { ...row, buyerId: undefined } })
    .returning();
  return saved;
}

export async function deletePunchoutSettings(db: Database, buyerId: number): Promise<void> {
  await db.delete(punchoutSettings).where(eq(punchoutSettings.buyerId, buyerId));
}

/** Whether another company's procurement system sends this cXML credential (the domain in any case, as a request is matched). */
export async function cxmlCredentialUsedByOther(db: Database, domain: string, identity: string, buyerId: number): Promise<boolean> {
  const [row] = await db
    .select({ buyerId: punchoutSettings.buyerId })
    .from(punchoutSettings)
    .where(
      and(
        sql`lower(${punchoutSettings.cxmlDomain}) = lower(${domain})`,
        eq(punchoutSettings.cxmlIdentity, identity),
        ne(punchoutSettings.buyerId, buyerId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether another company's OCI start URL carries this USERNAME. */
export async function ociUsernameUsedByOther(db: Database, username: string, buyerId: number): Promise<boolean> {
  const [row] = await db
    .select({ buyerId: punchoutSettings.buyerId })
    .from(punchoutSettings)
    .where(and(eq(punchoutSettings.ociUsername, username), ne(punchoutSettings.buyerId, buyerId)))
    .limit(1);
  return row !== undefined;
}

/** A user of the company, for the PunchOut settings' default user; null for anyone else's. */
export async function companyUserById(db: Database, buyerId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, active: users.active })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.buyerId, buyerId)));
  return row ?? null;
}

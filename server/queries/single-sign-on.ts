import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companyAssertionKeys, companyIdentityProviders, singleSignOnStarts, usedAssertions, users } from '../db/schema';
import type { UserRow } from '../env';

export type CompanyIdentityProvider = typeof companyIdentityProviders.$inferSelect;
export type SingleSignOnStart = typeof singleSignOnStarts.$inferSelect;

/** A company's link by its slug, or by its buyer id when `company` is all digits. */
export async function findCompanyProvider(db: Database, company: string): Promise<CompanyIdentityProvider | null> {
  const where = /^\d{1,9}$/.test(company)
    ? eq(companyIdentityProviders.buyerId, Number(company))
    : eq(companyIdentityProviders.slug, company);
  const [row] = await db.select().from(companyIdentityProviders).where(where).limit(1);
  return row ?? null;
}

export async function findCompanyProviderOfBuyer(db: Database, buyerId: number): Promise<CompanyIdentityProvider | null> {
  const [row] = await db.select().from(companyIdentityProviders).where(eq(companyIdentityProviders.buyerId, buyerId)).limit(1);
  return row ?? null;
}

/** The company whose provider or portal signs in the addresses of an e-mail domain (lower case), if one claims it. */
export async function findCompanyClaimingDomain(db: Database, domain: string): Promise<CompanyIdentityProvider | null> {
  const [row] = await db
    .select()
    .from(companyIdentityProviders)
    .where(sql`${domain} = any(${companyIdentityProviders.emailDomains})`)
    .limit(1);
  return row ?? null;
}

/** A company's live (not revoked) assertion key by key id. */
export async function findAssertionKey(db: Database, buyerId: number, kid: string) {
  const [row] = await db
    .select()
    .from(companyAssertionKeys)
    .where(and(eq(companyAssertionKeys.buyerId, buyerId), eq(companyAssertionKeys.kid, kid), isNull(companyAssertionKeys.revokedAt)))
    .limit(1);
  return row ?? null;
}

export async function insertSignOnStart(db: Database, start: SingleSignOnStart): Promise<void> {
  // Starts nobody came back from are dropped as new ones are made.
  await db.delete(singleSignOnStarts).where(lt(singleSignOnStarts.expiresAt, sql`now()`));
  await db.insert(singleSignOnStarts).values(start);
}

/** Takes a start by its state's hash: answered once, and only before it expires. */
export async function takeSignOnStart(db: Database, stateHash: string): Promise<SingleSignOnStart | null> {
  const [row] = await db.delete(singleSignOnStarts).where(eq(singleSignOnStarts.stateHash, stateHash)).returning();
  return row && row.expiresAt.getTime() > Date.now() ? row : null;
}

/** Records an assertion id as used; false when it already was (a replay). */
export async function recordAssertionUse(db: Database, buyerId: number, jti: string, expiresAt: Date): Promise<boolean> {
  await db.delete(usedAssertions).where(lt(usedAssertions.expiresAt, sql`now()`));
  const inserted = await db
    .insert(usedAssertions)
    .values({ buyerId, jti, expiresAt })
    .onConflictDoNothing()
    .returning({ jti: usedAssertions.jti });
  return inserted.length === 1;
}

export async function insertCompanyUser(
  db: Database,
  user: Pick<typeof users.$inferInsert, 'email' | 'name' | 'buyerId' | 'role' | 'passwordHash'>,
): Promise<UserRow> {
  const [created] = await db
    .insert(users)
    .values({ ...user, emailVerifiedAt: new Date() })
    .returning();
  return created;
}

/** What the company's provider says of a user on each sign-in: the role, and the address verified. */
export async function refreshCompanyUser(db: Database, userId: number, role: UserRow['role']): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({ role, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId))
    .returning();
  return updated;
}

/** Every company's stored client secret, locked until the transaction ends (start-up sealing them anew). */
export async function lockStoredClientSecrets(tx: Database): Promise<{ buyerId: number; slug: string; clientSecret: string }[]> {
  const rows = await tx
    .select({
      buyerId: companyIdentityProviders.buyerId,
      slug: companyIdentityProviders.slug,
      clientSecret: companyIdentityProviders.clientSecret,
    })
    .from(companyIdentityProviders)
    .where(isNotNull(companyIdentityProviders.clientSecret))
    .orderBy(companyIdentityProviders.buyerId)
    .for('update');
  return rows.flatMap((row) => (row.clientSecret === null ? [] : [{ ...row, clientSecret: row.clientSecret }]));
}

/** Stores a company's client secret sealed anew, in place of `before` (left alone if it changed meanwhile). */
export async function storeSealedClientSecret(db: Database, buyerId: number, before: string, sealed: string): Promise<void> {
  await db
    .update(companyIdentityProviders)
    .set({ clientSecret: sealed })
    .where(and(eq(companyIdentityProviders.buyerId, buyerId), eq(companyIdentityProviders.clientSecret, before)));
}

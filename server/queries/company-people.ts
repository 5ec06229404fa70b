import { aliasedTable, and, asc, desc, eq, gt, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authTokens, companyAuditLog, companyInvitations, users } from '../db/schema';
import type { UserRow } from '../env';

/** The password hash of users created by single sign-on (services/company-users.ts): no password matches it (server/domain/password.ts reads only `scrypt$…`). */
export const NO_PASSWORD = 'single-sign-on';

/** A person of a buyer company as its administrators see them. */
export interface CompanyPersonRow {
  id: number;
  name: string;
  email: string;
  role: UserRow['role'];
  administrator: boolean;
  active: string;
  singleSignOn: boolean;
  /** The role the company's provider last asserted at a sign-in (its audit entry holds it); null before any. */
  assertedRole: string | null;
}

/** The role the company's provider asserted at the user's latest sign-in that the audit log recorded. */
function lastAssertedRole(userId: SQL) {
  return sql<string | null>`(
    select ${companyAuditLog.after} ->> 'assertedRole' from ${companyAuditLog}
    where ${companyAuditLog.subject} = 'user:' || ${userId} and ${companyAuditLog.action} = 'person_changed'
      and ${companyAuditLog.after} ->> 'assertedRole' is not null
    order by ${companyAuditLog.at} desc, ${companyAuditLog.id} desc limit 1)`;
}

/** The role the company's provider last asserted for a user, as the audit log recorded it; null before any. */
export async function recordedAssertedRole(db: Database, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ role: lastAssertedRole(sql`${userId}`) })
    .from(users)
    .where(eq(users.id, userId));
  return row?.role ?? null;
}

const personColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  administrator: users.companyAdministrator,
  active: users.active,
  singleSignOn: sql<boolean>`${users.passwordHash} = ${NO_PASSWORD}`,
  // Named in full: inside the subquery a bare "id" would be the audit entry's.
  assertedRole: lastAssertedRole(sql`${sql.identifier('users')}.${sql.identifier('id')}`),
};

/** The buyers and approvers of a company, by name. */
export async function companyPeople(db: Database, buyerId: number): Promise<CompanyPersonRow[]> {
  return db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.buyerId, buyerId), inArray(users.role, ['buyer', 'approver'])))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

/** One buyer or approver of the company, locked for the change about to be made; null for anyone else. */
export async function lockCompanyPerson(db: Database, buyerId: number, userId: number): Promise<CompanyPersonRow | null> {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.buyerId, buyerId), inArray(users.role, ['buyer', 'approver'])))
    .for('update');
  return row ?? null;
}

/**
 * The company's active administrators, locked: two administrators taking each other's rights at
 * once then wait for one another, and the second sees the first's change.
 */
export async function lockActiveAdministrators(db: Database, buyerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.buyerId, buyerId), eq(users.companyAdministrator, true), eq(users.active, 'Y')))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function updateCompanyPerson(
  db: Database,
  userId: number,
  change: Partial<Pick<typeof users.$inferInsert, 'role' | 'companyAdministrator' | 'active'>>,
): Promise<CompanyPersonRow> {
  const [row] = await db.update(users).set(change).where(eq(users.id, userId)).returning(personColumns);
  return row;
}

/** Ends every session and unused sign-in link of a user at once. */
export async function revokeUserTokens(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

/** A new user of the company, from an accepted invitation: the invitation proved the address. */
export async function insertInvitedUser(
  db: Database,
  user: Pick<typeof users.$inferInsert, 'email' | 'name' | 'buyerId' | 'role' | 'companyAdministrator' | 'passwordHash' | 'language'>,
  now: Date,
): Promise<UserRow> {
  const [created] = await db
    .insert(users)
    .values({ ...user, emailVerifiedAt: now })
    .returning();
  return created;
}

const inviters = aliasedTable(users, 'inviters');

const pending = (now: Date) =>
  and(isNull(companyInvitations.acceptedAt), isNull(companyInvitations.revokedAt), gt(companyInvitations.expiresAt, now));

/** An invitation as the people list shows it. */
export interface InvitationRow {
  id: number;
  email: string;
  role: UserRow['role'];
  administrator: boolean;
  expiresAt: Date;
  createdAt: Date;
  invitedBy: string | null;
}

const invitationColumns = {
  id: companyInvitations.id,
  email: companyInvitations.email,
  role: companyInvitations.role,
  administrator: companyInvitations.companyAdministrator,
  expiresAt: companyInvitations.expiresAt,
  createdAt: companyInvitations.createdAt,
  invitedBy: inviters.name,
};

/** The company's invitations still waiting to be accepted, newest first (`email` set: only those to that address). */
export async function pendingInvitations(db: Database, buyerId: number, now: Date, email?: string): Promise<InvitationRow[]> {
  return db
    .select(invitationColumns)
    .from(companyInvitations)
    .leftJoin(inviters, eq(inviters.id, companyInvitations.invitedBy))
    .where(
      and(
        eq(companyInvitations.buyerId, buyerId),
        pending(now),
        email === undefined ? undefined : eq(sql`lower(${companyInvitations.email})`, email),
      ),
    )
    .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id));
}

export async function insertInvitation(db: Database, invitation: typeof companyInvitations.$inferInsert): Promise<InvitationRow> {
  const [created] = await db.insert(companyInvitations).values(invitation).returning({ id: companyInvitations.id });
  const [row] = await db
    .select(invitationColumns)
    .from(companyInvitations)
    .leftJoin(inviters, eq(inviters.id, companyInvitations.invitedBy))
    .where(eq(companyInvitations.id, created.id));
  return row;
}

/** The invitation of a token hash whatever its state (locked for accepting it when asked); null when there is none. */
export async function invitationByToken(db: Database, tokenHash: string, { lock = false } = {}) {
  const query = db.select().from(companyInvitations).where(eq(companyInvitations.tokenHash, tokenHash));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function markInvitationAccepted(db: Database, invitationId: number, now: Date): Promise<void> {
  await db.update(companyInvitations).set({ acceptedAt: now }).where(eq(companyInvitations.id, invitationId));
}

/** Revokes one of the company's pending invitations; the invitation as it was, or null when there is no such pending one. */
export async function revokePendingInvitation(
  db: Database,
  buyerId: number,
  invitationId: number,
  now: Date,
): Promise<InvitationRow | null> {
  const [found] = await pendingInvitationsById(db, buyerId, invitationId, now);
  if (!found) return null;
  await db.update(companyInvitations).set({ revokedAt: now }).where(eq(companyInvitations.id, invitationId));
  return found;
}

function pendingInvitationsById(db: Database, buyerId: number, invitationId: number, now: Date): Promise<InvitationRow[]> {
  return db
    .select(invitationColumns)
    .from(companyInvitations)
    .leftJoin(inviters, eq(inviters.id, companyInvitations.invitedBy))
    .where(and(eq(companyInvitations.id, invitationId), eq(companyInvitations.buyerId, buyerId), pending(now)))
    .for('update', { of: companyInvitations });
}

export type AuditEntryInsert = typeof companyAuditLog.$inferInsert;

export async function insertAuditEntry(db: Database, entry: AuditEntryInsert): Promise<void> {
  await db.insert(companyAuditLog).values(entry);
}

/** Which entries of a company's log to read: one action, from and before instants. */
export interface AuditFilter {
  action?: AuditEntryInsert['action'];
  from?: Date;
  before?: Date;
}

/** The company's audit log, newest first, with the actor's name and address. */
export async function companyAuditEntries(db: Database, buyerId: number, filter: AuditFilter, limit: number) {
  const conditions: (SQL | undefined)[] = [
    eq(companyAuditLog.buyerId, buyerId),
    filter.action ? eq(companyAuditLog.action, filter.action) : undefined,
    filter.from ? gte(companyAuditLog.at, filter.from) : undefined,
    filter.before ? lt(companyAuditLog.at, filter.before) : undefined,
  ];
  return db
    .select({
      id: companyAuditLog.id,
      at: companyAuditLog.at,
      actorId: users.id,
      actorName: users.name,
      actorEmail: users.email,
      action: companyAuditLog.action,
      subject: companyAuditLog.subject,
      before: companyAuditLog.before,
      after: companyAuditLog.after,
    })
    .from(companyAuditLog)
    .leftJoin(users, eq(users.id, companyAuditLog.actorId))
    .where(and(...conditions))
    .orderBy(desc(companyAuditLog.at), desc(companyAuditLog.id))
    .limit(limit);
}

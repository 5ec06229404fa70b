import { and, asc, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { buyers, companyInvitations, users } from '../db/schema';
import type { BuyerRow, UserRow } from '../env';

/** The password hash of an account whose holder has not chosen a password yet: no password matches it (server/domain/password.ts reads only `scrypt$…`). */
const PASSWORD_NOT_CHOSEN = 'not-chosen';

/** The advisory lock taken while a company is named, so two companies never get one name at once ('LaCo' in ASCII). */
const COMPANY_NAMING_LOCK = 0x4c61436f;

export async function insertOperator(db: Database, operator: { email: string; name: string }): Promise<UserRow> {
  const [created] = await db
    .insert(users)
    .values({ ...operator, passwordHash: PASSWORD_NOT_CHOSEN, marketplaceOperator: true })
    .returning();
  return created;
}

/**
 * Waits for any other transaction naming a company, then tells whether a company is already
 * called `name` (case aside), `exceptBuyerId` aside. Held until the caller's transaction ends.
 */
export async function lockCompanyName(db: Database, name: string, exceptBuyerId?: number): Promise<boolean> {
  await db.execute(sql`select pg_advisory_xact_lock(${COMPANY_NAMING_LOCK})`);
  const [found] = await db
    .select({ id: buyers.id })
    .from(buyers)
    .where(
      and(
        eq(sql`lower(${buyers.companyName})`, name.toLowerCase()),
        exceptBuyerId === undefined ? undefined : ne(buyers.id, exceptBuyerId),
      ),
    )
    .limit(1);
  return found !== undefined;
}

export async function insertCompany(
  db: Database,
  company: Pick<typeof buyers.$inferInsert, 'companyName' | 'registrationNo' | 'sstNumber' | 'taxNumber'>,
): Promise<BuyerRow> {
  const [created] = await db.insert(buyers).values(company).returning();
  return created;
}

/** A company as the operator lists it: its details and how many buyers and approvers it has. */
export interface CompanySummaryRow {
  id: number;
  name: string;
  registrationNo: string;
  sstNumber: string;
  taxNumber: string;
  createdAt: Date;
  people: number;
}

/** Every company (or the one of `buyerId`), by name, with its number of buyers and approvers. */
export async function companySummaries(db: Database, buyerId?: number): Promise<CompanySummaryRow[]> {
  const people = db
    .select({ buyerId: users.buyerId, people: count().as('people') })
    .from(users)
    .where(inArray(users.role, ['buyer', 'approver']))
    .groupBy(users.buyerId)
    .as('people');
  return db
    .select({
      id: buyers.id,
      name: buyers.companyName,
      registrationNo: buyers.registrationNo,
      sstNumber: buyers.sstNumber,
      taxNumber: buyers.taxNumber,
      createdAt: buyers.createdAt,
      people: sql<number>`coalesce(${people.people}, 0)::int`,
    })
    .from(buyers)
    .leftJoin(people, eq(people.buyerId, buyers.id))
    .where(buyerId === undefined ? undefined : eq(buyers.id, buyerId))
    .orderBy(asc(sql`lower(${buyers.companyName})`), asc(buyers.id));
}

/** The active administrators of the companies, by name. */
export async function activeAdministrators(db: Database, buyerIds: readonly number[]) {
  if (buyerIds.length === 0) return [];
  return db
    .select({ buyerId: sql<number>`${users.buyerId}`, id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(inArray(users.buyerId, [...buyerIds]), eq(users.companyAdministrator, true), eq(users.active, 'Y')))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

/** The addresses the companies invited as administrators, not yet accepted, withdrawn or expired. */
export async function invitedAdministrators(db: Database, buyerIds: readonly number[], now: Date) {
  if (buyerIds.length === 0) return [];
  return db
    .select({ buyerId: companyInvitations.buyerId, email: companyInvitations.email })
    .from(companyInvitations)
    .where(
      and(
        inArray(companyInvitations.buyerId, [...buyerIds]),
        eq(companyInvitations.companyAdministrator, true),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
        gt(companyInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(companyInvitations.createdAt), asc(companyInvitations.id));
}

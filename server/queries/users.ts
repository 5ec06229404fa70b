import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Language } from '../../src/lib/language';
import type { Database } from '../db/client';
import { buyers, users } from '../db/schema';
import type { BuyerRow, UserRow } from '../env';

/** The user of an e-mail (lower case) with the buyer company, if any; null when there is none. */
export async function findUserByEmail(db: Database, email: string): Promise<{ user: UserRow; buyer: BuyerRow | null } | null> {
  const [row] = await db
    .select({ user: users, buyer: buyers })
    .from(users)
    .leftJoin(buyers, eq(buyers.id, users.buyerId))
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  return row ?? null;
}

/** A buyer company by id; null when there is none. */
export async function findBuyer(db: Database, buyerId: number): Promise<BuyerRow | null> {
  const [row] = await db.select().from(buyers).where(eq(buyers.id, buyerId));
  return row ?? null;
}

/** A new buyer company with its first user, who administers it. */
export async function insertBuyerWithUser(
  db: Database,
  companyName: string,
  user: Pick<typeof users.$inferInsert, 'email' | 'name' | 'mobile' | 'passwordHash' | 'language'>,
): Promise<{ user: UserRow; buyer: BuyerRow }> {
  const [buyer] = await db.insert(buyers).values({ companyName }).returning();
  const [created] = await db
    .insert(users)
    .values({ ...user, buyerId: buyer.id, companyAdministrator: true })
    .returning();
  return { user: created, buyer };
}

/** Saves the user's delivery location on the account. */
export async function saveUserLocation(
  db: Database,
  userId: number,
  place: { stateId: number; districtId: number; postcode: string | null },
): Promise<void> {
  await db.update(users).set(place).where(eq(users.id, userId));
}

/** Who the active users among `ids` are to mail: address, name and language, by id. */
export async function activeUserEmails(db: Database, ids: readonly number[]): Promise<Map<number, MailRecipient>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.active, 'Y')));
  return new Map(rows.map(({ id, ...recipient }) => [id, recipient]));
}

export interface MailRecipient {
  email: string;
  name: string;
  language: Language;
}

/** Records the language the user's mail is worded in; a no-op when it already is (so the sessions kept stay kept). */
export async function saveUserLanguage(db: Database, userId: number, language: Language): Promise<void> {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.id, userId), ne(users.language, language)));
}

import { and, eq, inArray, sql } from 'drizzle-orm';
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

/** A new buyer company with its first user. */
export async function insertBuyerWithUser(
  db: Database,
  companyName: string,
  user: Pick<typeof users.$inferInsert, 'email' | 'name' | 'mobile' | 'passwordHash'>,
): Promise<{ user: UserRow; buyer: BuyerRow }> {
  const [buyer] = await db.insert(buyers).values({ companyName }).returning();
  const [created] = await db
    .insert(users)
    .values({ ...user, buyerId: buyer.id })
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

/** The e-mail addresses of the active users among `ids`, by id. */
export async function activeUserEmails(db: Database, ids: readonly number[]): Promise<Map<number, { email: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.active, 'Y')));
  return new Map(rows.map((row) => [row.id, { email: row.email, name: row.name }]));
}

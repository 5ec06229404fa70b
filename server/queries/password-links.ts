import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authTokens, buyers, users } from '../db/schema';
import type { BuyerRow, UserRow } from '../env';

/** A password link of a token hash whatever its state (locked for using it when asked), with its account; null when there is none. */
export async function passwordLinkByHash(db: Database, tokenHash: string, { lock = false } = {}) {
  const query = db
    .select({
      id: authTokens.id,
      expiresAt: authTokens.expiresAt,
      revokedAt: authTokens.revokedAt,
      userId: users.id,
      email: users.email,
      name: users.name,
      active: users.active,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, 'set_password')));
  const [row] = lock ? await query.for('update', { of: authTokens }) : await query;
  return row ?? null;
}

/** Ends the user's password links not used yet: a new one replaces them. */
export async function revokePasswordLinks(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, 'set_password'), isNull(authTokens.revokedAt)));
}

export async function savePasswordHash(db: Database, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** The account a password link belongs to, with its buyer company if any. */
export async function linkAccount(db: Database, userId: number): Promise<{ user: UserRow; buyer: BuyerRow | null }> {
  const [row] = await db
    .select({ user: users, buyer: buyers })
    .from(users)
    .leftJoin(buyers, eq(buyers.id, users.buyerId))
    .where(eq(users.id, userId));
  return row;
}

import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authTokens, buyers, users } from '../db/schema';
import type { Session } from '../env';

export type TokenPurpose = (typeof authTokens.$inferSelect)['purpose'];

export async function insertToken(db: Database, token: { userId: number; tokenHash: string; purpose: TokenPurpose; expiresAt: Date }): Promise<void> {
  await db.insert(authTokens).values(token);
}

/** A live token's session, and when the token expires. */
export type LiveToken = Session & { expiresAt: Date };

/** The session of a token hash: not expired, not revoked, and its user still active; null otherwise. */
export async function findLiveToken(db: Database, tokenHash: string, purpose: TokenPurpose): Promise<LiveToken | null> {
  const [row] = await db
    .select({ tokenId: authTokens.id, user: users, buyer: buyers, expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(buyers, eq(buyers.id, users.buyerId))
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, new Date()), eq(users.active, 'Y')))
    .limit(1);
  return row ?? null;
}

/** Revokes a token unless it already is; true when this call revoked it. */
export async function revokeTokenOnce(db: Database, tokenId: number): Promise<boolean> {
  const revoked = await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id });
  return revoked.length > 0;
}

export async function revokeTokenById(db: Database, tokenId: number): Promise<void> {
  await db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.id, tokenId));
}

import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authTokens, buyers, punchoutSessions, punchoutSettings, users } from '../db/schema';
import type { Session } from '../env';

export type TokenPurpose = (typeof authTokens.$inferSelect)['purpose'];

export async function insertToken(
  db: Database,
  token: { userId: number; tokenHash: string; purpose: TokenPurpose; expiresAt: Date; punchoutSessionId?: number },
): Promise<void> {
  await db.insert(authTokens).values(token);
}

/** A live token's session, and when the token expires. */
export type LiveToken = Session & { expiresAt: Date };

/** The session of a token hash: not expired, not revoked, and its user still active; null otherwise. */
export async function findLiveToken(db: Database, tokenHash: string, purpose: TokenPurpose): Promise<LiveToken | null> {
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      user: users,
      buyer: buyers,
      expiresAt: authTokens.expiresAt,
      punchoutId: punchoutSessions.id,
      systemName: punchoutSettings.systemName,
      punchoutEnds: punchoutSessions.expiresAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(buyers, eq(buyers.id, users.buyerId))
    .leftJoin(punchoutSessions, eq(punchoutSessions.id, authTokens.punchoutSessionId))
    .leftJoin(punchoutSettings, eq(punchoutSettings.buyerId, punchoutSessions.buyerId))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
        eq(users.active, 'Y'),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { punchoutId, systemName, punchoutEnds, ...found } = row;
  // A person's own view_sl_info wins over their company's: everything the session shows reads it from the buyer.
  const viewSlInfo = found.user.viewSlInfo;
  const session = viewSlInfo && found.buyer ? { ...found, buyer: { ...found.buyer, viewSlInfo } } : found;
  if (punchoutId === null) return { ...session, punchout: null };
  // A punch-out session's token lasts no longer than the punch-out session.
  const expiresAt = punchoutEnds && punchoutEnds < session.expiresAt ? punchoutEnds : session.expiresAt;
  return { ...session, expiresAt, punchout: { id: punchoutId, systemName: systemName ?? '' } };
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

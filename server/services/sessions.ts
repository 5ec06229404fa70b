import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authTokens, buyers, users } from '../db/schema';
import { generateToken, hashToken } from '../domain/token';
import type { Session } from '../env';

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const MAGIC_LINK_TTL_MS = 10 * 60 * 1000;

type Purpose = (typeof authTokens.$inferInsert)['purpose'];

/** Issues a token and stores only its hash; the plain token is returned once. */
export async function issueToken(db: Database, userId: number, purpose: Purpose = 'session'): Promise<string> {
  const token = generateToken();
  const ttl = purpose === 'magic_link' ? MAGIC_LINK_TTL_MS : SESSION_TTL_MS;
  await db.insert(authTokens).values({ userId, tokenHash: hashToken(token), purpose, expiresAt: new Date(Date.now() + ttl) });
  return token;
}

/** The session of a valid token: not expired, not revoked, and its user still active. */
export async function findSession(db: Database, token: string, purpose: Purpose = 'session'): Promise<Session | null> {
  const [row] = await db
    .select({ tokenId: authTokens.id, user: users, buyer: buyers })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(buyers, eq(buyers.id, users.buyerId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
        eq(users.active, 'Y'),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeToken(db: Database, tokenId: number): Promise<void> {
  await db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.id, tokenId));
}

/** Exchanges a one-time magic-link token for a session token; null when it is not valid. */
export async function redeemMagicLink(db: Database, token: string): Promise<{ session: Session; token: string } | null> {
  const magic = await findSession(db, token, 'magic_link');
  if (!magic) return null;
  const revoked = await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.id, magic.tokenId), isNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id });
  // Two concurrent redemptions: only the one that revoked the token gets a session.
  if (revoked.length === 0) return null;
  return { session: magic, token: await issueToken(db, magic.user.id) };
}

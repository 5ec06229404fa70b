import type { Language } from '../../src/lib/language';
import { untilChangedPerDatabase } from '../db/change-notices';
import type { Database } from '../db/client';
import { generateToken, hashToken } from '../domain/token';
import type { Session, UserRow } from '../env';
import { findLiveToken, insertToken, revokeTokenById, revokeTokenOnce, type LiveToken, type TokenPurpose } from '../queries/tokens';
import { saveUserLanguage } from '../queries/users';

const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const MAGIC_LINK_TTL_MS = 10 * 60 * 1000;

/**
 * Live sessions by token hash, kept until a token, a user or a buyer company changes (a sign-in
 * or sign-out, a deactivated account, edited settings), by any server process: every signed-in
 * request reads its session, and reading it from the database cost as much as a small answer.
 */
const liveSessions = untilChangedPerDatabase<LiveToken>(
  ['auth_tokens', 'users', 'buyers', 'punchout_sessions', 'punchout_settings'],
  10_000,
);

/** Issues a token and stores only its hash; the plain token is returned once. */
export async function issueToken(
  db: Database,
  userId: number,
  purpose: TokenPurpose = 'session',
  punchoutSessionId?: number,
): Promise<string> {
  const token = generateToken();
  const ttl = purpose === 'magic_link' ? MAGIC_LINK_TTL_MS : SESSION_TTL_MS;
  await insertToken(db, { userId, tokenHash: hashToken(token), purpose, expiresAt: new Date(Date.now() + ttl), punchoutSessionId });
  return token;
}

/** The session of a valid token: not expired, not revoked, and its user still active. */
export async function findSession(db: Database, token: string, purpose: TokenPurpose = 'session'): Promise<Session | null> {
  const tokenHash = hashToken(token);
  // A magic link is redeemed once: nothing to keep.
  if (purpose !== 'session') return findLiveToken(db, tokenHash, purpose);
  const [live] = await liveSessions(db).getAll([tokenHash], async () => {
    const found = await findLiveToken(db, tokenHash, purpose);
    return new Map(found ? [[tokenHash, found]] : []);
  });
  // A kept session still ends when its token expires.
  return live && live.expiresAt.getTime() > Date.now() ? live : null;
}

export async function revokeToken(db: Database, tokenId: number): Promise<void> {
  await revokeTokenById(db, tokenId);
}

/**
 * Exchanges a one-time magic-link token for a session token; null when it is not valid. A link
 * minted inside a punch-out session gives a session of that punch-out session, never an ordinary one.
 */
export async function redeemMagicLink(db: Database, token: string): Promise<{ session: Session; token: string } | null> {
  const magic = await findSession(db, token, 'magic_link');
  if (!magic) return null;
  // Two concurrent redemptions: only the one that revoked the token gets a session.
  if (!(await revokeTokenOnce(db, magic.tokenId))) return null;
  return { session: magic, token: await issueToken(db, magic.user.id, 'session', magic.punchout?.id) };
}

/**
 * Keeps the user's mail in the language their calls ask for (`stated`, from the Accept-Language
 * the elements send; statedLanguage in src/lib/language.ts): written only when it changes, so a
 * kept session stays kept, and not at all for a call that states none.
 */
export async function recordLanguage(db: Database, user: Pick<UserRow, 'id' | 'language'>, stated: Language | undefined): Promise<void> {
  if (stated && stated !== user.language) await saveUserLanguage(db, user.id, stated);
}

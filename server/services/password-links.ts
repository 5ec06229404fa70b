/**
 * A single-use link to choose an account's password: how a marketplace operator made by the
 * command (`npm run admin`) first signs in. Only the token's SHA-256 is kept; the link works once,
 * within 24 hours, and a newer link replaces it.
 */
import type { Database } from '../db/client';
import { hashPassword } from '../domain/password';
import { generateToken, hashToken } from '../domain/token';
import { linkAccount, passwordLinkByHash, revokePasswordLinks, savePasswordHash } from '../queries/password-links';
import { revokeUserTokens } from '../queries/company-people';
import { insertToken } from '../queries/tokens';
import type { BuyerRow, UserRow } from '../env';
import { hashing } from './accounts';
import { ServiceError } from './errors';

const PASSWORD_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** The page a password link opens (server/pages/set-password.ts). */
export const SET_PASSWORD_PATH = '/set-password';

export const PASSWORD_LINK_MESSAGES = {
  invalid: 'This link is not valid. Open the whole link you were given, or ask for a new one.',
  used: 'This link was already used or replaced by a newer one. Sign in with your password, or ask for a new link.',
  expired: 'This link has expired. Ask for a new one.',
} as const;

/** A new password link for the user, replacing any earlier one not used yet: the link, built on `publicUrl`. */
export async function issuePasswordLink(db: Database, publicUrl: string, userId: number, now = new Date()): Promise<URL> {
  const token = generateToken();
  await db.transaction(async (tx) => {
    await revokePasswordLinks(tx, userId, now);
    await insertToken(tx, {
      userId,
      tokenHash: hashToken(token),
      purpose: 'set_password',
      expiresAt: new Date(now.getTime() + PASSWORD_LINK_TTL_MS),
    });
  });
  const link = new URL(SET_PASSWORD_PATH, publicUrl);
  link.searchParams.set('token', token);
  return link;
}

type PasswordLink = NonNullable<Awaited<ReturnType<typeof passwordLinkByHash>>>;

function usable(link: PasswordLink | null, now: Date): PasswordLink {
  if (!link || link.active !== 'Y') throw new ServiceError(400, PASSWORD_LINK_MESSAGES.invalid);
  if (link.revokedAt) throw new ServiceError(410, PASSWORD_LINK_MESSAGES.used, 'link_expired');
  if (link.expiresAt.getTime() <= now.getTime()) throw new ServiceError(410, PASSWORD_LINK_MESSAGES.expired, 'link_expired');
  return link;
}

/** Whose password a link sets (to name them on its page); refused as setPassword refuses it. */
export async function passwordLinkHolder(db: Database, token: string, now = new Date()): Promise<{ email: string; name: string }> {
  const { email, name } = usable(await passwordLinkByHash(db, hashToken(token)), now);
  return { email, name };
}

/**
 * Uses a password link: the account's password becomes `password` and every session it had ends.
 * Refused, changing nothing, for an unknown token (400) and one used, replaced or expired (410).
 * Answers the account, for the caller to sign in or to name.
 */
export async function setPassword(
  db: Database,
  request: { token: string; password: string },
  client: { kdfLogN: number },
  now = new Date(),
): Promise<{ user: UserRow; buyer: BuyerRow | null }> {
  const tokenHash = hashToken(request.token);
  // Checked before the costly hash, so a wrong token costs no password hashing.
  usable(await passwordLinkByHash(db, tokenHash), now);
  const passwordHash = await hashing(() => hashPassword(request.password, client.kdfLogN));
  return db.transaction(async (tx) => {
    const link = usable(await passwordLinkByHash(tx, tokenHash, { lock: true }), now);
    await savePasswordHash(tx, link.userId, passwordHash);
    // The link is spent, and a new password ends whatever the old one opened.
    await revokeUserTokens(tx, link.userId, now);
    return linkAccount(tx, link.userId);
  });
}

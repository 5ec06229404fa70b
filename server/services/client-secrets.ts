/**
 * A company's client secret at its identity provider: the server presents it at the token
 * endpoint, so it is sealed (AES-256-GCM, server/domain/sealed-secret.ts) rather than hashed, with
 * SECRETS_KEY (kept outside the database) or, when that is not set, the key kept in the database,
 * and bound to the company it belongs to.
 */
import type { Database } from '../db/client';
import { isSealed, keyIdOf, keyIdOfSealed, seal, unseal } from '../domain/sealed-secret';
import { lockStoredClientSecrets, storeSealedClientSecret } from '../queries/single-sign-on';
import { ServiceError } from './errors';
import { sharedSealingKey, storedSealingKey } from './server-keys';

/** The keys the operator gives the server; with neither, secrets are sealed with the key kept in the database. */
export interface SecretKeys {
  /** SECRETS_KEY: seals every secret and opens what it sealed; the database's key is then only read, to open what it sealed before. */
  key?: Buffer;
  /** SECRETS_KEY_PREVIOUS: opens what it sealed before a rotation; start-up seals those values again with the current key. */
  previousKey?: Buffer;
}

/** How migration 0033 marked a secret stored in the clear before secrets were sealed. */
const UNSEALED_PREFIX = 'plain$';

const contextOf = (buyerId: number) => `company_identity_providers.client_secret:${buyerId}`;

/** The key new secrets are sealed with: SECRETS_KEY, or the database's (made on first use). */
const sealingKeyOf = async (db: Database, keys: SecretKeys) => keys.key ?? (await sharedSealingKey(db));

/** The key that opens `sealed`, among those this server has; undefined when none does. */
async function openingKeyOf(db: Database, keys: SecretKeys, sealed: string): Promise<Buffer | undefined> {
  const keyId = keyIdOfSealed(sealed);
  const given = [keys.key, keys.previousKey].find((key) => key && keyIdOf(key) === keyId);
  if (given) return given;
  const stored = keys.key ? await storedSealingKey(db) : await sharedSealingKey(db);
  // A value without key id was sealed with the database's key, before key ids were written.
  return stored && (keyId === null || keyIdOf(stored) === keyId) ? stored : undefined;
}

/** The secret in `stored`, in the clear; undefined when no key of this server opens it. */
async function opened(db: Database, keys: SecretKeys, buyerId: number, stored: string): Promise<string | undefined> {
  if (!isSealed(stored)) return stored.startsWith(UNSEALED_PREFIX) ? stored.slice(UNSEALED_PREFIX.length) : stored;
  const key = await openingKeyOf(db, keys, stored);
  if (!key) return undefined;
  try {
    return unseal(key, stored, contextOf(buyerId));
  } catch {
    return undefined;
  }
}

/** The value to store for company `buyerId`'s client secret. */
export async function sealClientSecret(db: Database, keys: SecretKeys, buyerId: number, secret: string): Promise<string> {
  return seal(await sealingKeyOf(db, keys), secret, contextOf(buyerId));
}

/**
 * The client secret of a company's stored link, in the clear for the token endpoint; undefined when
 * it has none. Refused when no key of this server opens it (sealed with a key the server was not given).
 */
export async function clientSecretOf(
  db: Database,
  keys: SecretKeys,
  provider: { buyerId: number; clientSecret: string | null },
): Promise<string | undefined> {
  if (provider.clientSecret === null) return undefined;
  const secret = await opened(db, keys, provider.buyerId, provider.clientSecret);
  if (secret === undefined) {
    throw new ServiceError(
      503,
      "Your company's single sign-on cannot be used until its administrator sets the client secret again.",
      'sso_secret_unreadable',
    );
  }
  return secret;
}

/** What start-up sealing did: how many secrets it sealed again, and the companies whose secret no key opens. */
export interface ResealReport {
  resealed: number;
  unopened: { buyerId: number; slug: string }[];
}

/**
 * Seals again, with the current key, every client secret stored in the clear (from before migration
 * 0033) or sealed with another key this server still has (the database's, SECRETS_KEY_PREVIOUS): how
 * an operator moves to SECRETS_KEY or rotates it. One transaction, the rows locked, so processes
 * starting together do it once. A secret no key opens is left as it is, and reported.
 */
export function resealClientSecrets(db: Database, keys: SecretKeys): Promise<ResealReport> {
  return db.transaction(async (tx) => {
    const current = await sealingKeyOf(tx, keys);
    const currentId = keyIdOf(current);
    const report: ResealReport = { resealed: 0, unopened: [] };
    for (const row of await lockStoredClientSecrets(tx)) {
      if (isSealed(row.clientSecret) && keyIdOfSealed(row.clientSecret) === currentId) continue;
      const secret = await opened(tx, keys, row.buyerId, row.clientSecret);
      if (secret === undefined) {
        report.unopened.push({ buyerId: row.buyerId, slug: row.slug });
        continue;
      }
      await storeSealedClientSecret(tx, row.buyerId, row.clientSecret, seal(current, secret, contextOf(row.buyerId)));
      report.resealed += 1;
    }
    return report;
  });
}

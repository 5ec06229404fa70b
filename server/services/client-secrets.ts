/**
 * A company's client secret at its identity provider: the server presents it at the token
 * endpoint, so it is sealed (AES-256-GCM, server/domain/sealed-secret.ts) rather than hashed, with
 * the key every server process shares, and bound to the company it belongs to.
 */
import type { Database } from '../db/client';
import { isSealed, seal, unseal } from '../domain/sealed-secret';
import { storeSealedClientSecret, unsealedClientSecrets } from '../queries/single-sign-on';
import { ServiceError } from './errors';
import { sharedSealingKey } from './server-keys';

/** How migration 0033 marked a secret stored in the clear before secrets were sealed. */
const UNSEALED_PREFIX = 'plain$';

const contextOf = (buyerId: number) => `company_identity_providers.client_secret:${buyerId}`;

/** The value to store for company `buyerId`'s client secret. */
export async function sealClientSecret(db: Database, buyerId: number, secret: string): Promise<string> {
  return seal(await sharedSealingKey(db), secret, contextOf(buyerId));
}

/** The client secret of a company's stored link, in the clear for the token endpoint; undefined when it has none. */
export async function clientSecretOf(
  db: Database,
  provider: { buyerId: number; clientSecret: string | null },
): Promise<string | undefined> {
  const stored = provider.clientSecret;
  if (stored === null) return undefined;
  if (!isSealed(stored)) return stored.startsWith(UNSEALED_PREFIX) ? stored.slice(UNSEALED_PREFIX.length) : stored;
  try {
    return unseal(await sharedSealingKey(db), stored, contextOf(provider.buyerId));
  } catch {
    throw new ServiceError(503, "Your company's single sign-on cannot be used until its administrator sets the client secret again.");
  }
}

/** Seals every client secret still stored in the clear (from before migration 0033); answers how many. */
export async function sealStoredClientSecrets(db: Database): Promise<number> {
  const rows = await unsealedClientSecrets(db);
  for (const row of rows) {
    await storeSealedClientSecret(
      db,
      row.buyerId,
      row.clientSecret,
      await sealClientSecret(db, row.buyerId, row.clientSecret.slice(UNSEALED_PREFIX.length)),
    );
  }
  return rows.length;
}

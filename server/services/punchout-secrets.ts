/**
 * The secrets a procurement system proves itself with (a cXML SharedSecret, an OCI PASSWORD):
 * stored as scrypt hashes, as passwords are, and guessed no faster than sign-in allows.
 */
import type { Database } from '../db/client';
import { hashPassword } from '../domain/password';
import { isSha256Digest, secretMatches } from '../domain/punchout-secret';
import { PUNCHOUT_ADDRESS_LIMIT, PUNCHOUT_SECRET_LIMIT } from '../domain/rate-limit';
import { GateFull } from '../domain/work-gate';
import { storeSecretHash } from '../queries/punchout';
import { ServiceError } from './errors';
import { minutes, throttledCheck } from './request-throttle';

/** Who presents a secret: the client address its failures count against, and the scrypt cost of a hash stored anew. */
export interface SecretCaller {
  address: string;
  kdfLogN: number;
}

/** A secret to check: whose it claims to be (`cxml` sender or `oci` USERNAME), what was sent, and the company's stored hash if the name is known. */
interface PresentedSecret {
  protocol: 'cxml' | 'oci';
  name: string;
  secret: string;
  stored: { buyerId: number; hash: string | null } | null;
}

const tooManyFailures = (wait: number) => `Too many wrong secrets. Please try again in ${minutes(wait)}.`;

async function matches(secret: string, stored: string | null): Promise<boolean> {
  try {
    return await secretMatches(secret, stored);
  } catch (error) {
    if (error instanceof GateFull) throw new ServiceError(503, 'The server is busy. Please try again in a moment.');
    throw error;
  }
}

/**
 * Whether `presented.secret` is the one stored. A wrong one counts as a failure for its sender or
 * USERNAME from the caller's address and for the address overall; at either limit every attempt
 * (the right secret too) is refused with 429 until the window frees up. A right secret still
 * stored as a SHA-256 digest is stored again as a scrypt hash.
 */
export async function checkPunchoutSecret(db: Database, presented: PresentedSecret, caller: SecretCaller): Promise<boolean> {
  const { protocol, name, secret, stored } = presented;
  const keys = [
    { scope: 'punchout-secret-failures', key: `${protocol}\n${name}\n${caller.address}`, limit: PUNCHOUT_SECRET_LIMIT },
    { scope: 'punchout-address-failures', key: caller.address, limit: PUNCHOUT_ADDRESS_LIMIT },
  ];
  const right = await throttledCheck(db, keys, tooManyFailures, () => matches(secret, stored?.hash ?? null));
  if (right && stored?.hash && isSha256Digest(stored.hash)) {
    // Stored as password hashes are (`scrypt$logN$r$p$salt$key`); a busy server leaves it for the next use.
    const hash = await hashPassword(secret, caller.kdfLogN).catch((error: unknown) => {
      if (error instanceof GateFull) return null;
      throw error;
    });
    if (hash) await storeSecretHash(db, stored.buyerId, protocol, hash);
  }
  return right;
}

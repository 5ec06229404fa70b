import type { Database } from '../db/client';
import {
  ACCOUNT_ADDRESS_LIMIT,
  ACCOUNT_LIMIT,
  ADDRESS_LIMIT,
  KNOWN_ADDRESS_MS,
  minutesUntilAllowed,
  type AttemptLimit,
} from '../domain/rate-limit';
import { failuresSince, insertLoginAttempt, signedInFromSince, type AttemptKey } from '../queries/login-attempts';

async function wait(db: Database, key: AttemptKey, limit: AttemptLimit, now: Date): Promise<number> {
  return minutesUntilAllowed(await failuresSince(db, key, new Date(now.getTime() - limit.windowMs)), limit, now);
}

/**
 * Minutes the caller must wait before trying this account from this address; 0 when allowed.
 * Failures throttle the address they came from (per account and overall), so a stranger cannot
 * lock the owner out; the account's own cap spares addresses it recently signed in from.
 */
export async function loginLockoutMinutes(db: Database, email: string, address: string): Promise<number> {
  const now = new Date();
  const [byPair, byAddress, byAccount] = await Promise.all([
    wait(db, { email, address }, ACCOUNT_ADDRESS_LIMIT, now),
    wait(db, { address }, ADDRESS_LIMIT, now),
    wait(db, { email }, ACCOUNT_LIMIT, now),
  ]);
  const accountWait =
    byAccount > 0 && (await signedInFromSince(db, email, address, new Date(now.getTime() - KNOWN_ADDRESS_MS))) ? 0 : byAccount;
  return Math.max(byPair, byAddress, accountWait);
}

export async function recordLoginAttempt(db: Database, email: string, address: string, succeeded: boolean): Promise<void> {
  await insertLoginAttempt(db, { email, address, succeeded });
}

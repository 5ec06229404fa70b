import type { Database } from '../db/client';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, minutesUntilAllowed } from '../domain/rate-limit';
import { failuresSince, insertLoginAttempt } from '../queries/login-attempts';

/** Minutes the caller must wait before trying this account from this address; 0 when allowed. */
export async function loginLockoutMinutes(db: Database, email: string, address: string): Promise<number> {
  const now = new Date();
  const [byAccount, byAddress] = await Promise.all([
    failuresSince(db, 'email', email, new Date(now.getTime() - ACCOUNT_LIMIT.windowMs)),
    failuresSince(db, 'address', address, new Date(now.getTime() - ADDRESS_LIMIT.windowMs)),
  ]);
  return Math.max(minutesUntilAllowed(byAccount, ACCOUNT_LIMIT, now), minutesUntilAllowed(byAddress, ADDRESS_LIMIT, now));
}

export async function recordLoginAttempt(db: Database, email: string, address: string, succeeded: boolean): Promise<void> {
  await insertLoginAttempt(db, { email, address, succeeded });
}

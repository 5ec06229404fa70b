import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginAttempts } from '../db/schema';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, minutesUntilAllowed, type AttemptLimit } from '../domain/rate-limit';

async function failuresSince(db: Database, column: typeof loginAttempts.email | typeof loginAttempts.address, value: string, limit: AttemptLimit, now: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(eq(column, value), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, new Date(now.getTime() - limit.windowMs))))
    .orderBy(asc(loginAttempts.createdAt));
  return rows.map((row) => row.at);
}

/** Minutes the caller must wait before trying this account from this address; 0 when allowed. */
export async function loginLockoutMinutes(db: Database, email: string, address: string): Promise<number> {
  const now = new Date();
  const [byAccount, byAddress] = await Promise.all([
    failuresSince(db, loginAttempts.email, email, ACCOUNT_LIMIT, now),
    failuresSince(db, loginAttempts.address, address, ADDRESS_LIMIT, now),
  ]);
  return Math.max(minutesUntilAllowed(byAccount, ACCOUNT_LIMIT, now), minutesUntilAllowed(byAddress, ADDRESS_LIMIT, now));
}

export async function recordLoginAttempt(db: Database, email: string, address: string, succeeded: boolean): Promise<void> {
  await db.insert(loginAttempts).values({ email, address, succeeded });
}

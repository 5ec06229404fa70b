import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginAttempts } from '../db/schema';

/** Whose failures to count: an account (e-mail), an address, or the account from that address. */
export type AttemptKey = { email: string; address?: string } | { address: string; email?: undefined };

/** When the failed sign-ins of `key` since `since` happened, oldest first. */
export async function failuresSince(db: Database, key: AttemptKey, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        key.email === undefined ? undefined : eq(loginAttempts.email, key.email),
        key.address === undefined ? undefined : eq(loginAttempts.address, key.address),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, since),
      ),
    )
    .orderBy(asc(loginAttempts.createdAt));
  return rows.map((row) => row.at);
}

/** Whether the account (e-mail) signed in successfully from the address since `since`. */
export async function signedInFromSince(db: Database, email: string, address: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.address, address),
        eq(loginAttempts.succeeded, true),
        gt(loginAttempts.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertLoginAttempt(db: Database, attempt: { email: string; address: string; succeeded: boolean }): Promise<void> {
  await db.insert(loginAttempts).values(attempt);
}

import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginAttempts } from '../db/schema';

/** When the failed sign-ins of an account (e-mail) or a client address since `since` happened, oldest first. */
export async function failuresSince(db: Database, by: 'email' | 'address', value: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts[by], value), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)))
    .orderBy(asc(loginAttempts.createdAt));
  return rows.map((row) => row.at);
}

export async function insertLoginAttempt(db: Database, attempt: { email: string; address: string; succeeded: boolean }): Promise<void> {
  await db.insert(loginAttempts).values(attempt);
}

import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginAttempts, requestCounts, scheduledJobs, serverKeys } from '../db/schema';

/**
 * Holds, until the transaction ends, the lock of one throttle key: the requests of that key are
 * counted one after another, whichever process they reach.
 */
export async function lockThrottleKey(tx: Database, scope: string, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${scope}\n${key}`}, 0))`);
}

/** When the counted requests of a throttle's key since `since` came, oldest first. */
export async function requestTimesSince(tx: Database, scope: string, key: string, since: Date): Promise<Date[]> {
  const rows = await tx
    .select({ at: requestCounts.createdAt })
    .from(requestCounts)
    .where(and(eq(requestCounts.scope, scope), eq(requestCounts.key, key), gt(requestCounts.createdAt, since)))
    .orderBy(asc(requestCounts.createdAt));
  return rows.map((row) => row.at);
}

/** Counts a request of a throttle's key; answers the count's id. */
export async function insertRequestCount(tx: Database, scope: string, key: string, at: Date): Promise<number> {
  const [row] = await tx.insert(requestCounts).values({ scope, key, createdAt: at }).returning({ id: requestCounts.id });
  return row.id;
}

/** Takes counted requests back (an attempt that turned out not to be a failure). */
export async function deleteRequestCounts(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(requestCounts).where(inArray(requestCounts.id, [...ids]));
}

/** Deletes counted requests from before `before`; answers how many. */
export async function deleteRequestCountsBefore(db: Database, before: Date): Promise<number> {
  const rows = await db.delete(requestCounts).where(lt(requestCounts.createdAt, before)).returning({ id: requestCounts.id });
  return rows.length;
}

/** Deletes failed sign-ins from before `failedBefore` and successful ones from before `succeededBefore`; answers how many. */
export async function deleteLoginAttemptsBefore(db: Database, failedBefore: Date, succeededBefore: Date): Promise<number> {
  const rows = await db
    .delete(loginAttempts)
    .where(
      or(
        and(eq(loginAttempts.succeeded, false), lt(loginAttempts.createdAt, failedBefore)),
        and(eq(loginAttempts.succeeded, true), lt(loginAttempts.createdAt, succeededBefore)),
      ),
    )
    .returning({ id: loginAttempts.id });
  return rows.length;
}

/**
 * Marks the job as started now (the database's clock) unless it started within `minGapMs`; true
 * when this caller may run it. One statement, so of processes asking together exactly one wins.
 */
export async function claimJob(db: Database, name: string, minGapMs: number): Promise<boolean> {
  const rows = await db
    .insert(scheduledJobs)
    .values({ name, lastRunAt: sql`now()` })
    .onConflictDoUpdate({
      target: scheduledJobs.name,
      set: { lastRunAt: sql`now()` },
      where: sql`${scheduledJobs.lastRunAt} <= now() - make_interval(secs => ${minGapMs / 1000})`,
    })
    .returning({ name: scheduledJobs.name });
  return rows.length > 0;
}

/** The key stored under `name`, storing `candidate` first when there is none; every caller gets the one that won. */
export async function keepServerKey(db: Database, name: string, candidate: Buffer): Promise<Buffer> {
  await db.insert(serverKeys).values({ name, key: candidate }).onConflictDoNothing();
  const [row] = await db.select({ key: serverKeys.key }).from(serverKeys).where(eq(serverKeys.name, name));
  return row.key;
}

/** The key stored under `name`; undefined when none was ever made. */
export async function findServerKey(db: Database, name: string): Promise<Buffer | undefined> {
  const [row] = await db.select({ key: serverKeys.key }).from(serverKeys).where(eq(serverKeys.name, name));
  return row?.key;
}

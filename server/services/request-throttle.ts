import type { Database } from '../db/client';
import { minutesUntilAllowed, type AttemptLimit } from '../domain/rate-limit';
import { deleteRequestCounts, insertRequestCount, lockThrottleKey, requestTimesSince } from '../queries/coordination';
import { ServiceError } from './errors';

/** '1 minute', '15 minutes': the wait in the spec's 429 messages. */
export const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

/**
 * Counts requests per key over a sliding window in the database, so every server process sharing
 * it counts against one allowance, and refuses with 429 and `message(minutes)` once the limit is
 * reached. A refused request is not counted. Old counts are pruned by the scheduled jobs.
 */
export class RequestThrottle {
  constructor(
    private readonly db: Database,
    /** Names the throttle's counts in the database: distinct per throttle. */
    private readonly scope: string,
    private readonly limit: AttemptLimit,
    private readonly message: (minutes: number) => string,
  ) {}

  /** Throws 429 when `key` is at its limit; otherwise counts this request. */
  async take(key: string, now = new Date()): Promise<void> {
    const wait = await this.db.transaction(async (tx) => {
      // Requests of one key, sent at once to several processes, are counted one after another.
      await lockThrottleKey(tx, this.scope, key);
      const recent = await requestTimesSince(tx, this.scope, key, new Date(now.getTime() - this.limit.windowMs));
      const minutesLeft = minutesUntilAllowed(recent, this.limit, now);
      if (minutesLeft === 0) await insertRequestCount(tx, this.scope, key, now);
      return minutesLeft;
    });
    if (wait > 0) throw new ServiceError(429, this.message(wait), 'rate_limited');
  }
}

/** One count a failed attempt makes: the throttle's scope, the key counted, and its limit. */
export interface FailureKey {
  scope: string;
  key: string;
  limit: AttemptLimit;
}

/**
 * Runs `check` (a secret's verification) unless one of `keys` is at its limit of failures, which
 * refuses with 429 and `message(minutes)`. Each key is counted before `check` runs, under its
 * lock, so guesses sent at once cannot pass together; a `check` that answers true takes its counts
 * back, so only failures stay counted (in the database: every server process shares them).
 */
export async function throttledCheck(
  db: Database,
  keys: readonly FailureKey[],
  message: (minutes: number) => string,
  check: () => Promise<boolean>,
  now = new Date(),
): Promise<boolean> {
  const counted = await db.transaction(async (tx) => {
    for (const { scope, key } of keys) await lockThrottleKey(tx, scope, key);
    let wait = 0;
    for (const { scope, key, limit } of keys) {
      wait = Math.max(
        wait,
        minutesUntilAllowed(await requestTimesSince(tx, scope, key, new Date(now.getTime() - limit.windowMs)), limit, now),
      );
    }
    if (wait > 0) return wait;
    const ids: number[] = [];
    for (const { scope, key } of keys) ids.push(await insertRequestCount(tx, scope, key, now));
    return ids;
  });
  if (typeof counted === 'number') throw new ServiceError(429, message(counted), 'rate_limited');
  const passed = await check().catch(async (error: unknown) => {
    // Not a failure of the secret (a busy server, say): it is not counted against anyone.
    await deleteRequestCounts(db, counted);
    throw error;
  });
  if (passed) await deleteRequestCounts(db, counted);
  return passed;
}

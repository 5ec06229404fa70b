import type { Database } from '../db/client';
import { minutesUntilAllowed, type AttemptLimit } from '../domain/rate-limit';
import { insertRequestCount, lockThrottleKey, requestTimesSince } from '../queries/coordination';
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

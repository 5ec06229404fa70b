import { minutesUntilAllowed, type AttemptLimit } from '../domain/rate-limit';
import { ServiceError } from './errors';

/** '1 minute', '15 minutes': the wait in the spec's 429 messages. */
export const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

/**
 * Counts requests per key in memory (one server process) over a sliding window, and refuses with
 * 429 and `message(minutes)` once the limit is reached.
 */
export class RequestThrottle {
  private readonly seen = new Map<string, Date[]>();

  constructor(
    private readonly limit: AttemptLimit,
    private readonly message: (minutes: number) => string,
  ) {}

  /** Throws 429 when `key` is at its limit; otherwise counts this request. */
  take(key: string, now = new Date()): void {
    const since = now.getTime() - this.limit.windowMs;
    const recent = (this.seen.get(key) ?? []).filter((at) => at.getTime() > since);
    const wait = minutesUntilAllowed(recent, this.limit, now);
    if (wait > 0) {
      this.seen.set(key, recent);
      throw new ServiceError(429, this.message(wait));
    }
    recent.push(now);
    this.seen.set(key, recent);
    this.prune(since);
  }

  // Keys whose requests all aged out are dropped, so the map cannot grow without bound.
  private prune(since: number): void {
    if (this.seen.size < 10_000) return;
    for (const [key, times] of this.seen) if (times[times.length - 1].getTime() <= since) this.seen.delete(key);
  }
}

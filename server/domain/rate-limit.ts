/** A sliding-window limit on failed attempts. */
export interface AttemptLimit {
  maxFailures: number;
  windowMs: number;
}

export const ACCOUNT_LIMIT: AttemptLimit = { maxFailures: 5, windowMs: 15 * 60 * 1000 };
export const ADDRESS_LIMIT: AttemptLimit = { maxFailures: 20, windowMs: 15 * 60 * 1000 };

/**
 * Whole minutes until another attempt is allowed, or 0 when allowed now. `failures` are the
 * failure times inside the window, oldest first.
 */
export function minutesUntilAllowed(failures: readonly Date[], limit: AttemptLimit, now: Date): number {
  if (failures.length < limit.maxFailures) return 0;
  // The window frees up when enough of the oldest failures age out of it.
  const freeing = failures[failures.length - limit.maxFailures];
  const waitMs = freeing.getTime() + limit.windowMs - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 60_000) : 0;
}

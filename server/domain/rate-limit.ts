/** A sliding-window limit on counted events (failed sign-ins, registrations, magic links, verification mails). */
export interface AttemptLimit {
  maxFailures: number;
  windowMs: number;
}

const MINUTE = 60 * 1000;

/** Failed sign-ins of one account from one address: the attacker's address is throttled, not the account. */
export const ACCOUNT_ADDRESS_LIMIT: AttemptLimit = { maxFailures: 5, windowMs: 15 * MINUTE };
/** Failed sign-ins from one address across accounts (password spraying). */
export const ADDRESS_LIMIT: AttemptLimit = { maxFailures: 20, windowMs: 15 * MINUTE };
/** OWASP ASVS 2.2.1: at most 100 failed sign-ins per account per hour, from addresses it has not signed in from. */
export const ACCOUNT_LIMIT: AttemptLimit = { maxFailures: 100, windowMs: 60 * MINUTE };
/** How long a successful sign-in makes an address known to the account, exempt from ACCOUNT_LIMIT. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * MINUTE;

/** Registrations (any outcome) per address and per e-mail. */
export const REGISTER_ADDRESS_LIMIT: AttemptLimit = { maxFailures: 10, windowMs: 60 * MINUTE };
export const REGISTER_EMAIL_LIMIT: AttemptLimit = { maxFailures: 3, windowMs: 60 * MINUTE };
/** Magic links requested per address and per account. */
export const MAGIC_LINK_ADDRESS_LIMIT: AttemptLimit = { maxFailures: 20, windowMs: 60 * MINUTE };
export const MAGIC_LINK_ACCOUNT_LIMIT: AttemptLimit = { maxFailures: 5, windowMs: 60 * MINUTE };
/** Verification mails asked for per address and per account: each goes to a mailbox the account may not own. */
export const VERIFICATION_MAIL_ADDRESS_LIMIT: AttemptLimit = { maxFailures: 10, windowMs: 60 * MINUTE };
export const VERIFICATION_MAIL_ACCOUNT_LIMIT: AttemptLimit = { maxFailures: 3, windowMs: 60 * MINUTE };
/** Wrong PunchOut secrets (a cXML shared secret, an OCI PASSWORD) for one sender or USERNAME from one address. */
export const PUNCHOUT_SECRET_LIMIT: AttemptLimit = { maxFailures: 5, windowMs: 15 * MINUTE };
/** Wrong PunchOut secrets from one address, whichever sender or USERNAME they name. */
export const PUNCHOUT_ADDRESS_LIMIT: AttemptLimit = { maxFailures: 20, windowMs: 15 * MINUTE };

/**
 * Whole minutes until another attempt is allowed, or 0 when allowed now. `failures` are the
 * failure times inside the window, oldest first.
 */
export function minutesUntilAllowed(failures: readonly Date[], limit: AttemptLimit, now: Date): number {
  if (failures.length < limit.maxFailures) return 0;
  // The window frees up when enough of the oldest failures age out of it.
  const freeing = failures[failures.length - limit.maxFailures];
  const waitMs = freeing.getTime() + limit.windowMs - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / MINUTE) : 0;
}

/** How far back any throttle of requests looks: older counts can be pruned. */
export const LONGEST_REQUEST_WINDOW_MS = Math.max(
  ...[
    REGISTER_ADDRESS_LIMIT,
    REGISTER_EMAIL_LIMIT,
    MAGIC_LINK_ADDRESS_LIMIT,
    MAGIC_LINK_ACCOUNT_LIMIT,
    VERIFICATION_MAIL_ADDRESS_LIMIT,
    VERIFICATION_MAIL_ACCOUNT_LIMIT,
    PUNCHOUT_SECRET_LIMIT,
    PUNCHOUT_ADDRESS_LIMIT,
  ].map((limit) => limit.windowMs),
);
/** How far back the sign-in throttles look at failures; successes count for KNOWN_ADDRESS_MS. */
export const LONGEST_FAILURE_WINDOW_MS = Math.max(...[ACCOUNT_ADDRESS_LIMIT, ADDRESS_LIMIT, ACCOUNT_LIMIT].map((limit) => limit.windowMs));

const UNIQUE_VIOLATION = '23505';
/** query_canceled: what PostgreSQL raises when statement_timeout fires. */
const QUERY_CANCELED = '57014';
/** deadlock_detected: PostgreSQL ended one of two transactions waiting on each other's locks. */
const DEADLOCK_DETECTED = '40P01';
/**
 * The server going away or not taking connections: admin_shutdown, crash_shutdown,
 * cannot_connect_now, the connection_exception class, and the socket errors of a refused or
 * dropped connection.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);
/** node-postgres and pg-pool raise these as plain errors, without a code. */
const UNAVAILABLE_MESSAGES = [/^Connection terminated/, /is not queryable$/, /^timeout exceeded when trying to connect$/];

/** The error and its causes: Drizzle wraps the driver's error in its own. */
function* chainOf(error: unknown): Generator<Error & { code?: unknown }> {
  for (let current = error; current instanceof Error; current = current.cause) yield current;
}

/** True for PostgreSQL's unique_violation, whether the driver error is wrapped by Drizzle or not. */
export function isUniqueViolation(error: unknown): boolean {
  return [...chainOf(error)].some((current) => current.code === UNIQUE_VIOLATION);
}

/** True when a statement ran past statement_timeout. */
export function isStatementTimeout(error: unknown): boolean {
  return [...chainOf(error)].some((current) => current.code === QUERY_CANCELED);
}

/** True when the database cannot be reached (restarting, shutting down, connection lost): worth a retry. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return [...chainOf(error)].some(
    (current) =>
      (typeof current.code === 'string' && UNAVAILABLE_CODES.has(current.code)) ||
      UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(current.message)),
  );
}

/** True when PostgreSQL ended the transaction to break a deadlock: it rolled back whole, so it can run again. */
export function isDeadlock(error: unknown): boolean {
  return [...chainOf(error)].some((current) => current.code === DEADLOCK_DETECTED);
}

const UNIQUE_VIOLATION = '23505';

/** True for PostgreSQL's unique_violation, whether the driver error is wrapped by Drizzle or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

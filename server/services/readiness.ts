import { hearsChangesNow } from '../db/change-notices';
import type { Database } from '../db/client';
import { migrationJournal } from '../db/migration-journal';
import { appliedMigrationTimes, pingDatabase } from '../queries/health';

/** How long the database has to answer before the process is reported not ready: a balancer's probe waits little longer. */
const READY_TIMEOUT_MS = 2000;

type Check = 'ok' | 'failing' | 'skipped';

export interface Readiness {
  status: 'ready' | 'not_ready';
  checks: { shutdown: Check; database: Check; migrations: Check; changes: Check };
  pendingMigrations?: string[];
}

/** The promise's outcome, or a rejection once `ms` have passed without one. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  // A query that answers after the deadline must not surface as an unhandled rejection.
  promise.catch(() => {});
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this process should take traffic: it is not shutting down, the database answers, every
 * migration of this build is applied (a process of a newer build waits for its migrations), and
 * it hears other processes' changes (without that it keeps nothing, so it works, but slowly:
 * better another process takes the traffic).
 */
export async function checkReadiness(db: Database, shuttingDown: boolean): Promise<Readiness> {
  if (shuttingDown)
    return { status: 'not_ready', checks: { shutdown: 'failing', database: 'skipped', migrations: 'skipped', changes: 'skipped' } };
  const checks: Readiness['checks'] = {
    shutdown: 'ok',
    database: 'ok',
    migrations: 'skipped',
    changes: hearsChangesNow(db) ? 'ok' : 'failing',
  };
  let pendingMigrations: string[] | undefined;
  try {
    await within(pingDatabase(db), READY_TIMEOUT_MS);
  } catch {
    checks.database = 'failing';
  }
  if (checks.database === 'ok') {
    try {
      const applied = await within(appliedMigrationTimes(db), READY_TIMEOUT_MS);
      const pending = migrationJournal().filter((entry) => !applied.has(entry.when));
      checks.migrations = pending.length === 0 ? 'ok' : 'failing';
      if (pending.length > 0) pendingMigrations = pending.map((entry) => entry.tag);
    } catch {
      checks.migrations = 'failing';
    }
  }
  const ready = Object.values(checks).every((check) => check === 'ok');
  return { status: ready ? 'ready' : 'not_ready', checks, ...(pendingMigrations ? { pendingMigrations } : {}) };
}

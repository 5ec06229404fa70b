import type { Database } from '../db/client';
import { KNOWN_ADDRESS_MS, LONGEST_FAILURE_WINDOW_MS, LONGEST_REQUEST_WINDOW_MS } from '../domain/rate-limit';
import { claimJob, deleteLoginAttemptsBefore, deleteRequestCountsBefore } from '../queries/coordination';

/** Work done every `everyMs` by one of the server processes sharing the database. */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  /** Does the work; answers what to log, if anything. */
  run: (now: Date) => Promise<string | undefined>;
}

/**
 * A process claims a turn only when the job last started at least this share of its period ago
 * (by the database's clock), so timers that fire a little early still take their turn, while two
 * processes never both run one turn.
 */
const CLAIM_GAP_SHARE = 0.9;

export interface JobLog {
  info(message: string): void;
  error(message: string, error: unknown): void;
}

/**
 * Runs each job now and then every `everyMs`, in whichever process claims the turn in the
 * database first; the others skip it. Timers never keep the process alive. The answer stops the
 * timers and waits for the runs under way.
 */
export function runScheduledJobs(db: Database, jobs: readonly ScheduledJob[], log: JobLog): () => Promise<void> {
  const running = new Set<Promise<void>>();
  const turn = (job: ScheduledJob) => {
    const run = (async () => {
      try {
        if (!(await claimJob(db, job.name, job.everyMs * CLAIM_GAP_SHARE))) return;
        const said = await job.run(new Date());
        if (said) log.info(said);
      } catch (error) {
        log.error(`Scheduled job ${job.name} failed`, error);
      }
    })();
    running.add(run);
    void run.finally(() => running.delete(run));
  };
  const timers = jobs.map((job) => {
    turn(job);
    const timer = setInterval(() => turn(job), job.everyMs);
    timer.unref();
    return timer;
  });
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running);
  };
}

/** How often throttle counts past every window are deleted. */
export const PRUNE_THROTTLES_EVERY_MS = 15 * 60 * 1000;

/** Deletes throttle counts and sign-in attempts no throttle looks at any more. */
export async function pruneThrottles(db: Database, now: Date): Promise<string | undefined> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const counts = await deleteRequestCountsBefore(db, ago(LONGEST_REQUEST_WINDOW_MS));
  const attempts = await deleteLoginAttemptsBefore(db, ago(LONGEST_FAILURE_WINDOW_MS), ago(KNOWN_ADDRESS_MS));
  return counts + attempts > 0 ? `Pruned ${counts} throttle count(s) and ${attempts} sign-in attempt(s)` : undefined;
}

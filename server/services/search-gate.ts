import { answersOneAtATime, type Database } from '../db/client';
import { GateFull, WorkGate } from '../domain/work-gate';
import { ServiceError } from './errors';

/**
 * Searches that may wait for their turn; one more is refused. The worst search the filter bounds
 * allow takes some 30 ms on the default seed, so a search that is let in ends well within 1 s.
 */
const MAX_WAITING = 8;
const BUSY = 'Too many searches at once; try again shortly';

const gates = new WeakMap<Database, WorkGate>();

/**
 * Runs a search alone on the embedded engine. PGlite answers one query at a time, in arrival
 * order: searches side by side would each queue a query ahead of a light request's, one at a time
 * a light request waits for at most one. PostgreSQL runs them in parallel, ungated.
 */
export async function oneSearchAtATime<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (!answersOneAtATime(db)) return work();
  let gate = gates.get(db);
  if (!gate) gates.set(db, (gate = new WorkGate(1, MAX_WAITING)));
  try {
    return await gate.run(work);
  } catch (error) {
    if (error instanceof GateFull) throw new ServiceError(503, BUSY);
    throw error;
  }
}

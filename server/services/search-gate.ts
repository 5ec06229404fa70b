import { answersOneAtATime, type Database } from '../db/client';
import { ServiceError } from './errors';

/**
 * Searches that may wait for their turn; one more is refused. The worst search the filter bounds
 * allow takes some 30 ms on the default seed, so a search that is let in ends well within 1 s.
 */
const MAX_WAITING = 8;
const BUSY = 'Too many searches at once; try again shortly';

/** Runs one piece of work at a time, in arrival order; refuses work when the queue is full. */
class Gate {
  private busy = false;
  private readonly waiting: (() => void)[] = [];

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.busy) {
      if (this.waiting.length >= MAX_WAITING) throw new ServiceError(503, BUSY);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.busy = true;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // Handed over on the next turn of the event loop: the queries of one search follow each
      // other as promise callbacks, so requests that arrived meanwhile are read in between.
      if (next) setImmediate(next);
      else this.busy = false;
    }
  }
}

const gates = new WeakMap<Database, Gate>();

/**
 * Runs a search alone on the embedded engine. PGlite answers one query at a time, in arrival
 * order: searches side by side would each queue a query ahead of a light request's, one at a time
 * a light request waits for at most one. PostgreSQL runs them in parallel, ungated.
 */
export function oneSearchAtATime<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (!answersOneAtATime(db)) return work();
  let gate = gates.get(db);
  if (!gate) gates.set(db, (gate = new Gate()));
  return gate.run(work);
}

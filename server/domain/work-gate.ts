/** The gate's queue is full: the caller should refuse the request rather than wait. */
export class GateFull extends Error {
  constructor() {
    super('Too many tasks are waiting');
    this.name = 'GateFull';
  }
}

/**
 * Runs at most `concurrency` tasks at once, queueing up to `maxQueued` more in arrival order;
 * beyond that `run` rejects with GateFull.
 */
export class WorkGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxQueued: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxQueued) throw new GateFull();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      // The slot passes to the next waiter (so `running` stays counted for it) on the next turn of
      // the event loop: requests that arrived meanwhile are read in between.
      const next = this.waiting.shift();
      if (next) setImmediate(next);
      else this.running--;
    }
  }
}

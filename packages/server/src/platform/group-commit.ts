/**
 * Group commit: work items that arrive while the work of the same key is being written wait and are
 * then written together, by one `flush` of up to `maxBatch` items (one transaction, multi-row
 * statements), and only one flush per key runs at a time. An item alone is flushed alone in the
 * next turn of the event loop, so nothing waits when nothing else is going on; under load the
 * batches grow by themselves with the time a flush takes. Used by the registrations of an event
 * (issue 20, P3), where the per-statement cost was most of the server's time.
 */
export type GroupCommit<T, R> = {
  /** Queues `item` under `key`; settles as `flush` settled it. */
  submit(key: string, item: T): Promise<R>;
};

/**
 * `flush` gets a batch of one key, in the order submitted, and answers one outcome per item in the
 * same order; if it throws, every item of its batch is refused with that error.
 */
export function groupCommit<T, R>(
  flush: (items: readonly T[]) => Promise<PromiseSettledResult<R>[]>,
  maxBatch = 100,
): GroupCommit<T, R> {
  type Waiting = { item: T; resolve: (value: R) => void; reject: (reason: unknown) => void };
  const queues = new Map<string, Waiting[]>();

  async function drain(key: string, queue: Waiting[]) {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      let outcomes: PromiseSettledResult<R>[];
      try {
        outcomes = await flush(batch.map((w) => w.item));
      } catch (error) {
        outcomes = batch.map(() => ({ status: 'rejected', reason: error }));
      }
      batch.forEach((waiting, i) => {
        const outcome = outcomes[i];
        if (outcome?.status === 'fulfilled') waiting.resolve(outcome.value);
        else waiting.reject(outcome ? outcome.reason : new Error('group commit: no outcome for an item'));
      });
    }
    // Nothing can be queued between the loop's last look and here (one thread).
    queues.delete(key);
  }

  return {
    submit(key, item) {
      return new Promise<R>((resolve, reject) => {
        const queue = queues.get(key);
        if (queue) {
          queue.push({ item, resolve, reject });
          return;
        }
        const started: Waiting[] = [{ item, resolve, reject }];
        queues.set(key, started);
        // Those that arrive in the same turn of the event loop join the first batch.
        setImmediate(() => void drain(key, started));
      });
    },
  };
}

/** A promise's outcome as Promise.allSettled gives it. Throws nothing. */
export const settle = <R>(promise: Promise<R>): Promise<PromiseSettledResult<R>> =>
  promise.then(
    (value) => ({ status: 'fulfilled', value }),
    (reason: unknown) => ({ status: 'rejected', reason }),
  );

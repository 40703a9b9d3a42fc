import type { Db } from '../../db/client.js';
import * as repo from './regpages.repository.js';

const HOUR_MS = 3_600_000;

/** Writes of the same counts that may fail before they are dropped (logged): a database gone for long. */
const MAX_FAILURES = 3;

export type PageViewCounter = {
  /** Counts one load of the event's public registration page now (in this node's memory). */
  note(eventId: string): void;
  /** Adds the counts so far to the database (one statement); waits for a write under way first. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
};

/** The counters writing to each database, so that a report can have their counts written first. */
const countersOf = new WeakMap<Db, Set<PageViewCounter>>();

/** Writes the loads counted so far on this node for `db` (a report then reads them all). Throws nothing. */
export async function flushPageViews(db: Db): Promise<void> {
  await Promise.all([...(countersOf.get(db) ?? [])].map((counter) => counter.flush()));
}

/**
 * The funnel's page views (issue 19) at the cost of a map update per load (issue 20): loads of
 * public registration pages are counted in memory by event and hour (UTC, this node's clock) and
 * added to `registration_page_views` every `flushMs` with one upsert that adds, so nodes add up
 * side by side and a campaign's page loads do not each write. Counts whose write fails are kept for
 * the next one (dropped, with `onDropped`, after MAX_FAILURES writes failed). A report has this
 * node's counts written first (flushPageViews); another node's come within its `flushMs`. Throws
 * nothing.
 */
export function pageViewCounter(
  db: Db,
  options: { flushMs?: number; onDropped?: (error: unknown, views: number) => void } = {},
): PageViewCounter {
  type Count = { eventId: string; hour: number; views: number; failures: number };
  let pending = new Map<string, Count>();
  let writes: Promise<void> = Promise.resolve();

  const add = (eventId: string, hour: number, views: number, failures: number) => {
    const key = `${eventId} ${hour}`;
    const count = pending.get(key);
    if (count) {
      count.views += views;
      count.failures = Math.max(count.failures, failures);
    } else pending.set(key, { eventId, hour, views, failures });
  };

  async function write() {
    if (pending.size === 0) return;
    const batch = [...pending.values()];
    pending = new Map();
    try {
      await repo.addPageViews(
        db,
        batch.map((c) => ({ eventId: c.eventId, hour: new Date(c.hour), views: c.views })),
      );
    } catch (error) {
      for (const c of batch) {
        if (c.failures + 1 < MAX_FAILURES) add(c.eventId, c.hour, c.views, c.failures + 1);
        else options.onDropped?.(error, c.views);
      }
    }
  }

  // One write at a time, in order: `write` never rejects.
  const flush = () => {
    writes = writes.then(write);
    return writes;
  };
  const timer = setInterval(flush, options.flushMs ?? 5_000);
  timer.unref();

  const counter: PageViewCounter = {
    note(eventId) {
      add(eventId, Math.floor(Date.now() / HOUR_MS) * HOUR_MS, 1, 0);
    },
    flush,
    close() {
      clearInterval(timer);
      countersOf.get(db)?.delete(counter);
      return flush();
    },
  };
  const counters = countersOf.get(db) ?? new Set();
  countersOf.set(db, counters.add(counter));
  return counter;
}

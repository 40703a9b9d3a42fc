import type { ActivityRecord } from '@foyer/shared';
import { LRUCache } from 'lru-cache';
import type { Deps } from '../../context.js';
import type { Db } from '../../db/client.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import { resolvePageVisitor } from '../../plugins/visitor-auth.js';
import { openEventIds } from '../events/events.service.js';
import { existingParticipantIds } from '../participants/participants.service.js';
import { shownElementIds } from '../venue/venue.service.js';
import * as repo from './activity.repository.js';
import type { ActivityInsert } from './activity.repository.js';

/**
 * Visitor activity in the venue (issue 19, "What is recorded"; contract: shared
 * reporting/activity.contract.ts). The browser sends what only it sees in batches; the server keeps
 * each record append-only in `activity_records` with its participant and event, and a minute job
 * rolls them up by hour (`activity_hourly`) and samples how many people have each venue open
 * (`activity_presence`).
 *
 * Built for volume (the bench: 50,000 visitors sending a batch every 10 s to one node): a
 * batch is checked and put into an in-process buffer of this app, answered at once, and the buffer
 * is written with one multi-row insert every ACTIVITY_WRITE_MS, or as soon as it holds
 * ACTIVITY_WRITE_ROWS rows, one write at a time. Past ACTIVITY_BUFFER_MAX rows (the database lags)
 * a request waits until its rows are written instead of growing memory. The buffer is written when
 * the app closes. So up to a second of records (more while the database lags) is lost when the
 * process crashes — acceptable for analytics, which this is, not money.
 */

/** How often the buffer is written, in ms. */
export const ACTIVITY_WRITE_MS = 1000;
/** Buffered rows that are written at once, without waiting for the second. */
export const ACTIVITY_WRITE_ROWS = 2000;
/** Buffered rows beyond which a request waits for the write (backpressure). */
export const ACTIVITY_BUFFER_MAX = 20_000;
/** How far a browser's clock may be from the server's before its time is taken as the server's. */
export const ACTIVITY_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;
/** How long an event's element ids are kept in memory (a new element's records may be dropped this long). */
const ELEMENT_IDS_TTL_MS = 30_000;

/** The minute job: rolls activity up by hour (see rollUpActivity). */
export const REPORTING_ROLLUP = 'reporting.rollup';
/** The minute job: samples the people connected to each open event's venue (see samplePresence). */
export const REPORTING_PRESENCE = 'reporting.presence';
/**
 * How long a received record may take to become visible (its insert's time stamp is taken before it
 * commits): the rollup looks only at records received at least this long ago, so none is skipped.
 */
export const ROLLUP_SETTLE_MS = 60_000;

/** How the ingest reports a write that failed (the app's logger). */
export type ActivityLog = { error(obj: object, msg: string): void };

/** What one app keeps in memory for the ingest: its buffer and the element ids of recent events. */
type Ingest = { buffer: ActivityBuffer; elementIds: LRUCache<string, Set<string>>; log: ActivityLog };

/** One per database, i.e. per app (apps of one test process each have theirs; two nodes on one database share). */
const ingests = new WeakMap<Db, Ingest>();

const consoleLog: ActivityLog = {
  error: (obj, msg) => console.error(msg, obj),
};

/** The ingest of this app's database, made on first use. Throws nothing. */
function ingestOf(deps: { db: Db }): Ingest {
  let ingest = ingests.get(deps.db);
  if (!ingest) {
    const made: Ingest = {
      log: consoleLog,
      buffer: new ActivityBuffer((rows) => writeRecords(deps.db, made.log, rows)),
      elementIds: new LRUCache<string, Set<string>>({
        max: 5000,
        ttl: ELEMENT_IDS_TTL_MS,
        // Concurrent batches of one event share one query.
        fetchMethod: (eventId) => shownElementIds(deps.db, eventId),
      }),
    };
    ingest = made;
    ingests.set(deps.db, ingest);
  }
  return ingest;
}

/**
 * Sets up the ingest of an app: its failed writes go to `log`. The caller writes the buffer when the
 * app closes (flushActivity). Throws nothing.
 */
export function openActivityIngest(deps: { db: Db }, log: ActivityLog): void {
  ingestOf(deps).log = log;
}

/**
 * Rows waiting to be written, written by `write` (one insert) one batch at a time: every
 * ACTIVITY_WRITE_MS, at ACTIVITY_WRITE_ROWS rows, or when asked (flush). Rows that arrive during a
 * write go in the next. `write` must not reject. Nothing throws.
 */
export class ActivityBuffer {
  private rows: ActivityInsert[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** The latest write; never rejects. */
  private writing: Promise<void> = Promise.resolve();
  /** A write of everything buffered so far, waiting for `writing` to end. */
  private queued: Promise<void> | undefined;

  constructor(private readonly write: (rows: ActivityInsert[]) => Promise<void>) {}

  /** Buffers rows; resolves at once, or past ACTIVITY_BUFFER_MAX rows once they are written. */
  add(rows: readonly ActivityInsert[]): Promise<void> {
    if (rows.length === 0) return Promise.resolve();
    for (const row of rows) this.rows.push(row);
    if (this.rows.length > ACTIVITY_BUFFER_MAX) return this.flush();
    if (this.rows.length >= ACTIVITY_WRITE_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), ACTIVITY_WRITE_MS).unref();
    return Promise.resolve();
  }

  /** Writes every buffered row (after the write under way); resolves when they are written. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.queued ??= this.writing.then(() => {
      this.queued = undefined;
      const batch = this.rows;
      this.rows = [];
      // A write that broke its promise not to reject must not stop every later one.
      this.writing = batch.length > 0 ? this.write(batch).catch(() => undefined) : Promise.resolve();
      return this.writing;
    });
    return this.queued;
  }
}

/**
 * Writes a batch of records in one insert. A participant removed since their records were taken
 * makes it fail (foreign key): then the records of those still there are written. Never rejects: a
 * failure is logged and its records are lost.
 */
async function writeRecords(db: Db, log: ActivityLog, rows: ActivityInsert[]): Promise<void> {
  try {
    try {
      await repo.insertRecords(db, rows);
    } catch (e) {
      if (!isForeignKeyViolation(e)) throw e;
      const alive = await existingParticipantIds(db, [...new Set(rows.map((r) => r.participantId))]);
      await repo.insertRecords(
        db,
        rows.filter((r) => alive.has(r.participantId)),
      );
    }
  } catch (e) {
    log.error({ err: e, records: rows.length }, 'activity: writing records failed; they are lost');
  }
}

/**
 * The browser's time `at` (ISO, validated by the schema) as it came, or `server` (the server's time,
 * ISO) when it is more than ACTIVITY_CLOCK_SKEW_MS from `now`. Throws nothing.
 */
function clampedTime(at: string, now: number, server: string): string {
  const t = Date.parse(at);
  return Number.isFinite(t) && Math.abs(t - now) <= ACTIVITY_CLOCK_SKEW_MS ? at : server;
}

/**
 * POST public/venue/{pageCode}/activity: the visitor's batch, checked and buffered for writing (see
 * the module's comment). A closed event stores nothing; records naming a room or element that is
 * not shown in the event's venue, and roomEnter/roomLeave without a room, are dropped; a time more
 * than a day off is the server's. `visitorToken`: the header's, else the body's (a beacon). The
 * visitor is looked up narrowly, concurrent batches together (resolvePageVisitor: nothing cached,
 * so an ended session or a closed event counts from the next batch); the event's element ids are
 * kept ELEMENT_IDS_TTL_MS. Throws NOT_FOUND (unknown page code), VISITOR_TOKEN_IS_INVALID.
 */
export async function recordActivity(
  deps: Deps,
  pageCode: string,
  visitorToken: string | undefined,
  records: readonly ActivityRecord[],
): Promise<void> {
  const { eventId, participantId, open } = await resolvePageVisitor(deps, { pageCode, visitorToken });
  if (!open) return;
  const ingest = ingestOf(deps);
  const shown =
    ingest.elementIds.get(eventId) ?? (await ingest.elementIds.fetch(eventId)) ?? new Set<string>();
  const now = Date.now();
  const server = new Date(now).toISOString();
  const rows: ActivityInsert[] = [];
  for (const r of records) {
    const roomId = r.roomId ?? null;
    const elementId = r.elementId ?? null;
    if (roomId !== null && !shown.has(roomId)) continue;
    if (elementId !== null && !shown.has(elementId)) continue;
    if ((r.kind === 'roomEnter' || r.kind === 'roomLeave') && roomId === null) continue;
    rows.push({
      eventId,
      participantId,
      kind: r.kind,
      roomId,
      elementId,
      seconds: r.seconds ?? null,
      live: r.live ?? null,
      at: clampedTime(r.at, now, server),
    });
  }
  await ingest.buffer.add(rows);
}

/** Writes what this app's ingest has buffered now (tests; the app's close). Never rejects. */
export function flushActivity(deps: { db: Db }): Promise<void> {
  return ingests.get(deps.db)?.buffer.flush() ?? Promise.resolve();
}

/**
 * The REPORTING_ROLLUP job: finds the (event, hour) pairs with records received since the
 * watermark, recomputes each such hour of `activity_hourly` from `activity_records` in a
 * transaction of its own (so the rollup always equals the raw records), then moves the watermark.
 * It looks at records received up to ROLLUP_SETTLE_MS before `now` (the database's clock unless
 * given), so a record whose insert committed late is still seen. Answers the hours recomputed.
 * Throws what the database throws (the job is tried again; recomputing an hour twice is harmless).
 */
export async function rollUpActivity(deps: { db: Db }, now?: Date): Promise<{ hours: number }> {
  const upTo = new Date((now ?? (await repo.databaseNow(deps.db))).getTime() - ROLLUP_SETTLE_MS);
  const after = await repo.findWatermark(deps.db);
  if (after && after >= upTo) return { hours: 0 };
  const touched = await repo.touchedHours(deps.db, after, upTo);
  for (const { eventId, hour } of touched)
    await deps.db.transaction((tx) => repo.recomputeHour(tx, eventId, hour));
  await repo.advanceWatermark(deps.db, upTo);
  return { hours: touched.length };
}

/**
 * The REPORTING_PRESENCE job: stores for every open event with people in its venue now how many
 * (people, not tabs; across nodes through the realtime module) at the minute of `now`; a second
 * sample of a minute keeps the higher count. Without realtime (a CLI), nothing. Answers the events
 * sampled. Throws what the database throws.
 */
export async function samplePresence(
  deps: Pick<Deps, 'db' | 'sockets'>,
  now: Date = new Date(),
): Promise<number> {
  const counts = await deps.sockets?.visitorsByEvent();
  if (!counts || counts.size === 0) return 0;
  const open = await openEventIds(deps.db, [...counts.keys()]);
  const rows = [...counts]
    .filter(([eventId, visitors]) => visitors > 0 && open.has(eventId))
    .map(([eventId, visitors]) => ({ eventId, visitors }));
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  await repo.upsertPresence(deps.db, minute, rows);
  return rows.length;
}

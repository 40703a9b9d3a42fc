import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { call, ok } from '../../../test/http.js';
import { type Client, type Venue, buildVenue, connect, listen } from '../../../test/realtime.js';
import { activityHourly, activityPresence, activityRecords } from '../../db/schema/index.js';
import type { ActivityInsert } from './activity.repository.js';
import {
  ACTIVITY_BUFFER_MAX,
  ACTIVITY_WRITE_ROWS,
  ActivityBuffer,
  ROLLUP_SETTLE_MS,
  flushActivity,
  rollUpActivity,
  samplePresence,
} from './activity.service.js';

let t: TestApp;
let base: string;
const open: Client[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
});
afterEach(() => {
  for (const c of open.splice(0)) c.socket.close();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const send = async (venue: Venue, visitorToken: string, records: object[]) => {
  ok(
    await call(t.app, 'POST', `public/venue/${venue.event.pageCode}/activity`, {
      headers: { visitorToken },
      body: { records },
    }),
  );
};
/**
 * A rollup that sees every record received until now (it leaves the last ROLLUP_SETTLE_MS to settle).
 * One millisecond more: PostgreSQL stamps received_at in microseconds, and a local insert can end
 * within the millisecond that Date.now() then reads (the record would be left to the next rollup).
 */
const rollUp = async () => {
  await flushActivity({ db: t.db });
  return rollUpActivity({ db: t.db }, new Date(Date.now() + ROLLUP_SETTLE_MS + 1));
};

/** The event's rollup rows of an hour, keyed `kind room element live`. */
async function hourOf(eventId: string, hour: Date) {
  const rows = await t.db
    .select()
    .from(activityHourly)
    .where(and(eq(activityHourly.eventId, eventId), eq(activityHourly.hour, hour)));
  return Object.fromEntries(
    rows.map((r) => [
      `${r.kind} ${r.roomId} ${r.elementId} ${r.live}`,
      { records: r.records, seconds: r.seconds, visitors: r.visitors },
    ]),
  );
}

describe('rollUpActivity', () => {
  it('equals the raw records of each hour, and recomputes only the hours that received records', async () => {
    const venue = await buildVenue(t.app, t.db);
    const theatreId = await venue.add({ kind: 'THEATRE', designId: 'theatre-amphi', title: 'Auditorium' });
    const talkId = await venue.add({ kind: 'THEATRE_VIDEO', title: 'Keynote' }, theatreId);
    const ada = await venue.visitor('Ada');
    const bob = await venue.visitor('Bob');
    const h1 = new Date(Math.floor(Date.now() / HOUR) * HOUR - 3 * HOUR);
    const h2 = new Date(h1.getTime() + HOUR);
    const inH1 = (minutes: number) => new Date(h1.getTime() + minutes * 60_000).toISOString();
    const inH2 = (minutes: number) => new Date(h2.getTime() + minutes * 60_000).toISOString();
    const hall = venue.hallId;
    await send(venue, ada.visitorToken, [
      { kind: 'roomEnter', roomId: hall, at: inH1(5) },
      { kind: 'roomLeave', roomId: hall, seconds: 120, at: inH1(7) },
      { kind: 'watch', roomId: theatreId, elementId: talkId, seconds: 300, live: true, at: inH1(20) },
      { kind: 'watch', roomId: theatreId, elementId: talkId, seconds: 200, live: true, at: inH1(59) },
      { kind: 'watch', roomId: theatreId, elementId: talkId, seconds: 60, live: true, at: inH2(0) },
    ]);
    await send(venue, bob.visitorToken, [
      { kind: 'roomEnter', roomId: hall, at: inH1(10) },
      { kind: 'roomLeave', roomId: hall, seconds: 30, at: inH1(11) },
      { kind: 'watch', roomId: theatreId, elementId: talkId, seconds: 100, live: false, at: inH1(30) },
      { kind: 'venueLeave', seconds: 900, at: inH2(30) },
    ]);
    expect((await rollUp()).hours).toBeGreaterThanOrEqual(2);
    expect(await hourOf(venue.event.id, h1)).toEqual({
      [`roomEnter ${hall}  false`]: { records: 2, seconds: 0, visitors: 2 },
      [`roomLeave ${hall}  false`]: { records: 2, seconds: 150, visitors: 2 },
      [`watch ${theatreId} ${talkId} true`]: { records: 2, seconds: 500, visitors: 1 },
      [`watch ${theatreId} ${talkId} false`]: { records: 1, seconds: 100, visitors: 1 },
    });
    expect(await hourOf(venue.event.id, h2)).toEqual({
      [`watch ${theatreId} ${talkId} true`]: { records: 1, seconds: 60, visitors: 1 },
      'venueLeave   false': { records: 1, seconds: 900, visitors: 1 },
    });

    // A rollup row of the first hour changed behind its back shows whether that hour is recomputed.
    await t.db
      .update(activityHourly)
      .set({ records: 999 })
      .where(and(eq(activityHourly.eventId, venue.event.id), eq(activityHourly.hour, h1)));
    await send(venue, bob.visitorToken, [
      { kind: 'watch', roomId: theatreId, elementId: talkId, seconds: 40, live: true, at: inH2(45) },
    ]);
    expect((await rollUp()).hours).toBeGreaterThanOrEqual(1);
    expect(await hourOf(venue.event.id, h2)).toEqual({
      [`watch ${theatreId} ${talkId} true`]: { records: 2, seconds: 100, visitors: 2 },
      'venueLeave   false': { records: 1, seconds: 900, visitors: 1 },
    });
    expect(Object.values(await hourOf(venue.event.id, h1)).map((g) => g.records)).toEqual([
      999, 999, 999, 999,
    ]);

    // Nothing new: nothing is recomputed.
    expect(await rollUp()).toEqual({ hours: 0 });
  });

  it('leaves records received in the last minute to a later rollup, which then takes them', async () => {
    const venue = await buildVenue(t.app, t.db);
    const ada = await venue.visitor('Ada');
    const at = new Date();
    const hour = new Date(Math.floor(at.getTime() / HOUR) * HOUR);
    await send(venue, ada.visitorToken, [{ kind: 'roomEnter', roomId: venue.hallId, at: at.toISOString() }]);
    await flushActivity({ db: t.db });
    await rollUpActivity({ db: t.db });
    expect(await hourOf(venue.event.id, hour)).toEqual({});
    await rollUp();
    expect(await hourOf(venue.event.id, hour)).toEqual({
      [`roomEnter ${venue.hallId}  false`]: { records: 1, seconds: 0, visitors: 1 },
    });
  });

  it('goes with the event', async () => {
    const venue = await buildVenue(t.app, t.db);
    const ada = await venue.visitor('Ada');
    const at = new Date();
    const hour = new Date(Math.floor(at.getTime() / HOUR) * HOUR);
    await send(venue, ada.visitorToken, [{ kind: 'roomEnter', roomId: venue.hallId, at: at.toISOString() }]);
    await rollUp();
    expect(Object.keys(await hourOf(venue.event.id, hour))).toHaveLength(1);
    await venue.organiser('DELETE', `events/${venue.event.id}`);
    expect(await hourOf(venue.event.id, hour)).toEqual({});
    expect(
      await t.db.select().from(activityRecords).where(eq(activityRecords.eventId, venue.event.id)),
    ).toEqual([]);
  });
});

describe('samplePresence', () => {
  it('stores the people (not tabs) connected to each open venue at the minute', async () => {
    const venue = await buildVenue(t.app, t.db);
    const quiet = await buildVenue(t.app, t.db);
    const ada = await venue.visitor('Ada');
    const bob = await venue.visitor('Bob');
    const auth = (visitorToken: string) => ({ pageCode: venue.event.pageCode, visitorToken });
    // Ada with two tabs, Bob with one.
    for (const token of [ada.visitorToken, ada.visitorToken, bob.visitorToken])
      open.push(await connect(base, auth(token)));
    const now = new Date('2030-01-02T03:04:35.000Z');
    expect(await samplePresence(t.app.deps, now)).toBeGreaterThanOrEqual(1);
    const rows = await t.db
      .select()
      .from(activityPresence)
      .where(eq(activityPresence.eventId, venue.event.id));
    expect(rows.map((r) => ({ minute: r.minute.toISOString(), visitors: r.visitors }))).toEqual([
      { minute: '2030-01-02T03:04:00.000Z', visitors: 2 },
    ]);
    expect(
      await t.db.select().from(activityPresence).where(eq(activityPresence.eventId, quiet.event.id)),
    ).toEqual([]);

    // A later sample of the same minute with fewer people keeps the peak.
    open.pop()!.socket.close();
    open.pop()!.socket.close();
    await expect.poll(() => t.app.deps.sockets!.visitorsByEvent().then((m) => m.get(venue.event.id))).toBe(1);
    await samplePresence(t.app.deps, new Date('2030-01-02T03:04:50.000Z'));
    await samplePresence(t.app.deps, new Date('2030-01-02T03:05:10.000Z'));
    const after = await t.db
      .select()
      .from(activityPresence)
      .where(eq(activityPresence.eventId, venue.event.id));
    expect(
      after
        .map((r) => ({ minute: r.minute.toISOString(), visitors: r.visitors }))
        .sort((a, b) => a.minute.localeCompare(b.minute)),
    ).toEqual([
      { minute: '2030-01-02T03:04:00.000Z', visitors: 2 },
      { minute: '2030-01-02T03:05:00.000Z', visitors: 1 },
    ]);
  });
});

describe('ActivityBuffer', () => {
  const row: ActivityInsert = {
    eventId: 'e',
    participantId: 'p',
    kind: 'venueLeave',
    roomId: null,
    elementId: null,
    seconds: null,
    live: null,
    at: new Date().toISOString(),
  };
  const rows = (n: number) => Array.from({ length: n }, () => row);

  it('writes at once when it holds enough rows, one write at a time, and makes a request wait when full', async () => {
    const writes: number[] = [];
    let release = () => {};
    const buffer = new ActivityBuffer(async (batch) => {
      writes.push(batch.length);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await buffer.add(rows(ACTIVITY_WRITE_ROWS - 1));
    expect(writes).toEqual([]);
    await buffer.add(rows(1));
    await expect.poll(() => writes).toEqual([ACTIVITY_WRITE_ROWS]);
    // While that write runs, rows pile up; past the maximum, the request waits for its write.
    let waited = false;
    const full = buffer.add(rows(ACTIVITY_BUFFER_MAX + 1)).then(() => {
      waited = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(waited).toBe(false);
    expect(writes).toEqual([ACTIVITY_WRITE_ROWS]);
    release();
    await expect.poll(() => writes).toEqual([ACTIVITY_WRITE_ROWS, ACTIVITY_BUFFER_MAX + 1]);
    expect(waited).toBe(false);
    release();
    await full;
    expect(waited).toBe(true);
  });

  it('writes what it holds after a second, and on flush', async () => {
    const writes: number[] = [];
    const buffer = new ActivityBuffer(async (batch) => {
      writes.push(batch.length);
    });
    await buffer.add(rows(3));
    await expect.poll(() => writes, { timeout: 3000 }).toEqual([3]);
    await buffer.add(rows(2));
    await buffer.flush();
    expect(writes).toEqual([3, 2]);
    await buffer.flush();
    expect(writes).toEqual([3, 2]);
  });
});

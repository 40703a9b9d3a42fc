import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPORT_TOP } from '@foyer/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import {
  buildElement,
  buildEvent,
  buildParticipant,
  buildUser,
  type ActivityDetails,
  activityRecord,
  buildVenueEntry,
} from '../../../test/factories.js';
import { type Res, call, errorKeyOf, fieldsOf, ok } from '../../../test/http.js';
import { buildVenue } from '../../../test/realtime.js';
import {
  type EventRow,
  chatMessages,
  directThreads,
  events,
  qaQuestions,
  ratings,
} from '../../db/schema/index.js';
import { insertRecords, upsertPresence } from './activity.repository.js';
import { flushActivity } from './activity.service.js';

/**
 * The event report on fixed data: one event (Europe/Berlin, UTC+1 in March) whose four participants
 * did known things on 10 March 2026 between 08:00 and 12:00 UTC, read by the hour over exactly that
 * range; other events for days across a daylight-saving change and for a half-hour zone. Every
 * figure below is counted by hand from the data in `beforeAll`.
 */

let t: TestApp;
let owner: { id: string; token: string };
let event: EventRow;
const ids: Record<string, string> = {};
const people: Record<string, string> = {};

const at = (time: string) => new Date(`2026-03-${time}Z`);
const RANGE = `from=${at('10T08:00:00').toISOString()}&to=${at('10T12:00:00').toISOString()}`;
const HOURS = ['10T08:00:00', '10T09:00:00', '10T10:00:00', '10T11:00:00'].map((h) => at(h).toISOString());

async function element(e: EventRow, element: object, parentId: string | null = null): Promise<string> {
  return (await buildElement(t.db, { event: e, element: element as never, parentId })).element.id;
}

/** A participant of `e` registered (and confirmed) at these times. */
async function person(e: EventRow, key: string, registeredAt: string, confirmedAt: string | null) {
  const { participant } = await buildParticipant(t.db, e, {
    email: `${key}-${randomBytes(3).toString('hex')}@acme-events.com`,
    registeredAt: at(registeredAt),
    confirmedAt: confirmedAt ? at(confirmedAt) : null,
  });
  people[key] = participant.id;
  return participant.id;
}

const session = (e: EventRow, key: string, time: string) => buildVenueEntry(t.db, e, people[key]!, at(time));

const rec = (key: string, kind: string, time: string, more?: ActivityDetails) =>
  activityRecord(event.id, people[key]!, kind, at(time), more);

const message = (key: string | null, time: string, channel: { chatId?: string; threadId?: string }) =>
  t.db.insert(chatMessages).values({
    eventId: event.id,
    chatId: channel.chatId ?? null,
    threadId: channel.threadId ?? null,
    participantId: key ? people[key]! : null,
    authorName: key ?? 'Staff',
    byModerator: key === null,
    text: 'Hello',
    clientId: randomUUID(),
    createdAt: at(time),
  });

const report = (id: string, query = RANGE, token = owner.token) =>
  call(t.app, 'GET', `reporting/events/${id}${query ? `?${query}` : ''}`, { token });
const exportOf = (id: string, query: string, token = owner.token) =>
  call(t.app, 'GET', `reporting/events/${id}/export?${query}`, { token });

beforeAll(async () => {
  t = await createTestApp();
  const built = await buildUser(t.db);
  owner = { id: built.user.id, token: built.token };
  event = await buildEvent(t.db, { tenantId: owner.id, name: 'Expo Zürich 2026', timeZone: 'Europe/Berlin' });
  await t.db
    .update(events)
    .set({ createdAt: at('01T00:00:00') })
    .where(eq(events.id, event.id));

  ids.hall = await element(event, { kind: 'HALL', designId: 'hall-atrium', title: 'Main hall' });
  ids.booth = await element(event, { kind: 'BOOTH', designId: 'booth-kiosk', title: 'Booth A' });
  ids.theatre = await element(event, { kind: 'THEATRE', designId: 'theatre-amphi', title: 'Stage' });
  ids.doc = await element(
    event,
    {
      kind: 'BOOTH_DOCMONITOR',
      slotId: 'monitor-1',
      source: 'link',
      url: 'https://acme-events.com/brochure.pdf',
      title: 'Brochure',
    },
    ids.booth,
  );
  ids.video = await element(event, { kind: 'BOOTH_VIDEO', slotId: 'screen-1', title: 'Demo' }, ids.booth);
  ids.staff = await element(
    event,
    { kind: 'BOOTH_STAFF', slotId: 'staff-1', name: 'Sam', allowChat: true },
    ids.booth,
  );
  ids.keynote = await element(
    event,
    { kind: 'THEATRE_VIDEO', title: 'Keynote', interactive: true },
    ids.theatre,
  );
  ids.panel = await element(event, { kind: 'THEATRE_VIDEO', title: 'Panel' }, ids.theatre);
  // Eleven link items, 04 made before 03: ties are ordered by name, not by age.
  for (const n of ['01', '02', '04', '03', '05', '06', '07', '08', '09', '10', '11'])
    ids[`link${n}`] = await element(event, { kind: 'THEATRE_LINK', title: `Link ${n}` }, ids.theatre);
  ids.lobby = await element(event, { kind: 'EVENT_CHAT', title: 'Lobby' });
  ids.quiet = await element(event, { kind: 'EVENT_CHAT', title: 'Quiet corner' });
  const deletedRoom = randomUUID();
  ids.deletedRoom = deletedRoom;

  await person(event, 'ada', '10T08:10:00', '10T09:05:00');
  await person(event, 'bob', '10T08:50:00', null);
  await person(event, 'cy', '10T10:30:00', '10T10:45:00');
  // Registered the day before, confirmed in the range.
  await person(event, 'dan', '09T20:00:00', '10T11:15:00');

  await session(event, 'ada', '10T08:05:00');
  await session(event, 'bob', '10T08:30:00');
  await session(event, 'cy', '10T09:05:00');
  await session(event, 'ada', '10T10:10:00');
  await session(event, 'dan', '10T13:00:00'); // after the range

  await insertRecords(t.db, [
    rec('ada', 'roomEnter', '10T08:06:00', { roomId: ids.hall }),
    rec('ada', 'roomLeave', '10T08:08:00', { roomId: ids.hall, seconds: 120 }),
    rec('ada', 'roomEnter', '10T09:30:00', { roomId: ids.hall }),
    rec('ada', 'roomLeave', '10T09:31:00', { roomId: ids.hall, seconds: 60 }),
    rec('bob', 'roomEnter', '10T08:31:00', { roomId: ids.hall }),
    rec('bob', 'roomEnter', '10T08:35:00', { roomId: ids.booth }),
    rec('bob', 'roomLeave', '10T08:36:00', { roomId: ids.booth, seconds: 30 }),
    rec('cy', 'roomEnter', '10T09:10:00', { roomId: deletedRoom }),
    rec('ada', 'venueLeave', '10T08:40:00', { seconds: 600 }),
    rec('bob', 'venueLeave', '10T08:50:00', { seconds: 300 }),
    rec('bob', 'venueLeave', '10T10:20:00', { seconds: 100 }),
    rec('ada', 'venueLeave', '10T07:59:00', { seconds: 999 }), // before the range
    rec('ada', 'open', '10T08:07:00', { elementId: ids.doc }),
    rec('bob', 'open', '10T08:37:00', { elementId: ids.doc }),
    rec('bob', 'open', '10T08:38:00', { elementId: ids.doc }),
    rec('bob', 'download', '10T08:39:00', { elementId: ids.doc }),
    rec('ada', 'open', '10T12:00:00', { elementId: ids.doc }), // the range's end is not in it
    rec('bob', 'watch', '10T08:40:00', { elementId: ids.video, seconds: 45, live: false }),
    rec('ada', 'open', '10T08:19:00', { elementId: ids.keynote }),
    rec('ada', 'watch', '10T08:20:00', {
      roomId: ids.theatre,
      elementId: ids.keynote,
      seconds: 300,
      live: true,
    }),
    rec('ada', 'watch', '10T09:20:00', { elementId: ids.keynote, seconds: 200, live: true }),
    rec('bob', 'watch', '10T08:45:00', { elementId: ids.keynote, seconds: 100, live: true }),
    rec('cy', 'watch', '10T09:40:00', { elementId: ids.keynote, seconds: 50, live: false }),
    rec('ada', 'watch', '10T10:05:00', { elementId: ids.keynote, seconds: 40 }), // no `live`: on demand
    rec('dan', 'open', '10T09:50:00', { elementId: ids.link01 }),
    rec('ada', 'open', '10T10:01:00', { elementId: ids.link02 }),
    rec('bob', 'open', '10T10:02:00', { elementId: ids.link02 }),
    rec('ada', 'open', '10T10:03:00', { elementId: ids.link02 }),
    rec('bob', 'open', '10T10:04:00', { elementId: ids.link03 }),
    rec('bob', 'open', '10T10:05:00', { elementId: ids.link03 }),
    rec('ada', 'open', '10T10:06:00', { elementId: ids.link04 }),
    rec('bob', 'open', '10T10:07:00', { elementId: ids.link04 }),
  ]);
  await upsertPresence(t.db, at('10T08:41:00'), [{ eventId: event.id, visitors: 2 }]);
  await upsertPresence(t.db, at('10T09:15:00'), [{ eventId: event.id, visitors: 3 }]);
  await upsertPresence(t.db, at('10T09:45:00'), [{ eventId: event.id, visitors: 3 }]);
  await upsertPresence(t.db, at('10T10:05:00'), [{ eventId: event.id, visitors: 1 }]);
  await upsertPresence(t.db, at('10T12:00:00'), [{ eventId: event.id, visitors: 9 }]); // after

  const question = (key: string, time: string) =>
    t.db.insert(qaQuestions).values({
      eventId: event.id,
      videoId: ids.keynote!,
      participantId: people[key]!,
      authorName: key,
      text: 'Why?',
      createdAt: at(time),
    });
  await question('ada', '10T08:25:00');
  await question('bob', '10T08:46:00');
  await question('cy', '10T13:00:00'); // after
  const rate = (key: string, elementId: string, stars: number, time: string) =>
    t.db
      .insert(ratings)
      .values({ eventId: event.id, elementId, participantId: people[key]!, stars, updatedAt: at(time) });
  await rate('ada', ids.doc, 4, '10T08:10:00');
  await rate('bob', ids.doc, 5, '10T08:40:00');
  await rate('cy', ids.doc, 1, '10T13:00:00'); // after
  await rate('cy', ids.keynote, 3, '10T09:41:00');

  await message('ada', '10T08:15:00', { chatId: ids.lobby });
  await message('ada', '10T09:00:00', { chatId: ids.lobby });
  await message('bob', '10T10:00:00', { chatId: ids.lobby });
  await message('cy', '10T12:30:00', { chatId: ids.lobby }); // after
  const [thread] = await t.db
    .insert(directThreads)
    .values({ eventId: event.id, staffId: ids.staff, participantId: people.ada! })
    .returning();
  await message('ada', '10T08:50:00', { threadId: thread!.id });
  await message(null, '10T08:55:00', { threadId: thread!.id });
});
afterAll(() => t.close());

describe('GET reporting/events/{id}', () => {
  it('counts registrations and confirmations by the hour, empty hours included', async () => {
    const r = ok(await report(event.id));
    expect(r.event).toEqual({ id: event.id, name: 'Expo Zürich 2026', timeZone: 'Europe/Berlin' });
    expect(r.range).toEqual({ from: HOURS[0], to: at('10T12:00:00').toISOString(), bucket: 'hour' });
    expect(r.registrations).toEqual([
      { at: HOURS[0], registered: 2, confirmed: 0 },
      { at: HOURS[1], registered: 0, confirmed: 1 },
      { at: HOURS[2], registered: 1, confirmed: 1 },
      { at: HOURS[3], registered: 0, confirmed: 1 },
    ]);
    expect([r.totals.registered, r.totals.confirmed]).toEqual([3, 3]);
  });

  it('counts visitors (entered or recorded, each once), entries and the peak per hour and in all', async () => {
    const r = ok(await report(event.id));
    expect(r.visitors).toEqual([
      { at: HOURS[0], visitors: 2, entries: 2, peakConcurrent: 2 },
      { at: HOURS[1], visitors: 3, entries: 1, peakConcurrent: 3 },
      { at: HOURS[2], visitors: 2, entries: 1, peakConcurrent: 1 },
      { at: HOURS[3], visitors: 0, entries: 0, peakConcurrent: 0 },
    ]);
    expect(r.totals).toMatchObject({
      visitors: 4,
      entries: 4,
      peakConcurrent: 3,
      peakAt: at('10T09:15:00').toISOString(),
      venueSeconds: 1000,
      // 1000 s over the two people who left the venue (Ada 600, Bob 300 + 100)
      averageVenueSeconds: 500,
      watchSeconds: 45 + 300 + 200 + 100 + 50 + 40,
      chatMessages: 5,
      activeChatters: 2,
      questions: 2,
    });
  });

  it('lists every room, people once across hours, deleted rooms with activity last among equals', async () => {
    const r = ok(await report(event.id));
    expect(r.rooms).toEqual([
      { id: ids.hall, name: 'Main hall', kind: 'HALL', visitors: 2, entries: 3, seconds: 180 },
      { id: ids.booth, name: 'Booth A', kind: 'BOOTH', visitors: 1, entries: 1, seconds: 30 },
      { id: ids.theatre, name: 'Stage', kind: 'THEATRE', visitors: 1, entries: 0, seconds: 0 },
      { id: ids.deletedRoom, name: 'Deleted room', kind: '', visitors: 1, entries: 1, seconds: 0 },
    ]);
  });

  it('names a deleted room in the language of the request', async () => {
    const res = await call(t.app, 'GET', `reporting/events/${event.id}?${RANGE}`, {
      token: owner.token,
      headers: { language: 'de' },
    });
    expect(ok(res).rooms.at(-1).name).toBe('Gelöschter Raum');
  });

  it('lists the top documents, videos and links by opens, ties by name, at most REPORT_TOP', async () => {
    const r = ok(await report(event.id));
    expect(r.documents).toEqual([
      {
        id: ids.doc,
        name: 'Brochure',
        roomName: 'Booth A',
        opens: 3,
        visitors: 2,
        downloads: 1,
        watchSeconds: 0,
        rating: 4.5,
        ratings: 2,
      },
    ]);
    expect(
      r.videos.map((v: { name: string; opens: number; visitors: number; watchSeconds: number }) => [
        v.name,
        v.opens,
        v.visitors,
        v.watchSeconds,
      ]),
    ).toEqual([
      ['Keynote', 1, 3, 690],
      ['Demo', 0, 1, 45],
      ['Panel', 0, 0, 0],
    ]);
    expect(r.links).toHaveLength(REPORT_TOP);
    expect(
      r.links.map((l: { name: string; opens: number; visitors: number }) => [l.name, l.opens, l.visitors]),
    ).toEqual([
      ['Link 02', 3, 2],
      ['Link 03', 2, 1],
      ['Link 04', 2, 2],
      ['Link 01', 1, 1],
      ['Link 05', 0, 0],
      ['Link 06', 0, 0],
      ['Link 07', 0, 0],
      ['Link 08', 0, 0],
      ['Link 09', 0, 0],
      ['Link 10', 0, 0],
    ]);
    expect(r.links[0]).toMatchObject({ roomName: 'Stage', rating: null, ratings: 0 });
  });

  it('counts talks: viewers live and on demand once each, their seconds, questions and ratings', async () => {
    const r = ok(await report(event.id));
    expect(r.talks).toEqual([
      {
        id: ids.keynote,
        name: 'Keynote',
        roomName: 'Stage',
        liveViewers: 2,
        onDemandViewers: 2,
        liveSeconds: 600,
        onDemandSeconds: 90,
        questions: 2,
        rating: 3,
        ratings: 1,
      },
      {
        id: ids.panel,
        name: 'Panel',
        roomName: 'Stage',
        liveViewers: 0,
        onDemandViewers: 0,
        liveSeconds: 0,
        onDemandSeconds: 0,
        questions: 0,
        rating: null,
        ratings: 0,
      },
    ]);
  });

  it('counts messages and chatters per event chat and the direct chats as one row', async () => {
    const r = ok(await report(event.id));
    expect(r.chats).toEqual([
      { id: ids.lobby, name: 'Lobby', messages: 3, chatters: 2 },
      { id: ids.quiet, name: 'Quiet corner', messages: 0, chatters: 0 },
      { id: 'direct', name: 'Direct chats with booth staff', messages: 2, chatters: 1 },
    ]);
  });

  it("counts by the event's days across a daylight-saving change when the range is longer than three days", async () => {
    const ny = await buildEvent(t.db, { tenantId: owner.id, timeZone: 'America/New_York' });
    // 8 March 2026: New York moves from UTC-5 to UTC-4.
    await person(ny, 'ny1', '09T03:30:00', null); // 8 March, 23:30 local
    await person(ny, 'ny2', '09T04:30:00', '09T05:00:00'); // 9 March, 00:30 local
    await person(ny, 'ny3', '06T04:59:00', null); // 5 March local: before the range
    const r = ok(
      await report(ny.id, `from=${at('06T12:00:00').toISOString()}&to=${at('11T12:00:00').toISOString()}`),
    );
    expect(r.range.bucket).toBe('day');
    expect(r.registrations).toEqual([
      { at: at('06T05:00:00').toISOString(), registered: 0, confirmed: 0 },
      { at: at('07T05:00:00').toISOString(), registered: 0, confirmed: 0 },
      { at: at('08T05:00:00').toISOString(), registered: 1, confirmed: 0 },
      { at: at('09T04:00:00').toISOString(), registered: 1, confirmed: 1 },
      { at: at('10T04:00:00').toISOString(), registered: 0, confirmed: 0 },
      { at: at('11T04:00:00').toISOString(), registered: 0, confirmed: 0 },
    ]);
  });

  it("cuts hours at the zone's hour (half past in India)", async () => {
    const india = await buildEvent(t.db, { tenantId: owner.id, timeZone: 'Asia/Kolkata' });
    await person(india, 'in1', '10T08:20:00', null);
    await person(india, 'in2', '10T08:40:00', null);
    const r = ok(
      await report(india.id, `from=${at('10T08:00:00').toISOString()}&to=${at('10T10:00:00').toISOString()}`),
    );
    expect(r.registrations).toEqual([
      { at: at('10T07:30:00').toISOString(), registered: 1, confirmed: 0 },
      { at: at('10T08:30:00').toISOString(), registered: 1, confirmed: 0 },
      { at: at('10T09:30:00').toISOString(), registered: 0, confirmed: 0 },
    ]);
  });

  it("reads from the event's creation until now without a range", async () => {
    const fresh = await buildEvent(t.db, { tenantId: owner.id });
    const createdAt = new Date(Date.now() - 90 * 60_000);
    await t.db.update(events).set({ createdAt }).where(eq(events.id, fresh.id));
    const { participant } = await buildParticipant(t.db, fresh);
    const r = ok(await report(fresh.id, ''));
    expect(r.range.from).toBe(createdAt.toISOString());
    expect(Date.parse(r.range.to)).toBeGreaterThanOrEqual(participant.registeredAt.getTime());
    expect(r.range.bucket).toBe('hour');
    expect(r.registrations.length).toBeGreaterThanOrEqual(2);
    expect(r.registrations.at(-1).registered).toBe(1);
    expect(r.totals.registered).toBe(1);
  });

  it('shows what the venue recorded at once, without waiting for the rollup', async () => {
    const venue = await buildVenue(t.app, t.db);
    const ada = await venue.visitor('Ada');
    // Now: the event was made a moment ago, and its report begins then.
    const now = Date.now();
    ok(
      await call(t.app, 'POST', `public/venue/${venue.event.pageCode}/activity`, {
        headers: { visitorToken: ada.visitorToken },
        body: {
          records: [
            { kind: 'roomEnter', roomId: venue.hallId, at: new Date(now).toISOString() },
            { kind: 'venueLeave', seconds: 42, at: new Date(now).toISOString() },
          ],
        },
      }),
    );
    await flushActivity({ db: t.db });
    const r = ok(await report(venue.event.id, '', venue.owner.token));
    expect(r.totals).toMatchObject({ visitors: 1, entries: 1, venueSeconds: 42, averageVenueSeconds: 42 });
    expect(r.rooms.find((room: { id: string }) => room.id === venue.hallId)).toMatchObject({
      visitors: 1,
      entries: 1,
    });
  });

  it('keeps an entry after its visitor left the venue', async () => {
    const venue = await buildVenue(t.app, t.db);
    const ada = await venue.visitor('Ada');
    ok(
      await call(t.app, 'POST', `public/venue/${venue.event.pageCode}/leave`, {
        headers: { visitorToken: ada.visitorToken },
      }),
    );
    const r = ok(await report(venue.event.id, '', venue.owner.token));
    expect(r.totals).toMatchObject({ visitors: 1, entries: 1 });
    expect(r.visitors.reduce((sum: number, p: { entries: number }) => sum + p.entries, 0)).toBe(1);
  });

  it("answers 404 for another tenant's event and to a sub-account without the event", async () => {
    const stranger = await buildUser(t.db);
    const notMine = await buildEvent(t.db, { tenantId: stranger.user.id });
    const sub = await buildUser(t.db, { mainAccountId: owner.id, eventIds: [] });
    const given = await buildUser(t.db, { mainAccountId: owner.id, eventIds: [event.id] });
    for (const res of [
      await report(notMine.id),
      await report(event.id, RANGE, stranger.token),
      await report(event.id, RANGE, sub.token),
      await exportOf(event.id, `format=pdf&${RANGE}`, sub.token),
      await report(randomUUID()),
      await report('not-a-uuid'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorKeyOf(res)).toBe('NOT_FOUND');
    }
    expect(ok(await report(event.id, RANGE, given.token)).totals.registered).toBe(3);
  });

  it('refuses an empty or too long range', async () => {
    const iso = (time: string) => at(time).toISOString();
    expect(fieldsOf(await report(event.id, `from=${iso('10T12:00:00')}&to=${iso('10T12:00:00')}`))).toEqual({
      to: 'validation.invalid',
    });
    expect(
      Object.keys(fieldsOf(await report(event.id, `from=2024-01-01T00:00:00Z&to=2025-06-01T00:00:00Z`))),
    ).toEqual(['to']);
    expect(Object.keys(fieldsOf(await report(event.id, 'from=yesterday')))).toEqual(['from']);
    // Without `to`, a `from` in the future leaves nothing to count.
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect(Object.keys(fieldsOf(await report(event.id, `from=${future}`)))).toEqual(['from']);
  });
});

/** The text of a PDF, laid out as on the page (poppler's pdftotext). */
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'foyer-report-'));
  try {
    const file = join(dir, 'report.pdf');
    await writeFile(file, pdf);
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const fileNameOf = (res: Res) => /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))?.[1];

describe('GET reporting/events/{id}/export', () => {
  it('exports one table as CSV with its headers, seconds as whole numbers', async () => {
    const res = await exportOf(event.id, `format=csv&table=rooms&${RANGE}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(fileNameOf(res)).toBe('report-expo-zurich-2026-rooms.csv');
    expect(res.body).toBe(
      '\uFEFFName,Type,Visitors,Entries,Time in the room (seconds)\r\n' +
        'Main hall,Hall,2,3,180\r\nBooth A,Booth,1,1,30\r\nStage,Theatre,1,0,0\r\nDeleted room,Deleted,1,1,0\r\n',
    );
  });

  it("writes times in the event's zone and headers in the chosen language", async () => {
    const res = await exportOf(event.id, `format=csv&table=registrations&language=de&${RANGE}`);
    expect(res.body.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFBeginn (Europe/Berlin),Registriert,Bestätigt',
      '2026-03-10 09:00,2,0',
      '2026-03-10 10:00,0,1',
    ]);
  });

  it('refuses a CSV without its table', async () => {
    expect(fieldsOf(await exportOf(event.id, `format=csv&${RANGE}`))).toEqual({
      table: 'validation.required',
    });
  });

  it('exports every table as a workbook, the totals first, numbers as numbers', async () => {
    const res = await exportOf(event.id, `format=xlsx&${RANGE}`);
    expect(res.statusCode).toBe(200);
    expect(fileNameOf(res)).toBe('report-expo-zurich-2026-all.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Totals',
      'Registrations',
      'Visitors',
      'Rooms',
      'Documents',
      'Videos',
      'Links',
      'Talks',
      'Chats',
    ]);
    const totals = workbook.getWorksheet('Totals')!;
    expect(totals.getRow(1).font?.bold).toBe(true);
    expect(totals.getRow(2).values).toEqual([undefined, 'Registrations', 3]);
    const talks = workbook.getWorksheet('Talks')!;
    expect(talks.getRow(1).getCell(5).value).toBe('Watched live (seconds)');
    expect(talks.getRow(2).getCell(5).value).toBe(600);
    expect(talks.getRow(3).getCell(8).value).toBe(null);
  });

  it('exports the summary as a PDF with the totals, their labels and the tables', async () => {
    const res = await exportOf(event.id, `format=pdf&${RANGE}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(fileNameOf(res)).toBe('report-expo-zurich-2026-summary.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Event report');
    expect(text).toContain('Expo Zürich 2026');
    expect(text).toMatch(/Average time in the venue per visitor \(seconds\)\s+500/);
    expect(text).toMatch(/Time in the venue \(seconds\)\s+1,000/);
    expect(text).toContain('Visitors per hour');
    expect(text).toMatch(/Keynote\s+Stage\s+2\s+2\s+600\s+90\s+2\s+3/);
    expect(text).toContain('Direct chats with booth staff');
  });

  it('writes the PDF in German', async () => {
    const res = await exportOf(event.id, `format=pdf&language=de&${RANGE}`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Veranstaltungsbericht');
    expect(text).toMatch(/Zeit in der Veranstaltung \(Sekunden\)\s+1\.000/);
    expect(text).toMatch(/Gestellte Fragen\s+2/);
    expect(text).toContain('Gelöschter Raum');
  });
});

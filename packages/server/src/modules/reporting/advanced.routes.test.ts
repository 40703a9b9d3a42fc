import { randomUUID } from 'node:crypto';
import { ENGAGED_MIN_WATCH_SECONDS } from '@foyer/shared';
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
import {
  type EventRow,
  activityPresence,
  chatMessages,
  directThreads,
  events,
  participants,
  pollOptions,
  pollVotes,
  polls,
  qaQuestions,
  ratings,
  registrationPageViews,
} from '../../db/schema/index.js';
import { insertRecords } from './activity.repository.js';

/**
 * Advanced reporting on fixed data: one event (created 2025-06-01) whose seven participants did
 * known things on 2025-06-02 and 06-03, a second event of the same account, and accounts on every
 * plan. Every figure below is counted by hand from the data in `beforeAll`.
 */

let t: TestApp;
let owner: { id: string; token: string };
let event: EventRow;
let second: EventRow;
const ids: Record<string, string> = {};
const people: Record<string, string> = {};

const at = (iso: string) => new Date(`2025-06-${iso}Z`);

async function element(e: EventRow, element: object, parentId: string | null = null): Promise<string> {
  return (await buildElement(t.db, { event: e, element: element as never, parentId })).element.id;
}

/** A participant registered (and confirmed) at these times. */
async function person(
  e: EventRow,
  key: string,
  firstName: string,
  lastName: string,
  registeredAt: string,
  confirmedAt: string | null,
  answers: Record<string, string | boolean | string[]> = {},
): Promise<string> {
  const { participant } = await buildParticipant(t.db, e, {
    firstName,
    lastName,
    email: `${key}@acme-events.com`,
    answers,
    registeredAt: at(registeredAt),
    confirmedAt: confirmedAt ? at(confirmedAt) : null,
  });
  people[key] = participant.id;
  return participant.id;
}

const session = (e: EventRow, participantId: string, createdAt: Date) =>
  buildVenueEntry(t.db, e, participantId, createdAt);

const rec = (participant: string, kind: string, time: string, more?: ActivityDetails) =>
  activityRecord(event.id, people[participant]!, kind, at(time), more);

const message = (
  participantId: string | null,
  time: string,
  channel: { chatId?: string; threadId?: string },
) =>
  t.db.insert(chatMessages).values({
    eventId: event.id,
    chatId: channel.chatId ?? null,
    threadId: channel.threadId ?? null,
    participantId,
    authorName: 'Someone',
    text: 'Hello',
    clientId: randomUUID(),
    createdAt: at(time),
  });

beforeAll(async () => {
  t = await createTestApp();
  const built = await buildUser(t.db, { plan: 'business' });
  owner = { id: built.user.id, token: built.token };
  event = await buildEvent(t.db, { tenantId: owner.id, name: 'Expo 2025' });
  await t.db
    .update(events)
    .set({ createdAt: at('01T00:00:00') })
    .where(eq(events.id, event.id));
  event = { ...event, createdAt: at('01T00:00:00') };
  second = await buildEvent(t.db, { tenantId: owner.id, name: 'Second' });

  ids.hall = await element(event, { kind: 'HALL', designId: 'hall-atrium', title: 'Main hall' });
  ids.boothA = await element(event, { kind: 'BOOTH', designId: 'booth-kiosk', title: 'Booth A' });
  ids.boothB = await element(event, { kind: 'BOOTH', designId: 'booth-kiosk', title: 'Booth B' });
  ids.theatre = await element(event, { kind: 'THEATRE', designId: 'theatre-amphi', title: 'Stage' });
  const doc = (title: string) => ({
    kind: 'BOOTH_DOCMONITOR',
    slotId: 'monitor-1',
    source: 'link',
    url: 'https://acme-events.com/brochure.pdf',
    title,
  });
  ids.doc1 = await element(event, doc('Brochure A'), ids.boothA);
  ids.video1 = await element(event, { kind: 'BOOTH_VIDEO', slotId: 'screen-1', title: 'Demo A' }, ids.boothA);
  ids.staff1 = await element(
    event,
    { kind: 'BOOTH_STAFF', slotId: 'staff-1', name: 'Sam', allowChat: true, allowVideoCalls: true },
    ids.boothA,
  );
  ids.doc2 = await element(event, doc('Brochure B'), ids.boothB);
  ids.talk = await element(
    event,
    { kind: 'THEATRE_VIDEO', title: 'Keynote', interactive: true },
    ids.theatre,
  );
  ids.chat = await element(event, { kind: 'EVENT_CHAT', title: 'Lobby' });
  ids.company = await element(event, {
    kind: 'PROFILE_ITEM',
    type: 'textfield',
    label: 'Company',
    share: true,
  });
  ids.interests = await element(event, {
    kind: 'PROFILE_ITEM',
    type: 'checkboxes',
    label: 'Interests',
    share: true,
    options: [{ value: 'AI' }, { value: 'Math' }],
  });
  ids.diet = await element(event, { kind: 'PROFILE_ITEM', type: 'textfield', label: 'Diet' });

  const ada = await person(event, 'ada', 'Ada', 'Lovelace', '01T08:00:00', '01T09:00:00', {
    [ids.company]: 'Analytical Engines',
    [ids.interests]: ['AI', 'Math'],
    [ids.diet]: 'vegan',
  });
  const bob = await person(event, 'bob', 'Bob', 'Babbage', '01T08:30:00', '01T10:00:00');
  await person(event, 'cy', 'Cy', 'Curie', '01T09:00:00', '01T11:00:00', { [ids.company]: '' });
  const dan = await person(event, 'dan', 'Dan', 'Darwin', '01T09:30:00', '01T12:00:00');
  const eve = await person(event, 'eve', 'Eve', 'Euler', '01T10:00:00', '01T13:00:00');
  await person(event, 'fay', '=Fay', 'Fermi', '01T10:30:00', null);
  const gil = await person(event, 'gil', 'Gil', 'Gauss', '03T08:00:00', '03T09:00:00');

  await session(event, ada, at('02T10:00:00'));
  await session(event, bob, at('02T11:00:00'));
  await session(event, dan, at('02T10:30:00'));
  await session(event, gil, at('03T10:00:00'));
  await insertRecords(t.db, [
    rec('ada', 'roomEnter', '02T10:01:00', { roomId: ids.hall }),
    rec('ada', 'roomEnter', '02T10:02:00', { roomId: ids.boothA }),
    rec('ada', 'open', '02T10:03:00', { roomId: ids.boothA, elementId: ids.doc1 }),
    rec('ada', 'open', '02T10:03:30', { roomId: ids.boothA, elementId: ids.doc1 }),
    rec('ada', 'download', '02T10:04:00', { elementId: ids.doc1 }),
    rec('ada', 'watch', '02T10:05:00', { elementId: ids.video1, seconds: 30, live: false }),
    rec('ada', 'watch', '02T10:06:00', { elementId: ids.talk, seconds: 45, live: true }),
    rec('ada', 'venueLeave', '02T10:10:00', { seconds: 600 }),
    // Bob watches one second short of engaged.
    rec('bob', 'roomEnter', '02T11:01:00', { roomId: ids.hall }),
    rec('bob', 'watch', '02T11:05:00', {
      elementId: ids.talk,
      seconds: ENGAGED_MIN_WATCH_SECONDS - 1,
      live: true,
    }),
    rec('bob', 'venueLeave', '02T11:10:00', { seconds: 300 }),
    // Cy has no session left (ended by leaving) and watches exactly 60 s, live and on demand.
    rec('cy', 'watch', '02T12:00:00', { elementId: ids.talk, seconds: 40, live: true }),
    rec('cy', 'watch', '02T12:01:00', { elementId: ids.video1, seconds: 20, live: false }),
    rec('cy', 'staffCall', '02T12:05:00', { elementId: ids.staff1, seconds: 120 }),
    rec('dan', 'open', '02T10:35:00', { roomId: ids.boothB, elementId: ids.doc2 }),
    rec('gil', 'venueLeave', '03T10:05:00', { seconds: 100 }),
  ]);
  // Bob walks into booth A: being in the booth alone does not make him its lead.
  await insertRecords(t.db, [rec('bob', 'roomEnter', '02T11:02:00', { roomId: ids.boothA })]);

  await message(ada, '02T10:15:00', { chatId: ids.chat });
  const [thread] = await t.db
    .insert(directThreads)
    .values({ eventId: event.id, staffId: ids.staff1, participantId: ada })
    .returning();
  await message(ada, '02T10:20:00', { threadId: thread!.id });
  await message(null, '02T10:21:00', { threadId: thread!.id }); // the staff's answer
  await message(dan, '02T10:50:00', { chatId: ids.chat });
  await t.db
    .update(chatMessages)
    .set({ deletedAt: at('02T10:51:00') })
    .where(eq(chatMessages.participantId, dan));
  await t.db.insert(qaQuestions).values({
    eventId: event.id,
    videoId: ids.talk,
    participantId: dan,
    authorName: 'Dan',
    text: 'Why?',
    createdAt: at('02T10:40:00'),
  });
  const [poll] = await t.db
    .insert(polls)
    .values({ eventId: event.id, videoId: ids.talk, question: 'Q' })
    .returning();
  const [option] = await t.db
    .insert(pollOptions)
    .values({ pollId: poll!.id, position: 0, text: 'Yes' })
    .returning();
  await t.db
    .insert(pollVotes)
    .values({ pollId: poll!.id, participantId: eve, optionId: option!.id, createdAt: at('02T13:00:00') });
  await t.db.insert(ratings).values({
    eventId: event.id,
    elementId: ids.talk,
    participantId: eve,
    stars: 4,
    updatedAt: at('02T13:05:00'),
  });

  await t.db.insert(activityPresence).values([
    { eventId: event.id, minute: at('02T10:05:00'), visitors: 3 },
    { eventId: event.id, minute: at('02T11:00:00'), visitors: 5 },
    { eventId: event.id, minute: at('03T10:00:00'), visitors: 1 },
  ]);
  await t.db.insert(registrationPageViews).values([
    { eventId: event.id, hour: at('01T12:00:00'), views: 5 },
    { eventId: event.id, hour: at('02T09:00:00'), views: 3 },
    { eventId: event.id, hour: at('02T10:00:00'), views: 4 },
    { eventId: event.id, hour: at('03T10:00:00'), views: 2 },
  ]);
});
afterAll(() => t.close());

const get = (path: string, token = owner.token, headers: Record<string, string> = {}) =>
  call(t.app, 'GET', path, { token, headers });

const DAY_2 = 'from=2025-06-02T00:00:00Z&to=2025-06-03T00:00:00Z';
const MIDDAY = 'from=2025-06-02T10:30:00Z&to=2025-06-02T12:30:00Z';

describe('GET reporting/events/{id}/funnel', () => {
  it('counts page views, registered, confirmed, entered and engaged since the event was created', async () => {
    const funnel = ok(await get(`reporting/events/${event.id}/funnel`));
    expect(funnel).toMatchObject({
      event: { id: event.id, name: 'Expo 2025' },
      range: { from: '2025-06-01T00:00:00.000Z' },
      pageViews: 14,
      registered: 7,
      confirmed: 6,
      entered: 6,
      engaged: 4,
    });
  });

  it('counts people registered before the end of a range and what they did in it', async () => {
    expect(ok(await get(`reporting/events/${event.id}/funnel?${DAY_2}`))).toMatchObject({
      range: { from: '2025-06-02T00:00:00.000Z', to: '2025-06-03T00:00:00.000Z' },
      pageViews: 7,
      registered: 6,
      confirmed: 5,
      entered: 5,
      engaged: 4,
    });
    // Page views count whole hours overlapping the range (10:00–11:00 does); Ada was there before it.
    expect(ok(await get(`reporting/events/${event.id}/funnel?${MIDDAY}`))).toMatchObject({
      pageViews: 4,
      registered: 6,
      confirmed: 5,
      entered: 3,
      engaged: 2,
    });
  });

  it('counts each load of the public registration page', async () => {
    const fresh = await buildEvent(t.db, { tenantId: owner.id });
    for (let i = 0; i < 3; i++) ok(await call(t.app, 'GET', `public/regpage/${fresh.pageCode}`));
    expect(ok(await get(`reporting/events/${fresh.id}/funnel`))).toMatchObject({
      pageViews: 3,
      registered: 0,
      confirmed: 0,
      entered: 0,
      engaged: 0,
    });
  });

  it('refuses a range that ends before it starts or is not a time', async () => {
    expect(
      fieldsOf(
        await get(`reporting/events/${event.id}/funnel?from=2025-06-03T00:00:00Z&to=2025-06-02T00:00:00Z`),
      ),
    ).toHaveProperty('to');
    expect(fieldsOf(await get(`reporting/events/${event.id}/funnel?from=yesterday`))).toHaveProperty('from');
  });
});

describe('engaged', () => {
  const row = async (key: string, range = '') => {
    const list = ok(await get(`reporting/events/${event.id}/participants?pageSize=200&${range}`));
    return list.participants.find((p: { participantId: string }) => p.participantId === people[key]);
  };

  it('is one second of watching short for 59 s, and reached by 60 s live and on demand together', async () => {
    expect(await row('bob')).toMatchObject({
      watchSecondsLive: 59,
      watchSecondsOnDemand: 0,
      elementsOpened: 0,
    });
    expect(await row('cy')).toMatchObject({ watchSecondsLive: 40, watchSecondsOnDemand: 20 });
    // Funnel: Bob entered and is not engaged, Cy is. Bob and Cy alone in a range:
    const funnel = ok(
      await get(`reporting/events/${event.id}/funnel?from=2025-06-02T11:00:00Z&to=2025-06-02T12:30:00Z`),
    );
    expect(funnel).toMatchObject({ entered: 2, engaged: 1 });
  });

  it('counts a visitor seen only through a poll vote and a rating as entered and engaged', async () => {
    expect(await row('eve')).toMatchObject({
      firstEntryAt: '2025-06-02T13:00:00.000Z',
      pollVotes: 1,
      ratings: 1,
    });
    const funnel = ok(
      await get(`reporting/events/${event.id}/funnel?from=2025-06-02T12:45:00Z&to=2025-06-02T14:00:00Z`),
    );
    expect(funnel).toMatchObject({ entered: 1, engaged: 1 });
  });

  it('is not reached by entering and leaving alone', async () => {
    const funnel = ok(await get(`reporting/events/${event.id}/funnel?from=2025-06-03T00:00:00Z`));
    expect(funnel).toMatchObject({ registered: 7, entered: 1, engaged: 0 });
  });
});

describe('GET reporting/events/{id}/participants', () => {
  it('answers what each participant did, by name', async () => {
    const list = ok(await get(`reporting/events/${event.id}/participants`));
    expect(list.total).toBe(7);
    expect(list.participants.map((p: { lastName: string }) => p.lastName)).toEqual([
      'Babbage',
      'Curie',
      'Darwin',
      'Euler',
      'Fermi',
      'Gauss',
      'Lovelace',
    ]);
    expect(list.participants[6]).toEqual({
      participantId: people.ada,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@acme-events.com',
      registeredAt: '2025-06-01T08:00:00.000Z',
      confirmedAt: '2025-06-01T09:00:00.000Z',
      firstEntryAt: '2025-06-02T10:00:00.000Z',
      venueSeconds: 600,
      roomsVisited: 2,
      elementsOpened: 1,
      documentsDownloaded: 1,
      watchSecondsLive: 45,
      watchSecondsOnDemand: 30,
      chatMessages: 2,
      questions: 0,
      pollVotes: 0,
      ratings: 0,
    });
    expect(list.participants[2]).toMatchObject({
      lastName: 'Darwin',
      firstEntryAt: '2025-06-02T10:30:00.000Z',
      elementsOpened: 1,
      chatMessages: 1,
      questions: 1,
    });
    expect(list.participants[4]).toMatchObject({ firstName: '=Fay', confirmedAt: null, firstEntryAt: null });
  });

  it('sorts by a figure with ties by name, and pages', async () => {
    const page = (n: number) =>
      get(`reporting/events/${event.id}/participants?sort=venueSeconds&order=DESC&pageSize=3&page=${n}`);
    const first = ok(await page(1));
    expect(first.total).toBe(7);
    expect(first.participants.map((p: { lastName: string }) => p.lastName)).toEqual([
      'Lovelace',
      'Babbage',
      'Gauss',
    ]);
    expect(ok(await page(2)).participants.map((p: { lastName: string }) => p.lastName)).toEqual([
      'Curie',
      'Darwin',
      'Euler',
    ]);
  });

  it('puts those never seen last, whichever the order of first entry', async () => {
    for (const order of ['ASC', 'DESC']) {
      const list = ok(
        await get(`reporting/events/${event.id}/participants?sort=firstEntryAt&order=${order}`),
      );
      expect(list.participants.at(-1).lastName).toBe('Fermi');
    }
    const asc = ok(await get(`reporting/events/${event.id}/participants?sort=firstEntryAt`));
    expect(asc.participants[0].lastName).toBe('Lovelace');
  });

  it('searches names and address, and keeps to the people registered before the range ends', async () => {
    const search = async (q: string) =>
      ok(
        await get(`reporting/events/${event.id}/participants?search=${encodeURIComponent(q)}`),
      ).participants.map((p: { lastName: string }) => p.lastName);
    expect(await search('CUR')).toEqual(['Curie']);
    expect(await search('ada lovelace')).toEqual(['Lovelace']);
    expect(await search('gil@')).toEqual(['Gauss']);
    const ranged = ok(await get(`reporting/events/${event.id}/participants?${DAY_2}`));
    expect(ranged.total).toBe(6);
  });

  it('refuses an unknown sort and a page size over 200', async () => {
    expect(fieldsOf(await get(`reporting/events/${event.id}/participants?sort=score`))).toHaveProperty(
      'sort',
    );
    expect(fieldsOf(await get(`reporting/events/${event.id}/participants?pageSize=201`))).toHaveProperty(
      'pageSize',
    );
  });
});

/** The rows of a CSV answer (no quoted commas in these data), BOM removed. */
const csvRows = (res: Res) =>
  res.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

async function sheetOf(res: Res): Promise<{ name: string; rows: unknown[][] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

describe('GET reporting/events/{id}/participants/export', () => {
  it('writes every participant as CSV with headers in the language asked, formula-safe', async () => {
    const res = await get(`reporting/events/${event.id}/participants/export?format=csv&language=de`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="participant-activity-Expo-2025.csv"',
    );
    const rows = csvRows(res);
    expect(rows[0]!.slice(0, 4)).toEqual(['Vorname', 'Nachname', 'E-Mail', 'Registriert am']);
    expect(rows).toHaveLength(8);
    expect(rows[5]!.slice(0, 2)).toEqual(["'=Fay", 'Fermi']);
    expect(rows[7]).toEqual([
      'Ada',
      'Lovelace',
      'ada@acme-events.com',
      '2025-06-01T08:00:00.000Z',
      '2025-06-01T09:00:00.000Z',
      '2025-06-02T10:00:00.000Z',
      '600',
      '2',
      '1',
      '1',
      '45',
      '30',
      '2',
      '0',
      '0',
      '0',
    ]);
  });

  it("writes XLSX with the headers in the request's language", async () => {
    const res = await get(`reporting/events/${event.id}/participants/export?format=xlsx`, owner.token, {
      language: 'fr',
    });
    expect(res.statusCode).toBe(200);
    const { name, rows } = await sheetOf(res);
    expect(name).toBe('Participants');
    expect(rows[0]!.slice(0, 3)).toEqual(['Prénom', 'Nom', 'E-mail']);
    expect(rows[7]!.slice(0, 3)).toEqual(['Ada', 'Lovelace', 'ada@acme-events.com']);
  });

  it('refuses another format', async () => {
    expect(fieldsOf(await get(`reporting/events/${event.id}/participants/export?format=pdf`))).toHaveProperty(
      'format',
    );
  });
});

describe('GET reporting/events/{id}/leads', () => {
  it('answers per booth who opened its documents, watched its video, chatted with or called its staff', async () => {
    const leads = ok(await get(`reporting/events/${event.id}/leads`));
    expect(leads.fields).toEqual([
      { id: ids.company, label: 'Company', type: 'textfield' },
      { id: ids.interests, label: 'Interests', type: 'checkboxes' },
    ]);
    expect(leads.booths).toEqual([
      {
        id: ids.boothA,
        title: 'Booth A',
        leads: [
          {
            participantId: people.cy,
            firstName: 'Cy',
            lastName: 'Curie',
            email: 'cy@acme-events.com',
            documents: [],
            videos: [{ id: ids.video1, title: 'Demo A', opens: 0, seconds: 20 }],
            chatMessages: 0,
            staffCallSeconds: 120,
            answers: {},
          },
          {
            participantId: people.ada,
            firstName: 'Ada',
            lastName: 'Lovelace',
            email: 'ada@acme-events.com',
            documents: [{ id: ids.doc1, title: 'Brochure A', opens: 2, downloads: 1 }],
            videos: [{ id: ids.video1, title: 'Demo A', opens: 0, seconds: 30 }],
            chatMessages: 1,
            staffCallSeconds: 0,
            answers: { [ids.company]: 'Analytical Engines', [ids.interests]: ['AI', 'Math'] },
          },
        ],
      },
      {
        id: ids.boothB,
        title: 'Booth B',
        leads: [
          expect.objectContaining({
            participantId: people.dan,
            documents: [{ id: ids.doc2, title: 'Brochure B', opens: 1, downloads: 0 }],
          }),
        ],
      },
    ]);
  });

  it('answers one booth, within a range', async () => {
    const one = ok(await get(`reporting/events/${event.id}/leads?boothId=${ids.boothA}&${MIDDAY}`));
    expect(one.booths).toHaveLength(1);
    expect(one.booths[0].leads.map((l: { lastName: string }) => l.lastName)).toEqual(['Curie']);
  });

  it('answers 404 for a room that is not a booth of the event and 400 for a malformed id', async () => {
    const res = await get(`reporting/events/${event.id}/leads?boothId=${ids.hall}`);
    expect(res.statusCode).toBe(404);
    expect(errorKeyOf(res)).toBe('NOT_FOUND');
    expect(fieldsOf(await get(`reporting/events/${event.id}/leads?boothId=booth-a`))).toHaveProperty(
      'boothId',
    );
  });

  it('exports a row per booth and lead with the shared answers', async () => {
    const res = await get(`reporting/events/${event.id}/leads/export?format=csv&language=en`);
    expect(res.headers['content-disposition']).toBe('attachment; filename="leads-Expo-2025.csv"');
    expect(csvRows(res)).toEqual([
      [
        'Booth',
        'First name',
        'Last name',
        'Email',
        'Documents opened',
        'Document downloads',
        'Videos',
        'Seconds of video watched',
        'Direct chat messages',
        'Seconds of calls with staff',
        'Company',
        'Interests',
      ],
      ['Booth A', 'Cy', 'Curie', 'cy@acme-events.com', '', '0', 'Demo A', '20', '0', '120', '', ''],
      [
        'Booth A',
        'Ada',
        'Lovelace',
        'ada@acme-events.com',
        'Brochure A',
        '1',
        'Demo A',
        '30',
        '1',
        '0',
        'Analytical Engines',
        'AI; Math',
      ],
      ['Booth B', 'Dan', 'Darwin', 'dan@acme-events.com', 'Brochure B', '0', '', '0', '0', '0', '', ''],
    ]);
    const xlsx = await sheetOf(
      await get(`reporting/events/${event.id}/leads/export?format=xlsx&language=es`),
    );
    expect(xlsx.name).toBe('Contactos');
    expect(xlsx.rows[0]![0]).toBe('Stand');
    expect(xlsx.rows).toHaveLength(4);
  });
});

describe('GET reporting/compare', () => {
  it('answers the totals of each event in the order asked', async () => {
    const fresh = await person(second, 'zoe', 'Zoe', 'Zuse', '01T08:00:00', '01T08:10:00');
    await t.db
      .update(participants)
      .set({ registeredAt: new Date(), confirmedAt: new Date() })
      .where(eq(participants.id, fresh));
    await session(second, fresh, new Date());
    const results = ok(await get(`reporting/compare?eventIds=${second.id},${event.id}`));
    expect(results.events).toEqual([
      {
        id: second.id,
        name: 'Second',
        range: { from: second.createdAt.toISOString(), to: expect.any(String) },
        registered: 1,
        confirmed: 1,
        entered: 1,
        engaged: 0,
        peakConcurrent: 0,
        averageVenueSeconds: 0,
        chatMessages: 0,
        questions: 0,
      },
      {
        id: event.id,
        name: 'Expo 2025',
        range: { from: '2025-06-01T00:00:00.000Z', to: expect.any(String) },
        registered: 7,
        confirmed: 6,
        entered: 6,
        engaged: 4,
        peakConcurrent: 5,
        // (600 + 300 + 100) / 3
        averageVenueSeconds: 333,
        // Ada's two and Dan's deleted one; the staff's answer is nobody's.
        chatMessages: 3,
        questions: 1,
      },
    ]);
  });

  it('applies a range to every event', async () => {
    const results = ok(await get(`reporting/compare?eventIds=${event.id},${second.id}&${MIDDAY}`));
    expect(results.events[0]).toMatchObject({
      registered: 6,
      entered: 3,
      engaged: 2,
      peakConcurrent: 5,
      averageVenueSeconds: 300,
      chatMessages: 1,
      questions: 1,
    });
  });

  it('refuses fewer than 2, more than 5, repeated or malformed ids', async () => {
    const ids6 = Array.from({ length: 6 }, () => randomUUID()).join(',');
    for (const list of [event.id, ids6, `${event.id},${event.id}`, `${event.id},nope`, ''])
      expect(fieldsOf(await get(`reporting/compare?eventIds=${list}`)), list).toHaveProperty('eventIds');
    expect(fieldsOf(await get('reporting/compare'))).toHaveProperty('eventIds');
  });

  it("answers 404 when one of the events is another tenant's or unknown", async () => {
    const stranger = await buildUser(t.db, { plan: 'business' });
    const theirs = await buildEvent(t.db, { tenantId: stranger.user.id });
    for (const other of [theirs.id, randomUUID()]) {
      const res = await get(`reporting/compare?eventIds=${event.id},${other}`);
      expect(res.statusCode).toBe(404);
      expect(errorKeyOf(res)).toBe('NOT_FOUND');
    }
  });
});

describe('who may', () => {
  const paths = () => [
    `reporting/events/${event.id}/funnel`,
    `reporting/events/${event.id}/participants`,
    `reporting/events/${event.id}/participants/export`,
    `reporting/events/${event.id}/leads`,
    `reporting/events/${event.id}/leads/export`,
    `reporting/compare?eventIds=${event.id},${second.id}`,
  ];

  it('refuses the free and starter plans with 403 PREMIUM_REQUIRED, and their sub-accounts', async () => {
    for (const plan of ['free', 'starter'] as const) {
      const main = await buildUser(t.db, { plan });
      const own = await buildEvent(t.db, { tenantId: main.user.id });
      const sub = await buildUser(t.db, { mainAccountId: main.user.id });
      for (const token of [main.token, sub.token])
        for (const path of paths().map((p) => p.replaceAll(event.id, own.id))) {
          const res = await get(path, token);
          expect(res.statusCode, `${plan} ${path}`).toBe(403);
          expect(res.json()).toMatchObject({
            success: false,
            errorKey: 'PREMIUM_REQUIRED',
            message: 'ERR.PREMIUM_REQUIRED',
          });
        }
    }
  });

  it("lets a business account's sub-account reach the events it was given, and no other", async () => {
    const sub = await buildUser(t.db, { mainAccountId: owner.id, eventIds: [event.id] });
    expect(ok(await get(`reporting/events/${event.id}/funnel`, sub.token)).registered).toBe(7);
    for (const path of [
      `reporting/events/${second.id}/funnel`,
      `reporting/events/${second.id}/leads`,
      `reporting/compare?eventIds=${event.id},${second.id}`,
    ]) {
      const res = await get(path, sub.token);
      expect(res.statusCode, path).toBe(404);
    }
    const all = await buildUser(t.db, { mainAccountId: owner.id });
    expect(
      ok(await get(`reporting/compare?eventIds=${event.id},${second.id}`, all.token)).events,
    ).toHaveLength(2);
  });

  it("answers 404 for another tenant's event, and 401 without a session", async () => {
    const stranger = await buildUser(t.db, { plan: 'business' });
    for (const path of paths().slice(0, 5)) {
      const res = await get(path, stranger.token);
      expect(res.statusCode, path).toBe(404);
      expect(errorKeyOf(res)).toBe('NOT_FOUND');
    }
    expect((await call(t.app, 'GET', `reporting/events/${event.id}/funnel`)).statusCode).toBe(401);
  });
});

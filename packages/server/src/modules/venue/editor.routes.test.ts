import { ELEMENT_KINDS, type ElementInput, type ElementKind, Venue } from '@foyer/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { buildAsset, buildElement, buildEvent, buildUser } from '../../../test/factories.js';
import { type Res, call, fieldsOf, ok } from '../../../test/http.js';
import { assetUsages, venueElements } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Element = Record<string, unknown> & { id: string; kind: ElementKind };

type Editor = {
  userId: string;
  token: string;
  eventId: string;
  /** POST events/{id}/elements: the element as read back and its version. */
  add(element: object, parentId?: string | null): Promise<{ element: Element; version: number }>;
  /** The raw answer of a POST. */
  tryAdd(element: object, parentId?: string | null): Promise<Res>;
  /** An element made by the factory, without HTTP (a fixture, when creating it is not under test). */
  seed(element: object, parentId?: string | null): Promise<{ element: Element; version: number }>;
  put(id: string, version: number, element: object): Promise<Res>;
  del(id: string, version: number): Promise<Res>;
  venue(): Promise<{
    venue: Venue;
    versions: Record<string, number>;
    event: { name: string; version: number; lastUpdate: string };
    assets: { id: string; name: string }[];
  }>;
};

/** An account (business unless told) with an empty event, and calls on that event's editor API. */
async function editor(plan: 'free' | 'starter' | 'business' = 'business'): Promise<Editor> {
  const { user, token } = await buildUser(t.db, { plan });
  const event = await buildEvent(t.db, { tenantId: user.id });
  const base = `events/${event.id}`;
  const tryAdd = (element: object, parentId: string | null = null) =>
    call(t.app, 'POST', `${base}/elements`, { token, body: { parentId, element } });
  return {
    userId: user.id,
    token,
    eventId: event.id,
    tryAdd,
    add: async (element, parentId) => ok(await tryAdd(element, parentId)),
    seed: (element, parentId) => buildElement(t.db, { event, element: element as ElementInput, parentId }),
    put: (id, version, element) =>
      call(t.app, 'PUT', `${base}/elements/${id}`, { token, body: { version, element } }),
    del: (id, version) => call(t.app, 'DELETE', `${base}/elements/${id}?version=${version}`, { token }),
    venue: async () => ok(await call(t.app, 'GET', `${base}/venue`, { token })),
  };
}

const hall = { kind: 'HALL', designId: 'hall-atrium', title: 'Main hall' };
const booth = { kind: 'BOOTH', designId: 'booth-kiosk', title: 'Booth A' };
const theatre = { kind: 'THEATRE', designId: 'theatre-amphi', title: 'Auditorium' };
const staff = (slotId = 'staff-1') => ({ kind: 'BOOTH_STAFF', slotId, name: 'Ann Lee' });

const usageRows = (eventId: string) =>
  t.db
    .select({ assetId: assetUsages.assetId })
    .from(assetUsages)
    .where(and(eq(assetUsages.ownerId, eventId), eq(assetUsages.usageType, 'event.venue')));

describe('GET events/{id}/venue', () => {
  it('answers the event, an empty venue, no versions and no assets for a new event', async () => {
    const e = await editor();
    const { event, venue, versions, assets } = await e.venue();
    expect(event).toMatchObject({ id: e.eventId, version: 1 });
    expect(venue).toEqual(Venue.parse({ rooms: [] }));
    expect(versions).toEqual({});
    expect(assets).toEqual([]);
  });

  it("answers each element's version and the assets the venue uses", async () => {
    const e = await editor();
    const image = await buildAsset(t, { tenantId: e.userId, kind: 'image', name: 'Backdrop' });
    const before = (await e.venue()).event;
    const room = await e.seed(hall);
    const canvas = await e.seed(
      { kind: 'HALL_CANVAS', slotId: 'canvas-1', imageAssetId: image.id },
      room.element.id,
    );
    await e.put(room.element.id, 1, { ...hall, title: 'Main hall 2' });
    const { event, venue, versions, assets } = await e.venue();
    // Element edits mark the event as changed but leave its settings version alone.
    expect(Date.parse(event.lastUpdate)).toBeGreaterThan(Date.parse(before.lastUpdate));
    expect(event.version).toBe(before.version);
    expect(versions).toEqual({ [room.element.id]: 2, [canvas.element.id]: 1 });
    expect(venue.rooms[0]!.elements.map((x) => x.id)).toEqual([canvas.element.id]);
    expect(assets.map((a: { id: string; name: string }) => [a.id, a.name])).toEqual([[image.id, 'Backdrop']]);
  });
});

/** Builds the rooms and references every kind's sample needs, then answers the samples. */
async function samples(e: Editor) {
  const image = await buildAsset(t, { tenantId: e.userId, kind: 'image' });
  const document = await buildAsset(t, { tenantId: e.userId, kind: 'document' });
  const video = await buildAsset(t, { tenantId: e.userId, kind: 'video' });
  const h = (await e.seed(hall)).element;
  const b = (await e.seed(booth)).element;
  const th = (await e.seed(theatre)).element;
  const day = (await e.seed({ kind: 'TIMELINE_DAY', title: 'Day 1', date: '2026-12-01' })).element;
  const chat = (await e.seed({ kind: 'EVENT_CHAT', title: 'Lobby' })).element;
  const moderator = (
    await e.seed({ kind: 'EVENT_MODERATOR', email: 'mo@acme-events.com', firstName: 'Mo', lastName: 'Reed' })
  ).element;
  type Sample = { parentId?: string; create: object; change: object; expected?: object };
  const all: Record<ElementKind, Sample> = {
    HALL: { create: { ...hall, title: 'Second hall' }, change: { title: 'Foyer', description: 'Welcome' } },
    BOOTH: {
      create: { ...booth, color: '#ff0000', logoAssetId: image.id },
      change: { color: '#00aa00', target: { kind: 'chat', elementId: chat.id } },
    },
    THEATRE: {
      create: { ...theatre, nextRoomId: h.id },
      change: { designId: 'theatre-studio', nextRoomId: null },
    },
    OTHER: {
      create: { kind: 'OTHER', designId: 'other-lounge', title: 'Lounge' },
      change: { title: 'Garden' },
    },
    DOOR: {
      create: {
        kind: 'DOOR',
        roomId: h.id,
        slotId: 'door-1',
        title: 'To booth',
        target: { kind: 'room', elementId: b.id },
      },
      change: { title2: 'Open all day', target: { kind: 'timeline' }, closesAt: '2026-12-02T18:00:00.000Z' },
    },
    HALL_CANVAS: {
      parentId: h.id,
      create: { kind: 'HALL_CANVAS', slotId: 'canvas-1', imageAssetId: image.id },
      change: { duration: 20, fade: false, target: { kind: 'room', elementId: th.id } },
    },
    BOOTH_CANVAS: {
      parentId: b.id,
      create: { kind: 'BOOTH_CANVAS', slotId: 'canvas-1' },
      change: { showLogo: true, target: { kind: 'profile' } },
    },
    BOOTH_DOCMONITOR: {
      parentId: b.id,
      create: {
        kind: 'BOOTH_DOCMONITOR',
        slotId: 'monitor-1',
        title: 'Brochure',
        documentAssetId: document.id,
      },
      change: {
        source: 'link',
        url: 'https://acme-events.com/brochure',
        documentAssetId: null,
        hasRating: true,
      },
    },
    BOOTH_VIDEO: {
      parentId: b.id,
      create: { kind: 'BOOTH_VIDEO', slotId: 'screen-1', title: 'Showreel', videoAssetId: video.id },
      change: { loop: true, slideshow: true, slideshowAssetIds: [image.id] },
    },
    BOOTH_STAFF: {
      parentId: b.id,
      create: { ...staff(), heightMetres: 1.8 },
      change: { group: 'Sales', allowVideoCalls: true, target: { kind: 'user', elementId: moderator.id } },
    },
    THEATRE_VIDEO: {
      parentId: th.id,
      create: { kind: 'THEATRE_VIDEO', title: 'Keynote', videoAssetId: video.id, chatId: chat.id },
      change: { speaker: 'Dr. Lee', startsAt: '2026-12-01T09:00:00.000Z', interactive: true },
    },
    THEATRE_SLIDE: {
      parentId: th.id,
      create: { kind: 'THEATRE_SLIDE', title: 'Intro', url: 'https://acme-events.com/slide1.png', time: 0 },
      change: { time: 90 },
    },
    THEATRE_LINK: {
      parentId: th.id,
      create: { kind: 'THEATRE_LINK', title: 'Agenda', target: { kind: 'timeline' } },
      change: { target: { kind: 'link', url: 'https://acme-events.com', newTab: false } },
    },
    TIMELINE_DAY: { create: { kind: 'TIMELINE_DAY', title: 'Day 2' }, change: { date: '2026-12-02' } },
    TIMELINE_DAY_ITEM: {
      parentId: day.id,
      create: { kind: 'TIMELINE_DAY_ITEM', title: 'Welcome', start: '09:00', end: '09:30', color: '#123abc' },
      change: { location: 'Main hall', target: { kind: 'room', elementId: h.id } },
    },
    PROFILE_ITEM: {
      create: { kind: 'PROFILE_ITEM', type: 'textfield', label: 'Company' },
      change: { type: 'select', options: [{ value: 'Small' }, { value: 'Large', selected: true }] },
      expected: {
        options: [
          { value: 'Small', selected: false },
          { value: 'Large', selected: true },
        ],
      },
    },
    EVENT_CHAT: { create: { kind: 'EVENT_CHAT', title: 'Questions' }, change: {} },
    EVENT_BREAKOUT: {
      create: { kind: 'EVENT_BREAKOUT', name: 'Round table', moderatorId: moderator.id },
      change: { capacity: 12 },
    },
    EVENT_MODERATOR: {
      create: { kind: 'EVENT_MODERATOR', email: 'sam@acme-events.com', firstName: 'Sam', lastName: 'Poe' },
      change: { lastName: 'Stone' },
    },
  };
  return all;
}

describe('POST and PUT events/{id}/elements', () => {
  it.each(ELEMENT_KINDS)('creates and updates %s, both reading back', async (kind) => {
    const e = await editor();
    const sample = (await samples(e))[kind];
    const created = await e.add(sample.create, sample.parentId ?? null);
    expect(created.version).toBe(1);
    expect(created.element.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.element).toMatchObject(sample.create);

    const res = await e.put(created.element.id, 1, { ...created.element, ...sample.change });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json().results;
    expect(updated.version).toBe(2);
    expect(updated.element).toMatchObject({ ...sample.change, ...sample.expected, id: created.element.id });

    const { venue, versions } = await e.venue();
    expect(versions[created.element.id]).toBe(2);
    const saved = [
      ...venue.rooms.flatMap((r) => [r, ...r.elements]),
      ...venue.doors,
      ...venue.agenda.flatMap((d) => [d, ...d.items]),
      ...venue.chats,
      ...venue.breakouts,
      ...venue.profileItems,
      ...venue.moderators,
    ].find((x) => x.id === created.element.id);
    expect(saved).toEqual(updated.element);
  });

  it('ignores the id, elements and items sent on create and fills the defaults', async () => {
    const e = await editor();
    const { element } = await e.add({
      ...booth,
      id: 'mine',
      elements: [{ id: 'x', kind: 'BOOTH_STAFF', slotId: 'staff-1', name: 'Ghost' }],
    });
    expect(element.id).not.toBe('mine');
    expect(element).toMatchObject({ elements: [], target: { kind: 'none' }, color: null, logoAssetId: null });
    const day = await e.add({ kind: 'TIMELINE_DAY', title: 'Day', items: [{ kind: 'TIMELINE_DAY_ITEM' }] });
    expect(day.element.items).toEqual([]);
  });

  it('keeps a room’s elements and a day’s items on update', async () => {
    const e = await editor();
    const b = await e.seed(booth);
    const s = await e.seed(staff(), b.element.id);
    const res = await e.put(b.element.id, 1, { ...b.element, title: 'Booth B', elements: [] });
    expect(res.json().results.element.elements.map((x: Element) => x.id)).toEqual([s.element.id]);
    const day = await e.seed({ kind: 'TIMELINE_DAY', title: 'Day' });
    const item = await e.seed(
      { kind: 'TIMELINE_DAY_ITEM', title: 'Talk', start: '10:00', end: '11:00' },
      day.element.id,
    );
    const again = await e.put(day.element.id, 1, { ...day.element, items: [] });
    expect(again.json().results.element.items.map((x: Element) => x.id)).toEqual([item.element.id]);
  });

  it('moves a door to another room and slot', async () => {
    const e = await editor();
    const h = await e.seed(hall);
    const b = await e.seed(booth);
    const door = await e.seed({ kind: 'DOOR', roomId: h.element.id, slotId: 'door-3', title: 'Out' });
    const res = await e.put(door.element.id, 1, { ...door.element, roomId: b.element.id, slotId: 'door-1' });
    expect(res.json().results.element).toMatchObject({ roomId: b.element.id, slotId: 'door-1' });
    const { venue } = await e.venue();
    expect(venue.doors).toEqual([expect.objectContaining({ id: door.element.id, roomId: b.element.id })]);
    // The booth's only door slot is taken now.
    const second = await e.tryAdd({ kind: 'DOOR', roomId: b.element.id, slotId: 'door-1', title: 'Back' });
    expect(fieldsOf(second)).toEqual({ 'element.slotId': 'validation.alreadyUsed' });
  });

  it('reads opening times without an offset in the event’s time zone (DST-correct), not the UTC-timezone header', async () => {
    const e = await editor();
    const zoned = await call(t.app, 'PUT', `events/${e.eventId}/settings`, {
      token: e.token,
      body: { version: 1, timeZone: 'Europe/Berlin' },
    });
    expect(zoned.json().results.event.timeZone).toBe('Europe/Berlin');
    const h = await e.seed(hall);
    const res = await call(t.app, 'POST', `events/${e.eventId}/elements`, {
      token: e.token,
      body: {
        element: {
          kind: 'DOOR',
          roomId: h.element.id,
          slotId: 'door-1',
          title: 'Gate',
          opensAt: '2026-12-01T10:00',
          closesAt: '2026-12-01T18:30:00+01:00',
        },
      },
      headers: { 'UTC-timezone': '2' },
    });
    // 10:00 in Berlin in winter (UTC+1); a value with an offset keeps its instant.
    expect(res.json().results.element).toMatchObject({
      opensAt: '2026-12-01T09:00:00.000Z',
      closesAt: '2026-12-01T17:30:00.000Z',
    });
    const door = res.json().results.element as Element;
    const moved = await call(t.app, 'PUT', `events/${e.eventId}/elements/${door.id}`, {
      token: e.token,
      body: {
        version: 1,
        element: { ...door, opensAt: '2026-07-01T10:00', closesAt: '' },
      },
      headers: { 'UTC-timezone': '-5.5' },
    });
    // 10:00 in Berlin in summer (UTC+2).
    expect(moved.json().results.element).toMatchObject({
      opensAt: '2026-07-01T08:00:00.000Z',
      closesAt: null,
    });
  });

  it('refuses a missing title, bad colours, a non-https iframe and a select without options', async () => {
    const e = await editor();
    const h = await e.seed(hall);
    expect(fieldsOf(await e.tryAdd({ kind: 'HALL', designId: 'hall-atrium' }))).toEqual({
      'element.title': 'validation.required',
    });
    expect(fieldsOf(await e.tryAdd({ ...booth, color: 'red' }))).toEqual({
      'element.color': 'validation.hexColor',
    });
    const day = await e.seed({ kind: 'TIMELINE_DAY', title: 'Day' });
    const item = { kind: 'TIMELINE_DAY_ITEM', title: 'Talk', start: '09:00', end: '10:00' };
    expect(fieldsOf(await e.tryAdd({ ...item, color: '#12345' }, day.element.id))).toEqual({
      'element.color': 'validation.hexColor',
    });
    const door = { kind: 'DOOR', roomId: h.element.id, slotId: 'door-1', title: 'Door' };
    expect(
      fieldsOf(await e.tryAdd({ ...door, target: { kind: 'iframe', url: 'http://acme-events.com/x' } })),
    ).toEqual({ 'element.target.url': 'validation.https' });
    expect(fieldsOf(await e.tryAdd({ kind: 'PROFILE_ITEM', type: 'select', label: 'Size' }))).toEqual({
      'element.options': 'validation.required',
    });
    expect(fieldsOf(await e.tryAdd({ kind: 'EVENT_CHAT', title: 'Chat', colour: 'red' }))).toEqual({
      'element.colour': 'validation.unknownField',
    });
    expect(fieldsOf(await e.tryAdd({ kind: 'TABLE', title: 'x' }))).toEqual({
      'element.kind': 'validation.invalid',
    });
    expect((await e.venue()).venue.rooms).toHaveLength(1);
  });

  it('refuses slots of the wrong kind or taken, and elements the room kind may not hold', async () => {
    const e = await editor();
    const b = await e.seed(booth);
    const h = await e.seed(hall);
    expect(fieldsOf(await e.tryAdd(staff('monitor-1'), b.element.id))).toEqual({
      'element.slotId': 'validation.invalid',
    });
    expect(fieldsOf(await e.tryAdd(staff('staff-9'), b.element.id))).toEqual({
      'element.slotId': 'validation.invalid',
    });
    await e.seed(staff(), b.element.id);
    expect(fieldsOf(await e.tryAdd({ ...staff(), name: 'Bob' }, b.element.id))).toEqual({
      'element.slotId': 'validation.alreadyUsed',
    });
    // Canvases of one slot rotate, so a second one is welcome.
    await e.add({ kind: 'BOOTH_CANVAS', slotId: 'canvas-1' }, b.element.id);
    await e.add({ kind: 'BOOTH_CANVAS', slotId: 'canvas-1' }, b.element.id);
    expect(fieldsOf(await e.tryAdd(staff(), h.element.id))).toMatchObject({
      'element.kind': 'validation.invalid',
    });
    // A monitor cannot move to a screen slot.
    const monitor = await e.seed(
      {
        kind: 'BOOTH_DOCMONITOR',
        slotId: 'monitor-1',
        title: 'Flyer',
        source: 'link',
        url: 'https://acme-events.com/f',
      },
      b.element.id,
    );
    const first = await e.put(monitor.element.id, 1, { ...monitor.element, slotId: 'screen-1' });
    expect(fieldsOf(first)).toEqual({ 'element.slotId': 'validation.invalid' });
    // Moving into a slot a later sibling holds names the moved element's slot.
    const island = await e.seed({ ...booth, designId: 'booth-island', title: 'Island' });
    const one = await e.seed(staff('staff-1'), island.element.id);
    await e.seed(staff('staff-2'), island.element.id);
    const taken = await e.put(one.element.id, 1, { ...one.element, slotId: 'staff-2' });
    expect(fieldsOf(taken)).toEqual({ 'element.slotId': 'validation.alreadyUsed' });
  });

  it('refuses a missing or wrong parent', async () => {
    const e = await editor();
    const h = await e.seed(hall);
    const chat = await e.seed({ kind: 'EVENT_CHAT', title: 'Lobby' });
    const canvas = { kind: 'HALL_CANVAS', slotId: 'canvas-1' };
    expect(fieldsOf(await e.tryAdd(canvas))).toEqual({ parentId: 'validation.invalid' });
    expect(fieldsOf(await e.tryAdd(canvas, chat.element.id))).toEqual({
      parentId: 'validation.invalid',
    });
    expect(fieldsOf(await e.tryAdd(canvas, 'nowhere'))).toEqual({ parentId: 'validation.invalid' });
    const item = { kind: 'TIMELINE_DAY_ITEM', title: 'Talk', start: '09:00', end: '10:00' };
    expect(fieldsOf(await e.tryAdd(item, h.element.id))).toEqual({ parentId: 'validation.invalid' });
    expect(
      fieldsOf(await e.tryAdd({ kind: 'DOOR', roomId: chat.element.id, slotId: 'door-1', title: 'D' })),
    ).toEqual({ 'element.roomId': 'validation.invalid' });
  });

  it('refuses targets to missing elements or of the wrong kind, and target kinds the element may not use', async () => {
    const e = await editor();
    const h = await e.seed(hall);
    const chat = await e.seed({ kind: 'EVENT_CHAT', title: 'Lobby' });
    const door = { kind: 'DOOR', roomId: h.element.id, slotId: 'door-1', title: 'Door' };
    const missing = { kind: 'room', elementId: '0a6a5b0e-5a5e-4a53-9f5e-7c2f1d7c0001' };
    expect(fieldsOf(await e.tryAdd({ ...door, target: missing }))).toEqual({
      'element.target.elementId': 'validation.invalid',
    });
    expect(
      fieldsOf(await e.tryAdd({ ...door, target: { kind: 'room', elementId: chat.element.id } })),
    ).toEqual({
      'element.target.elementId': 'validation.invalid',
    });
    expect(fieldsOf(await e.tryAdd({ ...door, target: { kind: 'profile' } }))).toEqual({
      'element.target.kind': 'validation.invalid',
    });
    expect(
      fieldsOf(
        await e.tryAdd({
          kind: 'THEATRE',
          designId: 'theatre-amphi',
          title: 'T',
          nextRoomId: chat.element.id,
        }),
      ),
    ).toEqual({ 'element.nextRoomId': 'validation.invalid' });
    expect(
      fieldsOf(await e.tryAdd({ kind: 'EVENT_BREAKOUT', name: 'Table', moderatorId: chat.element.id })),
    ).toEqual({ 'element.moderatorId': 'validation.invalid' });
  });

  it("refuses another tenant's asset and an asset of the wrong kind", async () => {
    const e = await editor();
    const other = await buildUser(t.db);
    const foreign = await buildAsset(t, { tenantId: other.user.id, kind: 'image' });
    const own = await buildAsset(t, { tenantId: e.userId, kind: 'document' });
    const h = await e.seed(hall);
    expect(
      fieldsOf(
        await e.tryAdd({ kind: 'HALL_CANVAS', slotId: 'canvas-1', imageAssetId: foreign.id }, h.element.id),
      ),
    ).toEqual({ 'element.imageAssetId': 'validation.invalid' });
    expect(
      fieldsOf(
        await e.tryAdd({ kind: 'HALL_CANVAS', slotId: 'canvas-1', imageAssetId: own.id }, h.element.id),
      ),
    ).toEqual({ 'element.imageAssetId': 'validation.invalid' });
    expect(
      fieldsOf(
        await e.tryAdd(
          { kind: 'HALL_CANVAS', slotId: 'canvas-1', target: { kind: 'picture', assetId: foreign.id } },
          h.element.id,
        ),
      ),
    ).toEqual({ 'element.target.assetId': 'validation.invalid' });
  });

  it('refuses a design change that leaves a placed element without its slot', async () => {
    const e = await editor();
    const b = await e.seed({ ...booth, designId: 'booth-tower' });
    await e.seed({ ...staff('staff-2') }, b.element.id);
    const res = await e.put(b.element.id, 1, { ...b.element, designId: 'booth-kiosk' });
    expect(fieldsOf(res)).toEqual({ 'element.designId': 'validation.invalid' });
    const fine = await e.put(b.element.id, 1, { ...b.element, designId: 'booth-island' });
    expect(fine.json().results.version).toBe(2);
  });

  it('refuses a chat title change (validation.fixed) but saves the same title', async () => {
    const e = await editor();
    const chat = await e.seed({ kind: 'EVENT_CHAT', title: 'Lobby' });
    expect(fieldsOf(await e.put(chat.element.id, 1, { kind: 'EVENT_CHAT', title: 'Hall' }))).toEqual({
      'element.title': 'validation.fixed',
    });
    const same = await e.put(chat.element.id, 1, { kind: 'EVENT_CHAT', title: ' Lobby ' });
    expect(same.json().results).toMatchObject({ element: { title: 'Lobby' }, version: 2 });
  });

  it('refuses another kind on update and answers STALE_VERSION for a stale version', async () => {
    const e = await editor();
    const h = await e.seed(hall);
    expect(fieldsOf(await e.put(h.element.id, 1, { ...h.element, kind: 'BOOTH' }))).toEqual({
      'element.kind': 'validation.invalid',
    });
    await e.put(h.element.id, 1, { ...h.element, title: 'First' });
    const stale = await e.put(h.element.id, 1, { ...h.element, title: 'Second' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toMatchObject({ success: false, errorKey: 'STALE_VERSION' });
    expect((await e.venue()).venue.rooms[0]!.title).toBe('First');
  });

  it('answers PREMIUM_REQUIRED for a breakout room on the free and starter plans, and creates it on business', async () => {
    for (const plan of ['free', 'starter'] as const) {
      const e = await editor(plan);
      const res = await e.tryAdd({ kind: 'EVENT_BREAKOUT', name: 'Table' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ errorKey: 'PREMIUM_REQUIRED', message: 'ERR.PREMIUM_REQUIRED' });
    }
    const e = await editor('business');
    expect((await e.add({ kind: 'EVENT_BREAKOUT', name: 'Table' })).element).toMatchObject({
      name: 'Table',
      capacity: 30,
    });
  });

  it('lets exactly one of 10 parallel staff creations into one free slot win', async () => {
    const e = await editor();
    const b = await e.seed(booth);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => e.tryAdd({ ...staff(), name: `Person ${i}` }, b.element.id)),
    );
    expect(results.filter((r) => r.json().success)).toHaveLength(1);
    for (const r of results.filter((x) => !x.json().success))
      expect(r.json().results.fields).toEqual({ 'element.slotId': 'validation.alreadyUsed' });
    const [n] = await t.db
      .select({ n: count() })
      .from(venueElements)
      .where(and(eq(venueElements.eventId, e.eventId), eq(venueElements.kind, 'BOOTH_STAFF')));
    expect(n!.n).toBe(1);
  });

  it('registers the venue’s assets, so one on a canvas cannot be deleted until the canvas is gone', async () => {
    const e = await editor();
    const image = await buildAsset(t, { tenantId: e.userId, kind: 'image' });
    const h = await e.seed(hall);
    const canvas = await e.add(
      { kind: 'HALL_CANVAS', slotId: 'canvas-2', imageAssetId: image.id },
      h.element.id,
    );
    expect(await usageRows(e.eventId)).toEqual([{ assetId: image.id }]);
    const inUse = await call(t.app, 'DELETE', `assets/item/${image.id}`, { token: e.token });
    expect(inUse.json()).toMatchObject({
      success: false,
      errorKey: 'REMOVABLE_DOC_HAS_DEPENDENCIES',
      results: { usages: [{ type: 'event.venue', id: e.eventId }] },
    });
    await e.put(canvas.element.id, 1, { ...canvas.element, imageAssetId: null });
    expect(await usageRows(e.eventId)).toEqual([]);
    ok(await call(t.app, 'DELETE', `assets/item/${image.id}`, { token: e.token }));
  });
});

describe('DELETE events/{id}/elements/{elementId}', () => {
  it('deletes a room with its elements and doors, and forgets their assets', async () => {
    const e = await editor();
    const image = await buildAsset(t, { tenantId: e.userId, kind: 'avatar' });
    const h = await e.seed(hall);
    const b = await e.seed(booth);
    await e.seed({ ...staff(), imageAssetId: image.id }, b.element.id);
    await e.seed({
      kind: 'DOOR',
      roomId: b.element.id,
      slotId: 'door-1',
      title: 'Back',
      target: { kind: 'room', elementId: h.element.id },
    });
    expect(await usageRows(e.eventId)).toHaveLength(1);
    const res = await e.del(b.element.id, 1);
    expect(res.json(), res.body).toEqual({ success: true, results: {} });
    const { venue, versions } = await e.venue();
    expect(venue.rooms.map((r) => r.id)).toEqual([h.element.id]);
    expect(venue.doors).toEqual([]);
    expect(Object.keys(versions)).toEqual([h.element.id]);
    expect(await usageRows(e.eventId)).toEqual([]);
  });

  it('answers STALE_VERSION for a stale version', async () => {
    const e = await editor();
    const chat = await e.seed({ kind: 'EVENT_CHAT', title: 'Lobby' });
    await e.put(chat.element.id, 1, chat.element);
    expect((await e.del(chat.element.id, 1)).json()).toMatchObject({
      success: false,
      errorKey: 'STALE_VERSION',
    });
    ok(
      await call(t.app, 'DELETE', `events/${e.eventId}/elements/${chat.element.id}?version=2`, {
        token: e.token,
      }),
    );
  });

  it('refuses to delete a room a door leads to, until the door is gone', async () => {
    const e = await editor();
    const h = await e.seed(hall);
    const b = await e.seed(booth);
    const door = await e.seed({
      kind: 'DOOR',
      roomId: h.element.id,
      slotId: 'door-2',
      title: 'Door to Booth A',
      target: { kind: 'room', elementId: b.element.id },
    });
    const res = await e.del(b.element.id, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: false,
      errorKey: 'REMOVABLE_DOC_HAS_DEPENDENCIES',
      results: { usages: [{ type: 'DOOR', id: door.element.id, label: 'Main hall › Door to Booth A' }] },
    });
    ok(
      await call(t.app, 'DELETE', `events/${e.eventId}/elements/${door.element.id}?version=1`, {
        token: e.token,
      }),
    );
    ok(
      await call(t.app, 'DELETE', `events/${e.eventId}/elements/${b.element.id}?version=1`, {
        token: e.token,
      }),
    );
  });

  it('refuses to delete a chat a talk shows, or a moderator of a breakout room, until they let go', async () => {
    const e = await editor();
    const th = await e.seed(theatre);
    const chat = await e.seed({ kind: 'EVENT_CHAT', title: 'Keynote chat' });
    const talk = await e.seed(
      { kind: 'THEATRE_VIDEO', title: 'Keynote', chatId: chat.element.id },
      th.element.id,
    );
    expect((await e.del(chat.element.id, 1)).json()).toMatchObject({
      errorKey: 'REMOVABLE_DOC_HAS_DEPENDENCIES',
      results: { usages: [{ type: 'THEATRE_VIDEO', id: talk.element.id, label: 'Auditorium › Keynote' }] },
    });
    await e.put(talk.element.id, 1, { ...talk.element, chatId: null });
    ok(
      await call(t.app, 'DELETE', `events/${e.eventId}/elements/${chat.element.id}?version=1`, {
        token: e.token,
      }),
    );

    const mod = await e.seed({
      kind: 'EVENT_MODERATOR',
      email: 'mo@acme-events.com',
      firstName: 'Mo',
      lastName: 'Reed',
    });
    const table = await e.seed({ kind: 'EVENT_BREAKOUT', name: 'Round table', moderatorId: mod.element.id });
    const staffer = await e.seed({ kind: 'BOOTH', designId: 'booth-kiosk', title: 'Help desk' });
    const person = await e.seed(
      { ...staff(), target: { kind: 'user', elementId: mod.element.id } },
      staffer.element.id,
    );
    expect((await e.del(mod.element.id, 1)).json().results.usages).toEqual([
      { type: 'EVENT_BREAKOUT', id: table.element.id, label: 'Round table' },
      { type: 'BOOTH_STAFF', id: person.element.id, label: 'Help desk › Ann Lee' },
    ]);
    await e.put(table.element.id, 1, { ...table.element, moderatorId: null });
    ok(
      await call(t.app, 'DELETE', `events/${e.eventId}/elements/${person.element.id}?version=1`, {
        token: e.token,
      }),
    );
    ok(
      await call(t.app, 'DELETE', `events/${e.eventId}/elements/${mod.element.id}?version=1`, {
        token: e.token,
      }),
    );
  });

  it('refuses to delete the start room or the help booth, or a room holding what others use', async () => {
    const e = await editor();
    const h = await e.seed(hall);
    const b = await e.seed(booth);
    const { event } = await e.venue();
    ok(
      await call(t.app, 'PUT', `events/${e.eventId}/settings`, {
        token: e.token,
        body: {
          version: event.version,
          startRoomId: h.element.id,
          helpBoothId: b.element.id,
        },
      }),
    );
    expect((await e.del(h.element.id, 1)).json().results.usages).toEqual([
      { type: 'event.startRoom', id: e.eventId, label: event.name },
    ]);
    expect((await e.del(b.element.id, 1)).json().results.usages).toEqual([
      { type: 'event.helpBooth', id: e.eventId, label: event.name },
    ]);
    // The lounge holds a person that a staff member of the booth leads to.
    const lounge = await e.seed({ kind: 'OTHER', designId: 'other-lounge', title: 'Lounge' });
    const person = await e.seed(staff(), lounge.element.id);
    const guide = await e.seed(
      { ...staff(), name: 'Bo', target: { kind: 'user', elementId: person.element.id } },
      b.element.id,
    );
    expect((await e.del(lounge.element.id, 1)).json().results.usages).toEqual([
      { type: 'BOOTH_STAFF', id: guide.element.id, label: 'Booth A › Bo' },
    ]);
    ok(
      await call(t.app, 'PUT', `events/${e.eventId}/settings`, {
        token: e.token,
        body: {
          version: event.version + 1,
          startRoomId: null,
        },
      }),
    );
    ok(
      await call(t.app, 'DELETE', `events/${e.eventId}/elements/${h.element.id}?version=1`, {
        token: e.token,
      }),
    );
    ok(
      await call(t.app, 'DELETE', `events/${e.eventId}/elements/${guide.element.id}?version=1`, {
        token: e.token,
      }),
    );
    ok(
      await call(t.app, 'DELETE', `events/${e.eventId}/elements/${lounge.element.id}?version=1`, {
        token: e.token,
      }),
    );
  });
});

describe('PUT events/{id}/elements/order', () => {
  it('reorders one list of siblings, leaving the others and the versions alone', async () => {
    const e = await editor();
    const h = await e.seed(hall);
    const b = await e.seed(booth);
    const doors = [];
    for (const [room, slot] of [
      [h, 'door-1'],
      [b, 'door-1'],
      [h, 'door-2'],
      [h, 'door-3'],
    ] as const)
      doors.push(
        (await e.seed({ kind: 'DOOR', roomId: room.element.id, slotId: slot, title: slot })).element.id,
      );
    const [d1, d2, d3, d4] = doors as [string, string, string, string];
    const order = (parentId: string | null, ids: string[]) =>
      call(t.app, 'PUT', `events/${e.eventId}/elements/order`, { token: e.token, body: { parentId, ids } });

    const res = await order(h.element.id, [d4, d1, d3]);
    expect(res.json(), res.body).toEqual({
      success: true,
      results: { versions: { [d1]: 1, [d3]: 1, [d4]: 1 } },
    });
    const rooms = await order(null, [b.element.id, h.element.id]);
    expect(rooms.json().success).toBe(true);
    const { venue } = await e.venue();
    expect(venue.rooms.map((r) => r.id)).toEqual([b.element.id, h.element.id]);
    expect(venue.doors.filter((d) => d.roomId === h.element.id).map((d) => d.id)).toEqual([d4, d1, d3]);
    expect(venue.doors.find((d) => d.roomId === b.element.id)!.id).toBe(d2);
  });

  it('answers STALE_VERSION when the ids are not exactly the current siblings', async () => {
    const e = await editor();
    const chats = [];
    for (const title of ['A', 'B', 'C']) chats.push((await e.seed({ kind: 'EVENT_CHAT', title })).element.id);
    const [a, b, c] = chats as [string, string, string];
    const order = (ids: string[], parentId: string | null = null) =>
      call(t.app, 'PUT', `events/${e.eventId}/elements/order`, { token: e.token, body: { parentId, ids } });
    for (const ids of [
      [a, b],
      [a, b, c, c],
      [a, b, b],
      [a, b, c, e.eventId],
      ['gone', a, b, c],
    ]) {
      expect((await order(ids)).json(), JSON.stringify(ids)).toMatchObject({
        success: false,
        errorKey: 'STALE_VERSION',
      });
    }
    expect((await order([c, b, a], a)).json().errorKey).toBe('STALE_VERSION');
    ok(
      await call(t.app, 'PUT', `events/${e.eventId}/elements/order`, {
        token: e.token,
        body: { ids: [c, a, b] },
      }),
    );
    expect((await e.venue()).venue.chats.map((x) => x.title)).toEqual(['C', 'A', 'B']);
  });
});

describe("another tenant's event", () => {
  it('answers 404 for the venue, create, update, delete and order', async () => {
    const owner = await editor();
    const h = await owner.seed(hall);
    const { token } = await buildUser(t.db, { plan: 'business' });
    const base = `events/${owner.eventId}`;
    const answers = [
      await call(t.app, 'GET', `${base}/venue`, { token }),
      await call(t.app, 'POST', `${base}/elements`, {
        token,
        body: { element: { kind: 'EVENT_CHAT', title: 'Mine' } },
      }),
      await call(t.app, 'PUT', `${base}/elements/${h.element.id}`, {
        token,
        body: {
          version: 1,
          element: { ...hall, title: 'Mine' },
        },
      }),
      await call(t.app, 'DELETE', `${base}/elements/${h.element.id}?version=1`, { token }),
      await call(t.app, 'PUT', `${base}/elements/order`, { token, body: { ids: [h.element.id] } }),
      await call(t.app, 'GET', 'events/not-a-uuid/venue', { token }),
      await call(t.app, 'PUT', `${base}/elements/not-a-uuid`, {
        token: owner.token,
        body: { version: 1, element: hall },
      }),
      await call(t.app, 'DELETE', `${base}/elements/${owner.eventId}?version=1`, { token: owner.token }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().errorKey).toBe('NOT_FOUND');
    }
    expect((await owner.venue()).venue.rooms).toEqual([expect.objectContaining({ title: 'Main hall' })]);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/events/00000000-0000-4000-8000-000000000000/venue',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('users/featureRequests', () => {
  it('records a request once and lists it, for main and sub-accounts', async () => {
    const list = async (token: string) => ok(await call(t.app, 'GET', 'users/featureRequests', { token }));
    const ask = async (token: string) =>
      ok(await call(t.app, 'POST', 'users/featureRequests', { token, body: { feature: 'breakoutRooms' } }));
    const { token } = await buildUser(t.db, { plan: 'free' });
    expect(await list(token)).toEqual({ features: [] });
    expect(await ask(token)).toEqual({ features: ['breakoutRooms'] });
    expect(await ask(token)).toEqual({ features: ['breakoutRooms'] });
    expect(await list(token)).toEqual({ features: ['breakoutRooms'] });

    const sub = await buildUser(t.db, { accountType: 1 });
    expect(await ask(sub.token)).toEqual({ features: ['breakoutRooms'] });
    const other = await buildUser(t.db);
    expect(await list(other.token)).toEqual({ features: [] });
  });

  it('refuses unknown features and needs a session', async () => {
    const { token } = await buildUser(t.db);
    const res = await call(t.app, 'POST', 'users/featureRequests', {
      token,
      body: { feature: 'teleport' },
    });
    expect(fieldsOf(res)).toEqual({ feature: 'validation.invalid' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/featureRequests' })).statusCode).toBe(
      401,
    );
  });
});

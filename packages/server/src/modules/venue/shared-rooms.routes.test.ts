import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { buildAsset, buildEvent, buildUser } from '../../../test/factories.js';
import { type Res, call, errorKeyOf, fieldsOf, ok } from '../../../test/http.js';
import { buildVenue } from '../../../test/realtime.js';
import { assetUsages, events, venueElements } from '../../db/schema/index.js';

/**
 * Shared rooms (issue 15, business): a room of one event shown in other events of the account, edited
 * once in its own event; doors, chats, presence, ratings and Q&A stay per event.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Element = Record<string, unknown> & { id: string; kind: string };

/** An event of `account` and calls on its editor API. */
function eventOf(account: { token: string }, eventId: string) {
  const { token } = account;
  const base = `events/${eventId}`;
  const tryAdd = (element: object, parentId: string | null = null) =>
    call(t.app, 'POST', `${base}/elements`, { token, body: { parentId, element } });
  return {
    id: eventId,
    tryAdd,
    add: async (element: object, parentId: string | null = null) =>
      ok(await tryAdd(element, parentId)) as { element: Element; version: number },
    put: (id: string, version: number, element: object) =>
      call(t.app, 'PUT', `${base}/elements/${id}`, { token, body: { version, element } }),
    del: (id: string, version: number) =>
      call(t.app, 'DELETE', `${base}/elements/${id}?version=${version}`, { token }),
    venue: async () => ok(await call(t.app, 'GET', `${base}/venue`, { token })),
    offers: async () => ok(await call(t.app, 'GET', `${base}/sharedRooms`, { token })).rooms,
    tryShow: (roomId: string) => call(t.app, 'POST', `${base}/sharedRooms`, { token, body: { roomId } }),
    show: async (roomId: string): Promise<{ element: Element; version: number }> =>
      ok(await call(t.app, 'POST', `${base}/sharedRooms`, { token, body: { roomId } })),
  };
}

/** An account on `plan` with two events, A and B. */
async function account(plan: 'starter' | 'business' = 'business') {
  const { user, token } = await buildUser(t.db, { plan });
  const a = await buildEvent(t.db, { tenantId: user.id, name: `Expo A ${user.id.slice(0, 6)}` });
  const b = await buildEvent(t.db, { tenantId: user.id, name: `Expo B ${user.id.slice(0, 6)}` });
  return {
    userId: user.id,
    token,
    a: eventOf({ token }, a.id),
    b: eventOf({ token }, b.id),
    names: [a.name, b.name],
  };
}

const hall = { kind: 'HALL', designId: 'hall-atrium', title: 'Sponsor hall' };
const booth = { kind: 'BOOTH', designId: 'booth-kiosk', title: 'Acme booth' };
const staff = { kind: 'BOOTH_STAFF', slotId: 'staff-1', name: 'Ann Lee' };

/** A shared booth with a staff member in event A of a business account. */
async function sharedBooth() {
  const acc = await account();
  const room = await acc.a.add(booth);
  const shared = ok(await acc.a.put(room.element.id, room.version, { ...booth, shared: true }));
  const person = await acc.a.add(staff, room.element.id);
  return { ...acc, roomId: room.element.id, roomVersion: shared.version as number, staff: person };
}

const refused = (res: Res) => ({ key: errorKeyOf(res), usages: res.json().results?.usages });

describe('sharing a room and showing it in another event', () => {
  it("shows the shared room with its elements in the other event's venue, and says where it comes from", async () => {
    const s = await sharedBooth();
    expect(await s.b.offers()).toEqual([
      expect.objectContaining({ roomId: s.roomId, eventId: s.a.id, title: 'Acme booth', isUsedHere: false }),
    ]);
    const shown = await s.b.show(s.roomId);
    expect(shown.element).toMatchObject({ kind: 'BOOTH', title: 'Acme booth', shared: false });
    expect(shown.element.id).not.toBe(s.roomId);

    const { venue, sharing } = await s.b.venue();
    expect(venue.rooms).toHaveLength(1);
    expect(venue.rooms[0].elements).toEqual([
      expect.objectContaining({ id: s.staff.element.id, name: 'Ann Lee' }),
    ]);
    expect(sharing.borrowed).toEqual({
      [shown.element.id]: { eventId: s.a.id, eventName: s.names[0], roomId: s.roomId },
    });
    expect((await s.a.venue()).sharing.lent).toEqual({
      [s.roomId]: [{ eventId: s.b.id, eventName: s.names[1] }],
    });
    expect(await s.b.offers()).toEqual([expect.objectContaining({ roomId: s.roomId, isUsedHere: true })]);
  });

  it('is edited once: a change in its own event shows in every event that shows it', async () => {
    const s = await sharedBooth();
    await s.b.show(s.roomId);
    ok(await s.a.put(s.staff.element.id, s.staff.version, { ...staff, name: 'Bo Chen' }));
    ok(await s.a.put(s.roomId, s.roomVersion, { ...booth, title: 'Acme stand', shared: true }));
    const { venue } = await s.b.venue();
    expect(venue.rooms[0]).toMatchObject({ title: 'Acme stand', elements: [{ name: 'Bo Chen' }] });
  });

  it("refuses changes in the showing event, but takes that event's own doors", async () => {
    const s = await sharedBooth();
    const shown = await s.b.show(s.roomId);
    const here = shown.element.id;
    const { versions } = await s.b.venue();
    expect(fieldsOf(await s.b.put(here, versions[here], { ...booth, title: 'Mine now' }))).toEqual({
      element: 'validation.sharedRoom',
    });
    expect(fieldsOf(await s.b.put(s.staff.element.id, s.staff.version, { ...staff, name: 'X' }))).toEqual({
      element: 'validation.sharedRoom',
    });
    expect(fieldsOf(await s.b.del(s.staff.element.id, s.staff.version))).toEqual({
      element: 'validation.sharedRoom',
    });
    expect(fieldsOf(await s.b.tryAdd({ ...staff, slotId: 'staff-2' }, here))).toEqual({
      parentId: 'validation.sharedRoom',
    });
    const lobby = await s.b.add(hall);
    const door = await s.b.add({
      kind: 'DOOR',
      roomId: here,
      slotId: 'door-1',
      title: 'Back to the hall',
      target: { kind: 'room', elementId: lobby.element.id },
    });
    expect((await s.b.venue()).venue.doors).toEqual([
      expect.objectContaining({ id: door.element.id, roomId: here }),
    ]);
    // Event A's venue has no door: the door is event B's.
    expect((await s.a.venue()).venue.doors).toEqual([]);
    // A's title is unchanged by any of it.
    expect((await s.a.venue()).venue.rooms[0].title).toBe('Acme booth');
  });

  it('keeps the shared room while events show it: delete, unshare and deleting its event are refused with their names', async () => {
    const s = await sharedBooth();
    const shown = await s.b.show(s.roomId);
    const usages = [{ type: 'event.sharedRoom', id: s.b.id, label: s.names[1] }];
    expect(refused(await s.a.del(s.roomId, s.roomVersion))).toEqual({
      key: 'REMOVABLE_DOC_HAS_DEPENDENCIES',
      usages,
    });
    expect(refused(await s.a.put(s.roomId, s.roomVersion, { ...booth, shared: false }))).toEqual({
      key: 'REMOVABLE_DOC_HAS_DEPENDENCIES',
      usages,
    });
    expect(refused(await call(t.app, 'DELETE', `events/${s.a.id}`, { token: s.token }))).toEqual({
      key: 'REMOVABLE_DOC_HAS_DEPENDENCIES',
      usages,
    });
    expect(await t.db.select().from(events).where(eq(events.id, s.a.id))).toHaveLength(1);

    // Event B lets it go (with its own door in it); then A may delete it.
    const door = await s.b.add({ kind: 'DOOR', roomId: shown.element.id, slotId: 'door-1', title: 'Exit' });
    ok(await s.b.del(shown.element.id, shown.version));
    expect((await s.b.venue()).venue).toMatchObject({ rooms: [], doors: [] });
    expect(await t.db.select().from(venueElements).where(eq(venueElements.id, door.element.id))).toEqual([]);
    expect((await s.a.venue()).venue.rooms[0].elements).toHaveLength(1);
    ok(await s.a.del(s.roomId, s.roomVersion));
  });

  it('refuses a change of the shared room that would break a venue showing it', async () => {
    const acc = await account();
    const room = await acc.a.add({ ...hall, shared: true });
    const shown = await acc.b.show(room.element.id);
    await acc.b.add({ kind: 'DOOR', roomId: shown.element.id, slotId: 'door-6', title: 'Garden' });
    // hall-pavilion has five door places: event B's door at the sixth would lose its place.
    const res = await acc.a.put(room.element.id, room.version, {
      ...hall,
      designId: 'hall-pavilion',
      shared: true,
    });
    expect(fieldsOf(res)).toEqual({ 'element.designId': 'validation.sharedConflict' });
    expect((await acc.b.venue()).venue.rooms[0].designId).toBe('hall-atrium');
  });

  it('keeps a shared room leading only inside itself', async () => {
    const acc = await account();
    const chat = await acc.a.add({ kind: 'EVENT_CHAT', title: 'Lobby' });
    const room = await acc.a.add(booth);
    await acc.a.add({ ...staff, target: { kind: 'chat', elementId: chat.element.id } }, room.element.id);
    expect(fieldsOf(await acc.a.put(room.element.id, room.version, { ...booth, shared: true }))).toEqual({
      'element.shared': 'validation.sharedReference',
    });
    const other = await acc.a.add({ ...booth, designId: 'booth-island', title: 'Other booth', shared: true });
    const res = await acc.a.tryAdd(
      { ...staff, target: { kind: 'chat', elementId: chat.element.id } },
      other.element.id,
    );
    expect(fieldsOf(res)).toEqual({ 'element.target.elementId': 'validation.sharedReference' });
    // Leading to a person of the room itself is fine, and shows so in the other event.
    const person = await acc.a.add({ ...staff, slotId: 'staff-2' }, other.element.id);
    const host = await acc.a.add(
      { ...staff, name: 'Host', target: { kind: 'user', elementId: person.element.id } },
      other.element.id,
    );
    await acc.b.show(other.element.id);
    const shownHost = (await acc.b.venue()).venue.rooms[0].elements.find(
      (e: Element) => e.id === host.element.id,
    );
    expect(shownHost.target).toEqual({ kind: 'user', elementId: person.element.id });
  });

  it('counts the media of a shown room as used by the showing event too, and follows changes', async () => {
    const acc = await account();
    const logo = await buildAsset(t, { tenantId: acc.userId });
    const room = await acc.a.add({ ...booth, shared: true, logoAssetId: logo.id });
    const usedBy = async () =>
      (await t.db.select().from(assetUsages).where(eq(assetUsages.assetId, logo.id)))
        .map((u) => u.ownerId)
        .sort();
    expect(await usedBy()).toEqual([acc.a.id]);
    await acc.b.show(room.element.id);
    expect(await usedBy()).toEqual([acc.a.id, acc.b.id].sort());
    ok(await acc.a.put(room.element.id, room.version, { ...booth, shared: true, logoAssetId: null }));
    expect(await usedBy()).toEqual([]);
  });
});

describe('who may share and show', () => {
  it('needs the business plan', async () => {
    const acc = await account('starter');
    const room = await acc.a.add(booth);
    const res = await acc.a.put(room.element.id, room.version, { ...booth, shared: true });
    expect(res.statusCode).toBe(403);
    expect(errorKeyOf(res)).toBe('PREMIUM_REQUIRED');
    expect((await acc.b.tryShow(room.element.id)).statusCode).toBe(403);
    expect((await acc.a.tryAdd({ ...booth, shared: true })).statusCode).toBe(403);
  });

  it("shows only the account's own shared rooms of other events, once", async () => {
    const s = await sharedBooth();
    const stranger = await sharedBooth();
    const plain = await s.a.add({ ...booth, title: 'Not shared' });
    expect(fieldsOf(await s.b.tryShow(stranger.roomId))).toEqual({ roomId: 'validation.invalid' });
    expect(fieldsOf(await s.b.tryShow(plain.element.id))).toEqual({ roomId: 'validation.invalid' });
    expect(fieldsOf(await s.a.tryShow(s.roomId))).toEqual({ roomId: 'validation.invalid' });
    expect(fieldsOf(await s.b.tryShow(s.staff.element.id))).toEqual({ roomId: 'validation.invalid' });
    await s.b.show(s.roomId);
    expect(fieldsOf(await s.b.tryShow(s.roomId))).toEqual({ roomId: 'validation.alreadyUsed' });
    expect((await s.b.offers()).map((o: { roomId: string }) => o.roomId)).toEqual([s.roomId]);
    expect(await stranger.b.offers()).toEqual([expect.objectContaining({ roomId: stranger.roomId })]);
    expect((await s.b.venue()).venue.rooms).toHaveLength(1);
  });
});

describe('per event: visitors, ratings and Q&A', () => {
  it('shows the room to visitors of both events and keeps their ratings apart', async () => {
    const owner = await buildUser(t.db, { plan: 'business' });
    const auth = { userId: owner.user.id, token: owner.token };
    const first = await buildVenue(t.app, t.db, auth);
    const second = await buildVenue(t.app, t.db, auth);
    const theatre = await first.add({
      kind: 'THEATRE',
      designId: 'theatre-amphi',
      title: 'Stage',
      shared: true,
    });
    const talk = await first.add({ kind: 'THEATRE_VIDEO', title: 'Keynote', rating: true }, theatre);
    const shown = (await second.organiser('POST', `events/${second.event.id}/sharedRooms`, {
      roomId: theatre,
    })) as {
      element: { id: string };
    };

    const ada = await first.visitor('Ada');
    const bob = await second.visitor('Bob');
    const seen = ok(
      await call(t.app, 'GET', `public/venue/${second.event.pageCode}`, {
        headers: { visitorToken: bob.visitorToken },
      }),
    );
    expect(seen.venue.rooms.find((r: { id: string }) => r.id === shown.element.id)).toMatchObject({
      title: 'Stage',
      elements: [expect.objectContaining({ id: talk, title: 'Keynote' })],
    });
    const rate = (pageCode: string, visitorToken: string, stars: number) =>
      call(t.app, 'PUT', `public/venue/${pageCode}/ratings/${talk}`, {
        headers: { visitorToken },
        body: { stars },
      });
    expect(ok(await rate(first.event.pageCode, ada.visitorToken, 5))).toEqual({
      average: 5,
      count: 1,
      mine: 5,
    });
    expect(ok(await rate(second.event.pageCode, bob.visitorToken, 1))).toEqual({
      average: 1,
      count: 1,
      mine: 1,
    });
    // A visitor of one event cannot rate through the other.
    expect(errorKeyOf(await rate(first.event.pageCode, bob.visitorToken, 3))).toBe(
      'VISITOR_TOKEN_IS_INVALID',
    );
  });
});

import { ACTIVITY_BATCH_MAX } from '@foyer/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { call, errorKeyOf, fieldsOf, ok } from '../../../test/http.js';
import { type Venue, buildVenue } from '../../../test/realtime.js';
import { activityRecords } from '../../db/schema/index.js';
import { flushActivity } from './activity.service.js';

let t: TestApp;
let venue: Venue;
let otherVenue: Venue;
let docId: string;
let otherHallId: string;

beforeAll(async () => {
  t = await createTestApp();
  venue = await buildVenue(t.app, t.db);
  docId = await venue.add(
    {
      kind: 'BOOTH_DOCMONITOR',
      slotId: 'monitor-1',
      source: 'link',
      url: 'https://acme-events.com/brochure.pdf',
      title: 'Brochure',
    },
    venue.boothId,
  );
  otherVenue = await buildVenue(t.app, t.db);
  otherHallId = otherVenue.hallId;
});
afterAll(() => t.close());

const at = (offsetMs = 0) => new Date(Date.now() + offsetMs).toISOString();

type Send = { token?: string; bodyToken?: string; pageCode?: string };
const record = (records: object[], { token, bodyToken, pageCode = venue.event.pageCode }: Send = {}) =>
  call(t.app, 'POST', `public/venue/${pageCode}/activity`, {
    headers: token === undefined ? {} : { visitorToken: token },
    body: { records, ...(bodyToken === undefined ? {} : { visitorToken: bodyToken }) },
  });

/** The stored records of a participant, oldest first, after writing what the app buffered. */
async function storedOf(participantId: string) {
  await flushActivity({ db: t.db });
  return t.db
    .select()
    .from(activityRecords)
    .where(eq(activityRecords.participantId, participantId))
    .orderBy(asc(activityRecords.id));
}

describe('POST public/venue/{pageCode}/activity', () => {
  it('stores a batch with the participant and event', async () => {
    const ada = await venue.visitor('Ada');
    const times = [at(-60_000), at(-30_000), at(-1000)];
    expect(
      ok(
        await record(
          [
            { kind: 'roomEnter', roomId: venue.boothId, at: times[0] },
            { kind: 'open', roomId: venue.boothId, elementId: docId, at: times[1] },
            { kind: 'watch', elementId: docId, seconds: 42, live: true, at: times[2] },
          ],
          { token: ada.visitorToken },
        ),
      ),
    ).toEqual({});
    const rows = await storedOf(ada.participantId);
    expect(
      rows.map((r) => ({
        eventId: r.eventId,
        kind: r.kind,
        roomId: r.roomId,
        elementId: r.elementId,
        seconds: r.seconds,
        live: r.live,
        at: r.at.toISOString(),
      })),
    ).toEqual([
      {
        eventId: venue.event.id,
        kind: 'roomEnter',
        roomId: venue.boothId,
        elementId: null,
        seconds: null,
        live: null,
        at: times[0],
      },
      {
        eventId: venue.event.id,
        kind: 'open',
        roomId: venue.boothId,
        elementId: docId,
        seconds: null,
        live: null,
        at: times[1],
      },
      {
        eventId: venue.event.id,
        kind: 'watch',
        roomId: null,
        elementId: docId,
        seconds: 42,
        live: true,
        at: times[2],
      },
    ]);
    expect(Math.abs(rows[0]!.receivedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('takes the token from the body for a beacon', async () => {
    const bob = await venue.visitor('Bob');
    ok(await record([{ kind: 'venueLeave', seconds: 600, at: at() }], { bodyToken: bob.visitorToken }));
    const rows = await storedOf(bob.participantId);
    expect(rows.map((r) => [r.kind, r.seconds])).toEqual([['venueLeave', 600]]);
  });

  it("refuses a missing or unknown token and another event's session", async () => {
    const stranger = await otherVenue.visitor('Eve');
    const batch = [{ kind: 'venueLeave', seconds: 1, at: at() }];
    expect(errorKeyOf(await record(batch))).toBe('VISITOR_TOKEN_IS_INVALID');
    expect(errorKeyOf(await record(batch, { token: 'x'.repeat(43) }))).toBe('VISITOR_TOKEN_IS_INVALID');
    expect(errorKeyOf(await record(batch, { token: stranger.visitorToken }))).toBe(
      'VISITOR_TOKEN_IS_INVALID',
    );
    expect(errorKeyOf(await record(batch, { bodyToken: stranger.visitorToken }))).toBe(
      'VISITOR_TOKEN_IS_INVALID',
    );
    expect(await storedOf(stranger.participantId)).toEqual([]);
  });

  it('answers 404 for an unknown page code', async () => {
    const ada = await venue.visitor('Ada');
    const res = await record([{ kind: 'venueLeave', at: at() }], {
      token: ada.visitorToken,
      pageCode: 'no-such-page',
    });
    expect(res.statusCode).toBe(404);
    expect(errorKeyOf(res)).toBe('NOT_FOUND');
  });

  it('refuses more than 100 records and an unknown kind, naming the field', async () => {
    const ada = await venue.visitor('Ada');
    const many = Array.from({ length: ACTIVITY_BATCH_MAX + 1 }, () => ({ kind: 'venueLeave', at: at() }));
    expect(Object.keys(fieldsOf(await record(many, { token: ada.visitorToken })))).toEqual(['records']);
    expect(
      fieldsOf(
        await record(
          [
            { kind: 'venueLeave', at: at() },
            { kind: 'teleport', at: at() },
          ],
          { token: ada.visitorToken },
        ),
      ),
    ).toHaveProperty(['records.1.kind']);
    expect(await storedOf(ada.participantId)).toEqual([]);
  });

  it('drops rooms and elements not of the event and a room entered or left without its room', async () => {
    const cy = await venue.visitor('Cy');
    ok(
      await record(
        [
          { kind: 'roomEnter', roomId: otherHallId, at: at() },
          { kind: 'open', roomId: venue.hallId, elementId: otherHallId, at: at() },
          { kind: 'open', elementId: 'no-such-element', at: at() },
          { kind: 'roomEnter', at: at() },
          { kind: 'roomLeave', seconds: 5, at: at() },
          { kind: 'roomLeave', roomId: venue.hallId, seconds: 5, at: at() },
        ],
        { token: cy.visitorToken },
      ),
    );
    const rows = await storedOf(cy.participantId);
    expect(rows.map((r) => [r.kind, r.roomId, r.elementId])).toEqual([['roomLeave', venue.hallId, null]]);
  });

  it('takes a time more than a day off as the server’s', async () => {
    const dan = await venue.visitor('Dan');
    const kept = at(-23 * 3_600_000);
    const before = Date.now();
    ok(
      await record(
        [
          { kind: 'venueLeave', seconds: 1, at: at(-2 * 86_400_000) },
          { kind: 'venueLeave', seconds: 2, at: at(2 * 86_400_000) },
          { kind: 'venueLeave', seconds: 3, at: kept },
        ],
        { token: dan.visitorToken },
      ),
    );
    const after = Date.now();
    const rows = await storedOf(dan.participantId);
    expect(rows.map((r) => r.seconds)).toEqual([1, 2, 3]);
    for (const row of rows.slice(0, 2)) {
      expect(row.at.getTime()).toBeGreaterThanOrEqual(before);
      expect(row.at.getTime()).toBeLessThanOrEqual(after);
    }
    expect(rows[2]!.at.toISOString()).toBe(kept);
  });

  it('stores nothing for a closed event and answers success', async () => {
    const closed = await buildVenue(t.app, t.db);
    const eve = await closed.visitor('Eve');
    await closed.setOpen(false);
    expect(
      ok(
        await record([{ kind: 'roomEnter', roomId: closed.hallId, at: at() }], {
          token: eve.visitorToken,
          pageCode: closed.event.pageCode,
        }),
      ),
    ).toEqual({});
    expect(await storedOf(eve.participantId)).toEqual([]);
  });

  it('deletes the records with their participant, buffered ones too', async () => {
    const fay = await venue.visitor('Fay');
    const gus = await venue.visitor('Gus');
    ok(await record([{ kind: 'roomEnter', roomId: venue.hallId, at: at() }], { token: fay.visitorToken }));
    expect(await storedOf(fay.participantId)).toHaveLength(1);
    // Buffered, not yet written, when the participant goes: the write keeps everyone else's.
    ok(
      await record([{ kind: 'roomLeave', roomId: venue.hallId, seconds: 9, at: at() }], {
        token: fay.visitorToken,
      }),
    );
    ok(await record([{ kind: 'roomEnter', roomId: venue.hallId, at: at() }], { token: gus.visitorToken }));
    await venue.organiser('DELETE', `participants/${fay.participantId}`);
    expect(await storedOf(fay.participantId)).toEqual([]);
    expect((await storedOf(gus.participantId)).map((r) => r.kind)).toEqual(['roomEnter']);
  });

  it('refuses a session that left or a removed participant, and stores nothing once the event closes, from the next batch', async () => {
    // Nothing about the visitor is kept between batches (resolvePageVisitor): no wait for a cache.
    const closing = await buildVenue(t.app, t.db);
    const page = { pageCode: closing.event.pageCode };
    const hal = await closing.visitor('Hal');
    const ida = await closing.visitor('Ida');
    const jo = await closing.visitor('Jo');
    const batch = () => [{ kind: 'roomEnter', roomId: closing.hallId, at: at() }];
    for (const v of [hal, ida, jo]) ok(await record(batch(), { ...page, token: v.visitorToken }));

    ok(
      await call(t.app, 'POST', `public/venue/${closing.event.pageCode}/leave`, {
        headers: { visitorToken: hal.visitorToken },
      }),
    );
    expect(errorKeyOf(await record(batch(), { ...page, token: hal.visitorToken }))).toBe(
      'VISITOR_TOKEN_IS_INVALID',
    );
    expect(errorKeyOf(await record(batch(), { ...page, bodyToken: hal.visitorToken }))).toBe(
      'VISITOR_TOKEN_IS_INVALID',
    );

    await closing.organiser('DELETE', `participants/${ida.participantId}`);
    expect(errorKeyOf(await record(batch(), { ...page, token: ida.visitorToken }))).toBe(
      'VISITOR_TOKEN_IS_INVALID',
    );

    await closing.setOpen(false);
    ok(await record(batch(), { ...page, token: jo.visitorToken }));
    expect(await storedOf(hal.participantId)).toHaveLength(1);
    expect(await storedOf(ida.participantId)).toEqual([]);
    expect(await storedOf(jo.participantId)).toHaveLength(1);
  });
});

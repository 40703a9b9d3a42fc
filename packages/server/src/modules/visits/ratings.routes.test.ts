import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { call, errorKeyOf, ok } from '../../../test/http.js';
import { type Venue, buildVenue } from '../../../test/realtime.js';

let t: TestApp;
let venue: Venue;
let otherVenue: Venue;
let docId: string;
let talkId: string;
let linkId: string;
let unratedDocId: string;
let unratedTalkId: string;
let otherTalkId: string;

beforeAll(async () => {
  t = await createTestApp();
  venue = await buildVenue(t.app, t.db);
  const monitor = { kind: 'BOOTH_DOCMONITOR', source: 'link', url: 'https://acme-events.com/brochure.pdf' };
  docId = await venue.add(
    { ...monitor, slotId: 'monitor-1', title: 'Brochure', hasRating: true },
    venue.boothId,
  );
  const boothB = await venue.add({ kind: 'BOOTH', designId: 'booth-kiosk', title: 'Booth B' });
  unratedDocId = await venue.add({ ...monitor, slotId: 'monitor-1', title: 'Price list' }, boothB);
  const theatreId = await venue.add({ kind: 'THEATRE', designId: 'theatre-amphi', title: 'Auditorium' });
  talkId = await venue.add({ kind: 'THEATRE_VIDEO', title: 'Keynote', rating: true }, theatreId);
  unratedTalkId = await venue.add({ kind: 'THEATRE_VIDEO', title: 'Panel' }, theatreId);
  linkId = await venue.add({ kind: 'THEATRE_LINK', title: 'Slides', rating: true }, theatreId);
  otherVenue = await buildVenue(t.app, t.db);
  const otherTheatreId = await otherVenue.add({
    kind: 'THEATRE',
    designId: 'theatre-amphi',
    title: 'Hall B',
  });
  otherTalkId = await otherVenue.add(
    { kind: 'THEATRE_VIDEO', title: 'Elsewhere', rating: true },
    otherTheatreId,
  );
});
afterAll(() => t.close());

const visitor = (visitorToken?: string): Record<string, string> =>
  visitorToken === undefined ? {} : { visitorToken };
const rate = (elementId: string, stars: unknown, visitorToken?: string, pageCode = venue.event.pageCode) =>
  call(t.app, 'PUT', `public/venue/${pageCode}/ratings/${elementId}`, {
    headers: visitor(visitorToken),
    body: { stars },
  });
const list = (visitorToken?: string) =>
  call(t.app, 'GET', `public/venue/${venue.event.pageCode}/ratings`, { headers: visitor(visitorToken) });

describe('PUT public/venue/{pageCode}/ratings/{elementId}', () => {
  it('rates a document, a talk and a link item, and rating again replaces the rating', async () => {
    const ada = await venue.visitor('Ada');
    expect(ok(await rate(docId, 4, ada.visitorToken))).toEqual({ average: 4, count: 1, mine: 4 });
    expect(ok(await rate(linkId, 5, ada.visitorToken))).toEqual({ average: 5, count: 1, mine: 5 });
    expect(ok(await rate(talkId, 2, ada.visitorToken))).toEqual({ average: 2, count: 1, mine: 2 });
    expect(ok(await rate(talkId, 3, ada.visitorToken))).toEqual({ average: 3, count: 1, mine: 3 });
  });

  it('averages the ratings of several participants and tells each their own', async () => {
    const theatre = await venue.add({ kind: 'THEATRE', designId: 'theatre-amphi', title: 'Room 2' });
    const talk = await venue.add({ kind: 'THEATRE_VIDEO', title: 'Workshop', rating: true }, theatre);
    const ada = await venue.visitor('Ada');
    const bob = await venue.visitor('Bob');
    const cy = await venue.visitor('Cy');
    ok(await rate(talk, 5, ada.visitorToken));
    ok(await rate(talk, 4, bob.visitorToken));
    expect(ok(await rate(talk, 4, cy.visitorToken))).toEqual({ average: 4.33, count: 3, mine: 4 });
    expect(ok(await rate(talk, 2, ada.visitorToken))).toEqual({ average: 3.33, count: 3, mine: 2 });
    const { ratings } = ok(await list(bob.visitorToken));
    expect(ratings[talk]).toEqual({ average: 3.33, count: 3, mine: 4 });
  });

  it('answers NOT_FOUND for an element with rating off, of an unrated kind, or of another event', async () => {
    const ada = await venue.visitor('Ada');
    for (const id of [unratedDocId, unratedTalkId, venue.boothId, venue.chatId, otherTalkId, 'no-such-id']) {
      const res = await rate(id, 3, ada.visitorToken);
      expect(res.statusCode, id).toBe(404);
      expect(errorKeyOf(res)).toBe('NOT_FOUND');
    }
    const { ratings } = ok(await list(ada.visitorToken));
    expect(ratings[unratedTalkId]).toBeUndefined();
  });

  it('refuses stars outside 1..5 and fractions', async () => {
    const ada = await venue.visitor('Ada');
    for (const stars of [0, 6, 2.5, '3', null]) {
      const res = await rate(docId, stars, ada.visitorToken);
      expect(res.statusCode, String(stars)).toBe(400);
      expect(errorKeyOf(res)).toBe('VALIDATION_FAILED');
    }
  });

  it('needs a visitor session of this event', async () => {
    const stranger = await otherVenue.visitor('Eve');
    expect(errorKeyOf(await rate(docId, 3))).toBe('VISITOR_TOKEN_IS_INVALID');
    expect(errorKeyOf(await rate(docId, 3, 'x'.repeat(43)))).toBe('VISITOR_TOKEN_IS_INVALID');
    expect(errorKeyOf(await rate(docId, 3, stranger.visitorToken))).toBe('VISITOR_TOKEN_IS_INVALID');
    // With the stranger's own page code, the element is of another event.
    expect((await rate(docId, 3, stranger.visitorToken, otherVenue.event.pageCode)).statusCode).toBe(404);
  });
});

describe('GET public/venue/{pageCode}/ratings', () => {
  it("lists every rated element of the event, unrated ones too, with the visitor's own rating", async () => {
    const dan = await venue.visitor('Dan');
    const before = ok(await list(dan.visitorToken)).ratings;
    expect(Object.keys(before).sort()).toEqual(expect.arrayContaining([docId, talkId, linkId].sort()));
    expect(before[unratedDocId]).toBeUndefined();
    expect(before[otherTalkId]).toBeUndefined();
    expect(before[docId].mine).toBeNull();
    ok(await rate(docId, 1, dan.visitorToken));
    const after = ok(await list(dan.visitorToken)).ratings;
    expect(after[docId].mine).toBe(1);
    expect(after[docId].count).toBe(before[docId].count + 1);
  });

  it('answers an unrated element with no average', async () => {
    const theatre = await venue.add({ kind: 'THEATRE', designId: 'theatre-amphi', title: 'Room 3' });
    const talk = await venue.add({ kind: 'THEATRE_VIDEO', title: 'Quiet talk', rating: true }, theatre);
    const eve = await venue.visitor('Eve');
    expect(ok(await list(eve.visitorToken)).ratings[talk]).toEqual({ average: null, count: 0, mine: null });
  });

  it('needs a visitor session', async () => {
    expect(errorKeyOf(await list())).toBe('VISITOR_TOKEN_IS_INVALID');
    expect(errorKeyOf(await list('x'.repeat(43)))).toBe('VISITOR_TOKEN_IS_INVALID');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { type Venue, buildVenue } from '../../../test/realtime.js';
import { visitorSessions } from '../../db/schema/index.js';
import { isAppError } from '../../errors.js';
import { hashToken } from '../../platform/tokens.js';
import { resolvePageVisitor } from '../../plugins/visitor-auth.js';
import { findPageVisitors } from './visits.repository.js';

let t: TestApp;
let venue: Venue;
let other: Venue;

beforeAll(async () => {
  t = await createTestApp();
  venue = await buildVenue(t.app, t.db);
  other = await buildVenue(t.app, t.db);
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => t.close());

/** What resolvePageVisitor answers, or the key of the error it throws. */
const outcome = (pageCode: string, visitorToken: string | undefined) =>
  resolvePageVisitor({ db: t.db }, { pageCode, visitorToken }).catch((e: unknown) =>
    isAppError(e) ? e.code : e,
  );

describe('findPageVisitors', () => {
  it('answers each key in its order: the event of the page code, with the session of the token hash', async () => {
    const ada = await venue.visitor('Ada');
    const eve = await other.visitor('Eve');
    const [session] = await t.db
      .select()
      .from(visitorSessions)
      .where(eq(visitorSessions.participantId, ada.participantId));
    const page = venue.event.pageCode;
    const found = await findPageVisitors(t.db, [
      { pageCode: page, tokenHash: hashToken(ada.visitorToken) },
      { pageCode: 'no-such-page', tokenHash: hashToken(ada.visitorToken) },
      { pageCode: page, tokenHash: hashToken(eve.visitorToken) },
      { pageCode: page, tokenHash: undefined },
      { pageCode: page, tokenHash: hashToken(ada.visitorToken) },
    ]);
    const visitor = {
      sessionId: session!.id,
      participantId: ada.participantId,
      eventId: venue.event.id,
      open: true,
    };
    expect(found).toEqual([
      { eventId: venue.event.id, open: true, visitor },
      undefined,
      { eventId: venue.event.id, open: true, visitor: undefined },
      { eventId: venue.event.id, open: true, visitor: undefined },
      { eventId: venue.event.id, open: true, visitor },
    ]);
    expect(await findPageVisitors(t.db, [])).toEqual([]);
  });
});

describe('resolvePageVisitor', () => {
  it('answers concurrent calls with one query, each its own visitor or error', async () => {
    const ada = await venue.visitor('Ada');
    const bob = await venue.visitor('Bob');
    const eve = await other.visitor('Eve');
    const execute = vi.spyOn(t.db, 'execute');
    const page = venue.event.pageCode;
    const answers = await Promise.all([
      outcome(page, ada.visitorToken),
      outcome(page, bob.visitorToken),
      outcome(other.event.pageCode, eve.visitorToken),
      outcome(page, eve.visitorToken),
      outcome(page, 'x'.repeat(43)),
      outcome(page, undefined),
      outcome('no-such-page', ada.visitorToken),
      outcome('no-such-page', undefined),
    ]);
    expect(execute).toHaveBeenCalledTimes(1);
    expect(answers).toEqual([
      expect.objectContaining({ participantId: ada.participantId, eventId: venue.event.id, open: true }),
      expect.objectContaining({ participantId: bob.participantId, eventId: venue.event.id, open: true }),
      expect.objectContaining({ participantId: eve.participantId, eventId: other.event.id, open: true }),
      'VISITOR_TOKEN_IS_INVALID',
      'VISITOR_TOKEN_IS_INVALID',
      'VISITOR_TOKEN_IS_INVALID',
      'NOT_FOUND',
      'NOT_FOUND',
    ]);
  });

  it('asks at most 500 keys a query and answers every call', async () => {
    const ada = await venue.visitor('Ada');
    const execute = vi.spyOn(t.db, 'execute');
    const answers = await Promise.all(
      Array.from({ length: 1001 }, () => outcome(venue.event.pageCode, ada.visitorToken)),
    );
    expect(execute).toHaveBeenCalledTimes(3);
    expect(new Set(answers.map((a) => (a as { participantId: string }).participantId))).toEqual(
      new Set([ada.participantId]),
    );
  });

  it('keeps nothing: a session ended, a participant removed, an event closed count from the next call', async () => {
    const page = venue.event.pageCode;
    const ada = await venue.visitor('Ada');
    const bob = await venue.visitor('Bob');
    expect(await outcome(page, ada.visitorToken)).toMatchObject({ participantId: ada.participantId });
    expect(await outcome(page, bob.visitorToken)).toMatchObject({ participantId: bob.participantId });

    await venue.organiser('DELETE', `participants/${bob.participantId}`);
    expect(await outcome(page, bob.visitorToken)).toBe('VISITOR_TOKEN_IS_INVALID');

    await venue.setOpen(false);
    expect(await outcome(page, ada.visitorToken)).toMatchObject({ open: false });
    await venue.setOpen(true);
    expect(await outcome(page, ada.visitorToken)).toMatchObject({ open: true });
  });

  it('rejects the calls of a failed query with its error, and the next calls are answered', async () => {
    const ada = await venue.visitor('Ada');
    const page = venue.event.pageCode;
    const failure = new Error('database gone');
    vi.spyOn(t.db, 'execute').mockRejectedValueOnce(failure);
    const failed = await Promise.all([outcome(page, ada.visitorToken), outcome(page, ada.visitorToken)]);
    expect(failed).toEqual([failure, failure]);
    expect(await outcome(page, ada.visitorToken)).toMatchObject({ participantId: ada.participantId });
  });
});

import {
  WEBCAST_TOKEN_HEADER,
  type WebcastConsoleSession,
  type WebcastNotice,
  type WebcastSlide,
} from '@foyer/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { type Client, type Venue, ask, buildVenue, connect, listen, until } from '../../../test/realtime.js';

let t: TestApp;
let base: string;
let venue: Venue;
let webcastId: string;
let unusedId: string;
let moderatorToken: string;
let speakerToken: string;
let viewerToken: string;
let slideIds: string[];
let otherSlideId: string;
const open: Client[] = [];

type WatchAnswer = {
  ok: boolean;
  error?: string;
  notice?: WebcastNotice | null;
  slide?: WebcastSlide | null;
};
type Answer = { success: boolean; errorKey?: string; results?: { session: WebcastConsoleSession } };

/** A console call with a `webcastToken`. */
async function consoleCall(
  method: 'GET' | 'POST',
  path: string,
  token: string,
  body?: object,
): Promise<Answer> {
  const res = await t.app.inject({
    method,
    url: `/api/v1/webcast-console/${path}`,
    headers: { [WEBCAST_TOKEN_HEADER]: token },
    ...(body ? { payload: body } : {}),
  });
  return res.json() as Answer;
}
const sessionOf = async (token: string) => (await consoleCall('GET', 'session', token)).results!.session;

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  venue = await buildVenue(t.app, t.db);
  const made = async (name: string) =>
    ((await venue.organiser('POST', 'webcasts', { name })).webcast as { id: string }).id;
  webcastId = await made('Main stage');
  unusedId = await made('Side stage');
  const theatreId = await venue.add({ kind: 'THEATRE', designId: 'theatre-amphi', title: 'Auditorium' });
  await venue.add({ kind: 'THEATRE_VIDEO', title: 'Keynote', webcastAssetId: webcastId }, theatreId);
  const slide = (title: string, time: number, parentId: string) =>
    venue.add(
      { kind: 'THEATRE_SLIDE', title, url: `https://slides.example.com/${time}.png`, time },
      parentId,
    );
  slideIds = [await slide('Agenda', 0, theatreId), await slide('Results', 60, theatreId)];
  // Another auditorium whose talk plays no webcast: its slides are not the console's.
  const otherTheatreId = await venue.add({ kind: 'THEATRE', designId: 'theatre-amphi', title: 'Room B' });
  await venue.add({ kind: 'THEATRE_VIDEO', title: 'Panel' }, otherTheatreId);
  otherSlideId = await slide('Elsewhere', 0, otherTheatreId);
  const enter = async (role: string) =>
    (await venue.organiser('POST', `webcasts/${webcastId}/login-as`, { role })).webcastToken as string;
  moderatorToken = await enter('moderator');
  speakerToken = await enter('speaker');
  viewerToken = await enter('viewer');
});
afterEach(() => {
  for (const c of open.splice(0)) c.socket.close();
});
afterAll(() => t.close());

async function viewer(name: string): Promise<Client> {
  const visitor = await venue.visitor(name);
  const c = await connect(base, { pageCode: venue.event.pageCode, visitorToken: visitor.visitorToken });
  open.push(c);
  return c;
}
type Stage = { webcastId: string; notice: WebcastNotice | null; slide: WebcastSlide | null };
const stages = (c: Client) => (c.received.get('webcast:stage') ?? []) as Stage[];
const notices = stages;

describe('players of a webcast', () => {
  it('counts the open players for moderators, and the organiser sees the count too', async () => {
    expect((await sessionOf(moderatorToken)).viewers).toBe(0);
    const ada = await viewer('Ada');
    const bob = await viewer('Bob');
    expect(await ask<WatchAnswer>(ada, 'webcast:watch', { webcastId })).toEqual({
      ok: true,
      notice: null,
      slide: null,
    });
    expect((await ask<WatchAnswer>(bob, 'webcast:watch', { webcastId })).ok).toBe(true);
    expect((await sessionOf(moderatorToken)).viewers).toBe(2);
    expect(
      ((await venue.organiser('GET', `webcasts/${webcastId}`)).webcast as { viewers: number }).viewers,
    ).toBe(2);
    // Speakers do not get the count.
    expect((await sessionOf(speakerToken)).viewers).toBeNull();

    await ask(ada, 'webcast:unwatch', { webcastId });
    expect((await sessionOf(moderatorToken)).viewers).toBe(1);
    bob.socket.close();
    // The server learns of the closed socket a moment later.
    let viewers = 1;
    for (let i = 0; i < 100 && viewers !== 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      viewers = (await sessionOf(moderatorToken)).viewers ?? -1;
    }
    expect(viewers).toBe(0);
  });

  it('refuses a webcast the venue does not use, and a malformed id', async () => {
    const ada = await viewer('Ada');
    expect(await ask<WatchAnswer>(ada, 'webcast:watch', { webcastId: unusedId })).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    });
    expect((await ask<WatchAnswer>(ada, 'webcast:watch', { webcastId: 'x' })).error).toBe(
      'VALIDATION_FAILED',
    );
    expect((await sessionOf(moderatorToken)).viewers).toBe(0);
  });
});

describe('notices', () => {
  it("a moderator's notice reaches every open player at once and whoever opens it later", async () => {
    const ada = await viewer('Ada');
    await ask(ada, 'webcast:watch', { webcastId });
    const posted = await consoleCall('POST', 'notice', moderatorToken, { text: '  We start in 5 minutes  ' });
    expect(posted.success).toBe(true);
    expect(posted.results!.session.notice).toMatchObject({ text: 'We start in 5 minutes' });
    await until(() => notices(ada).length > 0, 'the notice to arrive');
    expect(notices(ada)[0]).toMatchObject({ webcastId, notice: { text: 'We start in 5 minutes' } });

    const bob = await viewer('Bob');
    expect((await ask<WatchAnswer>(bob, 'webcast:watch', { webcastId })).notice).toMatchObject({
      text: 'We start in 5 minutes',
    });
    expect((await sessionOf(speakerToken)).notice?.text).toBe('We start in 5 minutes');

    // Removed: null to everyone watching.
    expect(
      (await consoleCall('POST', 'notice', moderatorToken, { text: null })).results!.session.notice,
    ).toBeNull();
    await until(() => notices(bob).some((n) => n.notice === null), 'the removal to arrive');
    expect((await ask<WatchAnswer>(bob, 'webcast:watch', { webcastId })).notice).toBeNull();
  });

  it('is for moderators only, and validated', async () => {
    expect((await consoleCall('POST', 'notice', speakerToken, { text: 'Hello' })).errorKey).toBe('FORBIDDEN');
    const tooLong = await consoleCall('POST', 'notice', moderatorToken, { text: 'x'.repeat(281) });
    expect(tooLong.errorKey).toBe('VALIDATION_FAILED');
    expect((await consoleCall('POST', 'notice', moderatorToken, { text: '   ' })).errorKey).toBe(
      'VALIDATION_FAILED',
    );
    expect((await sessionOf(moderatorToken)).notice).toBeNull();
  });
});

describe('slides', () => {
  it('lists the slides of the auditorium that plays the webcast, in time order', async () => {
    const answer = await consoleCall('GET', 'slides', speakerToken);
    expect((answer.results as unknown as { slides: unknown[] }).slides).toEqual([
      expect.objectContaining({
        id: slideIds[0],
        title: 'Agenda',
        talkTitle: 'Keynote',
        eventName: venue.event.name,
      }),
      expect.objectContaining({ id: slideIds[1], title: 'Results' }),
    ]);
    expect((await consoleCall('GET', 'slides', viewerToken)).errorKey).toBe('FORBIDDEN');
  });

  it('a speaker shows a slide: every open player gets it at the same moment, and later ones with watch', async () => {
    const ada = await viewer('Ada');
    await ask(ada, 'webcast:watch', { webcastId });
    const shown = await consoleCall('POST', 'slide', speakerToken, { slideId: slideIds[1] });
    expect(shown.results!.session.slide).toMatchObject({
      id: slideIds[1],
      title: 'Results',
      url: 'https://slides.example.com/60.png',
    });
    await until(() => stages(ada).some((s) => s.slide?.id === slideIds[1]), 'the slide at Ada');
    const bob = await viewer('Bob');
    expect((await ask<WatchAnswer>(bob, 'webcast:watch', { webcastId })).slide?.title).toBe('Results');

    expect(
      (await consoleCall('POST', 'slide', speakerToken, { slideId: null })).results!.session.slide,
    ).toBeNull();
    await until(() => stages(bob).some((s) => s.slide === null), 'no slide at Bob');
  });

  it("refuses viewers and a slide that is not one of the webcast's", async () => {
    expect((await consoleCall('POST', 'slide', viewerToken, { slideId: slideIds[0] })).errorKey).toBe(
      'FORBIDDEN',
    );
    expect((await consoleCall('POST', 'slide', moderatorToken, { slideId: otherSlideId })).errorKey).toBe(
      'NOT_FOUND',
    );
    expect((await sessionOf(moderatorToken)).slide).toBeNull();
  });
});

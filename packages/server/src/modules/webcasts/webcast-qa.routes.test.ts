import { randomUUID } from 'node:crypto';
import { type QaQuestion, WEBCAST_TOKEN_HEADER } from '@foyer/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { type Client, type Venue, ask, buildVenue, connect, listen, until } from '../../../test/realtime.js';

let t: TestApp;
let base: string;
let venue: Venue;
let webcastId: string;
let talkId: string;
let otherTalkId: string;
const tokens: Record<'moderator' | 'speaker' | 'viewer', string> = { moderator: '', speaker: '', viewer: '' };
const open: Client[] = [];

type Answer = { success: boolean; errorKey?: string; results?: Record<string, unknown> };

/** A console call with the `webcastToken` of a role. */
async function consoleCall(role: keyof typeof tokens, method: 'GET' | 'POST', path: string, body?: object) {
  const res = await t.app.inject({
    method,
    url: `/api/v1/webcast-console/${path}`,
    headers: { [WEBCAST_TOKEN_HEADER]: tokens[role] },
    ...(body ? { payload: body } : {}),
  });
  return res.json() as Answer;
}

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  venue = await buildVenue(t.app, t.db);
  webcastId = ((await venue.organiser('POST', 'webcasts', { name: 'Main stage' })).webcast as { id: string })
    .id;
  const theatreId = await venue.add({ kind: 'THEATRE', designId: 'theatre-amphi', title: 'Auditorium' });
  talkId = await venue.add(
    { kind: 'THEATRE_VIDEO', title: 'Keynote', interactive: true, webcastAssetId: webcastId },
    theatreId,
  );
  // A talk of the same event that plays no webcast: its questions are not the console's.
  otherTalkId = await venue.add({ kind: 'THEATRE_VIDEO', title: 'Panel', interactive: true }, theatreId);
  for (const role of ['moderator', 'speaker', 'viewer'] as const)
    tokens[role] = (await venue.organiser('POST', `webcasts/${webcastId}/login-as`, { role }))
      .webcastToken as string;
});
afterEach(() => {
  for (const c of open.splice(0)) c.socket.close();
});
afterAll(() => t.close());

async function visitor(name: string): Promise<Client> {
  const v = await venue.visitor(name);
  const c = await connect(base, { pageCode: venue.event.pageCode, visitorToken: v.visitorToken });
  open.push(c);
  return c;
}
async function asked(c: Client, videoId: string, text: string): Promise<QaQuestion> {
  await ask(c, 'qa:join', { videoId });
  return (await ask<{ question: QaQuestion }>(c, 'qa:ask', { videoId, text, clientId: randomUUID() }))
    .question;
}
const questionsOf = async (role: keyof typeof tokens, videoId = talkId) =>
  (await consoleCall(role, 'GET', `questions?eventId=${venue.event.id}&videoId=${videoId}`)).results
    ?.questions as QaQuestion[];

describe("the console's questions", () => {
  it('lists the talks that play the webcast, for moderators and speakers', async () => {
    const answer = await consoleCall('speaker', 'GET', 'talks');
    expect(answer.results!.talks).toEqual([
      {
        eventId: venue.event.id,
        eventName: venue.event.name,
        videoId: talkId,
        title: 'Keynote',
        interactive: true,
      },
    ]);
    expect((await consoleCall('viewer', 'GET', 'talks')).errorKey).toBe('FORBIDDEN');
  });

  it('a moderator approves and answers a question; the visitors get it at once, speakers see it', async () => {
    const ada = await visitor('Ada');
    const bob = await visitor('Bob');
    await ask(bob, 'qa:join', { videoId: talkId });
    const question = await asked(ada, talkId, 'Will the slides be shared?');

    expect((await questionsOf('moderator')).map((q) => [q.id, q.state])).toEqual([[question.id, 'pending']]);
    expect(await questionsOf('speaker')).toEqual([]);

    const approved = await consoleCall('moderator', 'POST', `questions/${question.id}`, {
      eventId: venue.event.id,
      state: 'approved',
      answer: '  Yes, after the talk.  ',
    });
    expect(approved.results!.question).toMatchObject({ state: 'approved', answer: 'Yes, after the talk.' });
    const received = () => (bob.received.get('qa:question') ?? []) as QaQuestion[];
    await until(() => received().some((q) => q.id === question.id), 'the approved question at Bob');
    expect(received().find((q) => q.id === question.id)).toMatchObject({ answer: 'Yes, after the talk.' });
    expect((await questionsOf('speaker')).map((q) => q.id)).toEqual([question.id]);

    await consoleCall('moderator', 'POST', `questions/${question.id}`, {
      eventId: venue.event.id,
      state: 'hidden',
    });
    expect(await questionsOf('speaker')).toEqual([]);
  });

  it('refuses speakers, viewers, talks and questions that are not the webcast’s, and an empty change', async () => {
    const ada = await visitor('Ada');
    const mine = await asked(ada, talkId, 'Mine');
    const other = await asked(ada, otherTalkId, 'Elsewhere');
    const approve = (
      role: keyof typeof tokens,
      id: string,
      body: object = { eventId: venue.event.id, state: 'approved' },
    ) => consoleCall(role, 'POST', `questions/${id}`, body);

    expect((await approve('speaker', mine.id)).errorKey).toBe('FORBIDDEN');
    expect((await approve('viewer', mine.id)).errorKey).toBe('FORBIDDEN');
    expect((await approve('moderator', other.id)).errorKey).toBe('NOT_FOUND');
    expect((await approve('moderator', randomUUID())).errorKey).toBe('NOT_FOUND');
    expect((await approve('moderator', mine.id, { eventId: venue.event.id })).errorKey).toBe(
      'VALIDATION_FAILED',
    );
    expect((await approve('moderator', mine.id, { eventId: randomUUID(), state: 'approved' })).errorKey).toBe(
      'NOT_FOUND',
    );
    expect(
      (await consoleCall('moderator', 'GET', `questions?eventId=${venue.event.id}&videoId=${otherTalkId}`))
        .errorKey,
    ).toBe('NOT_FOUND');
    expect(
      (await consoleCall('viewer', 'GET', `questions?eventId=${venue.event.id}&videoId=${talkId}`)).errorKey,
    ).toBe('FORBIDDEN');
    // Nothing changed.
    expect((await questionsOf('moderator')).find((q) => q.id === mine.id)?.state).toBe('pending');
  });
});

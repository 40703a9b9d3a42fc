import { randomUUID } from 'node:crypto';
import { type Poll, type QaQuestion, WEBCAST_TOKEN_HEADER } from '@foyer/shared';
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

describe("the console's polls", () => {
  it('a moderator starts a poll the visitors vote in, sees the counts, and closes it for everyone', async () => {
    const ada = await visitor('Ada');
    await ask(ada, 'qa:join', { videoId: talkId });
    const started = await consoleCall('moderator', 'POST', 'polls', {
      eventId: venue.event.id,
      videoId: talkId,
      question: 'Tea or coffee?',
      options: ['Tea', 'Coffee'],
    });
    const poll = started.results!.poll as Poll;
    expect(poll).toMatchObject({ question: 'Tea or coffee?', isOpen: true, total: 0 });
    const updates = () => (ada.received.get('poll:update') ?? []) as Poll[];
    await until(() => updates().some((p) => p.id === poll.id), 'the poll at Ada');

    const voted = await ask<{ ok: boolean }>(ada, 'poll:vote', {
      pollId: poll.id,
      optionId: poll.options[1]!.id,
    });
    expect(voted.ok).toBe(true);
    const listed = (role: keyof typeof tokens) =>
      consoleCall(role, 'GET', `polls?eventId=${venue.event.id}&videoId=${talkId}`).then(
        (a) => a.results?.polls as Poll[] | undefined,
      );
    expect((await listed('speaker'))?.[0]).toMatchObject({ id: poll.id, total: 1 });
    expect((await listed('viewer')) ?? 'refused').toBe('refused');

    expect(
      (await consoleCall('speaker', 'POST', `polls/${poll.id}/close`, { eventId: venue.event.id })).errorKey,
    ).toBe('FORBIDDEN');
    const closed = await consoleCall('moderator', 'POST', `polls/${poll.id}/close`, {
      eventId: venue.event.id,
    });
    expect(closed.results!.poll).toMatchObject({ isOpen: false, total: 1 });
    await until(() => updates().some((p) => p.id === poll.id && !p.isOpen), 'the results at Ada');
  });

  it("refuses a poll on a talk that is not the webcast's, and speakers", async () => {
    const body = { eventId: venue.event.id, videoId: otherTalkId, question: 'Q?', options: ['A', 'B'] };
    expect((await consoleCall('moderator', 'POST', 'polls', body)).errorKey).toBe('NOT_FOUND');
    expect((await consoleCall('speaker', 'POST', 'polls', { ...body, videoId: talkId })).errorKey).toBe(
      'FORBIDDEN',
    );
    expect(
      (await consoleCall('moderator', 'POST', 'polls', { ...body, videoId: talkId, options: ['A'] }))
        .errorKey,
    ).toBe('VALIDATION_FAILED');
  });
});

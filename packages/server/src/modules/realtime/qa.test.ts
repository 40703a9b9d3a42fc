import { randomUUID } from 'node:crypto';
import { type Poll, QA_QUESTION_MAX, QA_RATE, type QaQuestion } from '@foyer/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { type Client, type Venue, ask, buildVenue, connect, listen, until } from '../../../test/realtime.js';
import { venueElements } from '../../db/schema/index.js';

let t: TestApp;
let base: string;
let venue: Venue;
let talkId: string;
let plainTalkId: string;
let theatreId: string;
const open: Client[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  venue = await buildVenue(t.app, t.db);
  theatreId = await venue.add({ kind: 'THEATRE', designId: 'theatre-amphi', title: 'Auditorium' });
  talkId = await venue.add({ kind: 'THEATRE_VIDEO', title: 'Keynote', interactive: true }, theatreId);
  plainTalkId = await venue.add({ kind: 'THEATRE_VIDEO', title: 'Panel' }, theatreId);
});
afterEach(() => {
  for (const c of open.splice(0)) c.socket.close();
});
afterAll(() => t.close());

type Ack = {
  ok: boolean;
  error?: string;
  question?: QaQuestion;
  questions?: QaQuestion[];
  polls?: Poll[];
  poll?: Poll;
  voted?: boolean | string[];
  isModerator?: boolean;
  pollVotes?: Record<string, string>;
};

/** A connected visitor (a new participant, or the moderator) that recorded Q&A broadcasts. */
async function client(name: string, email?: string): Promise<Client> {
  const visitor = await venue.visitor(name, email);
  const c = await connect(base, { pageCode: venue.event.pageCode, visitorToken: visitor.visitorToken });
  open.push(c);
  return c;
}
const moderator = () => client('Mo', venue.moderatorEmail);
const questions = (c: Client) => c.received.get('qa:question') as QaQuestion[];
const pollUpdates = (c: Client) => c.received.get('poll:update') as Poll[];
/** A round trip through the server: broadcasts sent before it have arrived. */
const settle = (c: Client) => ask(c, 'qa:join', { videoId: talkId });

describe('questions', () => {
  it('keeps a question pending for others until a moderator approves it, then everyone gets it', async () => {
    const ada = await client('Ada');
    const bob = await client('Bob');
    const mod = await moderator();
    const joined = await ask<Ack>(mod, 'qa:join', { videoId: talkId });
    expect(joined).toMatchObject({ ok: true, isModerator: true });
    expect((await ask<Ack>(ada, 'qa:join', { videoId: talkId })).isModerator).toBe(false);
    await ask(bob, 'qa:join', { videoId: talkId });

    const asked = await ask<Ack>(ada, 'qa:ask', {
      videoId: talkId,
      text: '  What about <b>scale</b>?  ',
      clientId: randomUUID(),
    });
    expect(asked.question).toMatchObject({
      state: 'pending',
      text: 'What about <b>scale</b>?',
      authorName: 'Ada Hopper',
      votes: 0,
      answer: null,
    });
    const id = asked.question!.id;
    await until(() => questions(mod).some((q) => q.id === id), 'the moderator to get the question');
    await settle(bob);
    expect(questions(bob)).toEqual([]);
    // On joining: a visitor sees its own pending question, another visitor does not, moderators do.
    expect((await ask<Ack>(ada, 'qa:join', { videoId: talkId })).questions!.map((q) => q.id)).toContain(id);
    expect((await ask<Ack>(bob, 'qa:join', { videoId: talkId })).questions!.map((q) => q.id)).not.toContain(
      id,
    );
    expect((await ask<Ack>(mod, 'qa:join', { videoId: talkId })).questions!.map((q) => q.id)).toContain(id);

    expect(await ask<Ack>(bob, 'qa:approve', { questionId: id })).toEqual({ ok: false, error: 'FORBIDDEN' });
    const approved = await ask<Ack>(mod, 'qa:approve', { questionId: id });
    expect(approved.question!.state).toBe('approved');
    await until(() => questions(bob).some((q) => q.id === id && q.state === 'approved'), 'Bob to get it');
    expect(questions(ada).at(-1)).toMatchObject({ id, state: 'approved' });
  });

  it('stores a question asked again with the same client id once, and answers it again', async () => {
    const ada = await client('Ada');
    const mod = await moderator();
    await ask(mod, 'qa:join', { videoId: talkId });
    const clientId = randomUUID();
    const first = await ask<Ack>(ada, 'qa:ask', { videoId: talkId, text: 'Lost answer?', clientId });
    const again = await ask<Ack>(ada, 'qa:ask', { videoId: talkId, text: 'Lost answer?', clientId });
    expect(again).toEqual(first);
    await until(() => questions(mod).some((q) => q.id === first.question!.id), 'the moderator to get it');
    await settle(mod);
    expect(questions(mod).filter((q) => q.text === 'Lost answer?')).toHaveLength(1);
    const { questions: listed } = await ask<Ack>(mod, 'qa:join', { videoId: talkId });
    expect(listed!.filter((q) => q.text === 'Lost answer?')).toHaveLength(1);
    // The same id for another talk is a client's mistake.
    const otherTalk = await venue.add(
      { kind: 'THEATRE_VIDEO', title: 'Closing', interactive: true },
      theatreId,
    );
    expect(await ask<Ack>(ada, 'qa:ask', { videoId: otherTalk, text: 'Lost answer?', clientId })).toEqual({
      ok: false,
      error: 'VALIDATION_FAILED',
    });
  });

  it('counts one vote per participant, a second vote takes it back, and orders by votes', async () => {
    const ada = await client('Ada');
    const bob = await client('Bob');
    const mod = await moderator();
    const first = (await ask<Ack>(ada, 'qa:ask', { videoId: talkId, text: 'First?', clientId: randomUUID() }))
      .question!;
    const second = (
      await ask<Ack>(ada, 'qa:ask', { videoId: talkId, text: 'Second?', clientId: randomUUID() })
    ).question!;
    // Not approved yet: no votes.
    expect(await ask<Ack>(bob, 'qa:vote', { questionId: second.id })).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    });
    await ask(mod, 'qa:approve', { questionId: first.id });
    await ask(mod, 'qa:approve', { questionId: second.id });
    await ask(bob, 'qa:join', { videoId: talkId });

    const voted = await ask<Ack>(bob, 'qa:vote', { questionId: second.id });
    expect(voted).toMatchObject({ ok: true, voted: true, question: { votes: 1 } });
    expect(await ask<Ack>(ada, 'qa:vote', { questionId: second.id })).toMatchObject({
      voted: true,
      question: { votes: 2 },
    });
    await until(() => questions(bob).some((q) => q.id === second.id && q.votes === 2), 'the new count');
    const joined = await ask<Ack>(bob, 'qa:join', { videoId: talkId });
    const ids = joined.questions!.map((q) => q.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(joined.voted).toEqual([second.id]);

    expect(await ask<Ack>(bob, 'qa:vote', { questionId: second.id })).toMatchObject({
      voted: false,
      question: { votes: 1 },
    });
    expect((await ask<Ack>(bob, 'qa:join', { videoId: talkId })).voted).toEqual([]);
  });

  it('lets moderators hide and answer; a hidden question leaves the visitors', async () => {
    const ada = await client('Ada');
    const bob = await client('Bob');
    const mod = await moderator();
    const q = (await ask<Ack>(ada, 'qa:ask', { videoId: talkId, text: 'Off topic', clientId: randomUUID() }))
      .question!;
    await ask(mod, 'qa:approve', { questionId: q.id });
    await ask(bob, 'qa:join', { videoId: talkId });
    expect(await ask<Ack>(bob, 'qa:answer', { questionId: q.id, text: 'No' })).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    });
    expect(await ask<Ack>(bob, 'qa:hide', { questionId: q.id })).toEqual({ ok: false, error: 'FORBIDDEN' });

    const answered = await ask<Ack>(mod, 'qa:answer', { questionId: q.id, text: ' Next week. ' });
    expect(answered.question).toMatchObject({ answer: 'Next week.', state: 'approved' });
    await until(() => questions(bob).some((x) => x.id === q.id && x.answer === 'Next week.'), 'the answer');

    expect((await ask<Ack>(mod, 'qa:hide', { questionId: q.id })).question!.state).toBe('hidden');
    await until(() => questions(bob).some((x) => x.id === q.id && x.state === 'hidden'), 'the hide');
    expect((await ask<Ack>(bob, 'qa:join', { videoId: talkId })).questions!.map((x) => x.id)).not.toContain(
      q.id,
    );
    expect(await ask<Ack>(bob, 'qa:vote', { questionId: q.id })).toEqual({ ok: false, error: 'NOT_FOUND' });
    const seen = (await ask<Ack>(mod, 'qa:join', { videoId: talkId })).questions!.find((x) => x.id === q.id);
    expect(seen?.state).toBe('hidden');
  });

  it('validates the text and limits the rate of questions', async () => {
    const ada = await client('Ada');
    const long = 'x'.repeat(QA_QUESTION_MAX + 1);
    expect(await ask<Ack>(ada, 'qa:ask', { videoId: talkId, text: long, clientId: randomUUID() })).toEqual({
      ok: false,
      error: 'VALIDATION_FAILED',
    });
    expect(await ask<Ack>(ada, 'qa:ask', { videoId: talkId, text: '   ', clientId: randomUUID() })).toEqual({
      ok: false,
      error: 'VALIDATION_FAILED',
    });
    for (let i = 0; i < QA_RATE.messages; i++)
      expect(
        (await ask<Ack>(ada, 'qa:ask', { videoId: talkId, text: `Q${i}`, clientId: randomUUID() })).ok,
      ).toBe(true);
    expect(
      await ask<Ack>(ada, 'qa:ask', { videoId: talkId, text: 'One more', clientId: randomUUID() }),
    ).toEqual({
      ok: false,
      error: 'RATE_LIMITED',
    });
  });

  it('answers NOT_FOUND for a talk without Q&A, another kind of element, or another event', async () => {
    const ada = await client('Ada');
    const mod = await moderator();
    const other = await buildVenue(t.app, t.db);
    const otherTheatre = await other.add({ kind: 'THEATRE', designId: 'theatre-amphi', title: 'Other' });
    const otherTalk = await other.add(
      { kind: 'THEATRE_VIDEO', title: 'Elsewhere', interactive: true },
      otherTheatre,
    );
    for (const videoId of [plainTalkId, venue.chatId, otherTalk, 'not-a-uuid']) {
      expect(await ask<Ack>(ada, 'qa:join', { videoId })).toEqual({ ok: false, error: 'NOT_FOUND' });
      expect(await ask<Ack>(ada, 'qa:ask', { videoId, text: 'Hi?', clientId: randomUUID() })).toEqual({
        ok: false,
        error: 'NOT_FOUND',
      });
      expect(await ask<Ack>(mod, 'poll:create', { videoId, question: 'Q?', options: ['A', 'B'] })).toEqual({
        ok: false,
        error: 'NOT_FOUND',
      });
    }
  });
});

describe('polls', () => {
  it('lets a moderator create a poll; visitors vote once and see results after voting or once closed', async () => {
    const ada = await client('Ada');
    const bob = await client('Bob');
    const mod = await moderator();
    await Promise.all([ada, bob, mod].map((c) => ask(c, 'qa:join', { videoId: talkId })));

    expect(
      await ask<Ack>(ada, 'poll:create', { videoId: talkId, question: 'Tea?', options: ['Yes', 'No'] }),
    ).toEqual({ ok: false, error: 'FORBIDDEN' });
    expect(
      await ask<Ack>(mod, 'poll:create', { videoId: talkId, question: 'Tea?', options: ['Only one'] }),
    ).toEqual({ ok: false, error: 'VALIDATION_FAILED' });
    expect(
      await ask<Ack>(mod, 'poll:create', {
        videoId: talkId,
        question: 'Tea?',
        options: ['1', '2', '3', '4', '5', '6', '7'],
      }),
    ).toEqual({ ok: false, error: 'VALIDATION_FAILED' });

    const created = await ask<Ack>(mod, 'poll:create', {
      videoId: talkId,
      question: 'Tea or coffee?',
      options: ['Tea', 'Coffee', 'Neither'],
    });
    const poll = created.poll!;
    expect(poll).toMatchObject({ isOpen: true, total: 0, question: 'Tea or coffee?' });
    expect(poll.options.map((o) => o.text)).toEqual(['Tea', 'Coffee', 'Neither']);
    const [tea, coffee] = poll.options;
    // Before voting, visitors get the poll without its counts.
    await until(() => pollUpdates(bob).length === 1, 'Bob to get the poll');
    expect(pollUpdates(bob)[0]).toMatchObject({ id: poll.id, isOpen: true, total: null });
    expect(pollUpdates(bob)[0]!.options.every((o) => o.votes === null)).toBe(true);

    const voted = await ask<Ack>(ada, 'poll:vote', { pollId: poll.id, optionId: coffee!.id });
    expect(voted).toMatchObject({ ok: true, optionId: coffee!.id, poll: { total: 1 } });
    expect(await ask<Ack>(ada, 'poll:vote', { pollId: poll.id, optionId: tea!.id })).toEqual({
      ok: false,
      error: 'VALIDATION_FAILED',
    });
    expect(await ask<Ack>(ada, 'poll:vote', { pollId: poll.id, optionId: venue.chatId })).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    });
    await until(() => pollUpdates(mod).some((p) => p.total === 1), 'the moderator to see the count');
    // Ada voted: she sees Bob's vote live; Bob, who has not, still sees no counts.
    await ask(bob, 'poll:vote', { pollId: poll.id, optionId: tea!.id });
    await until(() => pollUpdates(ada).some((p) => p.total === 2), 'Ada to see the live count');
    const forAda = pollUpdates(ada).at(-1)!;
    expect(forAda.options.map((o) => o.votes)).toEqual([1, 1, 0]);
    const joined = await ask<Ack>(bob, 'qa:join', { videoId: talkId });
    expect(joined.pollVotes).toEqual({ [poll.id]: tea!.id });

    // A visitor who has not voted sees the results once the poll is closed.
    const cy = await client('Cy');
    const cyJoin = await ask<Ack>(cy, 'qa:join', { videoId: talkId });
    expect(cyJoin.polls!.find((p) => p.id === poll.id)!.total).toBeNull();
    expect(await ask<Ack>(cy, 'poll:close', { pollId: poll.id })).toEqual({ ok: false, error: 'FORBIDDEN' });
    expect((await ask<Ack>(mod, 'poll:close', { pollId: poll.id })).poll).toMatchObject({
      isOpen: false,
      total: 2,
    });
    await until(() => pollUpdates(cy).some((p) => !p.isOpen && p.total === 2), 'Cy to get the results');
    expect(await ask<Ack>(cy, 'poll:vote', { pollId: poll.id, optionId: tea!.id })).toEqual({
      ok: false,
      error: 'VALIDATION_FAILED',
    });
  });
});

describe('a demoted moderator', () => {
  it('can no longer moderate questions or polls on the same socket, nor gets pending questions', async () => {
    const other = await buildVenue(t.app, t.db);
    const theatre = await other.add({ kind: 'THEATRE', designId: 'theatre-amphi', title: 'Hall' });
    const talk = await other.add({ kind: 'THEATRE_VIDEO', title: 'Talk', interactive: true }, theatre);
    const join = async (name: string, email?: string) => {
      const visitor = await other.visitor(name, email);
      const c = await connect(base, { pageCode: other.event.pageCode, visitorToken: visitor.visitorToken });
      open.push(c);
      expect(await ask(c, 'qa:join', { videoId: talk })).toMatchObject({ ok: true });
      return c;
    };
    const mod = await join('Mo', other.moderatorEmail);
    const ada = await join('Ada');
    const poll = (
      await ask<Ack>(mod, 'poll:create', { videoId: talk, question: 'Tea?', options: ['Y', 'N'] })
    ).poll!;
    const asked = (await ask<Ack>(ada, 'qa:ask', { videoId: talk, text: 'First?', clientId: randomUUID() }))
      .question!;
    await until(() => questions(mod).some((q) => q.id === asked.id), 'the moderator to get the question');
    // Straight in the database: no refresh reaches the socket, each request must decide.
    await t.db.delete(venueElements).where(eq(venueElements.id, other.moderatorId));

    const forbidden = { ok: false, error: 'FORBIDDEN' };
    expect(await ask(mod, 'qa:approve', { questionId: asked.id })).toEqual(forbidden);
    expect(await ask(mod, 'qa:hide', { questionId: asked.id })).toEqual(forbidden);
    expect(await ask(mod, 'qa:answer', { questionId: asked.id, text: 'Yes' })).toEqual(forbidden);
    expect(await ask(mod, 'poll:create', { videoId: talk, question: 'More?', options: ['Y', 'N'] })).toEqual(
      forbidden,
    );
    expect(await ask(mod, 'poll:close', { pollId: poll.id })).toEqual(forbidden);
    const second = (await ask<Ack>(ada, 'qa:ask', { videoId: talk, text: 'Second?', clientId: randomUUID() }))
      .question!;
    const rejoined = await ask<Ack>(mod, 'qa:join', { videoId: talk });
    expect(rejoined.isModerator).toBe(false);
    expect(rejoined.questions!.map((q) => q.id)).not.toContain(second.id);
    expect(questions(mod).map((q) => q.id)).not.toContain(second.id);
  });
});

describe('a talk of a shared theatre (issue 15)', () => {
  it('has its own Q&A in each event that shows it', async () => {
    const stage = await venue.add({
      kind: 'THEATRE',
      designId: 'theatre-amphi',
      title: 'Stage',
      shared: true,
    });
    const talk = await venue.add({ kind: 'THEATRE_VIDEO', title: 'Shared talk', interactive: true }, stage);
    const second = await buildVenue(t.app, t.db, venue.owner);
    await second.organiser('POST', `events/${second.event.id}/sharedRooms`, { roomId: stage });
    const secondClient = async (name: string, email?: string) => {
      const visitor = await second.visitor(name, email);
      const c = await connect(base, { pageCode: second.event.pageCode, visitorToken: visitor.visitorToken });
      open.push(c);
      return c;
    };

    const mod = await moderator();
    const otherMod = await secondClient('Max', second.moderatorEmail);
    expect(await ask<Ack>(mod, 'qa:join', { videoId: talk })).toMatchObject({ ok: true, questions: [] });
    expect(await ask<Ack>(otherMod, 'qa:join', { videoId: talk })).toMatchObject({
      ok: true,
      isModerator: true,
    });

    const ada = await client('Ada');
    const asked = await ask<Ack>(ada, 'qa:ask', { videoId: talk, text: 'Here?', clientId: randomUUID() });
    await until(
      () => (questions(mod) ?? []).some((q) => q.id === asked.question!.id),
      'the moderator to get it',
    );
    await ask(otherMod, 'qa:join', { videoId: talk });
    expect(questions(otherMod) ?? []).toEqual([]);
    expect((await ask<Ack>(otherMod, 'qa:join', { videoId: talk })).questions).toEqual([]);

    const carl = await secondClient('Carl');
    const own = await ask<Ack>(carl, 'qa:ask', { videoId: talk, text: 'And here?', clientId: randomUUID() });
    expect((await ask<Ack>(otherMod, 'qa:join', { videoId: talk })).questions!.map((q) => q.id)).toEqual([
      own.question!.id,
    ]);
    expect((await ask<Ack>(mod, 'qa:join', { videoId: talk })).questions!.map((q) => q.id)).toEqual([
      asked.question!.id,
    ]);
  });
});

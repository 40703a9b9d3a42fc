import { randomUUID } from 'node:crypto';
import type { ChatMessage, DirectThread } from '@foyer/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { buildEvent, buildUser } from '../../../test/factories.js';
import { call, errorOf, fieldsOf, ok } from '../../../test/http.js';
import { type Client, type Venue, ask, buildVenue, connect, listen, until } from '../../../test/realtime.js';
import { chatMessages } from '../../db/schema/index.js';
import { STAFF_ANSWER_MAIL } from './inbox.mail.js';

let t: TestApp;
let base: string;
const open: Client[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
});
afterEach(() => {
  for (const c of open.splice(0)) c.socket.close();
});
afterAll(() => t.close());

type Scene = {
  venue: Venue;
  staffId: string;
  /** The visitor's connected socket, in the booth, following their thread. */
  visitor: Client;
  visitorEmail: string;
  visitorToken: string;
  thread: DirectThread;
};

async function connectAs(venue: Venue, visitorToken: string): Promise<Client> {
  const c = await connect(base, { pageCode: venue.event.pageCode, visitorToken });
  open.push(c);
  return c;
}

const say = (c: Client, chatId: string, text: string) =>
  ask<{ ok: boolean; message?: ChatMessage }>(c, 'chat:send', { chatId, text, clientId: randomUUID() });

/** A venue with a booth staff figure and a visitor who opened a thread with it and wrote once. */
async function scene(owner?: Venue['owner']): Promise<Scene> {
  const venue = await buildVenue(t.app, t.db, owner);
  const staffId = await venue.add(
    { kind: 'BOOTH_STAFF', slotId: 'staff-1', name: 'Sam Seller', allowChat: true },
    venue.boothId,
  );
  const entered = await venue.visitor('Ada');
  const visitor = await connectAs(venue, entered.visitorToken);
  const { thread } = await ask<{ thread: DirectThread }>(visitor, 'direct:open', { staffId });
  await ask(visitor, 'chat:join', { chatId: thread.id });
  expect((await say(visitor, thread.id, 'Do you ship to Spain?')).message).toBeTruthy();
  return {
    venue,
    staffId,
    visitor,
    visitorEmail: entered.email,
    visitorToken: entered.visitorToken,
    thread,
  };
}

const inbox = (s: Scene, token = s.venue.owner.token) =>
  call(t.app, 'GET', `events/${s.venue.event.id}/inbox`, { token });
const readThread = (s: Scene, token = s.venue.owner.token) =>
  call(t.app, 'GET', `events/${s.venue.event.id}/inbox/${s.thread.id}`, { token });
const answer = (s: Scene, text: string, token = s.venue.owner.token, clientId = randomUUID()) =>
  call(t.app, 'POST', `events/${s.venue.event.id}/inbox/${s.thread.id}/messages`, {
    token,
    body: { text, clientId },
  });
const unreadOf = async (token: string, eventId: string) =>
  (
    ok(await call(t.app, 'GET', 'inbox/unread', { token })).events as {
      eventId: string;
      threads: number;
      messages: number;
    }[]
  ).find((e) => e.eventId === eventId);

const staffMails = async (to: string) => (await t.mails(to)).filter((m) => m.template === STAFF_ANSWER_MAIL);

/** Closes the visitor's socket and waits until the server has seen it go (the booth's presence drops). */
async function leave(s: Scene): Promise<void> {
  const watcher = await connectAs(s.venue, (await s.venue.visitor('Wat')).visitorToken);
  await ask(watcher, 'room:enter', { roomId: s.venue.boothId });
  const { count } = await ask<{ count: number }>(s.visitor, 'room:enter', { roomId: s.venue.boothId });
  const counts = () => watcher.received.get('room:presence') as { count: number }[];
  await until(() => counts().at(-1)?.count === count);
  s.visitor.socket.close();
  await until(() => counts().at(-1)?.count === count - 1, 'the visitor to leave');
}

describe('GET events/{id}/inbox', () => {
  it("lists the event's threads with the visitor's unread messages", async () => {
    const s = await scene();
    const { threads } = ok(await inbox(s));
    expect(threads).toHaveLength(1);
    expect(threads[0]).toMatchObject({
      id: s.thread.id,
      staffName: 'Sam Seller',
      participantName: 'Ada Hopper',
      lastText: 'Do you ship to Spain?',
      unread: 1,
    });
    await say(s.visitor, s.thread.id, 'And to Portugal?');
    expect(ok(await inbox(s)).threads[0].unread).toBe(2);
  });

  it('answers an empty list for an event nobody wrote to', async () => {
    const venue = await buildVenue(t.app, t.db);
    expect(
      ok(await call(t.app, 'GET', `events/${venue.event.id}/inbox`, { token: venue.owner.token })),
    ).toEqual({
      threads: [],
    });
  });
});

describe('GET events/{id}/inbox/{threadId}', () => {
  it('answers the messages and marks the thread read for the whole staff', async () => {
    const s = await scene();
    const sub = await buildUser(t.db, { mainAccountId: s.venue.owner.userId });
    expect(await unreadOf(s.venue.owner.token, s.venue.event.id)).toEqual({
      eventId: s.venue.event.id,
      threads: 1,
      messages: 1,
    });
    const read = ok(await readThread(s, sub.token));
    expect(read.messages.map((m: ChatMessage) => m.text)).toEqual(['Do you ship to Spain?']);
    expect(read.hasMore).toBe(false);
    expect(read.thread.unread).toBe(0);
    expect(ok(await inbox(s)).threads[0].unread).toBe(0);
    expect(await unreadOf(s.venue.owner.token, s.venue.event.id)).toBeUndefined();

    await say(s.visitor, s.thread.id, 'Hello?');
    expect(await unreadOf(sub.token, s.venue.event.id)).toMatchObject({ threads: 1, messages: 1 });
  });

  it("refuses another event's thread", async () => {
    const s = await scene();
    const other = await buildVenue(t.app, t.db, s.venue.owner);
    const res = await call(t.app, 'GET', `events/${other.event.id}/inbox/${s.thread.id}`, {
      token: s.venue.owner.token,
    });
    expect(errorOf(res, 404)).toBe('NOT_FOUND');
  });
});

describe('POST events/{id}/inbox/{threadId}/messages', () => {
  it("reaches the visitor's open venue at once, as a moderator's answer in the staff's name", async () => {
    const s = await scene();
    const mod = await connectAs(s.venue, (await s.venue.visitor('Mo', s.venue.moderatorEmail)).visitorToken);
    const { message } = ok(await answer(s, 'Yes, in two days.'));
    expect(message).toMatchObject({
      chatId: s.thread.id,
      authorName: 'Sam Seller',
      byModerator: true,
      participantId: null,
      text: 'Yes, in two days.',
    });
    await until(() => s.visitor.received.get('chat:message')!.length >= 2, 'the answer');
    expect((s.visitor.received.get('chat:message') as ChatMessage[]).at(-1)).toEqual(message);
    await until(
      () =>
        (mod.received.get('direct:thread') as DirectThread[]).some(
          (th) => th.lastText === 'Yes, in two days.',
        ),
      'the moderators to hear of it',
    );
    const [row] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, message.id));
    expect(row).toMatchObject({ threadId: s.thread.id, chatId: null, byModerator: true });
    // The visitor reads it in their thread's history too.
    const history = await ask<{ messages: ChatMessage[] }>(s.visitor, 'chat:join', { chatId: s.thread.id });
    expect(history.messages.map((m) => m.text)).toEqual(['Do you ship to Spain?', 'Yes, in two days.']);
    // Answered: nothing unread, and no mail to a visitor who had the venue open.
    expect(ok(await inbox(s)).threads[0]).toMatchObject({ unread: 0, lastText: 'Yes, in two days.' });
    expect(await staffMails(s.visitorEmail)).toEqual([]);
  });

  it('stores a repeated client id once', async () => {
    const s = await scene();
    const clientId = randomUUID();
    const first = ok(await answer(s, 'Once', undefined, clientId)).message;
    const again = ok(await answer(s, 'Once', undefined, clientId)).message;
    expect(again.id).toBe(first.id);
    const rows = await t.db.select().from(chatMessages).where(eq(chatMessages.threadId, s.thread.id));
    expect(rows).toHaveLength(2);
  });

  it('validates the text as a chat message', async () => {
    const s = await scene();
    expect(Object.keys(fieldsOf(await answer(s, '   ')))).toEqual(['text']);
    expect(Object.keys(fieldsOf(await answer(s, 'x'.repeat(1001))))).toEqual(['text']);
  });

  it('mails a visitor who is away once per burst of answers, in the page language with the venue link', async () => {
    const s = await scene();
    await leave(s);
    ok(await answer(s, 'Yes, we ship to Spain.'));
    let mails = await staffMails(s.visitorEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Sam Seller answered your message');
    expect(mails[0]!.text).toContain('Yes, we ship to Spain.');
    expect(mails[0]!.html).toContain('Yes, we ship to Spain.');
    const link = mails[0]!.links.find((l) => l.includes(`/r/${s.venue.event.pageCode}/confirm?token=`));
    expect(link).toBeTruthy();
    // The link is a personal entry to the venue.
    const token = new URL(link!).searchParams.get('token')!;
    ok(await call(t.app, 'POST', `public/venue/${s.venue.event.pageCode}/enter`, { body: { token } }));

    ok(await answer(s, 'Delivery takes two days.'));
    expect(await staffMails(s.visitorEmail)).toHaveLength(1);

    // The visitor writes again and leaves: the next answer opens a new burst.
    const back = await connectAs(s.venue, s.visitorToken);
    await ask(back, 'chat:join', { chatId: s.thread.id });
    await say(back, s.thread.id, 'Thanks! And Portugal?');
    await leave({ ...s, visitor: back });
    ok(await answer(s, 'Portugal too.'));
    mails = await staffMails(s.visitorEmail);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain('Portugal too.');
  });

  it("mails an away visitor when a moderator answers in the venue, as the inbox's answer does", async () => {
    const s = await scene();
    const mod = await connectAs(s.venue, (await s.venue.visitor('Mo', s.venue.moderatorEmail)).visitorToken);
    await ask(mod, 'chat:join', { chatId: s.thread.id });
    // The visitor is there: the answer reaches them live, no mail.
    expect((await say(mod, s.thread.id, 'We do.')).message).toMatchObject({ authorName: 'Sam Seller' });
    await until(() => s.visitor.received.get('chat:message')!.length >= 2, 'the answer');
    expect(await staffMails(s.visitorEmail)).toEqual([]);

    await leave(s);
    expect((await say(mod, s.thread.id, 'Shipping is free over 50 €.')).message).toBeTruthy();
    const mails = await staffMails(s.visitorEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Sam Seller answered your message');
    expect(mails[0]!.text).toContain('Shipping is free over 50 €.');
    // One mail per burst, whichever side answers next.
    expect((await say(mod, s.thread.id, 'And returns are free.')).message).toBeTruthy();
    ok(await answer(s, 'Any other question?'));
    expect(await staffMails(s.visitorEmail)).toHaveLength(1);
  });

  it("writes the mail in the registration page's language", async () => {
    const german = await buildUser(t.db, { plan: 'business', language: 'de' });
    const s = await scene({ userId: german.user.id, token: german.token });
    await leave(s);
    ok(await answer(s, 'Ja, nach Spanien liefern wir.'));
    const [mail] = await staffMails(s.visitorEmail);
    expect(mail!.subject).toBe('Sam Seller hat auf Ihre Nachricht geantwortet');
    expect(mail!.html).toContain('lang="de"');
  });
});

describe('who may use the inbox', () => {
  it('answers NOT_FOUND to another account, for its event and its threads', async () => {
    const s = await scene();
    const stranger = await buildUser(t.db, { plan: 'business' });
    for (const res of [
      await inbox(s, stranger.token),
      await readThread(s, stranger.token),
      await answer(s, 'Taken over', stranger.token),
    ])
      expect(errorOf(res, 404)).toBe('NOT_FOUND');
    expect(await unreadOf(stranger.token, s.venue.event.id)).toBeUndefined();
    expect(ok(await inbox(s)).threads[0].unread).toBe(1);
  });

  it('refuses a sub-account without access to the event, and lets one with access answer', async () => {
    const s = await scene();
    const elsewhere = await buildEvent(t.db, { tenantId: s.venue.owner.userId });
    const without = await buildUser(t.db, { mainAccountId: s.venue.owner.userId, eventIds: [elsewhere.id] });
    for (const res of [
      await inbox(s, without.token),
      await readThread(s, without.token),
      await answer(s, 'Not mine', without.token),
    ])
      expect(errorOf(res, 404)).toBe('NOT_FOUND');
    expect(ok(await call(t.app, 'GET', 'inbox/unread', { token: without.token })).events).toEqual([]);

    const chosen = await buildUser(t.db, {
      mainAccountId: s.venue.owner.userId,
      eventIds: [s.venue.event.id],
    });
    expect(await unreadOf(chosen.token, s.venue.event.id)).toMatchObject({ messages: 1 });
    const { message } = ok(await answer(s, 'Happy to help.', chosen.token));
    expect(message.authorName).toBe('Sam Seller');
    await until(() =>
      (s.visitor.received.get('chat:message') as ChatMessage[]).some((m) => m.text === 'Happy to help.'),
    );
  });
});

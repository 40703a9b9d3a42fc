import { randomUUID } from 'node:crypto';
import type { ChatMessage, DirectRinging, DirectThread } from '@foyer/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { type Client, type Venue, ask, buildVenue, connect, listen, until } from '../../../test/realtime.js';
import { chatMessages, directThreads, events, venueElements } from '../../db/schema/index.js';

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

type Ack = { ok: boolean; error?: string; thread?: DirectThread; threads?: DirectThread[] };
type Scene = { venue: Venue; staffId: string; mod: Client };

/** A connected client of this venue's visitor (recording the events it receives). */
async function client(venue: Venue, firstName = 'Grace', email?: string): Promise<Client> {
  const visitor = await venue.visitor(firstName, email);
  const c = await connect(base, { pageCode: venue.event.pageCode, visitorToken: visitor.visitorToken });
  open.push(c);
  return c;
}

/** A venue with a booth staff figure (these flags) and a connected moderator. */
async function scene(staff: { allowChat?: boolean; allowVideoCalls?: boolean } = {}): Promise<Scene> {
  const venue = await buildVenue(t.app, t.db);
  const staffId = await venue.add(
    { kind: 'BOOTH_STAFF', slotId: 'staff-1', name: 'Sam Seller', allowChat: true, ...staff },
    venue.boothId,
  );
  const mod = await client(venue, 'Mo', venue.moderatorEmail);
  return { venue, staffId, mod };
}

const openThread = async (c: Client, staffId: string) =>
  (await ask<Ack>(c, 'direct:open', { staffId })).thread!;
const send = (c: Client, chatId: string, text: string) =>
  ask<{ ok: boolean; error?: string; message?: ChatMessage }>(c, 'chat:send', {
    chatId,
    text,
    clientId: randomUUID(),
  });

describe('direct:open', () => {
  it('opens one thread per visitor and staff, and refuses a staff without allowChat', async () => {
    const { venue, staffId } = await scene();
    const a = await client(venue, 'Ada');
    const thread = await openThread(a, staffId);
    expect(thread).toMatchObject({
      staffId,
      staffName: 'Sam Seller',
      roomId: venue.boothId,
      participantName: 'Ada Hopper',
      videoCalls: false,
      lastSeq: 0,
      lastText: null,
      lastMessageAt: null,
    });
    expect((await openThread(a, staffId)).id).toBe(thread.id);

    const otherBooth = await venue.add({ kind: 'BOOTH', designId: 'booth-kiosk', title: 'Booth B' });
    const silent = await venue.add(
      { kind: 'BOOTH_STAFF', slotId: 'staff-1', name: 'No Chat', allowChat: false },
      otherBooth,
    );
    expect(await ask(a, 'direct:open', { staffId: silent })).toEqual({ ok: false, error: 'NOT_FOUND' });
    expect(await ask(a, 'direct:open', { staffId: venue.hallId })).toEqual({ ok: false, error: 'NOT_FOUND' });
    const foreign = await scene();
    expect(await ask(a, 'direct:open', { staffId: foreign.staffId })).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    });
  });

  it('opens a thread for a call with a staff allowing video calls only, when the event allows them', async () => {
    const { venue, staffId } = await scene({ allowChat: false, allowVideoCalls: true });
    const a = await client(venue, 'Ada');
    expect(await ask(a, 'direct:open', { staffId })).toEqual({ ok: false, error: 'NOT_FOUND' });
    await t.db.update(events).set({ allowChatVideo: true }).where(eq(events.id, venue.event.id));
    expect((await openThread(a, staffId)).videoCalls).toBe(true);
  });

  it('makes one thread of concurrent opens', async () => {
    const { venue, staffId } = await scene();
    const visitor = await venue.visitor('Con');
    const tabs = await Promise.all(
      [1, 2, 3].map(async () => {
        const c = await connect(base, { pageCode: venue.event.pageCode, visitorToken: visitor.visitorToken });
        open.push(c);
        return c;
      }),
    );
    const threads = await Promise.all(tabs.map((c) => openThread(c, staffId)));
    expect(new Set(threads.map((th) => th.id)).size).toBe(1);
    const rows = await t.db
      .select()
      .from(directThreads)
      .where(eq(directThreads.participantId, visitor.participantId));
    expect(rows).toHaveLength(1);
  });
});

describe('thread messages', () => {
  it('reaches the moderators, who answer in the staff name, and the visitor gets the answer', async () => {
    const { venue, staffId, mod } = await scene();
    const a = await client(venue, 'Ada');
    const thread = await openThread(a, staffId);
    await ask(a, 'chat:join', { chatId: thread.id });
    const asked = await send(a, thread.id, 'Do you ship to Spain?');
    expect(asked.message).toMatchObject({ chatId: thread.id, authorName: 'Ada Hopper', byModerator: false });

    await until(() => mod.received.get('direct:thread')!.length === 1, 'the moderator hears of the thread');
    expect(mod.received.get('direct:thread')![0]).toMatchObject({
      id: thread.id,
      lastSeq: asked.message!.seq,
      lastText: 'Do you ship to Spain?',
    });
    const joined = await ask<{ ok: boolean; messages: ChatMessage[] }>(mod, 'chat:join', {
      chatId: thread.id,
    });
    expect(joined.messages.map((m) => m.text)).toEqual(['Do you ship to Spain?']);
    const answer = await send(mod, thread.id, 'Yes, we do.');
    expect(answer.message).toMatchObject({ authorName: 'Sam Seller', byModerator: true });
    await until(() => a.received.get('chat:message')!.length === 2, 'the visitor gets the answer');
    expect(a.received.get('chat:message')![1]).toEqual(answer.message);
    await until(() => a.received.get('direct:thread')!.length === 2);
    expect((a.received.get('direct:thread')![1] as DirectThread).lastText).toBe('Yes, we do.');
    // Stored in the thread's column, not as an event chat message.
    const [row] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, answer.message!.id));
    expect(row).toMatchObject({ chatId: null, threadId: thread.id });
  });

  it('keeps another visitor out of the thread', async () => {
    const { venue, staffId } = await scene();
    const a = await client(venue, 'Ada');
    const b = await client(venue, 'Bob');
    const thread = await openThread(a, staffId);
    await send(a, thread.id, 'private');
    const notFound = { ok: false, error: 'NOT_FOUND' };
    expect(await ask(b, 'chat:join', { chatId: thread.id })).toEqual(notFound);
    expect(await ask(b, 'chat:history', { chatId: thread.id, before: 1_000_000 })).toEqual(notFound);
    expect(await send(b, thread.id, 'let me in')).toEqual(notFound);
    expect(await ask(b, 'direct:call', { threadId: thread.id })).toEqual(notFound);
    expect(b.received.get('chat:message')).toEqual([]);
    expect(b.received.get('direct:thread')).toEqual([]);
    // A thread of another event is unknown to its moderators too.
    const other = await scene();
    expect(await ask(other.mod, 'chat:join', { chatId: thread.id })).toEqual(notFound);
  });

  it('lists every thread to a moderator and their own to a visitor, newest activity first', async () => {
    const { venue, staffId, mod } = await scene();
    const a = await client(venue, 'Ada');
    const b = await client(venue, 'Bob');
    const ofA = await openThread(a, staffId);
    const ofB = await openThread(b, staffId);
    await send(b, ofB.id, 'first');
    await send(a, ofA.id, 'newest');
    const forMod = await ask<Ack>(mod, 'direct:list', {});
    expect(forMod.threads!.map((th) => [th.participantName, th.lastText])).toEqual([
      ['Ada Hopper', 'newest'],
      ['Bob Hopper', 'first'],
    ]);
    expect((await ask<Ack>(b, 'direct:list', {})).threads!.map((th) => th.id)).toEqual([ofB.id]);
  });

  it('moderators delete in a thread and the inbox shows the message before', async () => {
    const { venue, staffId, mod } = await scene();
    const a = await client(venue, 'Ada');
    const thread = await openThread(a, staffId);
    await send(a, thread.id, 'hello');
    const spam = (await send(a, thread.id, 'spam')).message!;
    expect(await ask(a, 'chat:delete', { chatId: thread.id, messageId: spam.id })).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    });
    expect(await ask(mod, 'chat:delete', { chatId: thread.id, messageId: spam.id })).toEqual({ ok: true });
    const [listed] = (await ask<Ack>(mod, 'direct:list', {})).threads!;
    expect(listed!.lastText).toBe('hello');
  });
});

describe('direct:call', () => {
  it('rings the moderators when the visitor calls and the visitor when a moderator calls', async () => {
    const { venue, staffId, mod } = await scene({ allowVideoCalls: true });
    await t.db.update(events).set({ allowChatVideo: true }).where(eq(events.id, venue.event.id));
    const a = await client(venue, 'Ada');
    const b = await client(venue, 'Bob');
    const thread = await openThread(a, staffId);
    expect(thread.videoCalls).toBe(true);

    expect(await ask(a, 'direct:call', { threadId: thread.id })).toEqual({ ok: true });
    await until(() => mod.received.get('direct:ringing')!.length === 1, 'the moderator rings');
    const ring = mod.received.get('direct:ringing')![0] as DirectRinging;
    expect(ring.callerName).toBe('Ada Hopper');
    expect(ring.thread.id).toBe(thread.id);

    expect(await ask(mod, 'direct:call', { threadId: thread.id })).toEqual({ ok: true });
    await until(() => a.received.get('direct:ringing')!.length === 1, 'the visitor rings');
    expect((a.received.get('direct:ringing')![0] as DirectRinging).callerName).toBe('Sam Seller');
    expect(b.received.get('direct:ringing')).toEqual([]);
  });

  it('is refused when the staff or the event does not allow video calls', async () => {
    const withoutEventVideo = await scene({ allowVideoCalls: true });
    const a = await client(withoutEventVideo.venue, 'Ada');
    const thread = await openThread(a, withoutEventVideo.staffId);
    expect(await ask(a, 'direct:call', { threadId: thread.id })).toEqual({ ok: false, error: 'FORBIDDEN' });

    const withoutStaffVideo = await scene({ allowVideoCalls: false });
    await t.db
      .update(events)
      .set({ allowChatVideo: true })
      .where(eq(events.id, withoutStaffVideo.venue.event.id));
    const b = await client(withoutStaffVideo.venue, 'Bob');
    const other = await openThread(b, withoutStaffVideo.staffId);
    expect(await ask(b, 'direct:call', { threadId: other.id })).toEqual({ ok: false, error: 'FORBIDDEN' });
    expect(await ask(withoutStaffVideo.mod, 'direct:call', { threadId: other.id })).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    });
    expect(withoutStaffVideo.mod.received.get('direct:ringing')).toEqual([]);
  });
});

describe('a demoted moderator', () => {
  it('no longer reads, answers or hears of the threads on the same socket', async () => {
    const { venue, staffId, mod } = await scene();
    const a = await client(venue, 'Ada');
    const thread = await openThread(a, staffId);
    await send(a, thread.id, 'Hello?');
    await until(() => mod.received.get('direct:thread')!.length === 1, 'the moderator hears of the thread');
    // Straight in the database: no refresh reaches the socket, each request must decide.
    await t.db.delete(venueElements).where(eq(venueElements.id, venue.moderatorId));

    expect((await ask<Ack>(mod, 'direct:list', {})).threads).toEqual([]);
    expect(await ask(mod, 'chat:join', { chatId: thread.id })).toEqual({ ok: false, error: 'NOT_FOUND' });
    expect(await send(mod, thread.id, 'As the staff')).toEqual({ ok: false, error: 'NOT_FOUND' });
    expect(await ask(mod, 'direct:call', { threadId: thread.id })).toEqual({ ok: false, error: 'NOT_FOUND' });
    await send(a, thread.id, 'Anyone?');
    // A round trip on the moderator's socket: a broadcast sent before it would have arrived.
    await ask(mod, 'direct:list', {});
    expect(mod.received.get('direct:thread')).toHaveLength(1);
  });
});

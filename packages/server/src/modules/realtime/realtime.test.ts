import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGE_MAX, CHAT_RATE, type ChatMessage, HISTORY_PAGE } from '@foyer/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { buildChat, buildEvent, buildUser } from '../../../test/factories.js';
import {
  type Client,
  type Venue,
  ask,
  buildVenue,
  connect,
  listen,
  secondNode,
  until,
} from '../../../test/realtime.js';
import { chatMessages, venueElements, visitorSessions } from '../../db/schema/index.js';

let t: TestApp;
let base: string;
let venue: Venue;
const open: Client[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  venue = await buildVenue(t.app, t.db);
});
afterEach(() => {
  for (const c of open.splice(0)) c.socket.close();
});
afterAll(() => t.close());

/** A connected client of this visitor (closed after the test). */
async function client(visitorToken: string, pageCode = venue.event.pageCode): Promise<Client> {
  const c = await connect(base, { pageCode, visitorToken });
  open.push(c);
  return c;
}
const refusal = (auth: object) =>
  connect(base, auth).then(
    () => 'connected',
    (e: Error) => e.message,
  );
type Ack = {
  ok: boolean;
  error?: string;
  messages?: ChatMessage[];
  hasMore?: boolean;
  muted?: boolean;
  deletedIds?: string[];
};
const send = (c: Client, chatId: string, text: string, clientId = randomUUID()) =>
  ask<Ack & { message?: ChatMessage }>(c, 'chat:send', { chatId, text, clientId });

describe('connection', () => {
  it('refuses a missing or bad token and the session of another event', async () => {
    const visitor = await venue.visitor();
    const other = await buildVenue(t.app, t.db);
    expect(await refusal({ pageCode: venue.event.pageCode })).toBe('VISITOR_TOKEN_IS_INVALID');
    expect(await refusal({})).toBe('VISITOR_TOKEN_IS_INVALID');
    expect(await refusal({ pageCode: venue.event.pageCode, visitorToken: 'x'.repeat(43) })).toBe(
      'VISITOR_TOKEN_IS_INVALID',
    );
    expect(await refusal({ pageCode: other.event.pageCode, visitorToken: visitor.visitorToken })).toBe(
      'VISITOR_TOKEN_IS_INVALID',
    );
    const c = await client(visitor.visitorToken);
    expect(c.socket.connected).toBe(true);
  });

  it('refuses a closed event', async () => {
    const other = await buildVenue(t.app, t.db);
    const visitor = await other.visitor();
    await other.setOpen(false);
    expect(await refusal({ pageCode: other.event.pageCode, visitorToken: visitor.visitorToken })).toBe(
      'EVENT_CLOSED',
    );
  });
});

describe('chats', () => {
  it('joins with history, delivers a message to every client of the chat, pages older history', async () => {
    const other = await buildVenue(t.app, t.db);
    const a = await client((await other.visitor('Ada')).visitorToken, other.event.pageCode);
    const b = await client((await other.visitor('Bob')).visitorToken, other.event.pageCode);
    const empty = await ask<Ack>(a, 'chat:join', { chatId: other.chatId });
    expect(empty).toEqual({ ok: true, messages: [], hasMore: false, muted: false });
    await ask(b, 'chat:join', { chatId: other.chatId });

    const sent = await send(a, other.chatId, '  Hello https://example.com  ');
    expect(sent.ok).toBe(true);
    expect(sent.message).toMatchObject({
      chatId: other.chatId,
      authorName: 'Ada Hopper',
      byModerator: false,
      text: 'Hello https://example.com',
    });
    await until(
      () => a.received.get('chat:message')!.length === 1 && b.received.get('chat:message')!.length === 1,
    );
    expect(b.received.get('chat:message')).toEqual([sent.message]);
    // A client of another chat gets nothing.
    const c = await client((await other.visitor('Cy')).visitorToken, other.event.pageCode);
    await ask(c, 'chat:join', { chatId: other.otherChatId });
    await send(a, other.chatId, 'Second');
    await until(() => b.received.get('chat:message')!.length === 2);
    expect(c.received.get('chat:message')).toEqual([]);

    // More than a page: the newest page oldest first, then the page before it.
    const seeds = Array.from({ length: HISTORY_PAGE + 3 }, (_, i) => `seed ${i}`);
    await buildChat(t.db, { event: other.event, chatId: other.chatId, messages: seeds });
    const joined = await ask<Ack>(c, 'chat:join', { chatId: other.chatId });
    expect(joined.hasMore).toBe(true);
    expect(joined.messages).toHaveLength(HISTORY_PAGE);
    const seqs = joined.messages!.map((m) => m.seq);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    expect(joined.messages!.at(-1)!.text).toBe(`seed ${HISTORY_PAGE + 2}`);
    const older = await ask<Ack>(c, 'chat:history', { chatId: other.chatId, before: seqs[0] });
    expect(older.hasMore).toBe(false);
    expect(older.messages!.map((m) => m.text)).toEqual([
      'Hello https://example.com',
      'Second',
      'seed 0',
      'seed 1',
      'seed 2',
    ]);
  });

  it('validates payloads, the chat and the length limit', async () => {
    const a = await client((await venue.visitor()).visitorToken);
    expect(await ask(a, 'chat:join', { chatId: venue.chatId, extra: 1 })).toEqual({
      ok: false,
      error: 'VALIDATION_FAILED',
    });
    expect(await ask(a, 'chat:join', 'nonsense')).toEqual({ ok: false, error: 'VALIDATION_FAILED' });
    expect(await ask(a, 'chat:join', { chatId: venue.hallId })).toEqual({ ok: false, error: 'NOT_FOUND' });
    expect(await ask(a, 'chat:join', { chatId: 'not-a-uuid' })).toEqual({ ok: false, error: 'NOT_FOUND' });
    const { user } = await buildUser(t.db, { plan: 'business' });
    const foreign = await buildChat(t.db, {
      event: await buildEvent(t.db, { tenantId: user.id }),
      messages: 1,
    });
    expect(await ask(a, 'chat:join', { chatId: foreign.chatId })).toEqual({ ok: false, error: 'NOT_FOUND' });
    expect(await send(a, foreign.chatId, 'Hi')).toEqual({ ok: false, error: 'NOT_FOUND' });
    expect(await send(a, venue.chatId, '   ')).toEqual({ ok: false, error: 'VALIDATION_FAILED' });
    expect(await send(a, venue.chatId, 'x'.repeat(CHAT_MESSAGE_MAX + 1))).toEqual({
      ok: false,
      error: 'VALIDATION_FAILED',
    });
    expect((await send(a, venue.chatId, 'x'.repeat(CHAT_MESSAGE_MAX))).ok).toBe(true);
  });

  it('limits how fast one visitor sends', async () => {
    const visitor = await venue.visitor();
    const a = await client(visitor.visitorToken);
    for (let i = 0; i < CHAT_RATE.messages; i++) expect((await send(a, venue.chatId, `m${i}`)).ok).toBe(true);
    expect(await send(a, venue.chatId, 'one too many')).toEqual({ ok: false, error: 'RATE_LIMITED' });
    // Another visitor is not affected.
    const b = await client((await venue.visitor()).visitorToken);
    expect((await send(b, venue.chatId, 'fine')).ok).toBe(true);
    const stored = await t.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.participantId, visitor.participantId));
    expect(stored).toHaveLength(CHAT_RATE.messages);
  });

  it('stores a retried clientId once and answers it again', async () => {
    const visitor = await venue.visitor();
    const a = await client(visitor.visitorToken);
    await ask(a, 'chat:join', { chatId: venue.chatId });
    const clientId = randomUUID();
    const first = await send(a, venue.chatId, 'Only once', clientId);
    const again = await send(a, venue.chatId, 'Only once', clientId);
    expect(again).toEqual(first);
    const stored = await t.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.participantId, visitor.participantId), eq(chatMessages.clientId, clientId)));
    expect(stored).toHaveLength(1);
    // A later message comes after any second copy would have: once it is here, count the copies.
    await send(a, venue.chatId, 'Later');
    await until(() => a.received.get('chat:message')!.length >= 2);
    expect((a.received.get('chat:message') as ChatMessage[]).map((m) => m.text)).toEqual([
      'Only once',
      'Later',
    ]);
  });

  it('after a reconnect delivers exactly the missed messages once', async () => {
    const other = await buildVenue(t.app, t.db);
    const reader = await other.visitor('Rea');
    const writer = await client((await other.visitor('Wri')).visitorToken, other.event.pageCode);
    let r = await client(reader.visitorToken, other.event.pageCode);
    await ask(r, 'chat:join', { chatId: other.chatId });
    await send(writer, other.chatId, 'before');
    await until(() => r.received.get('chat:message')!.length === 1);
    const last = (r.received.get('chat:message')![0] as ChatMessage).seq;
    r.socket.close();

    await send(writer, other.chatId, 'missed 1');
    await send(writer, other.chatId, 'missed 2');
    r = await client(reader.visitorToken, other.event.pageCode);
    const joined = await ask<Ack>(r, 'chat:join', { chatId: other.chatId, after: last });
    expect(joined.messages!.map((m) => m.text)).toEqual(['missed 1', 'missed 2']);
    await send(writer, other.chatId, 'live');
    await until(() => r.received.get('chat:message')!.length === 1);
    expect((r.received.get('chat:message') as ChatMessage[]).map((m) => m.text)).toEqual(['live']);
  });
});

describe('moderation', () => {
  it('a moderator deletes a message for every client and history leaves it out; others may not', async () => {
    const mod = await client((await venue.visitor('Mo', venue.moderatorEmail)).visitorToken);
    const a = await client((await venue.visitor()).visitorToken);
    await ask(mod, 'chat:join', { chatId: venue.otherChatId });
    await ask(a, 'chat:join', { chatId: venue.otherChatId });
    const bad = (await send(a, venue.otherChatId, 'spam')).message!;
    const fromMod = (await send(mod, venue.otherChatId, 'Welcome')).message!;
    expect(fromMod.byModerator).toBe(true);

    expect(await ask(a, 'chat:delete', { chatId: venue.otherChatId, messageId: fromMod.id })).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    });
    expect(await ask(mod, 'chat:delete', { chatId: venue.chatId, messageId: bad.id })).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    });
    expect(await ask(mod, 'chat:delete', { chatId: venue.otherChatId, messageId: bad.id })).toEqual({
      ok: true,
    });
    const deleted = { chatId: venue.otherChatId, messageId: bad.id };
    await until(
      () => a.received.get('chat:deleted')!.length === 1 && mod.received.get('chat:deleted')!.length === 1,
    );
    expect(a.received.get('chat:deleted')).toEqual([deleted]);
    const history = await ask<Ack>(a, 'chat:join', { chatId: venue.otherChatId });
    expect(history.messages!.map((m) => m.id)).toEqual([fromMod.id]);
  });

  it('tells a client rejoining with after which of its messages were deleted meanwhile', async () => {
    const other = await buildVenue(t.app, t.db);
    const mod = await client(
      (await other.visitor('Mo', other.moderatorEmail)).visitorToken,
      other.event.pageCode,
    );
    const a = await client((await other.visitor('Ann')).visitorToken, other.event.pageCode);
    const reader = await other.visitor('Bea');
    let b = await client(reader.visitorToken, other.event.pageCode);
    await ask(mod, 'chat:join', { chatId: other.chatId });
    await ask(a, 'chat:join', { chatId: other.chatId });
    await ask(b, 'chat:join', { chatId: other.chatId });
    const kept = (await send(a, other.chatId, 'kept')).message!;
    const doomed = (await send(a, other.chatId, 'doomed')).message!;
    const deletedBefore = (await send(a, other.chatId, 'deleted while B is here')).message!;
    await until(() => b.received.get('chat:message')!.length === 3);
    expect(await ask(mod, 'chat:delete', { chatId: other.chatId, messageId: deletedBefore.id })).toEqual({
      ok: true,
    });
    await until(() => b.received.get('chat:deleted')!.length === 1);
    const last = deletedBefore.seq;
    b.socket.close();

    expect(await ask(mod, 'chat:delete', { chatId: other.chatId, messageId: doomed.id })).toEqual({
      ok: true,
    });
    const missedThenDeleted = (await send(a, other.chatId, 'missed, then deleted')).message!;
    const missed = (await send(a, other.chatId, 'missed')).message!;
    expect(await ask(mod, 'chat:delete', { chatId: other.chatId, messageId: missedThenDeleted.id })).toEqual({
      ok: true,
    });

    b = await client(reader.visitorToken, other.event.pageCode);
    const rejoined = await ask<Ack>(b, 'chat:join', { chatId: other.chatId, after: last });
    expect(rejoined.ok).toBe(true);
    expect(rejoined.messages!.map((m) => m.id)).toEqual([missed.id]);
    // Seq ≤ after and deleted: the one deleted offline, plus the one B already removed (harmless).
    expect(rejoined.deletedIds).toContain(doomed.id);
    expect(rejoined.deletedIds).not.toContain(kept.id);
    expect(rejoined.deletedIds).not.toContain(missedThenDeleted.id);
    expect(rejoined.deletedIds).toEqual([doomed.id, deletedBefore.id]);
    // A first join (no after) answers no deletedIds.
    expect((await ask<Ack>(b, 'chat:join', { chatId: other.chatId })).deletedIds).toBeUndefined();
  });

  it('a muted visitor cannot send until unmuted; only moderators mute', async () => {
    const mod = await client((await venue.visitor('Mo', venue.moderatorEmail)).visitorToken);
    const visitor = await venue.visitor();
    const a = await client(visitor.visitorToken);
    expect(await ask(a, 'chat:mute', { participantId: visitor.participantId, muted: true })).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    });
    expect(await ask(mod, 'chat:mute', { participantId: randomUUID(), muted: true })).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    });
    expect(await ask(mod, 'chat:mute', { participantId: visitor.participantId, muted: true })).toEqual({
      ok: true,
    });
    await until(() => a.received.get('chat:muted')!.length === 1);
    expect(a.received.get('chat:muted')).toEqual([{ muted: true }]);
    expect(await send(a, venue.chatId, 'let me talk')).toEqual({ ok: false, error: 'MUTED' });
    expect((await ask<Ack>(a, 'chat:join', { chatId: venue.otherChatId })).muted).toBe(true);

    expect(await ask(mod, 'chat:mute', { participantId: visitor.participantId, muted: false })).toEqual({
      ok: true,
    });
    await until(() => a.received.get('chat:muted')!.length === 2);
    expect((await send(a, venue.chatId, 'thanks')).ok).toBe(true);
  });
});

describe('presence', () => {
  it('counts the people in a venue room as they enter, move and leave', async () => {
    const other = await buildVenue(t.app, t.db);
    const a = await client((await other.visitor('Ada')).visitorToken, other.event.pageCode);
    const b = await client((await other.visitor('Bob')).visitorToken, other.event.pageCode);
    expect(await ask(a, 'room:enter', { roomId: other.hallId })).toEqual({ ok: true, count: 1 });
    expect(await ask(b, 'room:enter', { roomId: other.hallId })).toEqual({ ok: true, count: 2 });
    await until(() => a.received.get('room:presence')!.some((p) => (p as { count: number }).count === 2));
    expect(await ask(a, 'room:enter', { roomId: other.chatId })).toEqual({ ok: false, error: 'NOT_FOUND' });

    // Moving to the booth leaves the hall.
    expect(await ask(b, 'room:enter', { roomId: other.boothId })).toEqual({ ok: true, count: 1 });
    await until(() => (a.received.get('room:presence')!.at(-1) as { count: number }).count === 1);
    expect(a.received.get('room:presence')!.at(-1)).toEqual({ roomId: other.hallId, count: 1 });

    expect(await ask(b, 'room:enter', { roomId: other.hallId })).toEqual({ ok: true, count: 2 });
    await until(() => (a.received.get('room:presence')!.at(-1) as { count: number }).count === 2);
    b.socket.close();
    await until(() => (a.received.get('room:presence')!.at(-1) as { count: number }).count === 1);
    expect(a.received.get('room:presence')!.at(-1)).toEqual({ roomId: other.hallId, count: 1 });
  });
});

/** Waits until the server has closed this client's socket. */
const closedByServer = (c: Client) => until(() => !c.socket.connected, 'the server to close the socket');

describe('rights decided at each request', () => {
  it('a moderator demoted while connected can no longer delete or mute on the same socket', async () => {
    const other = await buildVenue(t.app, t.db);
    const mod = await client(
      (await other.visitor('Mo', other.moderatorEmail)).visitorToken,
      other.event.pageCode,
    );
    const visitor = await other.visitor('Ann');
    const a = await client(visitor.visitorToken, other.event.pageCode);
    const message = (await send(a, other.chatId, 'still here')).message!;
    // Straight in the database: no refresh reaches the socket, the request itself must decide.
    await t.db.delete(venueElements).where(eq(venueElements.id, other.moderatorId));

    expect(await ask(mod, 'chat:delete', { chatId: other.chatId, messageId: message.id })).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    });
    expect(await ask(mod, 'chat:mute', { participantId: visitor.participantId, muted: true })).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    });
    expect((await send(mod, other.chatId, 'as a visitor now')).message!.byModerator).toBe(false);
    expect(await send(a, other.chatId, 'not muted')).toMatchObject({ ok: true });
  });

  it('refreshes the sockets whose moderator right the editor changes, and only those', async () => {
    const other = await buildVenue(t.app, t.db);
    const pageCode = other.event.pageCode;
    const moderator = await other.visitor('Mo', other.moderatorEmail);
    const ann = await other.visitor('Ann');
    const bob = await other.visitor('Bob');
    let mod = await client(moderator.visitorToken, pageCode);
    let a = await client(ann.visitorToken, pageCode);
    const b = await client(bob.visitorToken, pageCode);
    const spam = (await send(b, other.chatId, 'spam')).message!;
    const tryDelete = (c: Client) => ask(c, 'chat:delete', { chatId: other.chatId, messageId: spam.id });

    // The moderator element's address changes from Mo's to Ann's: Mo is demoted, Ann promoted.
    await other.organiser('PUT', `events/${other.event.id}/elements/${other.moderatorId}`, {
      version: 1,
      element: { kind: 'EVENT_MODERATOR', email: ann.email, firstName: 'Ann', lastName: 'Hopper' },
    });
    await closedByServer(mod);
    await closedByServer(a);
    mod = await client(moderator.visitorToken, pageCode);
    a = await client(ann.visitorToken, pageCode);
    expect(await tryDelete(mod)).toEqual({ ok: false, error: 'FORBIDDEN' });
    expect(await tryDelete(a)).toEqual({ ok: true });

    // Removing the element demotes Ann; adding one promotes Bob.
    await other.organiser('DELETE', `events/${other.event.id}/elements/${other.moderatorId}?version=2`);
    await closedByServer(a);
    a = await client(ann.visitorToken, pageCode);
    expect((await send(a, other.chatId, 'plain again')).message!.byModerator).toBe(false);
    await other.add({ kind: 'EVENT_MODERATOR', email: bob.email, firstName: 'Bob', lastName: 'Hopper' });
    await closedByServer(b);
    const b2 = await client(bob.visitorToken, pageCode);
    expect((await send(b2, other.chatId, 'now moderating')).message!.byModerator).toBe(true);
    // Mo's right did not change with the last two edits: the socket stayed.
    expect(mod.socket.connected).toBe(true);
  });
});

describe('ended sessions', () => {
  it('closes the socket of a removed participant, which then gets no message and cannot come back', async () => {
    const other = await buildVenue(t.app, t.db);
    const gone = await other.visitor('Gone');
    const a = await client(gone.visitorToken, other.event.pageCode);
    const b = await client((await other.visitor('Bea')).visitorToken, other.event.pageCode);
    await ask(a, 'chat:join', { chatId: other.chatId });
    await ask(b, 'chat:join', { chatId: other.chatId });

    await other.organiser('DELETE', `participants/${gone.participantId}`);
    await closedByServer(a);
    await send(b, other.chatId, 'after the removal');
    await until(() => b.received.get('chat:message')!.length === 1);
    expect(a.received.get('chat:message')).toEqual([]);
    expect(await refusal({ pageCode: other.event.pageCode, visitorToken: gone.visitorToken })).toBe(
      'VISITOR_TOKEN_IS_INVALID',
    );
  });

  it('closes the socket of a session that left, and no other', async () => {
    const visitor = await venue.visitor('Leaving');
    const a = await client(visitor.visitorToken);
    const b = await client((await venue.visitor('Staying')).visitorToken);
    const left = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/venue/${venue.event.pageCode}/leave`,
      headers: { visitorToken: visitor.visitorToken },
    });
    expect(left.json()).toMatchObject({ success: true });
    await closedByServer(a);
    expect((await send(b, venue.chatId, 'still in')).ok).toBe(true);
    expect(b.socket.connected).toBe(true);
  });

  it('closes every socket of an event closed through its settings, or deleted', async () => {
    const closing = await buildVenue(t.app, t.db);
    const deleted = await buildVenue(t.app, t.db);
    const visitor = await closing.visitor();
    const a = await client(visitor.visitorToken, closing.event.pageCode);
    const mod = await client(
      (await closing.visitor('Mo', closing.moderatorEmail)).visitorToken,
      closing.event.pageCode,
    );
    const d = await client((await deleted.visitor()).visitorToken, deleted.event.pageCode);
    const elsewhere = await client((await venue.visitor()).visitorToken);

    const { event } = (await closing.organiser('GET', `events/${closing.event.id}`)) as {
      event: { version: number };
    };
    await closing.organiser('PUT', `events/${closing.event.id}/settings`, {
      version: event.version,
      open: false,
    });
    await closedByServer(a);
    await closedByServer(mod);
    expect(await refusal({ pageCode: closing.event.pageCode, visitorToken: visitor.visitorToken })).toBe(
      'EVENT_CLOSED',
    );
    await deleted.organiser('DELETE', `events/${deleted.event.id}`);
    await closedByServer(d);
    expect((await send(elsewhere, venue.chatId, 'unaffected')).ok).toBe(true);
  });

  it('refuses every request of a session ended behind its socket’s back, and closes it', async () => {
    const other = await buildVenue(t.app, t.db);
    const requests: [string, object][] = [
      ['chat:history', { chatId: other.chatId, before: 10 }],
      ['chat:leave', { chatId: other.chatId }],
      ['room:enter', { roomId: other.hallId }],
      ['qa:leave', { videoId: other.chatId }],
      ['direct:list', {}],
    ];
    for (const [name, payload] of requests) {
      const visitor = await other.visitor();
      const c = await client(visitor.visitorToken, other.event.pageCode);
      await t.db.delete(visitorSessions).where(eq(visitorSessions.participantId, visitor.participantId));
      expect(await ask(c, name, payload), name).toEqual({ ok: false, error: 'VISITOR_TOKEN_IS_INVALID' });
      await closedByServer(c);
    }
    const c = await client((await other.visitor()).visitorToken, other.event.pageCode);
    await other.setOpen(false);
    expect(await ask(c, 'chat:history', { chatId: other.chatId, before: 10 })).toEqual({
      ok: false,
      error: 'EVENT_CLOSED',
    });
    await closedByServer(c);
  });
});

describe('connect limit', () => {
  /** Another node on the same database, listening, with this trustProxy and 3 handshakes a minute per address. */
  async function limitedNode(trustProxy: boolean): Promise<{ app: FastifyInstance; base: string }> {
    const node = await secondNode(t, {
      trustProxy,
      realtime: { connectRate: { connects: 3, windowMs: 60_000 } },
    });
    nodes.push(node.app);
    return node;
  }
  const nodes: FastifyInstance[] = [];
  afterAll(() => Promise.all(nodes.map((n) => n.close())));
  const attempt = (nodeBase: string, auth: object, headers?: Record<string, string>) =>
    connect(nodeBase, auth, headers).then(
      (c) => {
        open.push(c);
        return 'connected';
      },
      (e: Error) => e.message,
    );

  it('refuses the handshakes of an address beyond the limit with RATE_LIMITED', async () => {
    const node = await limitedNode(false);
    const auth = { pageCode: venue.event.pageCode, visitorToken: (await venue.visitor()).visitorToken };
    const select = vi.spyOn(t.db, 'select');
    try {
      for (let i = 0; i < 3; i++) expect(await attempt(node.base, auth)).toBe('connected');
      const queries = select.mock.calls.length;
      expect(await attempt(node.base, auth)).toBe('RATE_LIMITED');
      expect(await attempt(node.base, { pageCode: 'x', visitorToken: 'y' })).toBe('RATE_LIMITED');
      expect(select.mock.calls.length).toBe(queries);
      // Without trustProxy a forwarded address is not the client's.
      expect(await attempt(node.base, auth, { 'x-forwarded-for': '203.0.113.9' })).toBe('RATE_LIMITED');
    } finally {
      select.mockRestore();
    }
  });

  it('counts each forwarded address apart when the app trusts proxies', async () => {
    const node = await limitedNode(true);
    const auth = { pageCode: venue.event.pageCode, visitorToken: (await venue.visitor()).visitorToken };
    const from = (address: string) => ({ 'x-forwarded-for': `${address}, 10.0.0.1` });
    for (let i = 0; i < 3; i++) expect(await attempt(node.base, auth, from('203.0.113.1'))).toBe('connected');
    expect(await attempt(node.base, auth, from('203.0.113.1'))).toBe('RATE_LIMITED');
    expect(await attempt(node.base, auth, from('203.0.113.2'))).toBe('connected');
  });

  it('refuses a bad token again from memory, without a query', async () => {
    const bad = { pageCode: venue.event.pageCode, visitorToken: 'z'.repeat(43) };
    const select = vi.spyOn(t.db, 'select');
    try {
      expect(await refusal(bad)).toBe('VISITOR_TOKEN_IS_INVALID');
      const queries = select.mock.calls.length;
      expect(queries).toBeGreaterThan(0);
      expect(await refusal(bad)).toBe('VISITOR_TOKEN_IS_INVALID');
      expect(select.mock.calls.length).toBe(queries);
    } finally {
      select.mockRestore();
    }
  });
});

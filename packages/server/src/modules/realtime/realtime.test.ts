import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGE_MAX, CHAT_RATE, type ChatMessage, HISTORY_PAGE } from '@foyer/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { type Client, type Venue, ask, buildVenue, connect, listen, until } from '../../../test/realtime.js';
import { chatMessages } from '../../db/schema/index.js';

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
    const rows = Array.from({ length: HISTORY_PAGE + 3 }, (_, i) => ({
      eventId: other.event.id,
      chatId: other.chatId,
      participantId: null,
      authorName: 'Seed',
      text: `seed ${i}`,
      clientId: randomUUID(),
    }));
    await t.db.insert(chatMessages).values(rows);
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
    const foreign = await buildVenue(t.app, t.db);
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
    await until(() => a.received.get('chat:message')!.length === 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(a.received.get('chat:message')).toHaveLength(1);
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

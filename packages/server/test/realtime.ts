import type { AddressInfo } from 'node:net';
import { REALTIME_EVENTS, REALTIME_PATH } from '@foyer/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { type Socket, io } from 'socket.io-client';
import { expect } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app.js';
import type { Db } from '../src/db/client.js';
import { type EventRow, events, participants } from '../src/db/schema/index.js';
import { listMails } from '../src/platform/mail/outbox.repository.js';
import { linksOf } from '../src/platform/mail/render.js';
import { buildEvent, buildUser, uniqueEmail } from './factories.js';
import { TEST_PUBLIC_URL, type TestApp, tokenOf } from './app.js';

/** Starts the app on a free port of 127.0.0.1; its base url. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * Another server node beside `first`: the app on the same database and files with exactly these
 * options (none of createTestApp's relaxed limits), listening; its base url. Closed by the caller.
 */
export async function secondNode(
  first: TestApp,
  options: Partial<BuildAppOptions> = {},
): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildApp({
    db: first.db,
    publicUrl: TEST_PUBLIC_URL,
    devMailbox: false,
    storage: first.storage,
    spoolDir: first.spoolDir,
    ...options,
  });
  return { app, base: await listen(app) };
}

/** Removes every Redis key under `prefix` (what a suite's nodes left there). */
export async function dropRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = createClient({ url });
  await redis.connect();
  const keys: string[] = [];
  for await (const batch of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 })) keys.push(...batch);
  if (keys.length) await redis.del(keys);
  await redis.close();
}

type Json = { success: boolean; results: Record<string, unknown>; errorKey?: string };

async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers = {},
  payload?: object,
) {
  const res = await app.inject({ method, url: `/api/v1/${url}`, headers, payload });
  const body = res.json() as Json;
  expect(body.success, res.body).toBe(true);
  return body.results;
}

export type Visitor = { participantId: string; email: string; visitorToken: string };

export type Venue = {
  event: EventRow;
  chatId: string;
  otherChatId: string;
  hallId: string;
  boothId: string;
  moderatorEmail: string;
  /** The EVENT_MODERATOR element of `moderatorEmail`. */
  moderatorId: string;
  /** Calls the API as the event's organiser; the results of a success (anything else fails the test). */
  organiser(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<Record<string, unknown>>;
  /** Registers a participant (this address or a new one) and enters the venue. */
  visitor(firstName?: string, email?: string): Promise<Visitor>;
  /** Opens or closes the event. */
  setOpen(open: boolean): Promise<void>;
  /** Adds an element through the editor's API; its id. */
  add(element: object, parentId?: string | null): Promise<string>;
  /** The organiser's account (for another event of it: `buildVenue(app, db, venue.owner)`). */
  owner: { userId: string; token: string };
};

/**
 * An open event with two chats, a hall, a booth and a moderator, built through the API of `app`; of a
 * new business account, or of `owner`'s.
 */
export async function buildVenue(
  app: FastifyInstance,
  db: Db,
  owner?: { userId: string; token: string },
): Promise<Venue> {
  const { user, token } = owner
    ? { user: { id: owner.userId }, token: owner.token }
    : await buildUser(db, { plan: 'business' });
  const event = await buildEvent(db, { tenantId: user.id });
  const auth = { authToken: token };
  const add = async (element: object, parentId: string | null = null) =>
    (
      (await call(app, 'POST', `events/${event.id}/elements`, auth, { parentId, element })).element as {
        id: string;
      }
    ).id;
  const chatId = await add({ kind: 'EVENT_CHAT', title: 'Lobby chat' });
  const otherChatId = await add({ kind: 'EVENT_CHAT', title: 'Booth chat' });
  const hallId = await add({ kind: 'HALL', designId: 'hall-atrium', title: 'Main hall' });
  const boothId = await add({ kind: 'BOOTH', designId: 'booth-kiosk', title: 'Booth A' });
  const moderatorEmail = uniqueEmail('moderator');
  const moderatorId = await add({
    kind: 'EVENT_MODERATOR',
    email: moderatorEmail,
    firstName: 'Mo',
    lastName: 'Reed',
  });
  await call(app, 'PUT', `events/${event.id}/settings`, auth, { version: 1, open: true });
  return {
    event,
    chatId,
    otherChatId,
    hallId,
    boothId,
    moderatorEmail,
    moderatorId,
    organiser: (method, url, payload) => call(app, method, url, auth, payload),
    add,
    owner: { userId: user.id, token },
    async visitor(firstName = 'Grace', email = uniqueEmail('visitor')) {
      await call(
        app,
        'POST',
        `public/regpage/${event.pageCode}/register`,
        {},
        {
          email,
          firstName,
          lastName: 'Hopper',
          termsAccepted: true,
        },
      );
      const [mail] = await listMails(db, { to: email });
      const link = linksOf(mail!.text)[0]!;
      const entered = await call(
        app,
        'POST',
        `public/venue/${event.pageCode}/enter`,
        {},
        { token: tokenOf(link) },
      );
      const [row] = await db.select().from(participants).where(eq(participants.email, email));
      return { participantId: row!.id, email, visitorToken: entered.visitorToken as string };
    },
    async setOpen(open) {
      await db.update(events).set({ open }).where(eq(events.id, event.id));
    },
  };
}

/** A client socket and every server event it received, by name (REALTIME_EVENTS). */
export type Client = { socket: Socket; received: Map<string, unknown[]> };

/** Connects with these handshake fields (and http headers); rejects with the server's refusal message. */
export function connect(base: string, auth: object, headers?: Record<string, string>): Promise<Client> {
  const socket = io(base, {
    path: REALTIME_PATH,
    auth,
    extraHeaders: headers,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  const received = new Map<string, unknown[]>(REALTIME_EVENTS.map((name) => [name, []]));
  for (const name of REALTIME_EVENTS)
    socket.on(name, (payload: unknown) => received.get(name)!.push(payload));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, received }));
    socket.once('connect_error', (e) => {
      socket.close();
      reject(e);
    });
  });
}

/** Emits and waits for the acknowledgement. */
export function ask<T = Record<string, unknown>>(client: Client, name: string, payload: unknown): Promise<T> {
  return client.socket.timeout(5000).emitWithAck(name, payload) as Promise<T>;
}

/** Waits until `check` holds (polling), failing after a few seconds. */
export async function until(check: () => boolean, what = 'the condition'): Promise<void> {
  for (let i = 0; i < 250; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

import { randomBytes, randomUUID } from 'node:crypto';
import {
  type AssetKind,
  type ElementInput,
  type ElementResults,
  type Plan,
  type RegPage,
  type RegPageFields,
  type RegistrationState,
  flagsOf,
} from '@foyer/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { participants, venueEntries, visitorSessions } from '../src/db/schema/index.js';
import type { AssetRow, ChatMessageRow, EventRow, ParticipantRow, UserRow } from '../src/db/schema/index.js';
import { insertAssets } from '../src/modules/assets/assets.repository.js';
import type { ActivityInsert } from '../src/modules/reporting/activity.repository.js';
import { createSession } from '../src/modules/auth/auth.service.js';
import { insertEvent } from '../src/modules/events/events.repository.js';
import { wholeTenant } from '../src/modules/events/events.service.js';
import { insertMessages } from '../src/modules/realtime/realtime.repository.js';
import { createElement } from '../src/modules/venue/editor.service.js';
import {
  addLink,
  confirmParticipant,
  findByTokenHash,
  insertParticipant,
} from '../src/modules/participants/participants.service.js';
import { pageOf, updateRegPage } from '../src/modules/regpages/regpages.service.js';
import { createUser } from '../src/modules/users/users.service.js';
import { hashPassword } from '../src/platform/passwords.js';
import { hashToken, newToken } from '../src/platform/tokens.js';
import type { Storage } from '../src/platform/storage/storage.js';
import { TEST_PUBLIC_URL } from './app.js';

export const DEFAULT_PASSWORD = 'Secret-pass1';

const hashes = new Map<string, Promise<string>>();
/** argon2 with defaults, computed once per distinct password in a file. */
const hashOnce = (password: string) => {
  let h = hashes.get(password);
  if (!h) {
    h = hashPassword(password);
    hashes.set(password, h);
  }
  return h;
};

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(5).toString('hex')}@acme-events.com`;

export type BuildUserOptions = {
  email?: string;
  password?: string;
  plan?: Plan;
  registrationState?: RegistrationState;
  accountType?: number;
  language?: UserRow['language'];
  firstName?: string;
  confirmationResends?: number;
  /** Makes the user an active sub-account (accountType 1) of this main account. */
  mainAccountId?: string;
  /** A sub-account's chosen events (default: every event). */
  eventIds?: string[];
};

/**
 * A user (complete main account on the free plan unless told; an active sub-account with
 * `mainAccountId`) and a session token for it.
 */
export async function buildUser(
  db: Db,
  options: BuildUserOptions = {},
): Promise<{ user: UserRow; token: string }> {
  const deps = { db, publicUrl: TEST_PUBLIC_URL };
  const state = options.registrationState ?? 'COMPLETE';
  const user = await createUser(deps, {
    email: options.email ?? uniqueEmail(),
    passwordHash: await hashOnce(options.password ?? DEFAULT_PASSWORD),
    registrationState: state,
    accountType: options.accountType ?? (options.mainAccountId ? 1 : 0),
    ...(options.mainAccountId ? { mainAccountId: options.mainAccountId, emailConfirmedAt: new Date() } : {}),
    ...(options.eventIds ? { eventIds: options.eventIds } : {}),
    language: options.language ?? 'en',
    firstName: options.firstName ?? (state === 'STEP_1' ? '' : 'Ada'),
    lastName: state === 'STEP_1' ? '' : 'Lovelace',
    company: state === 'STEP_1' ? '' : 'Acme Events',
    confirmationResends: options.confirmationResends ?? 0,
    ...flagsOf(options.plan ?? 'free'),
  });
  const token = await createSession(deps, user.id);
  return { user, token };
}

export type BuildAssetOptions = {
  kind?: AssetKind;
  name?: string;
  /** Null for a template asset. */
  tenantId?: string | null;
  width?: number;
  height?: number;
};

/**
 * An asset row with a small stored file (a 1x1 PNG whatever the kind), without the upload pipeline:
 * for modules that use assets (event logos, booth documents…) and their usage tests.
 */
export async function buildAsset(
  t: { db: Db; storage: Storage },
  options: BuildAssetOptions & { tenantId: string | null },
): Promise<AssetRow> {
  const key = `assets/${randomBytes(16).toString('hex')}/v1.${randomBytes(4).toString('hex')}/original.png`;
  await t.storage.put(key, ONE_PIXEL_PNG, 'image/png');
  const [row] = await insertAssets(t.db, [
    {
      tenantId: options.tenantId,
      kind: options.kind ?? 'image',
      origin: options.tenantId ? 'custom' : 'template',
      name: options.name ?? 'Test asset',
      mime: 'image/png',
      size: ONE_PIXEL_PNG.length,
      width: options.width ?? 1,
      height: options.height ?? 1,
      originalKey: key,
    },
  ]);
  return row!;
}

export type BuildEventOptions = { tenantId: string; name?: string; timeZone?: string };

/** An event of the tenant with an empty venue (no rooms yet), as the element editor starts from. */
export async function buildEvent(db: Db, options: BuildEventOptions): Promise<EventRow> {
  const name = options.name ?? `Event ${randomBytes(4).toString('hex')}`;
  return insertEvent(db, {
    tenantId: options.tenantId,
    name,
    title1: name,
    mainColor: '#1f5fbf',
    textColor: '#ffffff',
    pageCode: randomBytes(6).toString('hex'),
    origin: 'test',
    timeZone: options.timeZone,
  });
}

export type BuildElementOptions = {
  /** The event whose venue gets the element. */
  event: Pick<EventRow, 'id' | 'tenantId'>;
  /** `{ kind, …fields of its kind }`, as the editor sends it (ids are given by the service). */
  element: ElementInput;
  /** The room of a room element, the day of an agenda item; a door names its room in `roomId`. */
  parentId?: string | null;
};

/**
 * One element of an event's venue (a room, a door, a booth's staff member, a chat …) created by the
 * editor's service, without HTTP: its checks, version 1, its asset usages. Answers the element as
 * read back and its version.
 */
export function buildElement(db: Db, options: BuildElementOptions): Promise<ElementResults> {
  const { event, element, parentId = null } = options;
  const deps = { db, publicUrl: TEST_PUBLIC_URL };
  return createElement(deps, wholeTenant(event.tenantId), event.id, { parentId, element });
}

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Saves the event's registration page through its service (html sanitised, image usages, the page
 * code on the event): the current page (the defaults before a first save) with these fields; the page
 * code stays the event's unless given. Answers the saved page.
 */
export async function buildRegPage(
  db: Db,
  event: EventRow,
  fields: Partial<RegPageFields> = {},
): Promise<RegPage> {
  const { version, updatedAt: _updatedAt, ...current } = await pageOf(db, event);
  const body = { ...current, pageCode: event.pageCode, ...fields, version };
  const saved = await updateRegPage(
    { db, publicUrl: TEST_PUBLIC_URL },
    wholeTenant(event.tenantId),
    event.id,
    body,
  );
  return saved.page;
}

export type BuildParticipantOptions = {
  email?: string;
  firstName?: string;
  lastName?: string;
  answers?: ParticipantRow['answers'];
  confirmed?: boolean;
  /** When they registered and (given: confirmed) confirmed, for figures over time. */
  registeredAt?: Date;
  confirmedAt?: Date | null;
};

/**
 * A participant of the event (unconfirmed unless told) with one personal link, added through the
 * participants service without a registration mail; answers the row and the link's token.
 */
export async function buildParticipant(
  db: Db,
  event: EventRow,
  options: BuildParticipantOptions = {},
): Promise<{ participant: ParticipantRow; token: string }> {
  const added = await insertParticipant(db, {
    eventId: event.id,
    tenantId: event.tenantId,
    email: (options.email ?? uniqueEmail('visitor')).toLowerCase(),
    firstName: options.firstName ?? 'Grace',
    lastName: options.lastName ?? 'Hopper',
    answers: options.answers ?? {},
  });
  const token = newToken();
  await addLink(db, added.id, hashToken(token));
  if (options.confirmed) await confirmParticipant(db, added.id);
  let participant = options.confirmed ? ((await findByTokenHash(db, hashToken(token))) ?? added) : added;
  if (options.registeredAt || options.confirmedAt) {
    const confirmedAt = options.confirmedAt ?? null;
    [participant] = await db
      .update(participants)
      .set({
        registeredAt: options.registeredAt ?? participant.registeredAt,
        confirmed: confirmedAt !== null,
        confirmedAt,
      })
      .where(eq(participants.id, participant.id))
      .returning();
  }
  return { participant: participant!, token };
}

/** A visitor session of the participant begun at `at`, with its venue entry, as entering writes them. */
export async function buildVenueEntry(db: Db, event: Pick<EventRow, 'id'>, participantId: string, at: Date) {
  await db.insert(visitorSessions).values({
    tokenHash: randomBytes(16).toString('hex'),
    participantId,
    eventId: event.id,
    createdAt: at,
    lastSeenAt: at,
  });
  await db.insert(venueEntries).values({ participantId, eventId: event.id, enteredAt: at });
}

export type BuildChatOptions = {
  /** The event whose venue gets the chat. */
  event: Pick<EventRow, 'id' | 'tenantId'>;
  /** An existing chat (EVENT_CHAT element) of the event to add the messages to; a new one otherwise. */
  chatId?: string;
  /** The new chat's title. */
  title?: string;
  /** The messages' texts, oldest first, or how many to make (`message 0`, `message 1`, …). */
  messages?: number | string[];
  /** Their author (null: a participant since removed) and the name shown. */
  participantId?: string | null;
  authorName?: string;
};

/**
 * An event chat with messages, without sockets: the EVENT_CHAT element through the editor's service
 * (unless `chatId` names one), the messages stored at once in this order. Answers the chat's id and
 * the messages oldest first.
 */
export async function buildChat(
  db: Db,
  options: BuildChatOptions,
): Promise<{ chatId: string; messages: ChatMessageRow[] }> {
  const { event, messages = 0, participantId = null, authorName = 'Seed' } = options;
  const chatId =
    options.chatId ??
    (await buildElement(db, { event, element: { kind: 'EVENT_CHAT', title: options.title ?? 'Lobby chat' } }))
      .element.id;
  const texts =
    typeof messages === 'number' ? Array.from({ length: messages }, (_, i) => `message ${i}`) : messages;
  const rows = texts.map((text) => ({
    eventId: event.id,
    participantId,
    authorName,
    text,
    clientId: randomUUID(),
  }));
  return { chatId, messages: await insertMessages(db, { kind: 'chat', id: chatId }, rows) };
}

/** What a test's activity record may say besides who, what and when. */
export type ActivityDetails = Partial<Pick<ActivityInsert, 'roomId' | 'elementId' | 'seconds' | 'live'>>;

/** An activity record of the participant at `at`, as the ingest writes them (insertRecords). */
export function activityRecord(
  eventId: string,
  participantId: string,
  kind: string,
  at: Date,
  more: ActivityDetails = {},
): ActivityInsert {
  return {
    eventId,
    participantId,
    kind,
    roomId: more.roomId ?? null,
    elementId: more.elementId ?? null,
    seconds: more.seconds ?? null,
    live: more.live ?? null,
    at: at.toISOString(),
  };
}

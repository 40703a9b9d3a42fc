import { randomInt } from 'node:crypto';
import {
  type Asset,
  DEFAULT_LANGUAGE,
  DEFAULT_TIME_ZONE,
  type Event,
  type EventCard,
  type EventCreateRequest,
  type EventPreviewResults,
  type EventRenameRequest,
  type EventSettingsRequest,
  type EventSummary,
  type EventTemplate,
  GENERATED_PAGE_CODE_LENGTH,
  type KickstarterRequest,
  type Language,
  MSG,
  ROOM_KINDS,
  Venue,
  isPageCode,
  planOf,
  quotaOf,
  themeById,
  isUuid,
} from '@foyer/shared';
import type { Deps } from '../../context.js';
import type { Db } from '../../db/client.js';
import { mappingUniqueViolations } from '../../db/errors.js';
import type { AssetRow, EventRow, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import {
  presentAsset,
  registerUsage,
  templateAssetsByKey,
  unregisterUsages,
  usableAssets,
} from '../assets/assets.service.js';
import { addChosenEvent, findUserById, forgetChosenEvent, lockAccount } from '../users/users.service.js';
import {
  findElementOfKind,
  forgetVenueUsages,
  loadVenue,
  roomsOf,
  saveVenue,
  VENUE_USAGE,
  venueAssetIds,
} from '../venue/venue.service.js';
import * as repo from './events.repository.js';
import type { AssetLookup } from './templates/build.js';
import { kickstarterVenue } from './templates/kickstarter.js';
import {
  TEMPLATES,
  type TemplateDefinition,
  type TemplateVenue,
  templateById,
} from './templates/templates.js';
import { templateTexts } from './templates/texts/index.js';
import { bannerOf } from './templates/kickstarter.js';

/** Asset usage type of an event's logo. */
export const LOGO_USAGE = 'event.logo';

const PAGE_CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const DEFAULT_COLORS = { main: '#1f5fbf', text: '#ffffff' };

/** A template's own colours, else its theme's. */
const colorsOf = (definition: TemplateDefinition) =>
  definition.colors ?? themeById(definition.themeId)?.colors ?? DEFAULT_COLORS;

// ---------------------------------------------------------------------------------------------
// Presenting

/** The Event of the API contract for a row and its logo. Throws nothing. */
export function presentEvent(row: EventRow, logo?: AssetRow): Event {
  return {
    id: row.id,
    name: row.name,
    title1: row.title1,
    title2: row.title2,
    mainColor: row.mainColor,
    textColor: row.textColor,
    logoAssetId: row.logoAssetId,
    logoUrl: logo ? presentAsset(logo).url : null,
    logoLink: row.logoLink,
    helpEmail: row.helpEmail,
    helpBoothId: row.helpBoothId,
    startRoomId: row.startRoomId,
    allowChatVideo: row.allowChatVideo,
    open: row.open,
    frameAncestors: row.frameAncestors,
    timeZone: row.timeZone,
    lastUpdate: row.updatedAt.toISOString(),
    pageCode: row.pageCode,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

const summaryOf = (row: EventRow): EventSummary => ({
  eventId: row.id,
  title: row.title1,
  name: row.name,
  pagecode: row.pageCode,
});

async function logosOf(db: Db, rows: EventRow[]): Promise<Map<string, AssetRow>> {
  const ids = rows.flatMap((r) => (r.logoAssetId ? [r.logoAssetId] : []));
  if (ids.length === 0) return new Map();
  return usableAssets(db, rows[0]!.tenantId, ids);
}

// ---------------------------------------------------------------------------------------------
// Rules

/**
 * The events a call may reach: the tenant's — every one (`eventIds` null) or, for a sub-account the
 * main account gave chosen events, only those. `userId` is the person calling (an event they create
 * joins their chosen ones).
 */
export type EventScope = { tenantId: string; userId: string; eventIds: readonly string[] | null };

/** Every event of the tenant, as its main account reaches them. */
export const wholeTenant = (tenantId: string): EventScope => ({ tenantId, userId: tenantId, eventIds: null });

/** True when the scope reaches the event (of its tenant). Throws nothing. */
export const inScope = (scope: EventScope, eventId: string) =>
  scope.eventIds === null || scope.eventIds.includes(eventId);

/**
 * The event, when the scope reaches it (with `lock`, its row locked until the transaction of
 * `deps.db` ends). Throws NOT_FOUND (not a uuid, unknown id, another tenant's, outside the
 * sub-account's chosen events — the same answer for each).
 */
export async function requireEvent(
  deps: { db: Db },
  scope: EventScope,
  id: string,
  options: { lock?: boolean } = {},
): Promise<EventRow> {
  const find = options.lock ? repo.lockEvent : repo.findEvent;
  const row = isUuid(id) && inScope(scope, id) ? await find(deps.db, scope.tenantId, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The event with this page code. Throws NOT_FOUND. */
export async function requireEventByPageCode(deps: { db: Db }, pageCode: string): Promise<EventRow> {
  const event = await repo.findEventByPageCode(deps.db, pageCode);
  if (!event) throw new AppError('NOT_FOUND');
  return event;
}

/** The event with this id (any tenant), or undefined. Throws nothing. */
export const findEventById = (db: Db, id: string) => repo.findEventById(db, id);

/** The template artwork a new event's registration page shows as its header. Throws nothing. */
export const headerArtOf = (event: Pick<EventRow, 'origin'>) => bannerOf(event.origin);

/** True when an event other than `exceptId` has this page code. Throws nothing. */
export const pageCodeTaken = (db: Db, pageCode: string, exceptId?: string) =>
  repo.pageCodeTaken(db, pageCode, exceptId);

/** Sets an event's page code, increasing its settings version (inside a mappingEventUniqueViolations). Throws a unique violation when taken. */
export const setPageCode = (db: Db, eventId: string, pageCode: string) =>
  repo.setPageCode(db, eventId, pageCode);

/** Marks the event as changed now (its `lastUpdate`), leaving its settings version alone. Throws nothing. */
export const touchEvent = (db: Db, id: string) => repo.touchEvent(db, id);

/** Which of these events exist and are open. Throws nothing. */
export const openEventIds = (db: Db, ids: readonly string[]) => repo.openEventIds(db, ids);

/** True when a tenant on `plan` with `count` events may make another. Throws nothing. */
export function mayAddEvent(plan: string, count: number): boolean {
  return count < quotaOf(plan).editableEvents;
}

/** True when a tenant on `plan` with `openCount` open events may open another. Throws nothing. */
export function mayOpenEvent(plan: string, openCount: number): boolean {
  return openCount < quotaOf(plan).openEvents;
}

/**
 * Runs a write of events; a unique violation of the name or page code becomes VALIDATION_FAILED on
 * `name` or `pageCode`. Throws VALIDATION_FAILED, or what the write throws otherwise.
 */
export const mappingEventUniqueViolations = <T>(write: () => Promise<T>): Promise<T> =>
  mappingUniqueViolations(write, repo.EVENT_UNIQUE_FIELDS);

/** A random page code (8 lowercase letters and digits) no event has yet. Throws nothing expected. */
async function newPageCode(db: Db): Promise<string> {
  for (;;) {
    let code = '';
    for (let i = 0; i < GENERATED_PAGE_CODE_LENGTH; i++)
      code += PAGE_CODE_ALPHABET[randomInt(PAGE_CODE_ALPHABET.length)];
    if (!(await repo.pageCodeTaken(db, code))) return code;
  }
}

/** Template asset ids by key. */
async function assetLookup(db: Db): Promise<AssetLookup> {
  const byKey = await templateAssetsByKey(db);
  return (key) => byKey.get(key)?.id ?? null;
}

// ---------------------------------------------------------------------------------------------
// Reading

/**
 * The tenant's events as cards, newest first, with their registrations and the plan's limit;
 * `tenant` is the tenant's account when the caller has it already (a main account's session), else
 * it is read. Throws nothing.
 */
export async function listEvents(deps: Deps, scope: EventScope, tenant?: UserRow): Promise<EventCard[]> {
  const { tenantId } = scope;
  const [rows, account] = await Promise.all([
    repo.listEventsWithRegistrations(deps.db, tenantId, scope.eventIds),
    tenant?.id === tenantId ? tenant : findUserById(deps, tenantId),
  ]);
  const ids = rows.map((r) => r.id);
  const [rooms, logos] = await Promise.all([roomsOf(deps.db, ids), logosOf(deps.db, rows)]);
  // An account that cannot be found has no plan: full access, as for an unknown plan.
  const limit = account ? quotaOf(planOf(account)).registrationsPerEvent : Number.POSITIVE_INFINITY;
  return rows.map((row) => {
    const own = rooms.get(row.id) ?? [];
    const start = own.find((r) => r.id === row.startRoomId);
    return {
      ...presentEvent(row, row.logoAssetId ? logos.get(row.logoAssetId) : undefined),
      roomCount: own.length,
      boothCount: own.filter((r) => r.kind === 'BOOTH').length,
      coverDesignId: (start ?? own[0])?.designId ?? null,
      startRoomDesignId: start?.designId ?? null,
      registrations: row.registrations,
      registrationLimit: Number.isFinite(limit) ? limit : null,
    };
  });
}

/**
 * Applies a (lower) plan's open-events quota (spec §4: after a subscription ends, events close; a
 * downgrade the same): the most recently changed open events stay open, the others close — nothing is
 * deleted, and their visitors then see the closed texts. Runs inside the caller's transaction; the
 * caller closes the answered events' sockets after it commits. Throws nothing.
 */
export async function closeEventsOverQuota(tx: Db, tenantId: string, plan: string): Promise<string[]> {
  const keep = quotaOf(plan).openEvents;
  return Number.isFinite(keep) ? repo.closeOpenEventsBeyond(tx, tenantId, keep) : [];
}

/** True when every id is one of the tenant's events. Throws nothing. */
export async function areEventsOf(db: Db, tenantId: string, ids: readonly string[]): Promise<boolean> {
  if (!ids.every(isUuid)) return false;
  return (await repo.listEvents(db, tenantId, ids)).length === ids.length;
}

/**
 * The names of the scope's events by id: of these ids (those outside the scope left out), or of
 * every event the scope reaches. Throws nothing.
 */
export async function eventNames(
  db: Db,
  scope: EventScope,
  ids: readonly string[] | null = null,
): Promise<Map<string, string>> {
  const wanted = ids?.filter((id) => isUuid(id) && inScope(scope, id)) ?? scope.eventIds;
  const rows = await repo.listEvents(db, scope.tenantId, wanted);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** How many events the tenant has (the user's `events`). Throws nothing. */
export const countEvents = (deps: Deps, tenantId: string) => repo.countEvents(deps.db, tenantId);

/**
 * The tenant's open events and the registrations of its fullest event (the usage table of the
 * subscription page). Throws nothing.
 */
export const usageOfTenant = (deps: { db: Db }, tenantId: string) => repo.usageOfTenant(deps.db, tenantId);

/** One event. Throws NOT_FOUND. */
export async function getEvent(deps: Deps, scope: EventScope, id: string): Promise<Event> {
  const row = await requireEvent(deps, scope, id);
  const logos = await logosOf(deps.db, [row]);
  return presentEvent(row, row.logoAssetId ? logos.get(row.logoAssetId) : undefined);
}

/** Summaries of the tenant's events. Throws nothing. */
export async function listSummaries(deps: Deps, scope: EventScope): Promise<EventSummary[]> {
  return (await repo.listEvents(deps.db, scope.tenantId, scope.eventIds)).map(summaryOf);
}

/** The summary of one event. Throws NOT_FOUND. */
export async function getSummary(deps: Deps, scope: EventScope, id: string): Promise<EventSummary> {
  return summaryOf(await requireEvent(deps, scope, id));
}

/** The templates with their sizes, start design and theme. Throws nothing. */
export function listTemplates(): EventTemplate[] {
  const none: AssetLookup = () => null;
  return TEMPLATES.map((t) => {
    const built = t.build(none, null, templateTexts('en'));
    const rooms = built.venue.rooms;
    return {
      id: t.id,
      name: `templates.${t.id}.name`,
      description: `templates.${t.id}.description`,
      roomCount: rooms.length,
      boothCount: rooms.filter((r) => r.kind === 'BOOTH').length,
      startDesignId: rooms.find((r) => r.id === built.startRoomId)!.designId,
      themeId: t.themeId,
    };
  });
}

/** The Assets a venue (and logo) uses: the tenant's own and template assets only. Throws nothing. */
export async function assetsOf(
  db: Db,
  tenantId: string,
  venue: Venue,
  logoAssetId: string | null,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Asset[]> {
  const ids = venueAssetIds(venue);
  if (logoAssetId) ids.push(logoAssetId);
  return [...(await usableAssets(db, tenantId, ids)).values()].map((row) => presentAsset(row, language));
}

/**
 * The preview of a template (`template` set: its venue with draft event values, symbolic ids, texts
 * in `language`) or of the tenant's saved event. Throws NOT_FOUND (unknown template, unknown or other
 * tenant's event).
 */
export async function preview(
  deps: Deps,
  scope: EventScope,
  id: string,
  template: string | undefined,
  language: Language,
): Promise<EventPreviewResults> {
  const { tenantId } = scope;
  if (template) {
    const definition = templateById(template);
    if (!definition) throw new AppError('NOT_FOUND');
    const texts = templateTexts(language);
    const built = definition.build(await assetLookup(deps.db), null, texts);
    const venue = Venue.parse(built.venue);
    const colors = colorsOf(definition);
    const now = new Date().toISOString();
    const title = texts[definition.id].name;
    const event: Event = {
      id: `template-${definition.id}`,
      name: title,
      title1: title,
      title2: '',
      mainColor: colors.main,
      textColor: colors.text,
      logoAssetId: null,
      logoUrl: null,
      logoLink: null,
      helpEmail: null,
      helpBoothId: built.helpBoothId,
      startRoomId: built.startRoomId,
      allowChatVideo: false,
      open: false,
      frameAncestors: [],
      timeZone: DEFAULT_TIME_ZONE,
      lastUpdate: now,
      pageCode: '',
      createdAt: now,
      version: 1,
    };
    return { event, venue, assets: await assetsOf(deps.db, tenantId, venue, null, language) };
  }
  const row = await requireEvent(deps, scope, id);
  const venue = await loadVenue(deps.db, row.id);
  const assets = await assetsOf(deps.db, tenantId, venue, row.logoAssetId, language);
  const logo = assets.find((a) => a.id === row.logoAssetId);
  return { event: { ...presentEvent(row), logoUrl: logo?.url ?? null }, venue, assets };
}

// ---------------------------------------------------------------------------------------------
// Validation calls

/** True when no event of the tenant has this name. Throws nothing. */
export async function isNameFree(deps: Deps, tenantId: string, name: string): Promise<boolean> {
  return !(await repo.nameTaken(deps.db, tenantId, name.trim()));
}

/** True when the tenant's plan admits another event. Throws NOT_FOUND (no account). */
export async function mayCreate(deps: Deps, tenantId: string): Promise<boolean> {
  const account = await findUserById(deps, tenantId);
  if (!account) throw new AppError('NOT_FOUND');
  return mayAddEvent(planOf(account), await repo.countEvents(deps.db, tenantId));
}

/** True when no other event of the tenant has this title line 1. Throws NOT_FOUND. */
export async function isTitleFree(
  deps: Deps,
  scope: EventScope,
  id: string,
  title: string,
): Promise<boolean> {
  const row = await requireEvent(deps, scope, id);
  return !(await repo.titleTaken(deps.db, scope.tenantId, title.trim(), row.id));
}

/** True when the page code has the right format and no other event has it. Throws NOT_FOUND. */
export async function isPageCodeFree(
  deps: Deps,
  scope: EventScope,
  id: string,
  pageCode: string,
): Promise<boolean> {
  const row = await requireEvent(deps, scope, id);
  const code = pageCode.trim();
  return isPageCode(code) && !(await repo.pageCodeTaken(deps.db, code, row.id));
}

// ---------------------------------------------------------------------------------------------
// Writing

type NewEventSpec = {
  name: string;
  title?: string;
  origin: string;
  eventDate: string | null;
  /** The start time chosen with the date (hh:mm), or null. */
  eventTime?: string | null;
  timeZone?: string;
  /** The language of the template's texts: the registration page's until it is saved. */
  language: Language;
  colors: { main: string; text: string };
  build(a: AssetLookup): TemplateVenue;
};

/**
 * Creates an event and its whole venue in one transaction, with the tenant's row locked so that
 * parallel creations count each other. Throws EVENT_LIMIT_REACHED (editable-events quota),
 * VALIDATION_FAILED (name or title already used).
 */
async function createEvent(deps: Deps, scope: EventScope, spec: NewEventSpec): Promise<string> {
  const { tenantId } = scope;
  const name = spec.name.trim();
  const title = spec.title?.trim() || name;
  return mappingEventUniqueViolations(() =>
    deps.db.transaction(async (tx) => {
      const account = await lockAccount(tx, tenantId);
      if (!mayAddEvent(planOf(account), await repo.countEvents(tx, tenantId)))
        throw new AppError('EVENT_LIMIT_REACHED');
      if (await repo.nameTaken(tx, tenantId, name))
        throw new AppError('VALIDATION_FAILED', { fields: { name: MSG.alreadyUsed } });
      if (spec.title?.trim() && (await repo.titleTaken(tx, tenantId, title)))
        throw new AppError('VALIDATION_FAILED', { fields: { title: MSG.alreadyUsed } });
      const built = spec.build(await assetLookup(tx));
      const event = await repo.insertEvent(tx, {
        tenantId,
        name,
        title1: title,
        title2: '',
        mainColor: spec.colors.main,
        textColor: spec.colors.text,
        pageCode: await newPageCode(tx),
        origin: spec.origin,
        eventDate: spec.eventDate,
        eventTime: spec.eventDate ? (spec.eventTime ?? null) : null,
        timeZone: spec.timeZone ?? DEFAULT_TIME_ZONE,
        language: spec.language,
      });
      const ids = await saveVenue(tx, { eventId: event.id, tenantId, label: name }, built.venue);
      await repo.setEventFields(tx, event.id, {
        startRoomId: ids.get(built.startRoomId) ?? null,
        helpBoothId: built.helpBoothId ? (ids.get(built.helpBoothId) ?? null) : null,
      });
      // A sub-account with chosen events keeps reaching what it creates.
      if (scope.eventIds !== null) await addChosenEvent(tx, scope.userId, event.id);
      return event.id;
    }),
  );
}

/**
 * POST events/{template}: the template's venue with its texts in `language` (the organiser's).
 * Throws NOT_FOUND (unknown template), EVENT_LIMIT_REACHED, VALIDATION_FAILED.
 */
export async function createFromTemplate(
  deps: Deps,
  scope: EventScope,
  templateId: string,
  body: EventCreateRequest,
  language: Language,
): Promise<string> {
  const definition = templateById(templateId);
  if (!definition) throw new AppError('NOT_FOUND');
  return createEvent(deps, scope, {
    name: body.name,
    title: body.title,
    origin: definition.id,
    eventDate: null,
    timeZone: body.timeZone,
    language,
    colors: colorsOf(definition),
    build: (a) => definition.build(a, null, templateTexts(language)),
  });
}

/**
 * POST events/kickstarter: the guided setup's venue with its texts in `language` (the organiser's).
 * Throws VALIDATION_FAILED (unknown theme, name taken), EVENT_LIMIT_REACHED.
 */
export async function createFromKickstarter(
  deps: Deps,
  scope: EventScope,
  body: KickstarterRequest,
  language: Language,
): Promise<string> {
  const theme = themeById(body.themeId);
  if (!theme) throw new AppError('VALIDATION_FAILED', { fields: { themeId: MSG.invalid } });
  return createEvent(deps, scope, {
    name: body.name,
    origin: `kickstarter:${body.eventType}`,
    eventDate: body.date,
    eventTime: body.startTime,
    timeZone: body.timeZone,
    language,
    colors: theme.colors,
    build: (a) => kickstarterVenue(a, body, theme, templateTexts(language)),
  });
}

/**
 * PUT events/{id}/settings: changes the given fields if `version` is current; closing the event
 * closes its visitors' sockets on every node. Throws NOT_FOUND, STALE_VERSION, PREMIUM_REQUIRED (a
 * logo on a plan without custom logos), EVENT_LIMIT_REACHED (opening beyond the open-events quota), VALIDATION_FAILED (name,
 * title or page code already used; logo not an image of the tenant or a template; help booth or
 * start room not of this event).
 */
export async function updateSettings(
  deps: Deps,
  scope: EventScope,
  id: string,
  body: EventSettingsRequest,
): Promise<Event> {
  const { tenantId } = scope;
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const { version, ...patch } = body;
  let closed = false;
  const event = await mappingEventUniqueViolations(() =>
    deps.db.transaction(async (tx) => {
      const account = await lockAccount(tx, tenantId);
      const row = await requireEvent({ db: tx }, scope, id);
      if (row.version !== version) throw new AppError('STALE_VERSION');
      closed = row.open && patch.open === false;

      const fields: Record<string, string> = {};
      if (patch.name !== undefined && (await repo.nameTaken(tx, tenantId, patch.name, id)))
        fields.name = MSG.alreadyUsed;
      if (patch.title1 !== undefined && (await repo.titleTaken(tx, tenantId, patch.title1, id)))
        fields.title1 = MSG.alreadyUsed;
      if (patch.pageCode !== undefined && (await repo.pageCodeTaken(tx, patch.pageCode, id)))
        fields.pageCode = MSG.alreadyUsed;
      let logo: AssetRow | undefined;
      // A custom logo is a paid feature (spec §6); taking a logo off is always allowed.
      if (patch.logoAssetId && !quotaOf(planOf(account)).customLogo) throw new AppError('PREMIUM_REQUIRED');
      if (patch.logoAssetId) {
        logo = (await usableAssets(tx, tenantId, [patch.logoAssetId])).get(patch.logoAssetId);
        if (logo?.kind !== 'image') fields.logoAssetId = MSG.invalid;
      }
      const checkElement = async (field: 'helpBoothId' | 'startRoomId', kinds: readonly string[]) => {
        const value = patch[field];
        if (!value) return;
        const found = isUuid(value) && (await findElementOfKind(tx, id, value, kinds as never));
        if (!found) fields[field] = MSG.invalid;
      };
      await checkElement('helpBoothId', ['BOOTH']);
      await checkElement('startRoomId', ROOM_KINDS);
      if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });

      if (patch.open === true && !row.open) {
        const open = await repo.countEvents(tx, tenantId, { open: true });
        if (!mayOpenEvent(planOf(account), open)) throw new AppError('EVENT_LIMIT_REACHED');
      }

      const updated = await repo.updateEvent(tx, tenantId, id, version, {
        ...patch,
        title2: patch.title2 ?? undefined,
      });
      if (!updated) throw new AppError('STALE_VERSION');

      const label = updated.name;
      if (patch.logoAssetId !== undefined || patch.name !== undefined) {
        await unregisterUsages(tx, { type: LOGO_USAGE, id });
        if (updated.logoAssetId)
          await registerUsage(tx, updated.logoAssetId, { type: LOGO_USAGE, id, label });
      }
      if (patch.name !== undefined) {
        const venue = await loadVenue(tx, id);
        for (const assetId of venueAssetIds(venue))
          await registerUsage(tx, assetId, { type: VENUE_USAGE, id, label });
      }
      const shownLogo =
        logo ??
        (updated.logoAssetId
          ? (await usableAssets(tx, tenantId, [updated.logoAssetId])).get(updated.logoAssetId)
          : undefined);
      return presentEvent(updated, shownLogo);
    }),
  );
  if (closed) await deps.sockets?.endSessions({ eventId: id });
  return event;
}

/**
 * The origins an event allows to frame its registration page and venue, by page code; [] for an
 * unknown page code. Throws nothing.
 */
export async function frameAncestorsOfPage(deps: Deps, pageCode: string): Promise<string[]> {
  if (!isPageCode(pageCode)) return [];
  return (await repo.frameAncestorsByPageCode(deps.db, pageCode)) ?? [];
}

/** PUT events/rename: a new title line 1. Throws NOT_FOUND, VALIDATION_FAILED (title already used). */
export async function rename(deps: Deps, scope: EventScope, body: EventRenameRequest): Promise<Event> {
  const { tenantId } = scope;
  const row = await deps.db.transaction(async (tx) => {
    await lockAccount(tx, tenantId);
    const current = await requireEvent({ db: tx }, scope, body.eventId);
    if (await repo.titleTaken(tx, tenantId, body.title, current.id))
      throw new AppError('VALIDATION_FAILED', { fields: { title: MSG.alreadyUsed } });
    return (await repo.updateEvent(tx, tenantId, current.id, current.version, { title1: body.title }))!;
  });
  return getEvent(deps, scope, row.id);
}

/**
 * Deletes an event (from requireEvent) with its venue and its logo and venue asset usages, inside
 * the caller's transaction; what modules above hang off the event, the caller removes first.
 * Throws nothing.
 */
export async function removeEvent(tx: Db, event: EventRow): Promise<void> {
  await unregisterUsages(tx, { type: LOGO_USAGE, id: event.id });
  await forgetVenueUsages(tx, event.id);
  await forgetChosenEvent(tx, event.tenantId, event.id);
  await repo.deleteEvent(tx, event.tenantId, event.id);
}

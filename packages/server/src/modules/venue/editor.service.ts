import { randomUUID } from 'node:crypto';
import {
  DATE_TIME_FIELDS,
  DEFAULT_LANGUAGE,
  ELEMENT_SCHEMAS,
  type ElementCreateRequest,
  type ElementKind,
  type ElementOrderRequest,
  type ElementResults,
  type ElementUpdateRequest,
  type ElementUsage,
  type FieldErrors,
  type Language,
  MSG,
  type Room,
  type SharedRoomAddRequest,
  type SharedRoomsResults,
  VENUE_LIMITS,
  type VenueSharing,
  PARENT_KINDS_OF,
  VENUE_LIST_OF,
  Venue,
  type VenueEditorResults,
  type VenueElement,
  planOf,
  quotaOf,
  toUtcDateTime,
  isUuid,
} from '@foyer/shared';
import type { z } from 'zod';
import type { Deps } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { AssetRow, EventRow, NewVenueElement, VenueElementRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import {
  presentAsset,
  registerUsage,
  unregisterUsages,
  usableAssets,
  usagesOf as usagesOfAsset,
} from '../assets/assets.service.js';
import {
  type EventScope,
  eventNames,
  getEvent,
  requireEvent,
  touchEvent,
  wholeTenant,
} from '../events/events.service.js';
import { findUserById } from '../users/users.service.js';
import * as repo from './venue.repository.js';
import {
  checkAssets,
  checkVenue,
  type Flat,
  flatten,
  isForeignRow,
  isRoomKind,
  rowOf,
  VENUE_USAGE,
  venueAssetIds,
  venueOfRows,
  venueRows,
} from './venue.service.js';

/**
 * The element editor (issue 5): one element created, changed, deleted or reordered at a time. Every
 * write locks the event's row first, so edits of one venue happen one after the other, then checks
 * the whole venue as it would be afterwards with the same rules a saved template passes.
 */

const sameId = (id: string) => id;

type Editing = { event: EventRow; rows: VenueElementRow[]; venue: Venue };
type Issue = Pick<z.core.$ZodIssue, 'path' | 'message' | 'code'> & { keys?: string[] };

// ---------------------------------------------------------------------------------------------
// Reading

/** Each element's version by id. */
const versionsOf = (rows: VenueElementRow[]) => Object.fromEntries(rows.map((r) => [r.id, r.version]));

/**
 * Which rooms of the venue (rows of venueRows) show another event's shared room, and which of its
 * own shared rooms other events show, with those events' names. Throws nothing.
 */
async function sharingOf(db: Db, tenantId: string, rows: VenueElementRow[]): Promise<VenueSharing> {
  const borrowedRows = rows.filter((r) => r.sharedRoomId && r.parentId === null && isRoomKind(r.kind));
  const shared = rows.filter((r) => isRoomKind(r.kind) && !r.sharedRoomId && r.data.shared === true);
  const sources = borrowedRows.length
    ? await repo.listSharedRoomContents(
        db,
        borrowedRows.map((r) => r.sharedRoomId!),
      )
    : [];
  const placements = await repo.listPlacements(
    db,
    shared.map((r) => r.id),
  );
  const names = await eventNames(db, wholeTenant(tenantId), [
    ...sources.map((r) => r.eventId),
    ...placements.map((p) => p.eventId),
  ]);
  const nameOf = (id: string) => names.get(id) ?? '';
  const borrowed: VenueSharing['borrowed'] = {};
  for (const r of borrowedRows) {
    const source = sources.find((s) => s.id === r.sharedRoomId);
    if (source)
      borrowed[r.id] = { eventId: source.eventId, eventName: nameOf(source.eventId), roomId: source.id };
  }
  const lent: VenueSharing['lent'] = {};
  for (const r of shared)
    lent[r.id] = placements
      .filter((p) => p.sharedRoomId === r.id)
      .map((p) => ({ eventId: p.eventId, eventName: nameOf(p.eventId) }));
  return { borrowed, lent };
}

/**
 * GET events/{id}/venue: the event, its saved venue (shared rooms it shows included), each element's
 * version, the assets the venue and the logo use, and its sharing. Throws NOT_FOUND (unknown event,
 * another tenant's).
 */
export async function getEditorVenue(
  deps: Deps,
  scope: EventScope,
  eventId: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<VenueEditorResults> {
  const { tenantId } = scope;
  const event = await getEvent(deps, scope, eventId);
  const rows = await venueRows(deps.db, event.id);
  const venue = venueOfRows(rows);
  const ids = venueAssetIds(venue);
  if (event.logoAssetId) ids.push(event.logoAssetId);
  const assets = [...(await usableAssets(deps.db, tenantId, ids)).values()].map((row) =>
    presentAsset(row, language),
  );
  const sharing = await sharingOf(deps.db, tenantId, rows);
  return { event, venue, versions: versionsOf(rows), assets, sharing };
}

// ---------------------------------------------------------------------------------------------
// Rules

/** Locks the tenant's event for the rest of the transaction and loads its venue. Throws NOT_FOUND. */
async function lockForEdit(tx: Db, scope: EventScope, eventId: string): Promise<Editing> {
  const event = await requireEvent({ db: tx }, scope, eventId, { lock: true });
  const rows = await venueRows(tx, event.id);
  return { event, rows, venue: venueOfRows(rows) };
}

/** The stored row of an element of the event. Throws NOT_FOUND. */
function rowIn(editing: Editing, elementId: string): VenueElementRow {
  const row = isUuid(elementId) ? editing.rows.find((r) => r.id === elementId) : undefined;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** True for a room showing another event's shared room, or an element shown in one. */
const isBorrowed = (editing: Editing, row: VenueElementRow) =>
  isForeignRow(row, editing.event.id) || row.sharedRoomId !== null;

/** Throws VALIDATION_FAILED (`field` = validation.sharedRoom) for a borrowed room or its element. */
function refuseBorrowed(editing: Editing, row: VenueElementRow | undefined, field = 'element'): void {
  if (row && isBorrowed(editing, row))
    throw new AppError('VALIDATION_FAILED', { fields: { [field]: MSG.sharedRoom } });
}

/** Throws PREMIUM_REQUIRED when the tenant's plan lacks the venue feature (spec §6). */
async function requirePlanFeature(
  tx: Db,
  tenantId: string,
  feature: 'breakoutRooms' | 'sharedRooms',
): Promise<void> {
  const account = await findUserById({ db: tx }, tenantId);
  if (!account || !quotaOf(planOf(account))[feature]) throw new AppError('PREMIUM_REQUIRED');
}

/** "Shown by event X" usages of these shared rooms (every event of the tenant named). Throws nothing. */
async function sharedRoomUsages(tx: Db, tenantId: string, roomIds: string[]): Promise<ElementUsage[]> {
  const placements = await repo.listPlacements(tx, roomIds);
  if (placements.length === 0) return [];
  const names = await eventNames(
    tx,
    wholeTenant(tenantId),
    placements.map((p) => p.eventId),
  );
  const eventIds = [...new Set(placements.map((p) => p.eventId))];
  return eventIds.map((id) => ({ type: 'event.sharedRoom', id, label: names.get(id) ?? '' }));
}

/**
 * Answers the usages of `event`'s shared rooms in other venues (to refuse deleting the event while
 * others show them). Throws nothing.
 */
export async function lentRoomUsages(
  tx: Db,
  event: { id: string; tenantId: string },
): Promise<ElementUsage[]> {
  const rooms = await repo.listSharedRooms(tx, [event.id]);
  return sharedRoomUsages(
    tx,
    event.tenantId,
    rooms.map((r) => r.id),
  );
}

/** The shared room (a room of this venue with shared on) that holds the row, or is it; else null. */
function sharedRoomOf(editing: Editing, row: { id: string; parentId: string | null; kind: string }) {
  const roomId = isRoomKind(row.kind) ? row.id : row.kind === 'DOOR' ? null : row.parentId;
  const room = roomId ? editing.venue.rooms.find((r) => r.id === roomId) : undefined;
  return room?.shared ? room : null;
}

/**
 * What a change of the shared room `room` does to the venues that show it: their problems now, and
 * a check to run after the write that refuses problems it adds (doors left without a place, say) and
 * re-registers those venues' asset usages. Throws nothing; the check throws VALIDATION_FAILED
 * (`field` = validation.sharedConflict).
 */
async function followBorrowers(tx: Db, tenantId: string, room: Room | null, field: string) {
  const placements = room ? await repo.listPlacements(tx, [room.id]) : [];
  const before = new Map<string, FieldErrors>();
  for (const p of placements) before.set(p.eventId, checkVenue(venueOfRows(await venueRows(tx, p.eventId))));
  return async () => {
    const names = await eventNames(tx, wholeTenant(tenantId), [...before.keys()]);
    for (const [eventId, old] of before) {
      const venue = venueOfRows(await venueRows(tx, eventId));
      const now = checkVenue(venue);
      if (Object.entries(now).some(([key, message]) => old[key] !== message))
        throw new AppError('VALIDATION_FAILED', { fields: { [field]: MSG.sharedConflict } });
      const usable = await usableAssets(tx, tenantId, venueAssetIds(venue));
      await syncUsages(tx, { id: eventId, name: names.get(eventId) ?? '' }, venue, usable);
    }
  };
}

/** A validation message key as it is, anything else (zod's own texts) as `validation.invalid`. */
const messageOf = (message: string) => (message.startsWith('validation.') ? message : MSG.invalid);

/** Zod issues as field errors under `prefix` (unknown keys each under its own name). */
function fieldsOfIssues(issues: readonly Issue[], prefix: string[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const path = [...prefix, ...issue.path.map(String)];
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) fields[[...path, key].join('.')] ??= MSG.unknownField;
      continue;
    }
    fields[path.join('.')] ??= messageOf(issue.message);
  }
  return fields;
}

/** The input with its date-times, wall times of the event's time zone, as UTC; an empty one as null. */
function withUtcDateTimes(input: Record<string, unknown>, timeZone: string): Record<string, unknown> {
  const out = { ...input };
  for (const field of DATE_TIME_FIELDS) {
    const value = out[field];
    if (typeof value !== 'string') continue;
    out[field] = value.trim() === '' ? null : toUtcDateTime(value.trim(), timeZone);
  }
  return out;
}

/** The element checked against the schema of its kind. Throws VALIDATION_FAILED (fields `element.*`). */
function parseElement(kind: ElementKind, input: Record<string, unknown>): VenueElement {
  const parsed = (ELEMENT_SCHEMAS[kind] as z.ZodType<VenueElement>).safeParse(input);
  if (!parsed.success)
    throw new AppError('VALIDATION_FAILED', { fields: fieldsOfIssues(parsed.error.issues, ['element']) });
  return parsed.data;
}

/** Every list of the venue that holds elements (rooms, each room's elements, doors, days, items…). */
function listsOf(venue: Venue): VenueElement[][] {
  return [
    venue.rooms,
    ...venue.rooms.map((r) => r.elements),
    venue.doors,
    venue.agenda,
    ...venue.agenda.map((d) => d.items),
    venue.chats,
    venue.breakouts,
    venue.profileItems,
    venue.moderators,
  ];
}

/** A copy of the venue with the element added at the end of its list (in its parent's for children). */
function withAdded(venue: Venue, element: VenueElement, parentId: string | null): Venue {
  const copy = structuredClone(venue);
  const list = VENUE_LIST_OF[element.kind];
  if (list === 'elements') copy.rooms.find((r) => r.id === parentId)?.elements.push(element as never);
  else if (list === 'items') copy.agenda.find((d) => d.id === parentId)?.items.push(element as never);
  else (copy[list] as VenueElement[]).push(element);
  return copy;
}

/** A copy of the venue with the element of the same id replaced. */
function withReplaced(venue: Venue, element: VenueElement): Venue {
  const copy = structuredClone(venue);
  for (const list of listsOf(copy)) {
    const i = list.findIndex((e) => e.id === element.id);
    if (i >= 0) list[i] = element;
  }
  return copy;
}

/** The problems of a whole venue by field path: its schema's limits, checkVenue, its assets. */
function problemsOf(venue: Venue, usable: Map<string, AssetRow>): FieldErrors {
  const parsed = Venue.safeParse(venue);
  const limits = parsed.success ? {} : fieldsOfIssues(parsed.error.issues, []);
  return { ...limits, ...checkVenue(venue), ...checkAssets(venue, usable) };
}

/**
 * Checks the venue as it would be with the element saved, and answers the assets it may use. Every
 * problem of the element itself counts; elsewhere only problems it causes (a venue saved by an older
 * version of the rules stays editable): a slot conflict with a sibling is the element's `slotId` (a
 * room's `designId`), anything else (a list grown too long) the `element` as a whole. Throws
 * VALIDATION_FAILED.
 */
async function checkChange(
  tx: Db,
  tenantId: string,
  before: Venue,
  after: Venue,
  element: VenueElement,
): Promise<Map<string, AssetRow>> {
  const usable = await usableAssets(tx, tenantId, [...venueAssetIds(before), ...venueAssetIds(after)]);
  const old = problemsOf(before, usable);
  const now = problemsOf(after, usable);
  const at = flatten(after).find((f) => f.element.id === element.id)!;
  const isRoom = isRoomKind(element.kind);
  const fields: FieldErrors = {};
  for (const [key, message] of Object.entries(now)) {
    const rest = key.startsWith(`${at.path}.`) ? key.slice(at.path.length + 1) : null;
    const inChild = rest !== null && /^(?:elements|items)\./.test(rest);
    if (rest !== null && !inChild) {
      fields[`element.${rest}`] ??= message;
      continue;
    }
    if (old[key] === message) continue;
    if (isRoom && inChild && message === MSG.sharedReference) fields['element.shared'] ??= message;
    else if (inChild || key.endsWith('.slotId')) {
      if (isRoom) fields['element.designId'] ??= MSG.invalid;
      else fields['element.slotId'] ??= message;
    } else fields.element ??= MSG.invalid;
  }
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  return usable;
}

/** Registers the assets the venue uses as the event's venue usages (replacing the former ones). */
async function syncUsages(
  tx: Db,
  event: Pick<EventRow, 'id' | 'name'>,
  venue: Venue,
  usable: Map<string, AssetRow>,
) {
  await unregisterUsages(tx, { type: VENUE_USAGE, id: event.id });
  for (const assetId of venueAssetIds(venue))
    if (usable.has(assetId))
      await registerUsage(tx, assetId, { type: VENUE_USAGE, id: event.id, label: event.name });
}

/** The saved element as read back, with its version. Throws nothing expected. */
async function readBack(tx: Db, eventId: string, id: string): Promise<ElementResults> {
  const rows = await venueRows(tx, eventId);
  const element = flatten(venueOfRows(rows)).find((f) => f.element.id === id)!.element;
  return { element, version: rows.find((r) => r.id === id)!.version };
}

/** The parent row of a new element: its room, or its day. Throws VALIDATION_FAILED (fields.parentId). */
function parentOf(editing: Editing, kind: ElementKind, parentId: string | null): string | null {
  const accepted = PARENT_KINDS_OF[kind];
  if (!accepted) return null;
  const parent = parentId ? editing.rows.find((r) => r.id === parentId) : undefined;
  if (!parent || !(accepted as readonly string[]).includes(parent.kind))
    throw new AppError('VALIDATION_FAILED', { fields: { parentId: MSG.invalid } });
  refuseBorrowed(editing, parent, 'parentId');
  return parent.id;
}

/** The stored row of a checked element. */
function rowFor(
  element: VenueElement,
  eventId: string,
  parentId: string | null,
  position: number,
): NewVenueElement & { id: string } {
  const parent = element.kind === 'DOOR' ? element.roomId : parentId;
  return rowOf(element, { eventId, parentId: parent, position, idOf: sameId }) as NewVenueElement & {
    id: string;
  };
}

// ---------------------------------------------------------------------------------------------
// Writing

/**
 * POST events/{id}/elements: adds one element (a new id; a room without elements, a day without
 * items) at the end of its list, with version 1. Date-times without an offset are read in the
 * event's time zone. Throws NOT_FOUND, PREMIUM_REQUIRED (a breakout room on a plan without
 * them), VALIDATION_FAILED (fields `element.*` or `parentId`).
 */
export async function createElement(
  deps: Deps,
  scope: EventScope,
  eventId: string,
  body: ElementCreateRequest,
): Promise<ElementResults> {
  const { tenantId } = scope;
  const kind = body.element.kind;
  const created = await deps.db.transaction(async (tx) => {
    const editing = await lockForEdit(tx, scope, eventId);
    if (kind === 'EVENT_BREAKOUT') await requirePlanFeature(tx, tenantId, 'breakoutRooms');
    const parentId = parentOf(editing, kind, body.parentId);
    const input = withUtcDateTimes({ ...body.element, id: randomUUID() }, editing.event.timeZone);
    if (isRoomKind(kind)) input.elements = [];
    if (kind === 'TIMELINE_DAY') input.items = [];
    const element = parseElement(kind, input);
    if ('shared' in element && element.shared) await requirePlanFeature(tx, tenantId, 'sharedRooms');

    const after = withAdded(editing.venue, element, parentId);
    const usable = await checkChange(tx, tenantId, editing.venue, after, element);
    const parentRoom = parentId
      ? sharedRoomOf(editing, { id: parentId, parentId: null, kind: 'HALL' })
      : null;
    const follow = await followBorrowers(tx, tenantId, parentRoom, 'element');
    const position = (await repo.maxPosition(tx, editing.event.id)) + 1;
    await repo.insertElements(tx, [rowFor(element, editing.event.id, parentId, position)]);
    await syncUsages(tx, editing.event, after, usable);
    await follow();
    await touchEvent(tx, editing.event.id);
    return readBack(tx, editing.event.id, element.id);
  });
  if (kind === 'EVENT_MODERATOR') await deps.sockets?.refreshModerators(eventId);
  return created;
}

/**
 * PUT events/{id}/elements/{elementId}: replaces an element's fields if `version` is current, and
 * increases its version. A room keeps its elements and a day its items; a door may move to another
 * room or slot; a chat keeps its title. Throws NOT_FOUND, STALE_VERSION, VALIDATION_FAILED (fields
 * `element.*`: another kind, a changed chat title = validation.fixed, the rules of create).
 */
export async function updateElement(
  deps: Deps,
  scope: EventScope,
  eventId: string,
  elementId: string,
  body: ElementUpdateRequest,
): Promise<ElementResults> {
  const { tenantId } = scope;
  const updated = await deps.db.transaction(async (tx) => {
    const editing = await lockForEdit(tx, scope, eventId);
    const row = rowIn(editing, elementId);
    refuseBorrowed(editing, row);
    if (body.element.kind !== row.kind)
      throw new AppError('VALIDATION_FAILED', { fields: { 'element.kind': MSG.invalid } });
    if (body.version !== row.version) throw new AppError('STALE_VERSION');
    const current = flatten(editing.venue).find((f) => f.element.id === row.id)!.element;
    const input = withUtcDateTimes({ ...body.element, id: row.id }, editing.event.timeZone);
    if ('elements' in current) input.elements = current.elements;
    if ('items' in current) input.items = current.items;
    const element = parseElement(row.kind as ElementKind, input);
    if (element.kind === 'EVENT_CHAT' && current.kind === 'EVENT_CHAT' && element.title !== current.title)
      throw new AppError('VALIDATION_FAILED', { fields: { 'element.title': MSG.fixed } });

    if ('shared' in element && 'shared' in current && element.shared !== current.shared) {
      if (element.shared) await requirePlanFeature(tx, tenantId, 'sharedRooms');
      const usages = await sharedRoomUsages(tx, tenantId, [row.id]);
      if (usages.length > 0) throw new AppError('REMOVABLE_DOC_HAS_DEPENDENCIES', { results: { usages } });
    }

    const after = withReplaced(editing.venue, element);
    const usable = await checkChange(tx, tenantId, editing.venue, after, element);
    const field = isRoomKind(element.kind) ? 'element.designId' : 'element';
    const follow = await followBorrowers(tx, tenantId, sharedRoomOf(editing, row), field);
    const saved = await repo.updateElement(
      tx,
      editing.event.id,
      body.version,
      rowFor(element, editing.event.id, row.parentId, row.position),
    );
    if (!saved) throw new AppError('STALE_VERSION');
    await syncUsages(tx, editing.event, after, usable);
    await follow();
    await touchEvent(tx, editing.event.id);
    return readBack(tx, editing.event.id, element.id);
  });
  // A moderator's address may have changed: sockets follow the moderators' current addresses.
  if (body.element.kind === 'EVENT_MODERATOR') await deps.sockets?.refreshModerators(eventId);
  return updated;
}

/** A recording counts for a talk from an hour before its planned live start: earlier ones were rehearsals. */
export const REHEARSAL_MARGIN_MS = 3_600_000;

/**
 * A webcast's broadcast was recorded as the video `videoId` (issue 18): every talk of the tenant's
 * events that plays that webcast and has no video of its own gets it as its on-demand video, from
 * its on-demand start — or from now when it has none. A recording that began more than an hour
 * before the talk's planned live start is a rehearsal and is not taken. Each talk is saved through
 * `updateElement` (its checks, version, asset usages); a talk that cannot be (changed meanwhile, a
 * shared room's borrower) keeps what it had. Answers the ids of the talks that took it. Throws nothing.
 */
export async function adoptRecording(
  deps: Deps,
  tenantId: string,
  recording: { webcastId: string; videoId: string; startedAt: Date },
  now = new Date(),
): Promise<string[]> {
  const eventIds = (await usagesOfAsset(deps.db, recording.webcastId))
    .filter((u) => u.type === VENUE_USAGE)
    .map((u) => u.id);
  const adopted: string[] = [];
  for (const eventId of eventIds) {
    const rows = await venueRows(deps.db, eventId).catch(() => [] as VenueElementRow[]);
    for (const { element } of flatten(venueOfRows(rows))) {
      if (element.kind !== 'THEATRE_VIDEO' || element.webcastAssetId !== recording.webcastId) continue;
      if (element.videoAssetId) continue;
      const planned = element.plannedLiveStart ? Date.parse(element.plannedLiveStart) : null;
      if (planned !== null && recording.startedAt.getTime() < planned - REHEARSAL_MARGIN_MS) continue;
      const version = rows.find((r) => r.id === element.id)?.version;
      if (version === undefined) continue;
      const changed = {
        ...element,
        videoAssetId: recording.videoId,
        onDemandFrom: element.onDemandFrom ?? now.toISOString(),
      };
      try {
        await updateElement(deps, wholeTenant(tenantId), eventId, element.id, { version, element: changed });
        adopted.push(element.id);
      } catch {
        // changed meanwhile, or a borrowed shared room: the organiser can still choose it in the editor
      }
    }
  }
  return adopted;
}

/** The ids of an element and everything under it (a room's elements and doors, a day's items). */
function subtreeOf(rows: VenueElementRow[], id: string): Set<string> {
  const ids = new Set([id]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const r of rows) {
      if (r.parentId && ids.has(r.parentId) && !ids.has(r.id)) {
        ids.add(r.id);
        grown = true;
      }
    }
  }
  return ids;
}

/** What a person calls an element: its title, name, label or person; a canvas by its slot. */
function ownLabel(element: VenueElement): string {
  switch (element.kind) {
    case 'PROFILE_ITEM':
      return element.label;
    case 'EVENT_MODERATOR':
      return `${element.firstName} ${element.lastName}`.trim() || element.email;
    case 'BOOTH_STAFF':
    case 'EVENT_BREAKOUT':
      return element.name;
    case 'HALL_CANVAS':
    case 'BOOTH_CANVAS':
      return element.slotId;
    default:
      return element.title;
  }
}

/** Labels by element id: the element's own, after its room's or day's ("Main hall › Door to Booth A"). */
function labelsOf(flat: Flat[]): Map<string, string> {
  const own = new Map(flat.map((f) => [f.element.id, ownLabel(f.element)]));
  return new Map(
    flat.map((f) => {
      const parent = f.parentId ? own.get(f.parentId) : undefined;
      const label = own.get(f.element.id)!;
      return [f.element.id, parent ? `${parent} › ${label}` : label];
    }),
  );
}

/** Where something outside `subtree` uses an element inside it (targets, references, the event's rooms). */
function usagesOf(editing: Editing, subtree: Set<string>): ElementUsage[] {
  const labels = labelsOf(flatten(editing.venue));
  const inside = (id: string | null) => id !== null && subtree.has(id);
  const usages: ElementUsage[] = editing.rows
    .filter((r) => !subtree.has(r.id) && (inside(r.targetElementId) || inside(r.refElementId)))
    .map((r) => ({ type: r.kind, id: r.id, label: labels.get(r.id) ?? r.kind }));
  const { event } = editing;
  if (inside(event.startRoomId)) usages.push({ type: 'event.startRoom', id: event.id, label: event.name });
  if (inside(event.helpBoothId)) usages.push({ type: 'event.helpBooth', id: event.id, label: event.name });
  return usages;
}

/**
 * DELETE events/{id}/elements/{elementId}?version=n: deletes an element with its children (a room's
 * elements and doors, a day's items) unless something else uses one of them. Throws NOT_FOUND,
 * STALE_VERSION, REMOVABLE_DOC_HAS_DEPENDENCIES (results.usages).
 */
export async function deleteElement(
  deps: Deps,
  scope: EventScope,
  eventId: string,
  elementId: string,
  version: number,
): Promise<void> {
  const { tenantId } = scope;
  const removedModerator = await deps.db.transaction(async (tx) => {
    const editing = await lockForEdit(tx, scope, eventId);
    const row = rowIn(editing, elementId);
    // A room showing another event's shared room leaves this venue; what it shows stays there.
    if (isForeignRow(row, editing.event.id)) refuseBorrowed(editing, row);
    if (row.version !== version) throw new AppError('STALE_VERSION');
    const subtree = subtreeOf(editing.rows, row.id);
    const usages = [
      ...usagesOf(editing, subtree),
      ...(isRoomKind(row.kind) && !row.sharedRoomId ? await sharedRoomUsages(tx, tenantId, [row.id]) : []),
    ];
    if (usages.length > 0) throw new AppError('REMOVABLE_DOC_HAS_DEPENDENCIES', { results: { usages } });
    const follow = await followBorrowers(
      tx,
      tenantId,
      isRoomKind(row.kind) ? null : sharedRoomOf(editing, row),
      'element',
    );
    await repo.deleteElement(tx, editing.event.id, row.id);
    const after = venueOfRows(await venueRows(tx, editing.event.id));
    await syncUsages(tx, editing.event, after, await usableAssets(tx, tenantId, venueAssetIds(after)));
    await follow();
    await touchEvent(tx, editing.event.id);
    return editing.rows.some((r) => subtree.has(r.id) && r.kind === 'EVENT_MODERATOR');
  });
  if (removedModerator) await deps.sockets?.refreshModerators(eventId);
}

/**
 * PUT events/{id}/elements/order: puts one list of siblings (same parent, same VENUE_LIST_OF as
 * ids[0]) in the order of `ids`, reusing the list's positions. Order is not part of an element's
 * fields, so versions stay; answers them. Throws NOT_FOUND, STALE_VERSION (ids not exactly the
 * list's current members).
 */
export async function reorderElements(
  deps: Deps,
  scope: EventScope,
  eventId: string,
  body: ElementOrderRequest,
): Promise<Record<string, number>> {
  return deps.db.transaction(async (tx) => {
    const editing = await lockForEdit(tx, scope, eventId);
    const first = editing.rows.find((r) => r.id === body.ids[0]);
    if (!first) throw new AppError('STALE_VERSION');
    if (isForeignRow(first, editing.event.id)) refuseBorrowed(editing, first, 'ids');
    const list = VENUE_LIST_OF[first.kind as ElementKind];
    const siblings = editing.rows.filter(
      (r) => VENUE_LIST_OF[r.kind as ElementKind] === list && r.parentId === body.parentId,
    );
    const wanted = new Set(body.ids);
    if (
      wanted.size !== body.ids.length ||
      siblings.length !== wanted.size ||
      siblings.some((s) => !wanted.has(s.id))
    )
      throw new AppError('STALE_VERSION');
    const positions = siblings.map((s) => s.position).sort((a, b) => a - b);
    await repo.setPositions(
      tx,
      editing.event.id,
      body.ids.map((id, i) => ({ id, position: positions[i]! })),
    );
    await touchEvent(tx, editing.event.id);
    return versionsOf(siblings);
  });
}

// ---------------------------------------------------------------------------------------------
// Shared rooms (issue 15)

/**
 * GET events/{id}/sharedRooms: the rooms other events of the account share, of the events the scope
 * reaches, and whether this venue shows each already. Throws NOT_FOUND.
 */
export async function listSharedRooms(
  deps: Deps,
  scope: EventScope,
  eventId: string,
): Promise<SharedRoomsResults> {
  const event = await requireEvent(deps, scope, eventId);
  const names = await eventNames(deps.db, scope);
  names.delete(event.id);
  const rooms = await repo.listSharedRooms(deps.db, [...names.keys()]);
  const shown = new Set((await repo.listElements(deps.db, event.id)).map((r) => r.sharedRoomId));
  return {
    rooms: venueOfRows(rooms).rooms.map((room) => {
      const row = rooms.find((r) => r.id === room.id)!;
      return {
        roomId: room.id,
        kind: room.kind,
        title: room.title,
        designId: room.designId,
        eventId: row.eventId,
        eventName: names.get(row.eventId) ?? '',
        isUsedHere: shown.has(room.id),
      };
    }),
  };
}

/**
 * POST events/{id}/sharedRooms: a room at the end of the rooms showing another event's shared room.
 * Throws NOT_FOUND, PREMIUM_REQUIRED, VALIDATION_FAILED (fields.roomId: not a shared room of a
 * reachable other event = invalid, shown here already = alreadyUsed; fields.element: rooms full).
 */
export async function addSharedRoom(
  deps: Deps,
  scope: EventScope,
  eventId: string,
  body: SharedRoomAddRequest,
): Promise<ElementResults> {
  const { tenantId } = scope;
  return deps.db.transaction(async (tx) => {
    const editing = await lockForEdit(tx, scope, eventId);
    await requirePlanFeature(tx, tenantId, 'sharedRooms');
    const source = await repo.findAnyElement(tx, body.roomId);
    const reachable =
      source &&
      source.eventId !== editing.event.id &&
      (await eventNames(tx, scope, [source.eventId])).has(source.eventId);
    if (
      !source ||
      !reachable ||
      !isRoomKind(source.kind) ||
      source.sharedRoomId ||
      source.data.shared !== true
    )
      throw new AppError('VALIDATION_FAILED', { fields: { roomId: MSG.invalid } });
    if (editing.rows.some((r) => r.sharedRoomId === source.id))
      throw new AppError('VALIDATION_FAILED', { fields: { roomId: MSG.alreadyUsed } });
    if (editing.venue.rooms.length >= VENUE_LIMITS.maxRooms)
      throw new AppError('VALIDATION_FAILED', { fields: { element: MSG.invalid } });
    const id = randomUUID();
    const position = (await repo.maxPosition(tx, editing.event.id)) + 1;
    await repo.insertElements(tx, [
      {
        id,
        eventId: editing.event.id,
        kind: source.kind,
        parentId: null,
        position,
        data: {},
        sharedRoomId: source.id,
      },
    ]);
    const after = venueOfRows(await venueRows(tx, editing.event.id));
    await syncUsages(tx, editing.event, after, await usableAssets(tx, tenantId, venueAssetIds(after)));
    await touchEvent(tx, editing.event.id);
    return readBack(tx, editing.event.id, id);
  });
}

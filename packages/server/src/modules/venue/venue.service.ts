import { randomUUID } from 'node:crypto';
import {
  ASSET_TARGET_KINDS,
  type AssetKind,
  ELEMENT_TARGET_KINDS,
  ELEMENTS_OF_ROOM,
  type ElementKind,
  type FieldErrors,
  type LinkTarget,
  MSG,
  NO_TARGET,
  ProfileItem,
  type PublicProgramme,
  ROOM_KINDS,
  ROOM_TYPE_OF_KIND,
  type RoomKind,
  SLOT_KIND_OF,
  Venue,
  type VenueElement,
  type VenueInput,
  designById,
  isAssetTarget,
  isElementTarget,
  speakerNames,
  TheatreVideo,
  TimelineDay,
  targetKindsOf,
} from '@foyer/shared';
import type { Db } from '../../db/client.js';
import type { AssetRow, NewVenueElement, VenueElementRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { registerUsage, unregisterUsages, usableAssets } from '../assets/assets.service.js';
import * as repo from './venue.repository.js';

/** Asset usage type of the assets a venue uses (one usage per asset and event). */
export const VENUE_USAGE = 'event.venue';

/** The field of each kind that holds its second element reference (stored in ref_element_id). */
const REF_FIELD: Partial<Record<ElementKind, { field: string; kinds: readonly ElementKind[] }>> = {
  HALL: { field: 'nextRoomId', kinds: ROOM_KINDS },
  BOOTH: { field: 'nextRoomId', kinds: ROOM_KINDS },
  THEATRE: { field: 'nextRoomId', kinds: ROOM_KINDS },
  OTHER: { field: 'nextRoomId', kinds: ROOM_KINDS },
  EVENT_BREAKOUT: { field: 'moderatorId', kinds: ['EVENT_MODERATOR'] },
  THEATRE_VIDEO: { field: 'chatId', kinds: ['EVENT_CHAT'] },
};

/** Asset kinds each asset field accepts (fields ending in AssetId / AssetIds). */
const ASSET_FIELD_KINDS: Record<string, readonly AssetKind[]> = {
  imageAssetId: ['image', 'avatar'],
  thumbnailAssetId: ['image', 'avatar'],
  logoAssetId: ['image'],
  documentAssetId: ['document'],
  videoAssetId: ['video'],
  webcastAssetId: ['webcast'],
  slideshowAssetIds: ['image'],
};

/** An element of a venue with its field path (`rooms.0.elements.2`) and its parent's id. */
export type Flat = { element: VenueElement; path: string; parentId: string | null };

/** True for the kinds that are rooms. Throws nothing. */
export const isRoomKind = (kind: string): kind is RoomKind =>
  (ROOM_KINDS as readonly string[]).includes(kind);

/**
 * Every element with its field path and parent (room of a placed element or door, day of an item),
 * in the venue's order. Throws nothing.
 */
export function flatten(venue: Venue): Flat[] {
  const out: Flat[] = [];
  venue.rooms.forEach((room, i) => {
    out.push({ element: room, path: `rooms.${i}`, parentId: null });
    room.elements.forEach((e, j) => {
      out.push({ element: e, path: `rooms.${i}.elements.${j}`, parentId: room.id });
    });
  });
  venue.doors.forEach((d, i) => {
    out.push({ element: d, path: `doors.${i}`, parentId: d.roomId });
  });
  venue.agenda.forEach((day, i) => {
    out.push({ element: day, path: `agenda.${i}`, parentId: null });
    day.items.forEach((item, j) => {
      out.push({ element: item, path: `agenda.${i}.items.${j}`, parentId: day.id });
    });
  });
  for (const key of ['chats', 'breakouts', 'profileItems', 'moderators'] as const) {
    venue[key].forEach((e, i) => {
      out.push({ element: e, path: `${key}.${i}`, parentId: null });
    });
  }
  return out;
}

/** The asset ids an element uses, with the field each sits in. Throws nothing. */
export function assetRefsOf(
  element: VenueElement,
): { field: string; id: string; kinds: readonly AssetKind[] }[] {
  const refs: { field: string; id: string; kinds: readonly AssetKind[] }[] = [];
  for (const [field, value] of Object.entries(element)) {
    const kinds = ASSET_FIELD_KINDS[field];
    if (!kinds) continue;
    if (typeof value === 'string') refs.push({ field, id: value, kinds });
    if (Array.isArray(value)) {
      value.forEach((id, i) => {
        refs.push({ field: `${field}.${i}`, id, kinds });
      });
    }
  }
  const target = 'target' in element ? element.target : undefined;
  if (target && isAssetTarget(target))
    refs.push({ field: 'target.assetId', id: target.assetId, kinds: [ASSET_TARGET_KINDS[target.kind]] });
  return refs;
}

/** Every asset id the venue uses (distinct). Throws nothing. */
export function venueAssetIds(venue: Venue): string[] {
  return [...new Set(flatten(venue).flatMap((f) => assetRefsOf(f.element).map((r) => r.id)))];
}

/**
 * The rules of a venue beyond its schema: unique ids, designs of the right room type, elements the
 * room kind may hold, slots that exist in the design and take the element, one door/staff/monitor/
 * screen per slot, target kinds the element kind may use (targetKindsOf), element targets and
 * references that resolve to an element of the right kind. Answers field errors (empty = valid).
 * Throws nothing.
 */
export function checkVenue(venue: Venue): FieldErrors {
  const fields: FieldErrors = {};
  const flat = flatten(venue);
  const kinds = new Map<string, ElementKind>();
  for (const { element, path } of flat) {
    if (kinds.has(element.id)) fields[`${path}.id`] ??= MSG.invalid;
    kinds.set(element.id, element.kind);
  }
  const rooms = new Map(venue.rooms.map((r) => [r.id, r]));
  venue.rooms.forEach((room, i) => {
    const design = designById(room.designId);
    if (!design || design.roomType !== ROOM_TYPE_OF_KIND[room.kind])
      fields[`rooms.${i}.designId`] = MSG.invalid;
  });
  const usedSlots = new Set<string>();
  for (const { element, path, parentId } of flat) {
    const room = parentId ? rooms.get(parentId) : undefined;
    if (element.kind === 'DOOR' && !room) fields[`${path}.roomId`] = MSG.invalid;
    if (room && !isRoomKind(element.kind) && element.kind !== 'DOOR') {
      const allowed = ELEMENTS_OF_ROOM[room.kind] as readonly string[];
      if (!allowed.includes(element.kind)) fields[`${path}.kind`] = MSG.invalid;
    }
    const slotKind = (SLOT_KIND_OF as Partial<Record<ElementKind, string>>)[element.kind];
    if (slotKind && room && 'slotId' in element) {
      const slot = designById(room.designId)?.slots.find((s) => s.id === element.slotId);
      if (!slot || slot.kind !== slotKind) fields[`${path}.slotId`] = MSG.invalid;
      // Canvases of one slot rotate; anything else has its slot to itself.
      const key = `${room.id}/${element.slotId}`;
      if (slotKind !== 'canvas' && usedSlots.has(key)) fields[`${path}.slotId`] ??= MSG.alreadyUsed;
      usedSlots.add(key);
    }
    const target = 'target' in element ? element.target : undefined;
    if (target && !targetKindsOf(element.kind).includes(target.kind))
      fields[`${path}.target.kind`] = MSG.invalid;
    if (target && isElementTarget(target)) {
      const accepted = ELEMENT_TARGET_KINDS[target.kind] as readonly ElementKind[];
      const kind = kinds.get(target.elementId);
      if (!kind || !accepted.includes(kind)) fields[`${path}.target.elementId`] = MSG.invalid;
    }
    const ref = REF_FIELD[element.kind];
    const refId = ref ? (element as Record<string, unknown>)[ref.field] : null;
    if (ref && typeof refId === 'string') {
      const kind = kinds.get(refId);
      if (!kind || !ref.kinds.includes(kind)) fields[`${path}.${ref.field}`] = MSG.invalid;
    }
  }
  return { ...fields, ...checkSharedRooms(venue) };
}

/**
 * Checks that every asset of the venue is in `usable` (the tenant's or a template) and of a fitting
 * kind. Answers field errors (empty = valid). Throws nothing.
 */
export function checkAssets(venue: Venue, usable: Map<string, AssetRow>): FieldErrors {
  const fields: FieldErrors = {};
  for (const { element, path } of flatten(venue)) {
    for (const ref of assetRefsOf(element)) {
      const row = usable.get(ref.id);
      if (!row || !ref.kinds.includes(row.kind)) fields[`${path}.${ref.field}`] = MSG.invalid;
    }
  }
  return fields;
}

type Owner = { eventId: string; tenantId: string; label: string };

/**
 * Replaces the venue of an event inside the caller's transaction: checks it, gives every element a
 * new id (answered as old id → new id, so the caller can map its references), writes the rows and
 * registers one asset usage per asset used. Throws VALIDATION_FAILED (fields under `venue.`).
 */
export async function saveVenue(tx: Db, owner: Owner, input: VenueInput): Promise<Map<string, string>> {
  const parsed = Venue.safeParse(input);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', {
      fields: Object.fromEntries(parsed.error.issues.map((i) => [`venue.${i.path.join('.')}`, i.message])),
    });
  }
  const venue = parsed.data;
  const usable = await usableAssets(tx, owner.tenantId, venueAssetIds(venue));
  const fields = { ...checkVenue(venue), ...checkAssets(venue, usable) };
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION_FAILED', {
      fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [`venue.${k}`, v])),
    });
  }

  const flat = flatten(venue);
  const ids = new Map(flat.map((f) => [f.element.id, randomUUID()]));
  const idOf = (id: string) => ids.get(id)!;
  // One sequence for the whole venue: reading rows in position order gives back every list's order.
  const rows: NewVenueElement[] = flat.map(({ element, parentId }, position) =>
    rowOf(element, { eventId: owner.eventId, parentId: parentId && idOf(parentId), position, idOf }),
  );

  await repo.deleteElements(tx, owner.eventId);
  await unregisterUsages(tx, { type: VENUE_USAGE, id: owner.eventId });
  await repo.insertElements(tx, rows);
  for (const assetId of usable.keys())
    await registerUsage(tx, assetId, { type: VENUE_USAGE, id: owner.eventId, label: owner.label });
  return ids;
}

/**
 * The stored row of an element: its references mapped through `idOf` (identity for ids already
 * saved), its own fields in `data`. Throws nothing.
 */
export function rowOf(
  element: VenueElement,
  at: { eventId: string; parentId: string | null; position: number; idOf(id: string): string },
): NewVenueElement {
  const {
    id,
    kind,
    slotId,
    designId,
    target,
    elements: _elements,
    items: _items,
    roomId: _roomId,
    ...rest
  } = element as Record<string, unknown> & { id: string; kind: ElementKind };
  const data: Record<string, unknown> = { ...rest };
  let refElementId: string | null = null;
  const ref = REF_FIELD[kind];
  if (ref) {
    const value = data[ref.field];
    refElementId = typeof value === 'string' ? at.idOf(value) : null;
    delete data[ref.field];
  }
  const t = target as LinkTarget | undefined;
  let targetJson: Record<string, unknown> | null = null;
  if (t) {
    const { elementId: _e, assetId: _a, ...options } = t as Record<string, unknown>;
    targetJson = options;
  }
  return {
    id: at.idOf(id),
    eventId: at.eventId,
    kind,
    parentId: at.parentId,
    position: at.position,
    slotId: typeof slotId === 'string' ? slotId : null,
    designId: typeof designId === 'string' ? designId : null,
    data,
    targetKind: t?.kind ?? 'none',
    target: targetJson,
    targetElementId: t && isElementTarget(t) ? at.idOf(t.elementId) : null,
    targetAssetId: t && isAssetTarget(t) ? t.assetId : null,
    refElementId,
  };
}

/** The link target of a row; one whose element or asset is gone reads as `none`. */
function targetOfRow(row: VenueElementRow): LinkTarget {
  const kind = row.targetKind;
  const options = row.target ?? {};
  if (kind in ELEMENT_TARGET_KINDS)
    return row.targetElementId
      ? ({ ...options, kind, elementId: row.targetElementId } as LinkTarget)
      : NO_TARGET;
  if (kind in ASSET_TARGET_KINDS)
    return row.targetAssetId ? ({ ...options, kind, assetId: row.targetAssetId } as LinkTarget) : NO_TARGET;
  return { ...options, kind } as LinkTarget;
}

/** The element of a row, before the venue schema fills defaults. */
function elementOfRow(row: VenueElementRow): Record<string, unknown> {
  const element: Record<string, unknown> = { id: row.id, kind: row.kind, ...row.data };
  if (row.slotId !== null) element.slotId = row.slotId;
  if (row.designId !== null) element.designId = row.designId;
  if (row.target !== null) element.target = targetOfRow(row);
  const ref = REF_FIELD[row.kind as ElementKind];
  if (ref) element[ref.field] = row.refElementId;
  return element;
}

/** Builds the venue from its rows (ordered by position). Throws what the schema throws on bad rows. */
export function venueOfRows(rows: VenueElementRow[]): Venue {
  const children = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    if (!row.parentId || row.kind === 'DOOR') continue;
    const list = children.get(row.parentId) ?? [];
    list.push(elementOfRow(row));
    children.set(row.parentId, list);
  }
  const of = (kind: string) => rows.filter((r) => r.kind === kind);
  const venue = {
    rooms: rows
      .filter((r) => isRoomKind(r.kind))
      .map((r) => ({ ...elementOfRow(r), elements: children.get(r.id) ?? [] })),
    doors: of('DOOR').map((r) => ({ ...elementOfRow(r), roomId: r.parentId })),
    agenda: of('TIMELINE_DAY').map((r) => ({ ...elementOfRow(r), items: children.get(r.id) ?? [] })),
    chats: of('EVENT_CHAT').map(elementOfRow),
    breakouts: of('EVENT_BREAKOUT').map(elementOfRow),
    profileItems: of('PROFILE_ITEM').map(elementOfRow),
    moderators: of('EVENT_MODERATOR').map(elementOfRow),
  };
  return Venue.parse(venue);
}

/**
 * The rows of an event's venue as it shows (position order): its own, where a room showing another
 * event's shared room (issue 15) takes that room's fields and is followed by that room's elements
 * (not its doors), re-parented to it; references to the shared room point at the room here. Such a
 * room reads `shared: false` (it is not this venue's to share). Throws nothing.
 */
export async function venueRows(db: Db, eventId: string): Promise<VenueElementRow[]> {
  const own = await repo.listElements(db, eventId);
  const sharedIds = own.flatMap((r) => (r.sharedRoomId ? [r.sharedRoomId] : []));
  if (sharedIds.length === 0) return own;
  const contents = await repo.listSharedRoomContents(db, sharedIds);
  const out: VenueElementRow[] = [];
  for (const row of own) {
    const source = row.sharedRoomId ? contents.find((r) => r.id === row.sharedRoomId) : undefined;
    if (!row.sharedRoomId) out.push(row);
    if (!source) continue;
    const here = (id: string | null) => (id === source.id ? row.id : id);
    const { version, position, eventId: _, ...shown } = source;
    out.push({
      ...row,
      ...shown,
      id: row.id,
      data: { ...source.data, shared: false },
      parentId: null,
      targetElementId: here(source.targetElementId),
      refElementId: here(source.refElementId),
      sharedRoomId: source.id,
      version: row.version,
      position: row.position,
    });
    for (const child of contents)
      if (child.parentId === source.id)
        out.push({
          ...child,
          parentId: row.id,
          targetElementId: here(child.targetElementId),
          refElementId: here(child.refElementId),
        });
  }
  return out;
}

/** True for a row of `venueRows(…, eventId)` that is another venue's: a shown shared room's element. */
export const isForeignRow = (row: VenueElementRow, eventId: string) => row.eventId !== eventId;

/** The saved venue of an event, shared rooms it shows included. Throws nothing expected. */
export async function loadVenue(db: Db, eventId: string): Promise<Venue> {
  return venueOfRows(await venueRows(db, eventId));
}

/**
 * A shared room's rule: the room and its elements lead only inside the room (or to media and
 * addresses), since each venue that shows it has its own other rooms, chats and people. Answers
 * field errors (validation.sharedReference) by path. Throws nothing.
 */
function checkSharedRooms(venue: Venue): FieldErrors {
  const fields: FieldErrors = {};
  venue.rooms.forEach((room, i) => {
    if (!room.shared) return;
    const inside = new Set([room.id, ...room.elements.map((e) => e.id)]);
    const check = (element: VenueElement, path: string) => {
      const target = 'target' in element ? element.target : undefined;
      if (target && isElementTarget(target) && !inside.has(target.elementId))
        fields[`${path}.target.elementId`] = MSG.sharedReference;
      const ref = REF_FIELD[element.kind];
      const refId = ref ? (element as Record<string, unknown>)[ref.field] : null;
      if (ref && typeof refId === 'string' && !inside.has(refId))
        fields[`${path}.${ref.field}`] = MSG.sharedReference;
    };
    check(room, `rooms.${i}`);
    room.elements.forEach((e, j) => {
      check(e, `rooms.${i}.elements.${j}`);
    });
  });
  return fields;
}

/**
 * The profile fields of an event in order, without reading the rest of its venue (the public
 * registration page asks for them on every view). Throws what the schema throws on bad rows.
 */
export async function profileItemsOf(db: Db, eventId: string): Promise<ProfileItem[]> {
  const rows = await repo.listElementsOfKind(db, eventId, 'PROFILE_ITEM');
  return rows.map((row) => ProfileItem.parse(elementOfRow(row)));
}

/** The profile fields a visitor fills in: the event's PROFILE_ITEMs not hidden, in order. Throws nothing. */
export async function visitorFields(db: Db, eventId: string): Promise<ProfileItem[]> {
  return (await profileItemsOf(db, eventId)).filter((f) => !f.hidden);
}

/** What the public registration page shows of a venue: its agenda, and the auditoriums' talks' speakers. */
export type Programme = { agenda: TimelineDay[]; talkSpeakers: string[] };

/**
 * The agenda days of an event with their items, and the speaker texts of its auditoriums' talks
 * (THEATRE_VIDEO, shared rooms it shows included), both in position order, without building the
 * rest of the venue. Throws what the schema throws on bad rows.
 */
export async function programmeOf(db: Db, eventId: string): Promise<Programme> {
  const rows = await venueRows(db, eventId);
  const items = new Map<string, Record<string, unknown>[]>();
  for (const row of rows)
    if (row.kind === 'TIMELINE_DAY_ITEM' && row.parentId) {
      const list = items.get(row.parentId) ?? [];
      list.push(elementOfRow(row));
      items.set(row.parentId, list);
    }
  const agenda = rows
    .filter((r) => r.kind === 'TIMELINE_DAY')
    .map((r) => TimelineDay.parse({ ...elementOfRow(r), items: items.get(r.id) ?? [] }));
  const talkSpeakers = rows
    .filter((r) => r.kind === 'THEATRE_VIDEO')
    .flatMap((r) => TheatreVideo.parse(elementOfRow(r)).speaker || []);
  return { agenda, talkSpeakers };
}

/**
 * The programme as the event's registration page shows it: the agenda (days with items; hours stay
 * in the event's zone) and the distinct speakers of its items and of the auditoriums' talks, in
 * order of appearance (the same name in other case counts once). Throws what programmeOf throws.
 */
export async function publicProgrammeOf(db: Db, eventId: string): Promise<PublicProgramme> {
  const programme = await programmeOf(db, eventId);
  const agenda = programme.agenda.map((day) => ({
    date: day.date,
    title: day.title,
    items: day.items.map((item) => ({
      start: item.start,
      end: item.end,
      title: item.title,
      location: item.location ?? '',
      speakers: speakerNames(item.speakers ?? ''),
    })),
  }));
  const seen = new Set<string>();
  const speakers: string[] = [];
  const names = [
    ...agenda.flatMap((d) => d.items.flatMap((i) => i.speakers)),
    ...programme.talkSpeakers.flatMap(speakerNames),
  ];
  for (const name of names) {
    const key = name.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    speakers.push(name);
  }
  return { agenda, speakers };
}

export type RoomSummary = { id: string; kind: RoomKind; designId: string | null };

/** The rooms of several events in order, by event id. Throws nothing. */
export async function roomsOf(db: Db, eventIds: string[]): Promise<Map<string, RoomSummary[]>> {
  const rows = await repo.listElementsOfKinds(db, eventIds, ROOM_KINDS);
  const out = new Map<string, RoomSummary[]>(eventIds.map((id) => [id, []]));
  for (const r of rows)
    out.get(r.eventId)?.push({ id: r.id, kind: r.kind as RoomKind, designId: r.designId });
  return out;
}

/**
 * The ids of the elements a visitor of the event can meet: its own (rooms included) and those of
 * the shared rooms its venue shows (issue 15). Throws nothing.
 */
export async function shownElementIds(db: Db, eventId: string): Promise<Set<string>> {
  return new Set(await repo.listShownElementIds(db, eventId));
}

/** The element of an event with this id and one of these kinds, or undefined. Throws nothing. */
export async function findElementOfKind(
  db: Db,
  eventId: string,
  id: string,
  kinds: readonly ElementKind[],
): Promise<{ id: string } | undefined> {
  const row = await repo.findElement(db, eventId, id);
  return row && (kinds as readonly string[]).includes(row.kind) ? { id: row.id } : undefined;
}

/** Forgets the asset usages of an event's venue (its rows go with the event). Throws nothing. */
export async function forgetVenueUsages(tx: Db, eventId: string): Promise<void> {
  await unregisterUsages(tx, { type: VENUE_USAGE, id: eventId });
}

/** An element as the event report names it: its kind, its title and the room it is placed in. */
export type NamedElement = { id: string; kind: ElementKind; name: string; roomId: string | null };

/**
 * For the event report: the rooms, document monitors, booth videos, talks (THEATRE_VIDEO), link
 * items (THEATRE_LINK) and event chats of the event's venue as it shows (shared rooms included), in
 * venue order, each with its title and the room it is placed in. Throws nothing.
 */
export async function reportElementsOf(db: Db, eventId: string): Promise<NamedElement[]> {
  const kinds: readonly string[] = [
    ...ROOM_KINDS,
    'BOOTH_DOCMONITOR',
    'BOOTH_VIDEO',
    'THEATRE_VIDEO',
    'THEATRE_LINK',
    'EVENT_CHAT',
  ];
  return (await venueRows(db, eventId))
    .filter((r) => kinds.includes(r.kind))
    .map((r) => ({
      id: r.id,
      kind: r.kind as ElementKind,
      name: typeof r.data.title === 'string' ? r.data.title : '',
      roomId: isRoomKind(r.kind) ? null : r.parentId,
    }));
}

import {
  type Door,
  type Room,
  type RoomElement,
  type TimelineDay,
  type TimelineDayItem,
  VENUE_LIST_OF,
  type Venue,
  type VenueEditorResults,
  type VenueElement,
} from '@foyer/shared';

/** Where an element sits: the element and its room (room parts, doors) or day (agenda items). */
export type Located = { element: VenueElement; parent?: Room | TimelineDay };

/** Finds an element of the venue by id, with its room or day; null when it is not there. */
export function findElement(venue: Venue, id: string): Located | null {
  for (const room of venue.rooms) {
    if (room.id === id) return { element: room };
    const part = room.elements.find((e) => e.id === id);
    if (part) return { element: part, parent: room };
  }
  const door = venue.doors.find((d) => d.id === id);
  if (door) return { element: door, parent: venue.rooms.find((r) => r.id === door.roomId) };
  for (const day of venue.agenda) {
    if (day.id === id) return { element: day };
    const item = day.items.find((i) => i.id === id);
    if (item) return { element: item, parent: day };
  }
  const rest: VenueElement[] = [
    ...venue.chats,
    ...venue.breakouts,
    ...venue.profileItems,
    ...venue.moderators,
  ];
  const other = rest.find((e) => e.id === id);
  return other ? { element: other } : null;
}

/** The id of the room or day holding an element (a door's room), or null. */
export function parentIdOf(venue: Venue, id: string): string | null {
  return findElement(venue, id)?.parent?.id ?? null;
}

/** Replaces the element of the same id, or appends it. */
function upsert<T extends { id: string }>(list: readonly T[], element: T): T[] {
  return list.some((e) => e.id === element.id)
    ? list.map((e) => (e.id === element.id ? element : e))
    : [...list, element];
}

/**
 * The venue with `element` inserted (new) or replaced (same id). A room keeps the parts it holds
 * and a day its items (the editor saves them one by one); a room part or agenda item goes into
 * `parentId`, or stays in the room or day that holds it.
 */
export function withElement(venue: Venue, element: VenueElement, parentId: string | null = null): Venue {
  switch (VENUE_LIST_OF[element.kind]) {
    case 'rooms': {
      const room = element as Room;
      const old = venue.rooms.find((r) => r.id === room.id);
      return { ...venue, rooms: upsert(venue.rooms, { ...room, elements: old?.elements ?? [] }) };
    }
    case 'elements': {
      const holder = parentId ?? parentIdOf(venue, element.id);
      return {
        ...venue,
        rooms: venue.rooms.map((r) =>
          r.id === holder ? { ...r, elements: upsert(r.elements, element as RoomElement) } : r,
        ),
      };
    }
    case 'doors':
      return { ...venue, doors: upsert(venue.doors, element as Door) };
    case 'agenda': {
      const day = element as TimelineDay;
      const old = venue.agenda.find((d) => d.id === day.id);
      return { ...venue, agenda: upsert(venue.agenda, { ...day, items: old?.items ?? [] }) };
    }
    case 'items': {
      const holder = parentId ?? parentIdOf(venue, element.id);
      return {
        ...venue,
        agenda: venue.agenda.map((d) =>
          d.id === holder ? { ...d, items: upsert(d.items, element as TimelineDayItem) } : d,
        ),
      };
    }
    case 'chats':
      return { ...venue, chats: upsert(venue.chats, element as Venue['chats'][number]) };
    case 'breakouts':
      return { ...venue, breakouts: upsert(venue.breakouts, element as Venue['breakouts'][number]) };
    case 'profileItems':
      return { ...venue, profileItems: upsert(venue.profileItems, element as Venue['profileItems'][number]) };
    case 'moderators':
      return { ...venue, moderators: upsert(venue.moderators, element as Venue['moderators'][number]) };
  }
}

/** The venue without an element and what goes with it (a room's parts and the doors standing in it). */
export function withoutElement(venue: Venue, id: string): Venue {
  const keep = <T extends { id: string }>(list: readonly T[]) => list.filter((e) => e.id !== id);
  return {
    rooms: keep(venue.rooms).map((r) => ({ ...r, elements: keep(r.elements) })),
    doors: venue.doors.filter((d) => d.id !== id && d.roomId !== id),
    agenda: keep(venue.agenda).map((d) => ({ ...d, items: keep(d.items) })),
    chats: keep(venue.chats),
    breakouts: keep(venue.breakouts),
    profileItems: keep(venue.profileItems),
    moderators: keep(venue.moderators),
  };
}

/** `list` in the order of `ids`; members not named keep their order after them. */
export function ordered<T extends { id: string }>(list: readonly T[], ids: readonly string[]): T[] {
  const rank = new Map(ids.map((id, i) => [id, i]));
  const at = (e: T) => rank.get(e.id) ?? ids.length + list.indexOf(e);
  return [...list].sort((a, b) => at(a) - at(b));
}

/** The venue with one list of siblings (of `ids[0]`'s kind, under `parentId`) in the new order. */
export function withOrder(venue: Venue, parentId: string | null, ids: readonly string[]): Venue {
  const first = ids[0] ? findElement(venue, ids[0]) : null;
  if (!first) return venue;
  switch (VENUE_LIST_OF[first.element.kind]) {
    case 'rooms':
      return { ...venue, rooms: ordered(venue.rooms, ids) };
    case 'elements':
      return {
        ...venue,
        rooms: venue.rooms.map((r) => (r.id === parentId ? { ...r, elements: ordered(r.elements, ids) } : r)),
      };
    case 'doors':
      return { ...venue, doors: ordered(venue.doors, ids) };
    case 'agenda':
      return { ...venue, agenda: ordered(venue.agenda, ids) };
    case 'items':
      return {
        ...venue,
        agenda: venue.agenda.map((d) => (d.id === parentId ? { ...d, items: ordered(d.items, ids) } : d)),
      };
    case 'chats':
      return { ...venue, chats: ordered(venue.chats, ids) };
    case 'breakouts':
      return { ...venue, breakouts: ordered(venue.breakouts, ids) };
    case 'profileItems':
      return { ...venue, profileItems: ordered(venue.profileItems, ids) };
    case 'moderators':
      return { ...venue, moderators: ordered(venue.moderators, ids) };
  }
}

/** The cached editor data after a saved element (created or updated) and its new version. */
export function cacheWithSaved(
  data: VenueEditorResults,
  element: VenueElement,
  version: number,
  parentId: string | null,
): VenueEditorResults {
  return {
    ...data,
    venue: withElement(data.venue, element, parentId),
    versions: { ...data.versions, [element.id]: version },
  };
}

/**
 * The cached editor data after a delete (the element, its parts, doors standing in a deleted room;
 * a removed borrowed room leaves `sharing` too).
 */
export function cacheWithout(data: VenueEditorResults, id: string): VenueEditorResults {
  const venue = withoutElement(data.venue, id);
  const left = new Set(
    [
      ...venue.rooms.flatMap((r) => [r, ...r.elements]),
      ...venue.doors,
      ...venue.agenda.flatMap((d) => [d, ...d.items]),
      ...venue.chats,
      ...venue.breakouts,
      ...venue.profileItems,
      ...venue.moderators,
    ].map((e) => e.id),
  );
  const versions = Object.fromEntries(Object.entries(data.versions).filter(([k]) => left.has(k)));
  const isLeft = ([k]: [string, unknown]) => left.has(k);
  const sharing = {
    borrowed: Object.fromEntries(Object.entries(data.sharing.borrowed).filter(isLeft)),
    lent: Object.fromEntries(Object.entries(data.sharing.lent).filter(isLeft)),
  };
  return { ...data, venue, versions, sharing };
}

/** The cached editor data after a reorder, with the versions the server answered. */
export function cacheWithOrder(
  data: VenueEditorResults,
  parentId: string | null,
  ids: readonly string[],
  versions: Record<string, number> = {},
): VenueEditorResults {
  return {
    ...data,
    venue: withOrder(data.venue, parentId, ids),
    versions: { ...data.versions, ...versions },
  };
}

/**
 * The venue as the open form would leave it: the draft in place of its saved element (or added,
 * while new), so the preview and the pickers see unsaved changes.
 */
export function withDraft(venue: Venue, draft: VenueElement | null, parentId: string | null): Venue {
  return draft ? withElement(venue, draft, parentId) : venue;
}

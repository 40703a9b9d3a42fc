import {
  type Asset,
  type Door,
  type ElementKind,
  NO_TARGET,
  PARENT_KINDS_OF,
  ROOM_KINDS,
  ROOM_TYPE_OF_KIND,
  type Room,
  type RoomKind,
  SLOT_KIND_OF,
  type Slot,
  type SlotKind,
  type TimelineDay,
  type TimelineDayItem,
  type Venue,
  type VenueElement,
  designById,
  designsFor,
} from '@foyer/shared';
import { minutesOf, timeOf } from '../../venue/agendaTime';
import i18next from 'i18next';
import type { EditorContext } from '../types';

/** The id of a draft that the server has not saved yet. */
export const NEW_ID = 'new';

/** Element kinds placed in a slot of a room's design (doors included). */
export type SlottedKind = keyof typeof SLOT_KIND_OF;
/** An element that sits in a slot: its `slotId` names a slot of its room's design. */
export type SlottedElement = Extract<VenueElement, { slotId: string }>;

/** True when elements of this kind sit in a design slot. */
export const isSlottedKind = (kind: ElementKind): kind is SlottedKind => kind in SLOT_KIND_OF;

/** True when the element is a room (HALL, BOOTH, THEATRE, OTHER). */
export const isRoom = (element: VenueElement | undefined): element is Room =>
  !!element && (ROOM_KINDS as readonly string[]).includes(element.kind);

/** The slot kind an element kind takes, or undefined for kinds without a slot. */
export function slotKindOf(kind: ElementKind): SlotKind | undefined {
  return isSlottedKind(kind) ? SLOT_KIND_OF[kind] : undefined;
}

/** The slots of one kind in a room's design, in slot order. */
export function roomSlots(room: Room, kind: SlotKind): Slot[] {
  return designById(room.designId)?.slots.filter((s) => s.kind === kind) ?? [];
}

/**
 * Who sits in each slot of `kind` in a room: the room's placed elements of that slot kind, or the
 * doors standing in it. `exceptId` leaves out the element being edited.
 */
export function slotOccupants(
  room: Room,
  venue: Pick<Venue, 'doors'>,
  kind: SlotKind,
  exceptId?: string,
): Map<string, SlottedElement[]> {
  const placed: SlottedElement[] =
    kind === 'door'
      ? venue.doors.filter((d) => d.roomId === room.id)
      : room.elements.filter(
          (e): e is Extract<SlottedElement, { kind: Exclude<SlottedKind, 'DOOR'> }> =>
            'slotId' in e && slotKindOf(e.kind) === kind,
        );
  const out = new Map<string, SlottedElement[]>();
  for (const element of placed) {
    if (element.id === exceptId) continue;
    out.set(element.slotId, [...(out.get(element.slotId) ?? []), element]);
  }
  return out;
}

/** True when several elements may share a slot of this kind (canvases rotate). */
export const isSharedSlotKind = (kind: SlotKind) => kind === 'canvas';

/**
 * The slot a new element of `kind` goes to in `room`: the first free one; canvases may share a slot,
 * so a canvas prefers a slot without canvas and else takes the first. Undefined when there is none.
 */
export function firstFreeSlot(
  room: Room,
  venue: Pick<Venue, 'doors'>,
  kind: SlotKind,
  exceptId?: string,
): string | undefined {
  const slots = roomSlots(room, kind);
  const taken = slotOccupants(room, venue, kind, exceptId);
  const free = slots.find((s) => !taken.has(s.id));
  if (free) return free.id;
  return isSharedSlotKind(kind) ? slots[0]?.id : undefined;
}

/** The room an element stands in: its parent if that is a room, else the room that holds it. */
export function roomOf(element: VenueElement, venue: Venue, parent?: Room | TimelineDay): Room | undefined {
  if (element.kind === 'DOOR') return venue.rooms.find((r) => r.id === element.roomId);
  if (isRoom(parent)) return venue.rooms.find((r) => r.id === parent.id) ?? parent;
  return venue.rooms.find((r) => r.elements.some((e) => e.id === element.id));
}

/** A new agenda item's times: 09:00–10:00, or the hour after the day's latest item. */
function nextItemTimes(day: TimelineDay): { start: string; end: string } {
  const ends = day.items.map((i) => minutesOf(i.end)).filter((m) => !Number.isNaN(m));
  if (ends.length === 0) return { start: '09:00', end: '10:00' };
  const start = Math.min(Math.max(...ends), 23 * 60);
  return { start: timeOf(start), end: timeOf(start + 60) };
}

/** The calendar day after an ISO date (yyyy-mm-dd). */
function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The design a new room of `kind` starts with: the one the venue's last room of that kind uses, else the first. */
function defaultDesign(kind: RoomKind, venue: Venue): string {
  const used = venue.rooms.filter((r) => r.kind === kind).at(-1)?.designId;
  return used && designById(used) ? used : designsFor(ROOM_TYPE_OF_KIND[kind])[0]!.id;
}

const newRoom = (kind: RoomKind, venue: Venue): Room => ({
  id: NEW_ID,
  kind,
  designId: defaultDesign(kind, venue),
  title: '',
  target: NO_TARGET,
  nextRoomId: null,
  logoAssetId: null,
  color: null,
  shared: false,
  elements: [],
});

/** A draft element placed in `room`: needs a slot, or undefined when the design has none free. */
function newPlaced(kind: Exclude<SlottedKind, 'DOOR'>, room: Room, venue: Venue): VenueElement | undefined {
  const slotId = firstFreeSlot(room, venue, SLOT_KIND_OF[kind]);
  if (!slotId) return undefined;
  switch (kind) {
    case 'HALL_CANVAS':
    case 'BOOTH_CANVAS':
      return {
        id: NEW_ID,
        kind,
        slotId,
        imageAssetId: null,
        target: NO_TARGET,
        duration: 10,
        fade: true,
        showLogo: false,
      };
    case 'BOOTH_DOCMONITOR':
      return {
        id: NEW_ID,
        kind,
        slotId,
        title: '',
        source: 'document',
        documentAssetId: null,
        url: null,
        imageAssetId: null,
        thumbnailAssetId: null,
        hasRating: false,
      };
    case 'BOOTH_VIDEO':
      return {
        id: NEW_ID,
        kind,
        slotId,
        title: '',
        videoAssetId: null,
        thumbnailAssetId: null,
        autostart: false,
        loop: false,
        startFullscreen: false,
        slideshow: false,
        slideshowAssetIds: [],
        slideDuration: 8,
        fade: true,
        imageDuration: 5,
      };
    case 'BOOTH_STAFF':
      return {
        id: NEW_ID,
        kind,
        slotId,
        name: '',
        imageAssetId: null,
        heightMetres: 1.75,
        group: null,
        allowChat: false,
        allowVideoCalls: false,
        target: NO_TARGET,
      };
  }
}

/** A draft element of a theatre's programme (no slot). */
function newProgrammeItem(
  kind: 'THEATRE_VIDEO' | 'THEATRE_SLIDE' | 'THEATRE_LINK',
  room: Room,
): VenueElement {
  switch (kind) {
    case 'THEATRE_VIDEO':
      return {
        id: NEW_ID,
        kind,
        title: '',
        videoAssetId: null,
        webcastAssetId: null,
        chatId: null,
        link: null,
        thumbnailAssetId: null,
        startsAt: null,
        plannedLiveStart: null,
        onDemandFrom: null,
        noSlides: false,
        interactive: false,
        rating: false,
      };
    case 'THEATRE_SLIDE': {
      const times = room.elements.flatMap((e) => (e.kind === 'THEATRE_SLIDE' ? [e.time] : []));
      return { id: NEW_ID, kind, title: '', url: '', time: times.length ? Math.max(...times) + 60 : 0 };
    }
    case 'THEATRE_LINK':
      return { id: NEW_ID, kind, title: '', rating: false, thumbnailAssetId: null, target: NO_TARGET };
  }
}

/** The parent named by `parentId` if it is of a kind `kind` may live in. */
function parentOf(kind: ElementKind, venue: Venue, parentId: string | null): Room | TimelineDay | undefined {
  const allowed = PARENT_KINDS_OF[kind];
  if (!allowed || !parentId) return undefined;
  const parent = [...venue.rooms, ...venue.agenda].find((p) => p.id === parentId);
  return parent && allowed.includes(parent.kind) ? parent : undefined;
}

/**
 * A default draft of a new element (id 'new') that passes its schema once its required texts are
 * filled: placed elements take the first free slot of their room's design (a door: of the room
 * `parentId`), an agenda item the hour after the day's last one. Null when the design has no free
 * slot of the right kind, or when `parentId` does not name a room (a day for agenda items).
 */
export function newElement(
  kind: ElementKind,
  ctx: EditorContext,
  parentId: string | null,
): VenueElement | null {
  const { venue } = ctx;
  switch (kind) {
    case 'HALL':
    case 'BOOTH':
    case 'THEATRE':
    case 'OTHER':
      return newRoom(kind, venue);
    case 'DOOR': {
      const room = venue.rooms.find((r) => r.id === parentId);
      const slotId = room && firstFreeSlot(room, venue, 'door');
      if (!room || !slotId) return null;
      const door: Door = {
        id: NEW_ID,
        kind,
        roomId: room.id,
        slotId,
        title: '',
        target: NO_TARGET,
        designId: null,
        opensAt: null,
        closesAt: null,
      };
      return door;
    }
    case 'HALL_CANVAS':
    case 'BOOTH_CANVAS':
    case 'BOOTH_DOCMONITOR':
    case 'BOOTH_VIDEO':
    case 'BOOTH_STAFF': {
      const room = parentOf(kind, venue, parentId);
      return isRoom(room) ? (newPlaced(kind, room, venue) ?? null) : null;
    }
    case 'THEATRE_VIDEO':
    case 'THEATRE_SLIDE':
    case 'THEATRE_LINK': {
      const room = parentOf(kind, venue, parentId);
      return isRoom(room) ? newProgrammeItem(kind, room) : null;
    }
    case 'TIMELINE_DAY': {
      const last = venue.agenda.at(-1)?.date;
      return { id: NEW_ID, kind, date: last ? dayAfter(last) : null, title: '', items: [] };
    }
    case 'TIMELINE_DAY_ITEM': {
      const day = parentOf(kind, venue, parentId);
      if (day?.kind !== 'TIMELINE_DAY') return null;
      const item: TimelineDayItem = {
        id: NEW_ID,
        kind,
        title: '',
        ...nextItemTimes(day),
        color: null,
        thumbnailAssetId: null,
        target: NO_TARGET,
      };
      return item;
    }
    case 'PROFILE_ITEM':
      return {
        id: NEW_ID,
        kind,
        type: 'textfield',
        label: '',
        options: [],
        hidden: false,
        visible: true,
        readonly: false,
        share: false,
        required: false,
        urlTemplate: null,
      };
    case 'EVENT_CHAT':
      return { id: NEW_ID, kind, title: '' };
    case 'EVENT_BREAKOUT':
      return { id: NEW_ID, kind, name: '', moderatorId: null, capacity: 30 };
    case 'EVENT_MODERATOR':
      return { id: NEW_ID, kind, email: '', firstName: '', lastName: '' };
  }
}

/**
 * What an element is called: its title, name, label or email. A canvas has no text of its own: it
 * is called after its image when `assets` knows it, else '' (show the kind's name instead).
 */
export function elementLabel(element: VenueElement, assets?: ReadonlyMap<string, Asset>): string {
  if ('title' in element && element.title) return element.title;
  if ('name' in element && element.name) return element.name;
  if ('label' in element) return element.label;
  if ('email' in element) return element.email;
  if ('imageAssetId' in element && element.imageAssetId) return assets?.get(element.imageAssetId)?.name ?? '';
  return '';
}

/**
 * The locale key of an element kind's name (`elementForm.kinds.HALL_one`, `…_other`), in the plural
 * form the current language uses for `count`.
 */
export function kindLabelKey(kind: ElementKind, count = 1): string {
  const form = new Intl.PluralRules(i18next.language || 'en').select(count) === 'one' ? 'one' : 'other';
  return `elementForm.kinds.${kind}_${form}`;
}

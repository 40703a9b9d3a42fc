import { z } from 'zod';
import { EmptyResults } from '../api.js';
import { Asset, AssetUsage } from '../assets/assets.schema.js';
import { Event } from '../events/events.schema.js';
import { MSG } from '../validators.js';
import {
  BoothCanvas,
  BoothDocMonitor,
  BoothStaff,
  BoothVideo,
  Door,
  ELEMENT_KINDS,
  type ElementKind,
  EventBreakout,
  EventChat,
  EventModerator,
  HallCanvas,
  ProfileItem,
  ROOM_ELEMENT_KINDS,
  ROOM_KINDS,
  Room,
  RoomElement,
  TheatreLink,
  TheatreSlide,
  TheatreVideo,
  TimelineDay,
  TimelineDayItem,
  Venue,
  elementId,
} from './venue.schema.js';

/**
 * The editor's calls (issue 5): the venue is edited one element at a time. Every element has its own
 * `version`; an update or delete names the version it started from and a stale one is refused with
 * STALE_VERSION, so two team members never overwrite each other silently.
 *
 *   GET    events/{id}/venue                       → VenueEditorResults
 *   POST   events/{id}/elements                    ElementCreateRequest → ElementResults
 *   PUT    events/{id}/elements/order              ElementOrderRequest  → ElementVersionsResults
 *   PUT    events/{id}/elements/{elementId}        ElementUpdateRequest → ElementResults
 *   DELETE events/{id}/elements/{elementId}?version=n                 → EmptyResults
 *          in use elsewhere: REMOVABLE_DOC_HAS_DEPENDENCIES with results.usages (ElementUsage[])
 */

/** The schema of each element kind; the editor's forms and the server validate with the same one. */
export const ELEMENT_SCHEMAS = {
  HALL: Room,
  BOOTH: Room,
  THEATRE: Room,
  OTHER: Room,
  DOOR: Door,
  HALL_CANVAS: HallCanvas,
  BOOTH_CANVAS: BoothCanvas,
  BOOTH_DOCMONITOR: BoothDocMonitor,
  BOOTH_VIDEO: BoothVideo,
  BOOTH_STAFF: BoothStaff,
  THEATRE_VIDEO: TheatreVideo,
  THEATRE_SLIDE: TheatreSlide,
  THEATRE_LINK: TheatreLink,
  TIMELINE_DAY: TimelineDay,
  TIMELINE_DAY_ITEM: TimelineDayItem,
  PROFILE_ITEM: ProfileItem,
  EVENT_CHAT: EventChat,
  EVENT_BREAKOUT: EventBreakout,
  EVENT_MODERATOR: EventModerator,
} as const satisfies Record<ElementKind, z.ZodType>;

/** Which list of the venue an element kind lives in (siblings = same list and same parent). */
export const VENUE_LIST_OF = {
  HALL: 'rooms',
  BOOTH: 'rooms',
  THEATRE: 'rooms',
  OTHER: 'rooms',
  DOOR: 'doors',
  HALL_CANVAS: 'elements',
  BOOTH_CANVAS: 'elements',
  BOOTH_DOCMONITOR: 'elements',
  BOOTH_VIDEO: 'elements',
  BOOTH_STAFF: 'elements',
  THEATRE_VIDEO: 'elements',
  THEATRE_SLIDE: 'elements',
  THEATRE_LINK: 'elements',
  TIMELINE_DAY: 'agenda',
  TIMELINE_DAY_ITEM: 'items',
  PROFILE_ITEM: 'profileItems',
  EVENT_CHAT: 'chats',
  EVENT_BREAKOUT: 'breakouts',
  EVENT_MODERATOR: 'moderators',
} as const satisfies Record<ElementKind, string>;
export type VenueList = (typeof VENUE_LIST_OF)[ElementKind];

/** Kinds whose element has a parent named by `parentId` on create (a room, or an agenda day). */
export const PARENT_KINDS_OF: Partial<Record<ElementKind, readonly ElementKind[]>> = {
  ...Object.fromEntries(ROOM_ELEMENT_KINDS.map((k) => [k, ROOM_KINDS])),
  TIMELINE_DAY_ITEM: ['TIMELINE_DAY'],
};

/**
 * An element as the editor sends it: `{ kind, …fields of its kind }`, checked against
 * ELEMENT_SCHEMAS[kind] by the server (field errors answered as `element.<field>`). On create the
 * `id` is ignored (the server gives one); a room's `elements` and a day's `items` are ignored (they
 * are created one by one); a door names its room in `roomId`.
 */
export const ElementInput = z.looseObject({ kind: z.enum(ELEMENT_KINDS, { error: MSG.invalid }) });
export type ElementInput = z.infer<typeof ElementInput>;

const versionField = z.number({ error: MSG.required }).int(MSG.numeric).min(1, MSG.invalid);

/** POST events/{id}/elements: a new element; `parentId` = its room (room elements) or day (items). */
export const ElementCreateRequest = z.strictObject({
  parentId: elementId.nullable().default(null),
  element: ElementInput,
});
export type ElementCreateRequest = z.infer<typeof ElementCreateRequest>;

/** PUT events/{id}/elements/{elementId}: the whole element and the version the form started from. */
export const ElementUpdateRequest = z.strictObject({ version: versionField, element: ElementInput });
export type ElementUpdateRequest = z.infer<typeof ElementUpdateRequest>;

/** DELETE events/{id}/elements/{elementId}?version=n */
export const ElementDeleteQuery = z.object({ version: z.coerce.number().int().min(1) });

/**
 * PUT events/{id}/elements/order: the new order of one list of siblings (rooms, the elements of a
 * room, agenda days, the items of a day, profile fields…). `ids` must be exactly the list's current
 * members, else STALE_VERSION (someone added or removed one meanwhile).
 */
export const ElementOrderRequest = z.strictObject({
  parentId: elementId.nullable().default(null),
  ids: z.array(elementId).min(1, MSG.required).max(500, MSG.invalid),
});
export type ElementOrderRequest = z.infer<typeof ElementOrderRequest>;

/** Where an element is used (REMOVABLE_DOC_HAS_DEPENDENCIES): `type` is the using element's kind
 * (or `event.startRoom` / `event.helpBooth`), `id` its id, `label` its title or name. */
export const ElementUsage = AssetUsage;
export type ElementUsage = AssetUsage;

/** An event of the account as the shared-room views name it. */
export const SharedRoomEvent = z.object({ eventId: z.uuid(), eventName: z.string() });
export type SharedRoomEvent = z.infer<typeof SharedRoomEvent>;

/**
 * Shared rooms (business, issue 15) as one venue sees them. `borrowed`: rooms of this venue that show
 * another event's shared room (by their id here; read-only here, changed in `eventId`'s editor at
 * `roomId`). `lent`: rooms of this venue shared with others, by id, and the events that show them.
 */
export const VenueSharing = z.object({
  borrowed: z.record(z.string(), SharedRoomEvent.extend({ roomId: z.uuid() })),
  lent: z.record(z.string(), z.array(SharedRoomEvent)),
});
export type VenueSharing = z.infer<typeof VenueSharing>;

/** GET events/{id}/venue: the event, its saved venue, each element's version and the assets it uses. */
export const VenueEditorResults = z.object({
  event: Event,
  venue: Venue,
  versions: z.record(z.string(), z.number().int()),
  assets: z.array(Asset),
  sharing: VenueSharing,
});
export type VenueEditorResults = z.infer<typeof VenueEditorResults>;

/** Any element of a venue as the API presents it: the schema of its kind (a VenueElement). */
export const AnyElement = z.union([
  Room,
  RoomElement,
  Door,
  TimelineDay,
  TimelineDayItem,
  EventChat,
  EventBreakout,
  ProfileItem,
  EventModerator,
]);

/** The saved element (as read back: ids given, date-times in UTC, defaults filled) and its version. */
export const ElementResults = z.object({ element: AnyElement, version: z.number().int() });
export type ElementResults = z.infer<typeof ElementResults>;

/** `results` of a delete refused with REMOVABLE_DOC_HAS_DEPENDENCIES: where the element is used. */
export const ElementUsagesResults = z.object({ usages: z.array(ElementUsage) });

/**
 * DELETE events/{id}/elements/{elementId}: nothing; refused with REMOVABLE_DOC_HAS_DEPENDENCIES, the
 * usages (a refusal answers 200, so its results pass this schema too).
 */
export const ElementDeleteResults = z.union([EmptyResults, ElementUsagesResults]);

/** New versions after a reorder, by element id. */
export const ElementVersionsResults = z.object({ versions: z.record(z.string(), z.number().int()) });

/** A room another event of the account shares, as "Add a shared room" offers it. */
export const SharedRoomOffer = SharedRoomEvent.extend({
  roomId: z.uuid(),
  kind: z.enum(ROOM_KINDS),
  title: z.string(),
  designId: z.string(),
  /** This venue shows it already. */
  isUsedHere: z.boolean(),
});
export type SharedRoomOffer = z.infer<typeof SharedRoomOffer>;

/** GET events/{id}/sharedRooms: the account's shared rooms of other events this person may reach. */
export const SharedRoomsResults = z.object({ rooms: z.array(SharedRoomOffer) });
export type SharedRoomsResults = z.infer<typeof SharedRoomsResults>;

/** POST events/{id}/sharedRooms: show another event's shared room in this venue. */
export const SharedRoomAddRequest = z.strictObject({ roomId: z.uuid({ error: MSG.invalid }) });
export type SharedRoomAddRequest = z.infer<typeof SharedRoomAddRequest>;

/** Features a tenant can ask for when its plan lacks them (spec §4 breakout rooms). */
export const REQUESTABLE_FEATURES = ['breakoutRooms'] as const;
export type RequestableFeature = (typeof REQUESTABLE_FEATURES)[number];

/** POST users/featureRequests */
export const FeatureRequestRequest = z.strictObject({ feature: z.enum(REQUESTABLE_FEATURES) });
/** GET users/featureRequests (and the answer of the POST): the features this tenant has asked for. */
export const FeatureRequestsResults = z.object({ features: z.array(z.enum(REQUESTABLE_FEATURES)) });

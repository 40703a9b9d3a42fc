import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { zonedWallTimeToUtc } from '../timeZone.js';
import { MSG, hexColorField, httpsField, linkField, optionalText, requiredText } from '../validators.js';

/**
 * The venue model of spec §3: rooms (hall, booth, theatre, other) with the elements placed in their
 * design's slots, doors between rooms, the agenda, chats, breakout rooms, profile (registration)
 * fields and moderators. Every element has an `id`, a `kind` and its data; slot-placed elements carry
 * the `slotId` of their room's design (packages/shared/src/venue/designs.ts); every clickable thing
 * carries a `LinkTarget`.
 */

/** Element kinds (spec §3 "Element kinds"). */
export const ELEMENT_KINDS = [
  'HALL',
  'BOOTH',
  'THEATRE',
  'OTHER',
  'DOOR',
  'HALL_CANVAS',
  'BOOTH_CANVAS',
  'BOOTH_DOCMONITOR',
  'BOOTH_VIDEO',
  'BOOTH_STAFF',
  'THEATRE_VIDEO',
  'THEATRE_SLIDE',
  'THEATRE_LINK',
  'TIMELINE_DAY',
  'TIMELINE_DAY_ITEM',
  'PROFILE_ITEM',
  'EVENT_CHAT',
  'EVENT_BREAKOUT',
  'EVENT_MODERATOR',
] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

/** The element kinds that are rooms, and the room type (designs.ts ROOM_TYPES) of each. */
export const ROOM_KINDS = ['HALL', 'BOOTH', 'THEATRE', 'OTHER'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];
export const ROOM_TYPE_OF_KIND = {
  HALL: 'hall',
  BOOTH: 'booth',
  THEATRE: 'theatre',
  OTHER: 'other',
} as const satisfies Record<RoomKind, string>;

/** Link target kinds as a person chooses them (spec §3 "Link target kinds"). */
export const TARGET_KINDS = [
  'chat',
  'room',
  'document',
  'iframe',
  'breakout',
  'link',
  'none',
  'picture',
  'profile',
  'boothDirectory',
  'timeline',
  'user',
  'video',
  'webcast',
] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

/** Target kinds that point at another element of the venue, and the element kinds each accepts. */
export const ELEMENT_TARGET_KINDS = {
  room: ['HALL', 'BOOTH', 'THEATRE', 'OTHER'],
  chat: ['EVENT_CHAT'],
  breakout: ['EVENT_BREAKOUT'],
  user: ['BOOTH_STAFF', 'EVENT_MODERATOR'],
} as const satisfies Partial<Record<TargetKind, readonly ElementKind[]>>;
export type ElementTargetKind = keyof typeof ELEMENT_TARGET_KINDS;

/** Target kinds that point at an asset of the media library, and the asset kind each accepts. */
export const ASSET_TARGET_KINDS = {
  document: 'document',
  picture: 'image',
  video: 'video',
  webcast: 'webcast',
} as const satisfies Partial<Record<TargetKind, string>>;
export type AssetTargetKind = keyof typeof ASSET_TARGET_KINDS;

/** Id of an element inside a venue (a uuid once saved; any short token in a draft). */
export const elementId = z.string({ error: MSG.required }).trim().min(1, MSG.required).max(64, MSG.maxLength);
/** Id of an asset (uuid). */
export const assetId = z.uuid({ error: MSG.invalid });

const elementTarget = <K extends ElementTargetKind>(kind: K) =>
  z.strictObject({ kind: z.literal(kind), elementId });
const assetTarget = <K extends AssetTargetKind>(kind: K) =>
  z.strictObject({ kind: z.literal(kind), assetId });

/** Where a click leads: element targets carry `elementId`, asset targets `assetId`, url targets `url`. */
export const LinkTarget = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('none') }),
    elementTarget('room'),
    elementTarget('chat'),
    elementTarget('breakout'),
    elementTarget('user'),
    assetTarget('document'),
    assetTarget('picture'),
    assetTarget('video'),
    assetTarget('webcast'),
    z.strictObject({ kind: z.literal('link'), url: linkField, newTab: z.boolean().default(true) }),
    z.strictObject({ kind: z.literal('iframe'), url: httpsField }),
    z.strictObject({ kind: z.literal('profile') }),
    z.strictObject({ kind: z.literal('boothDirectory') }),
    z.strictObject({ kind: z.literal('timeline') }),
  ])
  .meta({ id: 'LinkTarget' });
export type LinkTarget = z.infer<typeof LinkTarget>;
export const NO_TARGET: LinkTarget = { kind: 'none' };

/** True when the target points at another element (and so must resolve inside the venue). */
export const isElementTarget = (t: LinkTarget): t is Extract<LinkTarget, { elementId: string }> =>
  'elementId' in t;
/** True when the target points at an asset. */
export const isAssetTarget = (t: LinkTarget): t is Extract<LinkTarget, { assetId: string }> => 'assetId' in t;

/** Limits of the venue model. */
export const VENUE_LIMITS = {
  staffHeightMin: 0.5,
  staffHeightMax: 2.5,
  /** Seconds a canvas, slide or slideshow image shows at most. */
  maxDurationSeconds: 3600,
  /** Seconds into a theatre video at most (slides' times). */
  maxVideoSeconds: 24 * 3600,
  maxRooms: 60,
  maxElementsPerRoom: 60,
  maxBooths: 20,
} as const;

/** A duration in whole seconds (canvas rotation, slideshow images). */
export const durationSeconds = z
  .number({ error: MSG.numeric })
  .int(MSG.numeric)
  .min(1, MSG.invalid)
  .max(VENUE_LIMITS.maxDurationSeconds, MSG.invalid);

/**
 * An ISO date-time or null (door opening and closing, video start times). The editor sends the
 * organiser's wall time without an offset, a wall time in the event's time zone (`Event.timeZone`);
 * the server turns it into UTC (`toUtcDateTime`) before it stores it, so a saved venue always holds
 * offsets. A value with an offset keeps its instant.
 */
const dateTime = z.iso.datetime({ offset: true, local: true, error: MSG.invalid }).nullable().default(null);

/** Element fields holding a date-time (converted to UTC by the server). */
export const DATE_TIME_FIELDS = [
  'opensAt',
  'closesAt',
  'startsAt',
  'plannedLiveStart',
  'onDemandFrom',
] as const;

const HAS_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A date-time as UTC ISO: one with an offset keeps its instant; a wall time without an offset is
 * read in `zone` — an IANA time zone (the event's: DST-correct on the day), or a fixed number of
 * hours east of UTC (the `UTC-timezone` header, where no event is concerned). Returns the input
 * unchanged when it is not a date-time. Throws a RangeError for an unknown zone name.
 */
export function toUtcDateTime(value: string, zone: string | number): string {
  if (HAS_OFFSET.test(value)) {
    const t = Date.parse(value);
    return Number.isNaN(t) ? value : new Date(t).toISOString();
  }
  if (typeof zone === 'string') return zonedWallTimeToUtc(value, zone) ?? value;
  const t = Date.parse(`${value.length === 16 ? `${value}:00` : value}Z`);
  return Number.isNaN(t) ? value : new Date(t - zone * 3_600_000).toISOString();
}
/** An ISO calendar date (yyyy-mm-dd). */
export const isoDate = z.iso.date({ error: MSG.invalid });

const slotId = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(40, MSG.maxLength)
  .regex(/^[a-z]+-\d+$/, MSG.invalid);
const designId = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(60, MSG.maxLength)
  .regex(/^[a-z0-9-]+$/, MSG.invalid);
const description = optionalText(4000);
const nullableAsset = assetId.nullable().default(null);

// ---------------------------------------------------------------------------------------------
// Elements placed in a room's slots

/** HALL_CANVAS / BOOTH_CANVAS: an image in a canvas slot; several canvases in one slot rotate. */
const canvasData = {
  slotId,
  imageAssetId: nullableAsset,
  target: LinkTarget.default(NO_TARGET),
  /** Seconds this image shows before the next canvas of the same slot. */
  duration: durationSeconds.default(10),
  fade: z.boolean().default(true),
  showLogo: z.boolean().default(false),
};
export const HallCanvas = z.strictObject({ id: elementId, kind: z.literal('HALL_CANVAS'), ...canvasData });
export type HallCanvas = z.infer<typeof HallCanvas>;
export const BoothCanvas = z.strictObject({ id: elementId, kind: z.literal('BOOTH_CANVAS'), ...canvasData });
export type BoothCanvas = z.infer<typeof BoothCanvas>;

/** BOOTH_DOCMONITOR: a document (asset) or a link, shown on a monitor slot. */
export const BoothDocMonitor = z
  .strictObject({
    id: elementId,
    kind: z.literal('BOOTH_DOCMONITOR'),
    slotId,
    title: requiredText(120),
    tooltip: optionalText(200),
    description,
    category: optionalText(100),
    source: z.enum(['document', 'link']).default('document'),
    documentAssetId: nullableAsset,
    url: linkField.nullable().default(null),
    imageAssetId: nullableAsset,
    thumbnailAssetId: nullableAsset,
    icon: optionalText(40),
    hasRating: z.boolean().default(false),
  })
  .refine((d) => d.source !== 'link' || d.url !== null, { message: MSG.required, path: ['url'] })
  .refine((d) => d.source !== 'document' || d.documentAssetId !== null, {
    message: MSG.required,
    path: ['documentAssetId'],
  });
export type BoothDocMonitor = z.infer<typeof BoothDocMonitor>;

/** BOOTH_VIDEO: a video on a screen slot, optionally a slideshow of images. */
export const BoothVideo = z.strictObject({
  id: elementId,
  kind: z.literal('BOOTH_VIDEO'),
  slotId,
  title: requiredText(120),
  tooltip: optionalText(200),
  description,
  videoAssetId: nullableAsset,
  thumbnailAssetId: nullableAsset,
  autostart: z.boolean().default(false),
  loop: z.boolean().default(false),
  startFullscreen: z.boolean().default(false),
  slideshow: z.boolean().default(false),
  slideshowAssetIds: z.array(assetId).max(50, MSG.invalid).default([]),
  /** Default seconds per slideshow image. */
  slideDuration: durationSeconds.default(8),
  fade: z.boolean().default(true),
  /** Seconds the thumbnail image shows before the video starts. */
  imageDuration: durationSeconds.default(5),
});
export type BoothVideo = z.infer<typeof BoothVideo>;

/** BOOTH_STAFF: a person standing in a staff slot; height in metres scales the figure. */
export const BoothStaff = z.strictObject({
  id: elementId,
  kind: z.literal('BOOTH_STAFF'),
  slotId,
  name: requiredText(120),
  imageAssetId: nullableAsset,
  heightMetres: z
    .number({ error: MSG.numeric })
    .min(VENUE_LIMITS.staffHeightMin, MSG.invalid)
    .max(VENUE_LIMITS.staffHeightMax, MSG.invalid)
    .default(1.75),
  /** Group name; null = unassigned. */
  group: z.string().trim().max(100, MSG.maxLength).nullable().default(null),
  /** Visitors may write to this staff privately (answered by the event's moderators). */
  allowChat: z.boolean().default(false),
  allowVideoCalls: z.boolean().default(false),
  target: LinkTarget.default(NO_TARGET),
});
export type BoothStaff = z.infer<typeof BoothStaff>;

/** THEATRE_VIDEO: a talk of the auditorium programme (video asset or webcast). */
export const TheatreVideo = z.strictObject({
  id: elementId,
  kind: z.literal('THEATRE_VIDEO'),
  title: requiredText(200),
  description,
  speaker: optionalText(200),
  bio: optionalText(2000),
  category: optionalText(100),
  videoAssetId: nullableAsset,
  webcastAssetId: nullableAsset,
  /** Chat shown beside the video (an EVENT_CHAT element id), or null. */
  chatId: elementId.nullable().default(null),
  link: linkField.nullable().default(null),
  thumbnailAssetId: nullableAsset,
  /** Countdown until this moment. */
  startsAt: dateTime,
  plannedLiveStart: dateTime,
  onDemandFrom: dateTime,
  noSlides: z.boolean().default(false),
  interactive: z.boolean().default(false),
  rating: z.boolean().default(false),
});
export type TheatreVideo = z.infer<typeof TheatreVideo>;

/** THEATRE_SLIDE: a slide shown `time` seconds into the theatre's programme. */
export const TheatreSlide = z.strictObject({
  id: elementId,
  kind: z.literal('THEATRE_SLIDE'),
  title: requiredText(200),
  url: linkField,
  time: z
    .number({ error: MSG.numeric })
    .int(MSG.numeric)
    .min(0, MSG.invalid)
    .max(VENUE_LIMITS.maxVideoSeconds, MSG.invalid),
});
export type TheatreSlide = z.infer<typeof TheatreSlide>;

/** THEATRE_LINK: a link item beside the auditorium's screen. */
export const TheatreLink = z.strictObject({
  id: elementId,
  kind: z.literal('THEATRE_LINK'),
  title: requiredText(200),
  category: optionalText(100),
  description,
  speaker: optionalText(200),
  bio: optionalText(2000),
  rating: z.boolean().default(false),
  thumbnailAssetId: nullableAsset,
  target: LinkTarget.default(NO_TARGET),
});
export type TheatreLink = z.infer<typeof TheatreLink>;

/** Every element that lives inside a room. */
export const RoomElement = z
  .union([
    HallCanvas,
    BoothCanvas,
    BoothDocMonitor,
    BoothVideo,
    BoothStaff,
    TheatreVideo,
    TheatreSlide,
    TheatreLink,
  ])
  .meta({ id: 'RoomElement' });
export type RoomElement = z.infer<typeof RoomElement>;
export const ROOM_ELEMENT_KINDS = [
  'HALL_CANVAS',
  'BOOTH_CANVAS',
  'BOOTH_DOCMONITOR',
  'BOOTH_VIDEO',
  'BOOTH_STAFF',
  'THEATRE_VIDEO',
  'THEATRE_SLIDE',
  'THEATRE_LINK',
] as const satisfies readonly ElementKind[];
/** Room element kinds placed in a design slot, and the slot kind (designs.ts SLOT_KINDS) each takes. */
export const SLOT_KIND_OF = {
  HALL_CANVAS: 'canvas',
  BOOTH_CANVAS: 'canvas',
  BOOTH_DOCMONITOR: 'monitor',
  BOOTH_VIDEO: 'screen',
  BOOTH_STAFF: 'staff',
  DOOR: 'door',
} as const satisfies Partial<Record<ElementKind, string>>;
/** Room element kinds each room kind may hold (a theatre's programme fills its screen; canvases use HALL_CANVAS). */
export const ELEMENTS_OF_ROOM = {
  HALL: ['HALL_CANVAS'],
  BOOTH: ['BOOTH_CANVAS', 'BOOTH_DOCMONITOR', 'BOOTH_VIDEO', 'BOOTH_STAFF'],
  THEATRE: ['THEATRE_VIDEO', 'THEATRE_SLIDE', 'THEATRE_LINK', 'HALL_CANVAS'],
  OTHER: ['HALL_CANVAS', 'BOOTH_VIDEO', 'BOOTH_STAFF', 'BOOTH_DOCMONITOR'],
} as const satisfies Record<RoomKind, readonly ElementKind[]>;

// ---------------------------------------------------------------------------------------------
// Rooms and doors

/** A room (HALL, BOOTH, THEATRE, OTHER) in its design, with its placed elements in order. */
export const Room = z
  .strictObject({
    id: elementId,
    kind: z.enum(ROOM_KINDS),
    designId,
    title: requiredText(120),
    description,
    /** What clicking the room's main area does (a theatre's target, a booth's logo…). */
    target: LinkTarget.default(NO_TARGET),
    /** Theatre: the room a visitor goes to after the programme (a room element id), or null. */
    nextRoomId: elementId.nullable().default(null),
    /** Booth: the logo shown on the booth's fascia. */
    logoAssetId: nullableAsset,
    /** Booth: accent colour of the booth's design. */
    color: hexColorField.nullable().default(null),
    /**
     * Business plans: other events of the account may show this room (issue 15 "shared rooms"). Its
     * own targets and its elements' then lead only inside the room, to media or to addresses.
     */
    shared: z.boolean().default(false),
    elements: z.array(RoomElement).max(VENUE_LIMITS.maxElementsPerRoom, MSG.invalid).default([]),
  })
  .meta({ id: 'Room' });
export type Room = z.infer<typeof Room>;

/** DOOR: placed in a door slot of `roomId`, leading to its target (usually another room). */
export const Door = z
  .strictObject({
    id: elementId,
    kind: z.literal('DOOR'),
    roomId: elementId,
    slotId,
    title: requiredText(120),
    title2: optionalText(120),
    tooltip: optionalText(200),
    target: LinkTarget.default(NO_TARGET),
    /** Door artwork; null = the slot's default. */
    designId: designId.nullable().default(null),
    opensAt: dateTime,
    closesAt: dateTime,
  })
  .meta({ id: 'Door' });
export type Door = z.infer<typeof Door>;

// ---------------------------------------------------------------------------------------------
// Agenda, chats, breakout rooms, profile fields, moderators

/** TIMELINE_DAY_ITEM: one programme item of an agenda day. */
export const TimelineDayItem = z
  .strictObject({
    id: elementId,
    kind: z.literal('TIMELINE_DAY_ITEM'),
    name: optionalText(120),
    title: requiredText(200),
    location: optionalText(200),
    /** Time of day (hh:mm) in the event's time zone, on its day's date. */
    start: z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, MSG.invalid),
    end: z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, MSG.invalid),
    color: hexColorField.nullable().default(null),
    speakers: optionalText(400),
    thumbnailAssetId: nullableAsset,
    buttonLabel: optionalText(60),
    target: LinkTarget.default(NO_TARGET),
  })
  .meta({ id: 'TimelineDayItem' });
export type TimelineDayItem = z.infer<typeof TimelineDayItem>;

/** TIMELINE_DAY: a day of the agenda with its items in order. */
export const TimelineDay = z
  .strictObject({
    id: elementId,
    kind: z.literal('TIMELINE_DAY'),
    /** The calendar date, or null while the event's date is not known yet. */
    date: isoDate.nullable().default(null),
    title: requiredText(120),
    items: z.array(TimelineDayItem).max(100, MSG.invalid).default([]),
  })
  .meta({ id: 'TimelineDay' });
export type TimelineDay = z.infer<typeof TimelineDay>;

/** EVENT_CHAT: a chat channel; its title cannot change after creation (spec §3). */
export const EventChat = z.strictObject({
  id: elementId,
  kind: z.literal('EVENT_CHAT'),
  title: requiredText(120),
});
export type EventChat = z.infer<typeof EventChat>;

/** EVENT_BREAKOUT: a breakout room (video conference of up to LIMITS.breakoutParticipants). */
export const EventBreakout = z.strictObject({
  id: elementId,
  kind: z.literal('EVENT_BREAKOUT'),
  name: requiredText(120),
  /** An EVENT_MODERATOR element id, or null. */
  moderatorId: elementId.nullable().default(null),
  capacity: z.number().int().min(2).max(LIMITS.breakoutParticipants).default(LIMITS.breakoutParticipants),
});
export type EventBreakout = z.infer<typeof EventBreakout>;

/** Types of a profile (registration) field (spec §3 "Profile item"). */
export const PROFILE_ITEM_TYPES = ['checkbox', 'checkboxes', 'file', 'link', 'select', 'textfield'] as const;
export type ProfileItemType = (typeof PROFILE_ITEM_TYPES)[number];

export const ProfileItemOption = z.strictObject({
  value: requiredText(200),
  selected: z.boolean().default(false),
});

/** PROFILE_ITEM: a field of the participant's profile / registration form. */
export const ProfileItem = z
  .strictObject({
    id: elementId,
    kind: z.literal('PROFILE_ITEM'),
    type: z.enum(PROFILE_ITEM_TYPES),
    label: requiredText(200),
    title: optionalText(200),
    placeholder: optionalText(200),
    header: optionalText(200),
    errorMessage: optionalText(200),
    icon: optionalText(40),
    options: z.array(ProfileItemOption).max(100, MSG.invalid).default([]),
    hidden: z.boolean().default(false),
    visible: z.boolean().default(true),
    readonly: z.boolean().default(false),
    share: z.boolean().default(false),
    required: z.boolean().default(false),
    /** For 'link' fields: a URL with `{value}` where the entry goes. */
    urlTemplate: z.string().trim().max(2000, MSG.maxLength).nullable().default(null),
  })
  .refine((p) => !['select', 'checkboxes'].includes(p.type) || p.options.length > 0, {
    message: MSG.required,
    path: ['options'],
  });
export type ProfileItem = z.infer<typeof ProfileItem>;

/** EVENT_MODERATOR: an event user promoted to moderator. */
export const EventModerator = z.strictObject({
  id: elementId,
  kind: z.literal('EVENT_MODERATOR'),
  email: z.email({ error: MSG.email }).max(254, MSG.maxLength),
  firstName: requiredText(100),
  lastName: requiredText(100),
});
export type EventModerator = z.infer<typeof EventModerator>;

/** The whole venue of an event. */
export const Venue = z
  .strictObject({
    rooms: z.array(Room).max(VENUE_LIMITS.maxRooms, MSG.invalid),
    doors: z
      .array(Door)
      .max(VENUE_LIMITS.maxRooms * 8, MSG.invalid)
      .default([]),
    agenda: z.array(TimelineDay).max(31, MSG.invalid).default([]),
    chats: z.array(EventChat).max(50, MSG.invalid).default([]),
    breakouts: z.array(EventBreakout).max(50, MSG.invalid).default([]),
    profileItems: z.array(ProfileItem).max(100, MSG.invalid).default([]),
    moderators: z.array(EventModerator).max(100, MSG.invalid).default([]),
  })
  .meta({ id: 'Venue' });
export type Venue = z.infer<typeof Venue>;
export type VenueInput = z.input<typeof Venue>;

/** Any element of a venue, whatever its place. */
export type VenueElement =
  | Room
  | RoomElement
  | Door
  | TimelineDay
  | TimelineDayItem
  | EventChat
  | EventBreakout
  | ProfileItem
  | EventModerator;

/** Every element of the venue in a flat list (rooms, their elements, doors, days, items, …). */
export function venueElements(venue: Venue): VenueElement[] {
  return [
    ...venue.rooms.flatMap((r) => [r, ...r.elements]),
    ...venue.doors,
    ...venue.agenda.flatMap((d) => [d, ...d.items]),
    ...venue.chats,
    ...venue.breakouts,
    ...venue.profileItems,
    ...venue.moderators,
  ];
}

/** The link target of an element, if it has one. */
export function targetOf(element: VenueElement): LinkTarget | undefined {
  return 'target' in element ? element.target : undefined;
}

/**
 * Targets of the venue that do not resolve: an element target whose element is missing or of a kind
 * the target kind does not accept. Empty = every target resolves.
 */
export function unresolvedTargets(venue: Venue): { elementId: string; target: LinkTarget }[] {
  const kinds = new Map(venueElements(venue).map((e) => [e.id, e.kind as ElementKind]));
  const bad: { elementId: string; target: LinkTarget }[] = [];
  for (const element of venueElements(venue)) {
    const target = targetOf(element);
    if (!target || !isElementTarget(target)) continue;
    const kind = kinds.get(target.elementId);
    const accepted = ELEMENT_TARGET_KINDS[target.kind] as readonly ElementKind[];
    if (!kind || !accepted.includes(kind)) bad.push({ elementId: element.id, target });
  }
  return bad;
}

const ROOM_TARGETS = [
  'none',
  'room',
  'link',
  'iframe',
  'picture',
  'video',
  'document',
  'chat',
  'boothDirectory',
  'timeline',
  'webcast',
] as const satisfies readonly TargetKind[];

/**
 * The link target kinds that make sense for each element kind with a target: the editor's pickers
 * offer exactly these and the server refuses others.
 */
export const TARGET_KINDS_OF = {
  HALL: ROOM_TARGETS,
  BOOTH: ROOM_TARGETS,
  THEATRE: ROOM_TARGETS,
  OTHER: ROOM_TARGETS,
  DOOR: ['none', 'room', 'link', 'iframe', 'boothDirectory', 'timeline', 'chat', 'breakout', 'webcast'],
  HALL_CANVAS: [...ROOM_TARGETS, 'breakout', 'profile'],
  BOOTH_CANVAS: [...ROOM_TARGETS, 'breakout', 'profile'],
  BOOTH_STAFF: ['none', 'chat', 'user', 'breakout', 'link', 'profile', 'document', 'video'],
  THEATRE_LINK: ['none', 'link', 'document', 'video', 'picture', 'iframe', 'room', 'webcast', 'timeline'],
  TIMELINE_DAY_ITEM: [
    'none',
    'room',
    'webcast',
    'video',
    'link',
    'iframe',
    'chat',
    'breakout',
    'document',
    'boothDirectory',
  ],
} as const satisfies Partial<Record<ElementKind, readonly TargetKind[]>>;

/** The target kinds an element kind may use (empty = it has no target). */
export function targetKindsOf(kind: ElementKind): readonly TargetKind[] {
  return (TARGET_KINDS_OF as Partial<Record<ElementKind, readonly TargetKind[]>>)[kind] ?? [];
}

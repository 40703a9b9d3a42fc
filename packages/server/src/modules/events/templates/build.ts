import {
  type Door,
  type LinkTarget,
  type ProfileItemType,
  type RoomKind,
  type VenueInput,
  designById,
  slotsOf,
} from '@foyer/shared';
import type { TemplateTexts } from './texts/index.js';

/**
 * Small builders for venues as data: a room of a design gets its content placed into the design's
 * slots in order, and doors connect a hub room to the others. Ids here are symbolic ('hall',
 * 'booth-2'); saving a venue gives every element a database id.
 */

/** Keys of the seeded template assets (assets.templates.ts). */
export type TemplateAssetKey =
  | 'backdrop-main-hall'
  | 'backdrop-exhibition-hall'
  | 'backdrop-auditorium'
  | 'backdrop-lounge'
  | 'backdrop-booth-wall'
  | 'banner-16-9'
  | 'logo-placeholder'
  | 'art-conference-stage'
  | 'art-conference-poster'
  | 'art-job-fair-booths'
  | 'art-job-fair-board'
  | 'staff-host-navy'
  | 'staff-guide-teal'
  | 'staff-expert-red'
  | 'staff-technician-grey'
  | 'staff-manager-purple'
  | 'staff-greeter-green'
  | 'staff-speaker-orange'
  | 'sample-brochure'
  | 'sample-venue-loop';

/** Template asset ids by key; null where the asset is not seeded (the element is then left empty). */
export type AssetLookup = (key: TemplateAssetKey) => string | null;

type RoomInput = VenueInput['rooms'][number];
type ElementInput = NonNullable<RoomInput['elements']>[number];

export type BoothContent = {
  description?: string;
  color?: string;
  logo?: TemplateAssetKey;
  canvases?: { image: TemplateAssetKey; target?: LinkTarget }[];
  documents?: { title: string; description?: string; category?: string }[];
  videos?: { title: string; description?: string; autostart?: boolean; loop?: boolean }[];
  staff?: {
    name: string;
    figure: TemplateAssetKey;
    heightMetres?: number;
    group?: string;
    target?: LinkTarget;
  }[];
};

/** A room of a design with its content placed into the design's slots, in slot order. */
export function room(
  a: AssetLookup,
  spec: { id: string; kind: RoomKind; designId: string; title: string; nextRoomId?: string } & BoothContent,
): RoomInput {
  if (!designById(spec.designId)) throw new Error(`Unknown design ${spec.designId}`);
  const canvasKind = spec.kind === 'BOOTH' ? 'BOOTH_CANVAS' : 'HALL_CANVAS';
  const elements: ElementInput[] = [];
  const place = <T>(
    slotKind: Parameters<typeof slotsOf>[1],
    items: T[] | undefined,
    make: (item: T, slotId: string, n: number) => ElementInput,
  ) => {
    const slots = slotsOf(spec.designId, slotKind);
    (items ?? []).slice(0, slots.length).forEach((item, n) => {
      elements.push(make(item, slots[n]!.id, n + 1));
    });
  };
  place('canvas', spec.canvases, (c, slotId, n) => ({
    id: `${spec.id}-canvas-${n}`,
    kind: canvasKind,
    slotId,
    imageAssetId: a(c.image),
    target: c.target ?? { kind: 'none' },
    duration: 10,
    fade: true,
    showLogo: n === 1 && spec.kind === 'BOOTH',
  }));
  const brochure = a('sample-brochure');
  place('monitor', brochure ? spec.documents : [], (d, slotId, n) => ({
    id: `${spec.id}-doc-${n}`,
    kind: 'BOOTH_DOCMONITOR',
    slotId,
    title: d.title,
    description: d.description ?? '',
    category: d.category ?? '',
    source: 'document',
    documentAssetId: brochure,
    thumbnailAssetId: null,
    hasRating: true,
  }));
  place('screen', spec.kind === 'THEATRE' ? [] : spec.videos, (v, slotId, n) => ({
    id: `${spec.id}-video-${n}`,
    kind: 'BOOTH_VIDEO',
    slotId,
    title: v.title,
    description: v.description ?? '',
    videoAssetId: a('sample-venue-loop'),
    autostart: v.autostart ?? false,
    loop: v.loop ?? true,
  }));
  place('staff', spec.staff, (s, slotId, n) => ({
    id: `${spec.id}-staff-${n}`,
    kind: 'BOOTH_STAFF',
    slotId,
    name: s.name,
    imageAssetId: a(s.figure),
    heightMetres: s.heightMetres ?? 1.75,
    group: s.group ?? null,
    // Visitors may write to the booth's staff (the event's moderators answer); calls need the
    // event's "allow chat video" too.
    allowChat: true,
    allowVideoCalls: true,
    target: s.target ?? { kind: 'none' },
  }));
  return {
    id: spec.id,
    kind: spec.kind,
    designId: spec.designId,
    title: spec.title,
    description: spec.description ?? '',
    nextRoomId: spec.nextRoomId ?? null,
    logoAssetId: spec.logo ? a(spec.logo) : null,
    color: spec.color ?? null,
    elements,
  };
}

/** A theatre's programme: talks (the sample video) and link items beside the screen. */
export function programme(
  a: AssetLookup,
  theatreId: string,
  talks: { title: string; speaker: string; description?: string; chatId?: string }[],
  links: { title: string; target: LinkTarget }[] = [],
): ElementInput[] {
  return [
    ...talks.map(
      (t, n): ElementInput => ({
        id: `${theatreId}-talk-${n + 1}`,
        kind: 'THEATRE_VIDEO',
        title: t.title,
        speaker: t.speaker,
        description: t.description ?? '',
        videoAssetId: a('sample-venue-loop'),
        chatId: t.chatId ?? null,
        rating: true,
      }),
    ),
    ...links.map(
      (l, n): ElementInput => ({
        id: `${theatreId}-link-${n + 1}`,
        kind: 'THEATRE_LINK',
        title: l.title,
        target: l.target,
      }),
    ),
  ];
}

/**
 * Doors from a hub room to each of the others (in the hub's door slots, in order) and from each of
 * them back to the hub (their first door slot). When the hub has fewer door slots than rooms, its
 * last door opens the booth directory instead, which lists every booth.
 */
export function connect(hub: RoomInput, others: RoomInput[], hubTitle: string, tx: TemplateTexts): Door[] {
  const hubSlots = slotsOf(hub.designId, 'door');
  const direct = others.length <= hubSlots.length ? others : others.slice(0, hubSlots.length - 1);
  const doors: Door[] = direct.map((to, n) => ({
    id: `door-${hub.id}-${to.id}`,
    kind: 'DOOR',
    roomId: hub.id,
    slotId: hubSlots[n]!.id,
    title: to.title,
    title2: '',
    tooltip: to.title,
    target: { kind: 'room', elementId: to.id },
    designId: null,
    opensAt: null,
    closesAt: null,
  }));
  if (direct.length < others.length) {
    doors.push({
      id: `door-${hub.id}-directory`,
      kind: 'DOOR',
      roomId: hub.id,
      slotId: hubSlots[hubSlots.length - 1]!.id,
      title: tx.common.allBooths,
      title2: '',
      tooltip: tx.common.boothDirectory,
      target: { kind: 'boothDirectory' },
      designId: null,
      opensAt: null,
      closesAt: null,
    });
  }
  for (const from of others) {
    const slot = slotsOf(from.designId, 'door')[0];
    if (!slot) continue;
    doors.push({
      id: `door-${from.id}-${hub.id}`,
      kind: 'DOOR',
      roomId: from.id,
      slotId: slot.id,
      title: hubTitle,
      title2: '',
      tooltip: hubTitle,
      target: { kind: 'room', elementId: hub.id },
      designId: null,
      opensAt: null,
      closesAt: null,
    });
  }
  return doors;
}

/** An agenda day: `date` (yyyy-mm-dd or null) and its items. */
export function day(
  id: string,
  date: string | null,
  title: string,
  tx: TemplateTexts,
  items: {
    title: string;
    start: string;
    end: string;
    location?: string;
    speakers?: string;
    target?: LinkTarget;
  }[],
): NonNullable<VenueInput['agenda']>[number] {
  return {
    id,
    kind: 'TIMELINE_DAY',
    date,
    title,
    items: items.map((item, n) => ({
      id: `${id}-item-${n + 1}`,
      kind: 'TIMELINE_DAY_ITEM',
      title: item.title,
      start: item.start,
      end: item.end,
      location: item.location ?? '',
      speakers: item.speakers ?? '',
      buttonLabel: item.target ? tx.common.goThere : '',
      target: item.target ?? { kind: 'none' },
    })),
  };
}

/** A profile (registration) field. */
export function field(
  id: string,
  type: ProfileItemType,
  label: string,
  options: string[] = [],
  required = false,
): NonNullable<VenueInput['profileItems']>[number] {
  return {
    id,
    kind: 'PROFILE_ITEM',
    type,
    label,
    options: options.map((value) => ({ value, selected: false })),
    required,
  };
}

/** The date `days` after `from` (yyyy-mm-dd), or null without a start date. */
export function addDays(from: string | null, days: number): string | null {
  if (!from) return null;
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

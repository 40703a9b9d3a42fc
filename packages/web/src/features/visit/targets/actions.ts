import {
  type LinkTarget,
  type Room,
  type Venue,
  type VenueElement,
  type TargetKind,
  venueElements,
} from '@foyer/shared';
import { isDoorOpen } from '../../venue';

/** Target kinds that always do something (chats and breakout rooms need the live venue). */
const ACTIONABLE: ReadonlySet<TargetKind> = new Set([
  'room',
  'link',
  'document',
  'picture',
  'iframe',
  'video',
  'webcast',
  'timeline',
  'boothDirectory',
  'profile',
  'user',
]);

/**
 * What a host can open beyond the fixed kinds: chats where the live venue has a chat panel, breakout
 * rooms where it has a video call screen (the organiser's preview has neither).
 */
export type TargetAbilities = { chat?: boolean; breakout?: boolean };

/**
 * True when opening the target does something; a walker renders other targets as not clickable.
 * Chats and breakout rooms only where the host can open them (`abilities.chat`, `abilities.breakout`:
 * the live venue, not the preview).
 */
export function isActionable(target: LinkTarget, abilities: TargetAbilities = {}): boolean {
  if (target.kind === 'chat') return abilities.chat === true;
  if (target.kind === 'breakout') return abilities.breakout === true;
  return ACTIONABLE.has(target.kind);
}

/**
 * True when clicking the element itself does something (see `useOpenElement`): documents, videos,
 * staff, talks, the agenda and the profile always do; a door only while it is open and when its
 * target does; a chat or a breakout room where the host can open them.
 */
export function isElementActionable(
  element: VenueElement,
  now: Date = new Date(),
  abilities: TargetAbilities = {},
): boolean {
  switch (element.kind) {
    case 'BOOTH_DOCMONITOR':
      return element.source === 'link' ? element.url !== null : element.documentAssetId !== null;
    case 'BOOTH_VIDEO':
      return element.videoAssetId !== null || (element.slideshow && element.slideshowAssetIds.length > 0);
    case 'BOOTH_STAFF':
    case 'THEATRE_VIDEO':
    case 'THEATRE_SLIDE':
    case 'TIMELINE_DAY':
    case 'PROFILE_ITEM':
    case 'EVENT_MODERATOR':
      return true;
    case 'DOOR':
      return isDoorOpen(element, now) && isActionable(element.target, abilities);
    case 'EVENT_CHAT':
      return abilities.chat === true;
    case 'EVENT_BREAKOUT':
      return abilities.breakout === true;
    default:
      return isActionable(element.target, abilities);
  }
}

/** The room an element stands in (a door: the room it is placed in). */
export function roomOf(venue: Venue, element: VenueElement): Room | undefined {
  if (element.kind === 'DOOR') return venue.rooms.find((r) => r.id === element.roomId);
  return venue.rooms.find((r) => r.id === element.id || r.elements.some((e) => e.id === element.id));
}

/** An element of the venue by id. */
export function elementById(venue: Venue, id: string): VenueElement | undefined {
  return venueElements(venue).find((e) => e.id === id);
}

/** The visible name of an element, when it has one. */
export function titleOf(element: VenueElement | undefined): string | undefined {
  if (!element) return undefined;
  if ('title' in element && element.title) return element.title;
  if ('name' in element && element.name) return element.name;
  return undefined;
}

const targetsWebcast = (target: LinkTarget, assetId: string) =>
  target.kind === 'webcast' && target.assetId === assetId;

/**
 * The auditorium a webcast belongs to: the theatre whose own target, a talk or a link item points at
 * it; undefined when none does.
 */
export function theatreOfWebcast(venue: Venue, assetId: string): Room | undefined {
  return venue.rooms.find(
    (room) =>
      room.kind === 'THEATRE' &&
      (targetsWebcast(room.target, assetId) ||
        room.elements.some(
          (e) =>
            (e.kind === 'THEATRE_VIDEO' && e.webcastAssetId === assetId) ||
            ('target' in e && targetsWebcast(e.target, assetId)),
        )),
  );
}

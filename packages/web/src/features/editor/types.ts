import type {
  Asset,
  ElementKind,
  Event,
  Room,
  TimelineDay,
  Venue,
  VenueElement,
  VenueSharing,
} from '@foyer/shared';
import type { ComponentType } from 'react';

/**
 * What every part of the editor knows about the event being edited. The shell (EditorPage) owns it;
 * the element forms (forms/) read it to offer rooms, chats, moderators and assets in their pickers.
 */
export type EditorContext = {
  eventId: string;
  event: Event;
  /** The saved venue with the open form's draft applied (pickers see a room being renamed). */
  venue: Venue;
  /** Assets the venue uses, plus those picked during this session (thumbnails, names). */
  assets: ReadonlyMap<string, Asset>;
  /** Forms call this after a pick from the media library so its thumbnail shows at once. */
  rememberAsset(asset: Asset): void;
  /** The plan allows breakout rooms (spec §6). */
  canUseBreakouts: boolean;
  /** Shared rooms (issue 15): the rooms borrowed from other events and the events showing ours. */
  sharing: VenueSharing;
  /** The plan allows sharing rooms between events (business). */
  canShareRooms: boolean;
};

/**
 * A form of one element kind: a controlled component. The shell holds the draft, validates it with
 * ELEMENT_SCHEMAS[kind] (packages/shared) and the server, and passes the field errors back:
 * `errors` keys are paths inside the element (`title`, `target.url`, `options.0.value`), values are
 * message keys (`validation.required`) to translate with t().
 */
export type ElementFormProps<E extends VenueElement = VenueElement> = {
  value: E;
  onChange(next: E): void;
  errors: Readonly<Record<string, string>>;
  ctx: EditorContext;
  mode: 'create' | 'edit';
  /** The room of a placed element or door, the day of an agenda item. */
  parent?: Room | TimelineDay;
};

// biome-ignore lint/suspicious/noExplicitAny: a registry of forms of different element types
export type ElementFormComponent = ComponentType<ElementFormProps<any>>;

/** The registry the forms module exports (forms/index.ts). */
export type ElementFormRegistry = Record<ElementKind, ElementFormComponent>;

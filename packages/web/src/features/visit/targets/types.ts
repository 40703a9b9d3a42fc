import type {
  Asset,
  BoothDocMonitor,
  BoothStaff,
  BoothVideo,
  EventModerator,
  LinkTarget,
  Room,
  Venue,
  VenueElement,
} from '@foyer/shared';

/** What the targets of a venue resolve against: the venue, its assets and the event's switches. */
export type TargetSource = {
  venue: Venue;
  assets: ReadonlyMap<string, Asset>;
  event: {
    id: string;
    startRoomId: string | null;
    allowChatVideo: boolean;
    /** The event's IANA zone (times show in the visitor's zone with this one named beside). */
    timeZone?: string;
  };
};

/** Where a target was clicked: the element that carries it and the room it stands in. */
export type TargetOrigin = { element?: VenueElement; room?: Room };

/** Opens a link target (see `useOpenTarget`). */
export type OpenTarget = (target: LinkTarget, origin?: TargetOrigin) => void;

/** Does what clicking an element itself does (see `useOpenElement`). */
export type OpenElement = (element: VenueElement, room?: Room) => void;

/** The viewer open in the host's dialog (one at a time). `asset` is undefined when it is gone. */
export type ViewerState =
  | {
      kind: 'document';
      asset: Asset | undefined;
      monitor?: BoothDocMonitor;
      /** The element that opened it (its downloads are recorded for it in the live venue). */
      elementId?: string | undefined;
      title?: string;
    }
  | { kind: 'picture'; asset: Asset | undefined; title?: string }
  | { kind: 'iframe'; url: string; title?: string }
  | {
      kind: 'video';
      asset: Asset | undefined;
      boothVideo?: BoothVideo;
      /** The element that opened it (its playing is recorded for it in the live venue). */
      elementId?: string | undefined;
      title?: string;
    }
  | { kind: 'programme'; webcast?: Asset | undefined; theatre?: Room; talkId?: string; title?: string }
  | { kind: 'timeline' }
  | { kind: 'boothDirectory' }
  | { kind: 'profile' }
  | { kind: 'user'; person: BoothStaff | EventModerator | undefined };

import type { Asset, Room, TheatreVideo, Venue, VenueElement } from '@foyer/shared';
import { stageTalk } from '../venue';

/** The room shown: the one named in the URL, else the start room, else the first. */
export function roomToShow(
  venue: Venue,
  startRoomId: string | null,
  roomId: string | null,
): Room | undefined {
  return (
    venue.rooms.find((r) => r.id === roomId) ??
    venue.rooms.find((r) => r.id === startRoomId) ??
    venue.rooms[0]
  );
}

/**
 * What stands in a slot of `room`, as the renderer places it (toSceneContent): a door, else the
 * first element of the slot; a theatre's main screen (the talk on stage at `now`, else the next,
 * else the first) and second screen (its first slide) stand for the theatre itself when the
 * theatre has a target of its own.
 */
export function slotElement(
  venue: Venue,
  room: Room,
  slotId: string,
  assets: ReadonlyMap<string, Asset> = new Map(),
  now: Date = new Date(),
): VenueElement | undefined {
  const door = venue.doors.find((d) => d.roomId === room.id && d.slotId === slotId);
  if (door) return door;
  const placed = room.elements.find((e) => 'slotId' in e && e.slotId === slotId);
  if (placed) return placed;
  const theatreKind =
    slotId === 'screen-1' ? 'THEATRE_VIDEO' : slotId === 'screen-2' ? 'THEATRE_SLIDE' : null;
  if (!theatreKind) return undefined;
  const talk =
    theatreKind === 'THEATRE_VIDEO'
      ? stageTalk(
          room.elements.filter((e): e is TheatreVideo => e.kind === 'THEATRE_VIDEO'),
          assets,
          now,
        )
      : room.elements.find((e) => e.kind === theatreKind);
  if (!talk) return undefined;
  return room.target.kind !== 'none' ? room : talk;
}

import { type Door, type LinkTarget, NO_TARGET, type Room, type Venue } from '@foyer/shared';
import { NEW_ID, firstFreeSlot } from './forms/elements';

/**
 * The room new rooms are joined to: the start room (visitors enter there), else the venue's first
 * hall. Undefined when the venue has neither.
 */
export function hallOf(venue: Venue, startRoomId: string | null | undefined): Room | undefined {
  return venue.rooms.find((r) => r.id === startRoomId) ?? venue.rooms.find((r) => r.kind === 'HALL');
}

/** A new door (id 'new') in a free door place of `from`, leading to `to`; undefined when none is free. */
function doorBetween(from: Room, to: Room, venue: Pick<Venue, 'doors'>): Door | undefined {
  const slotId = firstFreeSlot(from, venue, 'door');
  if (!slotId) return undefined;
  return {
    id: NEW_ID,
    kind: 'DOOR',
    roomId: from.id,
    slotId,
    title: to.title,
    target: { kind: 'room', elementId: to.id },
    designId: null,
    opensAt: null,
    closesAt: null,
  };
}

/** The doors that join a room to the hall, each in a free place: hall → room, and the way back. */
export type RoomLinks = { toRoom?: Door; back?: Door };

/**
 * The doors that would join `room` to `hall`: one in the hall leading to the room and one in the
 * room leading back, each only where the design has a free door place and no such door stands yet.
 */
export function roomLinks(room: Room, hall: Room, venue: Pick<Venue, 'doors'>): RoomLinks {
  if (room.id === hall.id) return {};
  const leadsTo = (from: Room, to: Room) =>
    venue.doors.some((d) => d.roomId === from.id && isRoomTarget(d.target, to.id));
  return {
    toRoom: leadsTo(hall, room) ? undefined : doorBetween(hall, room, venue),
    back: leadsTo(room, hall) ? undefined : doorBetween(room, hall, venue),
  };
}

const isRoomTarget = (target: LinkTarget, roomId: string) =>
  target.kind === 'room' && target.elementId === roomId;

/** Every room target a room holds: its doors, its own target, its elements' targets, a theatre's next room. */
function exitsOf(room: Room, venue: Venue): string[] {
  const targets: LinkTarget[] = [
    room.target,
    ...venue.doors.filter((d) => d.roomId === room.id).map((d) => d.target),
    ...room.elements.map((e) => ('target' in e ? (e.target as LinkTarget) : NO_TARGET)),
  ];
  const ids = targets.flatMap((t) => (t.kind === 'room' ? [t.elementId] : []));
  return room.nextRoomId ? [...ids, room.nextRoomId] : ids;
}

/**
 * The rooms a visitor cannot reach from the start room by any door, link or "next room" (the
 * editor flags them "No door leads here"). Empty without a start room: then nothing is reachable
 * yet and the rooms section says so itself.
 */
export function unreachableRoomIds(venue: Venue, startRoomId: string | null | undefined): Set<string> {
  const start = venue.rooms.find((r) => r.id === startRoomId);
  if (!start) return new Set();
  const reached = new Set([start.id]);
  const queue = [start];
  // The queue grows while it is walked: each room reached once.
  for (let i = 0; i < queue.length; i++) {
    for (const id of exitsOf(queue[i] as Room, venue)) {
      const next = venue.rooms.find((r) => r.id === id);
      if (next && !reached.has(id)) {
        reached.add(id);
        queue.push(next);
      }
    }
  }
  return new Set(venue.rooms.filter((r) => !reached.has(r.id)).map((r) => r.id));
}

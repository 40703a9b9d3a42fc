import type { SharedRoomEvent, VenueSharing } from '@foyer/shared';
import { selectionSearch } from './selection';

/** Where a borrowed room comes from: the lending event and the room's id there. */
export type BorrowedFrom = VenueSharing['borrowed'][string];

/** The event and room a room of this venue shows (issue 15), or null when the room is its own. */
export function borrowedFrom(sharing: VenueSharing, roomId: string | null | undefined): BorrowedFrom | null {
  return roomId ? (sharing.borrowed[roomId] ?? null) : null;
}

/** The other events that show a room of this venue (empty when none does). */
export function lentTo(sharing: VenueSharing, roomId: string): readonly SharedRoomEvent[] {
  return sharing.lent[roomId] ?? [];
}

/** The editor of the lending event with the shared room open (the app's /events/edit route). */
export function lenderEditorPath(from: BorrowedFrom): string {
  return `/events/edit/${encodeURIComponent(from.eventId)}${selectionSearch({ section: 'rooms', elementId: from.roomId })}`;
}

/** The rooms section of another event's editor (a usage of type event.sharedRoom names that event). */
export function eventRoomsPath(eventId: string): string {
  return `/events/edit/${encodeURIComponent(eventId)}${selectionSearch({ section: 'rooms' })}`;
}

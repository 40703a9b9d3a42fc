import type { Room, Venue } from '@foyer/shared';
import { validateDraft } from './draftErrors';
import { useCreateElement } from './queries';
import { hallOf, roomLinks } from './roomLinks';

/**
 * Joins a room to the hall with the doors of `roomLinks` (POST events/{id}/elements, one per door):
 * a door from the hall in a free place and one back. Answers how many doors were added. Throws
 * ApiError (VALIDATION_FAILED, STALE_VERSION) when a door is refused; doors added before stay.
 */
export function useLinkRoom(eventId: string) {
  const create = useCreateElement(eventId);
  const link = async (room: Room, venue: Venue, startRoomId: string | null | undefined) => {
    const hall = hallOf(venue, startRoomId);
    if (!hall) return 0;
    const { toRoom, back } = roomLinks(room, hall, venue);
    let added = 0;
    for (const door of [toRoom, back]) {
      const checked = door && validateDraft(door);
      if (!checked?.ok) continue;
      await create.mutateAsync({ parentId: null, element: checked.element });
      added += 1;
    }
    return added;
  };
  return { link, isPending: create.isPending };
}

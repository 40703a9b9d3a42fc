import type { Room } from '@foyer/shared';
import type { SceneContent } from '../venue';
import { toSceneContent } from '../venue';
import type { EventPreview } from './queries';

/** The start room of a previewed venue (or its first room) and what it shows. */
export function startRoomOf(preview: EventPreview): { room: Room; content: SceneContent } | null {
  const { event, venue, assets } = preview;
  const room = venue.rooms.find((r) => r.id === event.startRoomId) ?? venue.rooms[0];
  if (!room) return null;
  const assetsById = new Map(assets.map((a) => [a.id, a]));
  return { room, content: toSceneContent(room, venue, assetsById) };
}

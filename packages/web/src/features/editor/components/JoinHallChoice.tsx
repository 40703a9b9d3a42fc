import type { Room } from '@foyer/shared';
import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hallOf, roomLinks } from '../roomLinks';
import { useEditorShell } from '../shellContext';
import type { ElementEditor } from '../useElementDraft';

/**
 * A new room's offer, in the same step as creating it: a door from the hall (the start room) in a
 * free place that leads to it, and a door back. On by default, so that no new room is out of reach.
 */
export function JoinHallChoice({ editor, room }: { editor: ElementEditor; room: Room }) {
  const { t } = useTranslation();
  const { ctx } = useEditorShell();
  const hall = hallOf(ctx.venue, ctx.event.startRoomId);
  if (!editor.state || !hall || hall.id === room.id) return null;
  const links = roomLinks(room, hall, ctx.venue);
  if (!links.toRoom && !links.back) return null;
  return (
    <Checkbox
      checked={editor.state.joinsHall}
      onChange={(e) => editor.setJoinsHall(e.currentTarget.checked)}
      label={t('editor.rooms.joinHall', { hall: hall.title })}
      description={t(links.toRoom ? 'editor.rooms.joinHallHint' : 'editor.rooms.joinHallNoPlace', {
        hall: hall.title,
      })}
    />
  );
}

import type { Room } from '@foyer/shared';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconDoorOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/client';
import { toastError, toastSuccess } from '../../../ui/toast';
import { hallOf, roomLinks, unreachableRoomIds } from '../roomLinks';
import { useEditorShell } from '../shellContext';
import { useLinkRoom } from '../useLinkRoom';

/**
 * "No door leads here": a room visitors cannot reach from the start room, with the way to fix it in
 * one click (a door from the hall in a free place, and one back) when the hall has a free place.
 */
export function UnreachableRoomAlert({ room }: { room: Room }) {
  const { t } = useTranslation();
  const { data, eventId, reload } = useEditorShell();
  const linker = useLinkRoom(eventId);
  const startRoomId = data.event.startRoomId;
  if (!unreachableRoomIds(data.venue, startRoomId).has(room.id)) return null;
  const hall = hallOf(data.venue, startRoomId);
  const canLink = Boolean(hall && roomLinks(room, hall, data.venue).toRoom);

  const handleLink = async () => {
    try {
      await linker.link(room, data.venue, startRoomId);
      toastSuccess(t('editor.rooms.linked'));
    } catch (e) {
      toastError(t(`errors.${isApiError(e) ? e.errorKey : 'INTERNAL_ERROR'}`));
      await reload();
    }
  };

  return (
    <Alert
      color="orange"
      radius="lg"
      icon={<IconDoorOff size={20} aria-hidden />}
      title={t('editor.rooms.unreachable')}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('editor.rooms.unreachableText')}</Text>
        {canLink && hall && (
          <Button size="xs" variant="light" color="orange" loading={linker.isPending} onClick={handleLink}>
            {t('editor.rooms.addLinks', { hall: hall.title })}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

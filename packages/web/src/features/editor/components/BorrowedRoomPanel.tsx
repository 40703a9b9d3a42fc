import type { Room } from '@foyer/shared';
import { Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RoomPreview } from '../../events/components/RoomPreview';
import { toSceneContent } from '../../venue';
import type { BorrowedFrom } from '../sharing';
import { useEditorShell } from '../shellContext';
import type { ElementEditor } from '../useElementDraft';
import { SharedRoomNotice } from './SharedRoomNotice';

type BorrowedRoomPanelProps = { editor: ElementEditor; room: Room; from: BorrowedFrom };

/**
 * A room shown from another event (issue 15), in place of the room's form: where it is changed, its
 * picture, and removing it from this venue only (asked first; the lending event keeps it).
 */
export function BorrowedRoomPanel({ editor, room, from }: BorrowedRoomPanelProps) {
  const { t } = useTranslation();
  const { ctx } = useEditorShell();
  const name = room.title || t('editor.preview.untitled');
  const values = { name, event: from.eventName };
  const askRemove = () =>
    editor.askDelete({
      title: t('editor.sharing.removeTitle', values),
      message: t('editor.sharing.removeText', values),
      confirmLabel: t('editor.sharing.remove'),
      done: t('editor.sharing.removed', values),
    });
  return (
    <Stack gap="md">
      <SharedRoomNotice from={from} />
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Box maw={480} style={{ borderRadius: 8, overflow: 'hidden' }}>
            <RoomPreview
              designId={room.designId}
              mainColor={ctx.event.mainColor}
              textColor={ctx.event.textColor}
              content={toSceneContent(room, ctx.venue, ctx.assets)}
              label={name}
            />
          </Box>
          <Text size="sm" c="dimmed">
            {t('editor.sharing.borrowedHint')}
          </Text>
          <Group justify="flex-end">
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={editor.isDeleting}
              onClick={askRemove}
            >
              {t('editor.sharing.remove')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

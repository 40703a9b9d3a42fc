import type { Room } from '@foyer/shared';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../ui/AppModal';
import { kindLabelKey } from '../forms';

export type RoomChoice = { room: Room; hasPlace: boolean };

type ChooseRoomModalProps = {
  opened: boolean;
  title: string;
  choices: readonly RoomChoice[];
  onClose(): void;
  onChoose(room: Room): void;
};

/** "Add … to which room?": the rooms whose kind takes the element; a room without a free place says so. */
export function ChooseRoomModal({ opened, title, choices, onClose, onChoose }: ChooseRoomModalProps) {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onClose} size="sm" title={title}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('editor.placed.chooseRoomText')}
        </Text>
        {choices.map(({ room, hasPlace }) => (
          <Button
            key={room.id}
            variant="default"
            fullWidth
            justify="space-between"
            disabled={!hasPlace}
            onClick={() => onChoose(room)}
            rightSection={
              <Text span size="xs" c="dimmed">
                {hasPlace ? t(kindLabelKey(room.kind)) : t('editor.placed.noPlace')}
              </Text>
            }
            styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
          >
            {room.title}
          </Button>
        ))}
        <Button variant="subtle" onClick={onClose} mt="xs">
          {t('common.cancel')}
        </Button>
      </Stack>
    </AppModal>
  );
}

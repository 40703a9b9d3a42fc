import type { VideoJoinRequest } from '@foyer/shared';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical, IconMicrophoneOff, IconUserX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../ui/confirm';
import { toastError } from '../../../ui/toast';
import { useVideoSession } from './context';
import { moderateVideo } from './queries';

export type ModeratorMenuProps = {
  target: VideoJoinRequest;
  name: string;
  feedId: number;
  /** The mid of the person's published audio (what 'mute' stops); null when they send no sound. */
  audioMid: string | null;
};

/** The room moderator's menu on another person's tile: mute their microphone, or remove them (asks first). */
export function ModeratorMenu({ target, name, feedId, audioMid }: ModeratorMenuProps) {
  const { t } = useTranslation();
  const { pageCode, visitorToken } = useVideoSession();
  const moderate = (request: { action: 'mute'; mid: string } | { action: 'remove' }) =>
    moderateVideo(pageCode, visitorToken, { target, feedId, ...request }).catch(() =>
      toastError(t('visitVideo.moderateFailed')),
    );
  const handleRemove = () =>
    confirmAction({
      title: t('visitVideo.removeTitle', { name }),
      message: t('visitVideo.removeText', { name }),
      confirmLabel: t('visitVideo.remove'),
      cancelLabel: t('common.cancel'),
      isDanger: true,
      onConfirm: () => void moderate({ action: 'remove' }),
    });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="filled"
          color="dark"
          radius="xl"
          aria-label={t('visitVideo.personActions', { name })}
        >
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconMicrophoneOff size={14} aria-hidden />}
          disabled={audioMid === null}
          onClick={() => {
            if (audioMid !== null) void moderate({ action: 'mute', mid: audioMid });
          }}
        >
          {t('visitVideo.mute')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconUserX size={14} aria-hidden />} onClick={handleRemove}>
          {t('visitVideo.remove')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

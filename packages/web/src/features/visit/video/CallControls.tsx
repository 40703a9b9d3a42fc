import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import {
  IconMicrophone,
  IconMicrophoneOff,
  IconPhoneOff,
  IconScreenShare,
  IconScreenShareOff,
  IconVideo,
  IconVideoOff,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type CallControlsProps = {
  people: number;
  capacity: number;
  /** null: no microphone in this call (listen only). */
  isMicOn: boolean | null;
  /** null: no camera in this call. */
  isCameraOn: boolean | null;
  /** null: screen sharing is not possible here (no getDisplayMedia, or no video sent). */
  isSharing: boolean | null;
  onMic(): void;
  onCamera(): void;
  onShare(): void;
  onLeave(): void;
};

function Control({
  label,
  isOff = false,
  color,
  onClick,
  children,
}: {
  label: string;
  isOff?: boolean;
  color?: string;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        size={48}
        radius="xl"
        variant={isOff || color ? 'filled' : 'default'}
        color={color ?? (isOff ? 'gray' : undefined)}
        aria-label={label}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** The call's controls: microphone, camera, screen share, leave, and how many people are in. */
export function CallControls({
  people,
  capacity,
  isMicOn,
  isCameraOn,
  isSharing,
  onMic,
  onCamera,
  onShare,
  onLeave,
}: CallControlsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" pt="sm">
      <Text size="sm" c="dimmed" miw={120}>
        {t('visitVideo.people', { count: people, capacity })}
      </Text>
      <Group role="toolbar" aria-label={t('visitVideo.controls')} gap="sm" justify="center">
        {isMicOn !== null && (
          <Control
            label={isMicOn ? t('visitVideo.micOff') : t('visitVideo.micOn')}
            isOff={!isMicOn}
            onClick={onMic}
          >
            {isMicOn ? <IconMicrophone aria-hidden /> : <IconMicrophoneOff aria-hidden />}
          </Control>
        )}
        {isCameraOn !== null && (
          <Control
            label={isCameraOn ? t('visitVideo.cameraOff') : t('visitVideo.cameraOn')}
            isOff={!isCameraOn}
            onClick={onCamera}
          >
            {isCameraOn ? <IconVideo aria-hidden /> : <IconVideoOff aria-hidden />}
          </Control>
        )}
        {isSharing !== null && (
          <Control label={isSharing ? t('visitVideo.stopSharing') : t('visitVideo.share')} onClick={onShare}>
            {isSharing ? <IconScreenShareOff aria-hidden /> : <IconScreenShare aria-hidden />}
          </Control>
        )}
        <Control label={t('visitVideo.leave')} color="red" onClick={onLeave}>
          <IconPhoneOff aria-hidden />
        </Control>
      </Group>
      <span style={{ minWidth: 120 }} aria-hidden />
    </Group>
  );
}

import { Avatar, Box, Group, Text } from '@mantine/core';
import { IconMicrophoneOff, IconVolume } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type VideoTileProps = {
  /** The tile's label (the visitor's own tile: "You (name)"). */
  name: string;
  /** The person's name for the initials, when the label says more. */
  personName?: string;
  /** What to show and play; null (listen only, no camera) shows the initials alone. */
  stream: MediaStream | null;
  width: number;
  /** The visitor's own tile: never played back (no echo), mirrored like a mirror while it is the camera. */
  isSelf?: boolean;
  isMirrored?: boolean;
  hasVideo: boolean;
  isMuted: boolean;
  isSpeaking: boolean;
  /** The remote person's feed id (e2e hook `data-feed`). */
  feedId?: number;
  /** The moderator's menu for this person. */
  actions?: ReactNode;
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/**
 * One person in the call grid: their video (or initials while there is none; the <video> keeps
 * playing their sound), name, a microphone-off icon, and a ring while they speak.
 */
export function VideoTile({
  name,
  personName = name,
  stream,
  width,
  isSelf = false,
  isMirrored = false,
  hasVideo,
  isMuted,
  isSpeaking,
  feedId,
  actions,
}: VideoTileProps) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (video && video.srcObject !== stream) video.srcObject = stream;
  }, [stream]);

  return (
    <Box
      component="figure"
      aria-label={name}
      m={0}
      pos="relative"
      w={width}
      style={{
        aspectRatio: '16 / 9',
        borderRadius: 12,
        overflow: 'hidden',
        background: 'var(--mantine-color-dark-6)',
        outline: isSpeaking ? '3px solid var(--mantine-color-teal-5)' : 'none',
        outlineOffset: -3,
      }}
    >
      <video
        ref={videoRef}
        autoPlay
        playsInline
        muted={isSelf}
        data-testid={isSelf ? 'local-video' : 'remote-video'}
        data-feed={feedId}
        style={{
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          transform: isMirrored ? 'scaleX(-1)' : undefined,
          opacity: hasVideo ? 1 : 0,
        }}
      />
      {!hasVideo && (
        <Avatar
          size="xl"
          radius="xl"
          color="brand"
          variant="filled"
          pos="absolute"
          style={{ top: '50%', left: '50%', transform: 'translate(-50%, -50%)' }}
          aria-hidden
        >
          {initials(personName)}
        </Avatar>
      )}
      <Group
        component="figcaption"
        gap={6}
        wrap="nowrap"
        pos="absolute"
        bottom={8}
        left={8}
        maw="calc(100% - 16px)"
        px={8}
        py={2}
        style={{ borderRadius: 6, background: 'rgb(0 0 0 / 60%)', color: 'white' }}
      >
        {isMuted && <IconMicrophoneOff size={16} aria-label={t('visitVideo.micOffLabel')} role="img" />}
        {isSpeaking && <IconVolume size={16} aria-label={t('visitVideo.speaking')} role="img" />}
        <Text size="sm" fw={600} truncate>
          {name}
        </Text>
      </Group>
      {actions && (
        <Box pos="absolute" top={8} right={8}>
          {actions}
        </Box>
      )}
    </Box>
  );
}

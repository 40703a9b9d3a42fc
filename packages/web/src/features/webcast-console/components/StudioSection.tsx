import { Alert, Badge, Box, Button, Group, Select, Stack, Text } from '@mantine/core';
import {
  IconBroadcast,
  IconCamera,
  IconPlayerStop,
  IconScreenShare,
  IconScreenShareOff,
} from '@tabler/icons-react';
import type { WebcastStudio } from '@foyer/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../ui/confirm';
import { canShareScreen } from '../../visit/video/localMedia';
import { WebcastRoleBadge } from '../../webcasts/components/WebcastRoleBadge';
import { WebcastSection } from '../../webcasts/components/WebcastSection';
import {
  type WebcastConsoleSession,
  useStudio,
  useStudioAir,
  useStudioJoin,
  useStudioLeave,
} from '../queries';
import { NO_DEVICE, useStudioMedia } from '../studio/useStudioMedia';

/** The preview of what the presenter sends (muted: they hear themselves otherwise). */
function Preview({ track, label }: { track: MediaStreamTrack | null; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = track ? new MediaStream([track]) : null;
  }, [track]);
  return (
    <Box
      component="video"
      ref={ref}
      aria-label={label}
      muted
      autoPlay
      playsInline
      w="100%"
      style={{ aspectRatio: '16 / 9', background: '#111418', borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
}

/** Moderators: who presents, whether their media arrives, and who is on air; put on air, switch, stop. */
function Presenters({ studio, token }: { studio: WebcastStudio; token: string }) {
  const { t } = useTranslation();
  const air = useStudioAir(token);
  const handleStop = () =>
    confirmAction({
      title: t('webcastConsole.studio.stopTitle'),
      message: t('webcastConsole.studio.stopText'),
      confirmLabel: t('webcastConsole.studio.stop'),
      cancelLabel: t('common.cancel'),
      isDanger: true,
      onConfirm: () => air.mutate(null),
    });
  if (studio.presenters.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('webcastConsole.studio.nobody')}
      </Text>
    );
  return (
    <Stack gap="xs" component="ul" p={0} m={0} aria-label={t('webcastConsole.studio.presenters')}>
      {studio.presenters.map((p) => {
        const isOnAir = studio.onAir === p.id;
        return (
          <Group
            key={p.id}
            component="li"
            justify="space-between"
            gap="sm"
            wrap="wrap"
            style={{ listStyle: 'none' }}
          >
            <Group gap={8} wrap="wrap" style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} style={{ wordBreak: 'break-word' }}>
                {p.displayName}
                {studio.you === p.id && ` ${t('webcastConsole.studio.youSuffix')}`}
              </Text>
              <WebcastRoleBadge role={p.role} />
              {isOnAir ? (
                <Badge color="red" variant="filled">
                  {t('webcastConsole.studio.onAir')}
                </Badge>
              ) : (
                <Badge color={p.ready ? 'green' : 'gray'} variant="light">
                  {t(p.ready ? 'webcastConsole.studio.ready' : 'webcastConsole.studio.connecting')}
                </Badge>
              )}
            </Group>
            {!isOnAir && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconBroadcast size={14} aria-hidden />}
                disabled={!p.ready}
                loading={air.isPending && air.variables === p.id}
                onClick={() => air.mutate(p.id)}
                aria-label={t('webcastConsole.studio.putOnAirNamed', { name: p.displayName })}
              >
                {t(studio.onAir ? 'webcastConsole.studio.switch' : 'webcastConsole.studio.putOnAir')}
              </Button>
            )}
          </Group>
        );
      })}
      {studio.onAir && (
        <Group justify="flex-end" component="li" style={{ listStyle: 'none' }}>
          <Button
            color="red"
            variant="outline"
            size="xs"
            leftSection={<IconPlayerStop size={14} aria-hidden />}
            loading={air.isPending && air.variables === null}
            onClick={handleStop}
          >
            {t('webcastConsole.studio.stop')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * The browser studio of moderators and speakers: choose a camera, a microphone and/or a screen, see
 * the preview, and join; a moderator puts a presenter on air, switches between them, and stops. The
 * broadcast that follows is the webcast's own, as from OBS.
 */
export function StudioSection({ session, token }: { session: WebcastConsoleSession; token: string }) {
  const { t } = useTranslation();
  const query = useStudio(token);
  const joinStudio = useStudioJoin(token);
  const leave = useStudioLeave(token);
  const media = useStudioMedia(session.displayName);
  const studio = query.data;
  const isYouOnAir = studio?.onAir !== null && studio?.onAir === studio?.you;
  const isJoined = media.isConnected && studio?.you !== null;

  const join = () =>
    media
      .connect(async (offer) => (await joinStudio.mutateAsync(offer)).sdp)
      // The answer's error is shown by the client's toast; the browser's is rare (no WebRTC).
      .catch(() => undefined);
  const handleLeave = () => {
    media.disconnect();
    leave.mutate();
  };

  if (!studio) return null;
  const deviceOptions = (devices: MediaDeviceInfo[], none: string, fallback: string) => [
    ...devices.map((d, i) => ({ value: d.deviceId, label: d.label || `${fallback} ${i + 1}` })),
    { value: NO_DEVICE, label: none },
  ];

  return (
    <WebcastSection
      id="console-studio"
      title={t('webcastConsole.studio.title')}
      aside={
        isYouOnAir ? (
          <Badge color="red" variant="filled" size="lg">
            {t('webcastConsole.studio.youAreOnAir')}
          </Badge>
        ) : isJoined ? (
          <Badge color="green" variant="light" size="lg">
            {t('webcastConsole.studio.inStudio')}
          </Badge>
        ) : null
      }
    >
      {!studio.available ? (
        <Text size="sm" c="dimmed">
          {t('webcastConsole.studio.unavailable')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t(
              session.role === 'moderator'
                ? 'webcastConsole.studio.introModerator'
                : 'webcastConsole.studio.intro',
            )}
          </Text>
          {!media.isStarted ? (
            <Group>
              <Button leftSection={<IconCamera size={16} aria-hidden />} onClick={() => void media.start()}>
                {t('webcastConsole.studio.setUp')}
              </Button>
            </Group>
          ) : (
            <Stack gap="sm">
              <Preview track={media.preview} label={t('webcastConsole.studio.preview')} />
              <Group gap="sm" wrap="wrap" align="flex-end">
                <Select
                  label={t('webcastConsole.studio.camera')}
                  data={deviceOptions(
                    media.cameras,
                    t('webcastConsole.studio.noCamera'),
                    t('webcastConsole.studio.camera'),
                  )}
                  value={media.cameraId || media.cameras[0]?.deviceId || NO_DEVICE}
                  onChange={(v) => v && media.setCameraId(v)}
                  allowDeselect={false}
                  style={{ flex: '1 1 12rem' }}
                />
                <Select
                  label={t('webcastConsole.studio.microphone')}
                  data={deviceOptions(
                    media.microphones,
                    t('webcastConsole.studio.noMicrophone'),
                    t('webcastConsole.studio.microphone'),
                  )}
                  value={media.microphoneId || media.microphones[0]?.deviceId || NO_DEVICE}
                  onChange={(v) => v && media.setMicrophoneId(v)}
                  allowDeselect={false}
                  style={{ flex: '1 1 12rem' }}
                />
                {canShareScreen() && (
                  <Button
                    variant={media.isSharingScreen ? 'filled' : 'default'}
                    leftSection={
                      media.isSharingScreen ? (
                        <IconScreenShareOff size={16} aria-hidden />
                      ) : (
                        <IconScreenShare size={16} aria-hidden />
                      )
                    }
                    aria-pressed={media.isSharingScreen}
                    onClick={() => void media.toggleScreen()}
                  >
                    {t(
                      media.isSharingScreen
                        ? 'webcastConsole.studio.stopScreen'
                        : 'webcastConsole.studio.shareScreen',
                    )}
                  </Button>
                )}
              </Group>
              {media.failure && (
                <Alert color="yellow" variant="light">
                  {t(`webcastConsole.studio.failure.${media.failure}`)}
                </Alert>
              )}
              {media.isBroken && (
                <Alert color="red" variant="light">
                  {t('webcastConsole.studio.broken')}
                </Alert>
              )}
              <Group>
                {isJoined ? (
                  <Button variant="default" onClick={handleLeave} loading={leave.isPending}>
                    {t('webcastConsole.studio.leave')}
                  </Button>
                ) : (
                  <Button
                    onClick={() => void join()}
                    disabled={!media.preview}
                    loading={joinStudio.isPending}
                  >
                    {t('webcastConsole.studio.join')}
                  </Button>
                )}
              </Group>
            </Stack>
          )}
          {session.role === 'moderator' && <Presenters studio={studio} token={token} />}
        </>
      )}
    </WebcastSection>
  );
}

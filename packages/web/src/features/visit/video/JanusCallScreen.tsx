import type { VideoJoinRequest, VideoJoinResults } from '@foyer/shared';
import { Box, Button, Flex, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../ui/toast';
import { CallControls } from './CallControls';
import { CallMessage, CallWaiting } from './CallMessage';
import { JoinRefused } from './JoinRefused';
import { ModeratorMenu } from './ModeratorMenu';
import { VideoTile } from './VideoTile';
import { gridLayout, tileWidthFor } from './grid';
import type { CallSnapshot, ConnectJanus } from './janusSession';
import { type MediaFailure, type MediaMode, canShareScreen, openScreen } from './localMedia';
import { useJanusCall } from './useJanusCall';
import { useLocalMedia } from './useLocalMedia';

type JanusResults = Extract<VideoJoinResults, { provider: 'janus' }>;

export type JanusCallScreenProps = {
  results: JanusResults;
  target: VideoJoinRequest;
  connectJanus: ConnectJanus;
  /** True while a call is on (closing the dialog then asks first). */
  onLive(isLive: boolean): void;
  /** Joins again (after the room was full or the connection failed). */
  onRetry(): void;
  onLeave(): void;
};

/**
 * Foyer's own call screen on Janus: opens the camera and microphone (or says how to allow them and
 * offers to join without camera or to listen only), connects, and shows the grid and controls.
 */
export function JanusCallScreen({
  results,
  target,
  connectJanus,
  onLive,
  onRetry,
  onLeave,
}: JanusCallScreenProps) {
  const { t } = useTranslation();
  const media = useLocalMedia();
  const stream = media.phase === 'ready' ? media.stream : undefined;
  const { snapshot, callRef } = useJanusCall(results, stream, connectJanus);
  const isLive =
    media.phase === 'ready' && (snapshot.status === 'connecting' || snapshot.status === 'connected');

  useEffect(() => {
    onLive(isLive);
    return () => onLive(false);
  }, [isLive, onLive]);

  const close = (
    <Button variant="default" onClick={onLeave}>
      {t('common.close')}
    </Button>
  );
  if (media.phase === 'asking') return <CallWaiting label={t('visitVideo.openingMedia')} />;
  if (media.phase === 'refused')
    return (
      <MediaRefused mode={media.mode} failure={media.failure} onChoose={media.choose} onLeave={onLeave} />
    );
  switch (snapshot.status) {
    case 'full':
      return <JoinRefused code="ROOM_FULL" capacity={results.capacity} onRetry={onRetry} onClose={onLeave} />;
    case 'kicked':
      return <CallMessage title={t('visitVideo.kickedTitle')}>{close}</CallMessage>;
    case 'ended':
      return <CallMessage title={t('visitVideo.endedTitle')}>{close}</CallMessage>;
    case 'failed':
      return (
        <CallMessage title={t('visitVideo.failedTitle')} text={t('visitVideo.failedText')}>
          <Button onClick={onRetry}>{t('visitVideo.retry')}</Button>
          {close}
        </CallMessage>
      );
    default:
      return (
        <LiveCall
          results={results}
          target={target}
          stream={media.stream}
          snapshot={snapshot}
          replaceVideoTrack={(track) => callRef.current?.replaceVideoTrack(track) ?? Promise.resolve()}
          onLeave={onLeave}
        />
      );
  }
}

/** No camera or microphone: why, how to allow them, and the other ways to join. */
function MediaRefused({
  mode,
  failure,
  onChoose,
  onLeave,
}: {
  mode: MediaMode;
  failure: MediaFailure;
  onChoose(mode: MediaMode): void;
  onLeave(): void;
}) {
  const { t } = useTranslation();
  return (
    <CallMessage
      title={failure === 'denied' ? t('visitVideo.deniedTitle') : t('visitVideo.unavailableTitle')}
      text={failure === 'denied' ? t('visitVideo.deniedText') : t('visitVideo.unavailableText')}
    >
      <Button onClick={() => onChoose(mode)}>{t('visitVideo.retry')}</Button>
      {mode === 'camera' && (
        <Button variant="light" onClick={() => onChoose('audio')}>
          {t('visitVideo.joinWithoutCamera')}
        </Button>
      )}
      <Button variant="light" onClick={() => onChoose('none')}>
        {t('visitVideo.listenOnly')}
      </Button>
      <Button variant="default" onClick={onLeave}>
        {t('common.close')}
      </Button>
    </CallMessage>
  );
}

const GAP = 12;

/** The call itself: the tiles in a grid that fills the screen, and the controls under it. */
function LiveCall({
  results,
  target,
  stream,
  snapshot,
  replaceVideoTrack,
  onLeave,
}: {
  results: JanusResults;
  target: VideoJoinRequest;
  stream: MediaStream | null;
  snapshot: CallSnapshot;
  replaceVideoTrack(track: MediaStreamTrack): Promise<void>;
  onLeave(): void;
}) {
  const { t } = useTranslation();
  const hasMic = (stream?.getAudioTracks().length ?? 0) > 0;
  const camera = stream?.getVideoTracks()[0] ?? null;
  const [isMicOn, setIsMicOn] = useState(true);
  const [isCameraOn, setIsCameraOn] = useState(true);
  const [screen, setScreen] = useState<MediaStreamTrack | null>(null);
  const grid = useElementSize();

  useEffect(() => {
    for (const track of stream?.getAudioTracks() ?? []) track.enabled = isMicOn;
  }, [stream, isMicOn]);
  useEffect(() => {
    if (camera) camera.enabled = isCameraOn;
  }, [camera, isCameraOn]);
  // A moderator's mute turns the microphone off here too, so that the button tells the truth.
  useEffect(() => {
    if (snapshot.isMutedByModerator) setIsMicOn(false);
  }, [snapshot.isMutedByModerator]);
  // The shared screen stops when sharing ends and when the call screen closes.
  useEffect(() => () => screen?.stop(), [screen]);

  const stopSharing = async () => {
    if (camera) await replaceVideoTrack(camera).catch(() => {});
    setScreen(null);
  };
  const startSharing = async () => {
    let track: MediaStreamTrack | undefined;
    try {
      track = await openScreen();
      await replaceVideoTrack(track);
      // The browser's own "Stop sharing" bar ends the track: the camera comes back.
      track.addEventListener('ended', () => void stopSharing());
      setScreen(track);
    } catch (error) {
      track?.stop();
      // Cancelling the browser's picker is a choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'NotAllowedError'))
        toastError(t('visitVideo.shareFailed'));
    }
  };

  const preview = useMemo(() => (screen ? new MediaStream([screen]) : stream), [screen, stream]);
  const count = snapshot.remotes.length + 1;
  const layout = gridLayout(count, grid.width, grid.height);
  const tileWidth = tileWidthFor(layout, grid.width, grid.height, GAP);

  return (
    <Flex direction="column" h="100%" mih={0}>
      {snapshot.status === 'connecting' && (
        <Text role="status" size="sm" c="dimmed">
          {t('visitVideo.connecting')}
        </Text>
      )}
      {snapshot.isMutedByModerator && (
        <Text role="status" size="sm">
          {t('visitVideo.mutedByModerator')}
        </Text>
      )}
      {!stream && (
        <Text role="status" size="sm">
          {t('visitVideo.listeningOnly')}
        </Text>
      )}
      <Box ref={grid.ref} flex={1} mih={0}>
        <Flex
          wrap="wrap"
          gap={GAP}
          justify="center"
          align="center"
          h="100%"
          style={{ alignContent: 'center' }}
        >
          <VideoTile
            name={t('visitVideo.you', { name: results.displayName })}
            personName={results.displayName}
            stream={preview}
            width={tileWidth}
            isSelf
            isMirrored={!screen}
            hasVideo={Boolean(screen) || (camera !== null && isCameraOn)}
            isMuted={!hasMic || !isMicOn}
            isSpeaking={false}
          />
          {snapshot.remotes.map((remote) => {
            const name = remote.display || t('visitVideo.guest');
            return (
              <VideoTile
                key={remote.feedId}
                name={name}
                stream={remote.stream}
                width={tileWidth}
                feedId={remote.feedId}
                hasVideo={remote.hasVideo}
                isMuted={remote.isMuted}
                isSpeaking={remote.isSpeaking}
                actions={
                  results.moderator && (
                    <ModeratorMenu
                      target={target}
                      name={name}
                      feedId={remote.feedId}
                      audioMid={remote.audioMid}
                    />
                  )
                }
              />
            );
          })}
        </Flex>
      </Box>
      <CallControls
        people={count}
        capacity={results.capacity}
        isMicOn={hasMic ? isMicOn : null}
        isCameraOn={camera ? isCameraOn : null}
        isSharing={camera && canShareScreen() ? screen !== null : null}
        onMic={() => setIsMicOn((on) => !on)}
        onCamera={() => setIsCameraOn((on) => !on)}
        onShare={() => void (screen ? stopSharing() : startSharing())}
        onLeave={onLeave}
      />
    </Flex>
  );
}

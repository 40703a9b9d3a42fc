import { type WebcastStatus, webcastPlaybackPath } from '@foyer/shared';
import { Box, Button, Stack, Text } from '@mantine/core';
import { IconBroadcast, IconBroadcastOff, IconRefresh, IconVolume } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIVE_HLS_CONFIG, loadHls } from './hlsLoader';

/** How often a webcast that is not live yet is asked for again (issue 18: every 5 s). */
export const RETRY_MS = 5000;

/**
 * How long a playing stream may stand still before it counts as ended: when an encoder stops, the
 * media server keeps its last playlist (no end marker), so the picture just freezes.
 */
export const STALL_ENDS_MS = 12_000;

/**
 * waiting: the playlist is not there yet (404), asked again every 5 s; playing: attached to the
 * video; ended: the stream went away after it had played; unsupported: this browser plays no HLS.
 */
type Phase = 'waiting' | 'playing' | 'ended' | 'unsupported';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** Starts playing; a refusal (autoplay rules, a pause meanwhile) leaves the controls to the person. */
function playQuietly(video: HTMLVideoElement) {
  try {
    void video.play()?.catch(() => {});
  } catch {
    // an old browser or a test DOM without media playback
  }
}

/** Whether the playlist answers now (404 and network failures: not yet). */
async function isOnAir(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Plays a webcast live from its HLS master playlist on Foyer's origin (`/hls/<id>.m3u8`): with hls.js,
 * loaded on first use, wherever Media Source Extensions exist, else natively (older iPhones). Until the playlist
 * answers it says the broadcast has not started (with the planned start when known) and asks again
 * every 5 s; when the stream goes away or stands still after playing, it says the broadcast has
 * ended and offers to try again. Starts muted (browsers refuse sound without a gesture) with a
 * "Turn sound on" button. Where the broadcast's state is known (the organiser's page), `status` says
 * it and the player asks for the stream only while it is live.
 */
export function WebcastPlayer({
  webcastId,
  label,
  plannedStart,
  status,
}: {
  webcastId: string;
  /** The player's accessible name (the talk's title, the webcast's name). */
  label: string;
  /** The planned live start, already in words ("12 Mar 2027, 14:00"), when known. */
  plannedStart?: string | undefined;
  /** The broadcast's state when known; not live, nothing is asked and the state is said. */
  status?: WebcastStatus | undefined;
}) {
  const { t } = useTranslation();
  const url = webcastPlaybackPath(webcastId);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [ownPhase, setPhase] = useState<Phase>('waiting');
  const isOffAir = status !== undefined && status !== 'live';
  const phase: Phase = isOffAir ? (status === 'ended' ? 'ended' : 'waiting') : ownPhase;
  const [attempt, setAttempt] = useState(0);
  const [isMuted, setMuted] = useState(true);
  // After a stream was lost, the next look waits one interval (no tight loop on a broken stream).
  const nextProbeDelay = useRef(0);

  // Waiting: ask for the playlist now (or after a loss, in 5 s), then every 5 s until it answers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the asking (try again)
  useEffect(() => {
    if (isOffAir || phase !== 'waiting') return;
    let isCancelled = false;
    let timer: number | undefined;
    const probe = async () => {
      const isUp = await isOnAir(url);
      if (isCancelled) return;
      if (isUp) setPhase('playing');
      else timer = window.setTimeout(probe, RETRY_MS);
    };
    timer = window.setTimeout(probe, nextProbeDelay.current);
    nextProbeDelay.current = 0;
    return () => {
      isCancelled = true;
      window.clearTimeout(timer);
    };
  }, [isOffAir, phase, url, attempt]);

  // Playing: attach the stream; a fatal loss ends the broadcast (or, before any picture, waits again).
  useEffect(() => {
    if (isOffAir || phase !== 'playing') return;
    const video = videoRef.current;
    if (!video) return;
    let isCancelled = false;
    let hasPlayed = false;
    let hls: { destroy(): void } | undefined;
    const handlePlaying = () => {
      hasPlayed = true;
    };
    const handleLost = () => {
      if (isCancelled) return;
      nextProbeDelay.current = RETRY_MS;
      setPhase(hasPlayed ? 'ended' : 'waiting');
    };
    const handleEnded = () => {
      if (!isCancelled) setPhase('ended');
    };
    const start = () => playQuietly(video);
    // A picture that stands still (not paused by the viewer) for STALL_ENDS_MS: the broadcast is over.
    let lastTime = video.currentTime;
    let lastProgressAt = Date.now();
    const watchdog = window.setInterval(() => {
      if (!hasPlayed || video.paused || video.currentTime !== lastTime) {
        lastTime = video.currentTime;
        lastProgressAt = Date.now();
      } else if (Date.now() - lastProgressAt >= STALL_ENDS_MS) handleEnded();
    }, 1000);
    video.addEventListener('playing', handlePlaying);
    video.addEventListener('ended', handleEnded);
    // hls.js wherever Media Source Extensions exist (its live catch-up and errors are what this
    // player is built on; Chromium's own HLS, new in 2025, stalled on live playlists here); the
    // browser's own HLS only without them (Safari on older iPhones).
    const hasMse = 'MediaSource' in window || 'ManagedMediaSource' in window;
    const isNative = !hasMse && video.canPlayType(HLS_TYPE) !== '';
    if (isNative) {
      video.addEventListener('error', handleLost);
      video.src = url;
      start();
    } else {
      loadHls()
        .then((Hls) => {
          if (isCancelled) return;
          if (!Hls.isSupported()) {
            setPhase('unsupported');
            return;
          }
          const player = new Hls(LIVE_HLS_CONFIG);
          hls = player;
          let hasRecovered = false;
          player.on(Hls.Events.ERROR, (_event, data) => {
            if (!data.fatal) return;
            // A decoding hiccup is worth one recovery; a lost stream is not.
            if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !hasRecovered) {
              hasRecovered = true;
              player.recoverMediaError();
            } else handleLost();
          });
          player.on(Hls.Events.MANIFEST_PARSED, start);
          player.loadSource(url);
          player.attachMedia(video);
        })
        .catch(handleLost);
    }
    return () => {
      isCancelled = true;
      window.clearInterval(watchdog);
      video.removeEventListener('playing', handlePlaying);
      video.removeEventListener('ended', handleEnded);
      video.removeEventListener('error', handleLost);
      hls?.destroy();
      if (isNative) {
        video.removeAttribute('src');
        video.load();
      }
    };
  }, [isOffAir, phase, url]);

  const handleUnmute = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = false;
    setMuted(false);
    playQuietly(video);
  };

  const handleRetry = () => {
    nextProbeDelay.current = 0;
    setPhase('waiting');
    setAttempt((n) => n + 1);
  };

  const isPlaying = phase === 'playing';
  return (
    <Box
      pos="relative"
      style={{
        aspectRatio: '16 / 9',
        maxHeight: '70vh',
        background: '#000',
        borderRadius: 8,
        overflow: 'hidden',
      }}
    >
      <video
        ref={videoRef}
        aria-label={label}
        controls={isPlaying}
        autoPlay
        muted
        playsInline
        onVolumeChange={(e) => setMuted(e.currentTarget.muted)}
        style={{ display: 'block', width: '100%', height: '100%', background: '#000' }}
      />
      {isPlaying && isMuted && (
        <Button
          pos="absolute"
          top={12}
          left={12}
          size="compact-md"
          color="dark"
          leftSection={<IconVolume size={16} aria-hidden />}
          onClick={handleUnmute}
        >
          {t('webcasts.player.unmute')}
        </Button>
      )}
      {!isPlaying && (
        <Stack
          pos="absolute"
          inset={0}
          align="center"
          justify="center"
          gap={6}
          p="md"
          ta="center"
          c="gray.0"
          role="status"
          aria-live="polite"
        >
          {phase === 'ended' ? (
            <IconBroadcastOff size={32} aria-hidden />
          ) : (
            <IconBroadcast size={32} aria-hidden />
          )}
          <Text fw={600} c="inherit">
            {t(`webcasts.player.${phase}`)}
          </Text>
          {phase === 'waiting' && (
            <Text size="sm" c="gray.4">
              {plannedStart
                ? t('webcasts.player.plannedStart', { time: plannedStart })
                : t('webcasts.player.waitingHint')}
            </Text>
          )}
          {phase === 'ended' && !isOffAir && (
            <Button
              mt="xs"
              size="compact-md"
              variant="white"
              color="dark"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={handleRetry}
            >
              {t('webcasts.player.retry')}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}

import type { WebcastStatus } from '@foyer/shared';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { IconBroadcast, IconBroadcastOff, IconRefresh, IconVolume } from '@tabler/icons-react';
import type Hls from 'hls.js';
import { type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './WebcastPlayer.module.css';
import { WebcastCaptionsButton } from './WebcastCaptionsButton';
import { WebcastCountdown } from './WebcastCountdown';
import { WebcastLiveBadge } from './WebcastLiveBadge';
import { AUTO_LEVEL, type LevelInfo, WebcastQualityMenu, qualityChoices } from './WebcastQualityMenu';
import { LIVE_HLS_CONFIG, currentTokenXhrSetup, loadHls } from './hlsLoader';

/** How often a webcast that is not live yet is asked for again (issue 18: every 5 s). */
export const RETRY_MS = 5000;

/**
 * How long a playing stream may stand still before it counts as ended: when an encoder stops, the
 * media server keeps its last playlist (no end marker), so the picture just freezes.
 */
export const STALL_ENDS_MS = 12_000;

/**
 * waiting: the playlist is not there yet (404, or its address not known yet), asked again every
 * 5 s; playing: attached to the video; ended: the stream went away after it had played;
 * unsupported: this browser plays no HLS.
 */
type Phase = 'waiting' | 'playing' | 'ended' | 'unsupported';

const HLS_TYPE = 'application/vnd.apple.mpegurl';
const systemClock = () => new Date();

/** Starts playing; a refusal (autoplay rules, a pause meanwhile) leaves the controls to the person. */
function playQuietly(video: HTMLVideoElement) {
  try {
    void video.play()?.catch(() => {});
  } catch {
    // an old browser or a test DOM without media playback
  }
}

/** Whether the playlist answers now (404, 403 of an expired token and network failures: not yet). */
async function isOnAir(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
    return response.ok;
  } catch {
    return false;
  }
}

/** The first subtitles or captions track the browser found in a natively played stream. */
function nativeCaptions(video: HTMLVideoElement): TextTrack | undefined {
  const tracks = video.textTracks as TextTrackList | undefined;
  if (!tracks) return undefined;
  for (let i = 0; i < tracks.length; i++) {
    const track = tracks[i];
    if (track && (track.kind === 'subtitles' || track.kind === 'captions')) return track;
  }
  return undefined;
}

/** What the control bar shows of the attached stream. */
type StreamInfo = {
  /** hls.js's levels (none when played natively). */
  levels: LevelInfo[];
  /** The chosen level; AUTO_LEVEL: hls.js chooses by the connection. */
  level: number;
  /** The level playing now. */
  playingLevel: number | undefined;
  hasCaptions: boolean;
  isCaptionsOn: boolean;
  /** The picture moves (not paused). */
  isRolling: boolean;
};

const NO_STREAM: StreamInfo = {
  levels: [],
  level: AUTO_LEVEL,
  playingLevel: undefined,
  hasCaptions: false,
  isCaptionsOn: false,
  isRolling: false,
};

/**
 * Plays a webcast live from its signed HLS master playlist `src` (`…/hls/<token>/<id>.m3u8`, on this
 * origin or a CDN): with hls.js, loaded on first use, wherever Media Source Extensions exist, else
 * natively (older iPhones). The address changes as its token is renewed; playback goes on: every
 * request hls.js makes is sent under the newest token, and only `webcastId` (the stream's identity)
 * starts the player afresh. Until the playlist answers it says the broadcast has not started (with
 * the planned start and a countdown to it when known) and asks again every 5 s; when the stream goes
 * away or stands still after playing, it says the broadcast has ended and offers to try again.
 * Starts muted (browsers refuse sound without a gesture) with a "Turn sound on" button; while it
 * plays, a control bar shows "Live", the captions button and, with several renditions, the quality
 * menu. Where the broadcast's state is known (the organiser's page), `status` says it and the player
 * asks for the stream only while it is live. `videoRef` also gets the <video> (the venue meters it).
 */
export function WebcastPlayer({
  webcastId,
  src,
  isUnavailable = false,
  label,
  plannedStart,
  startsAt,
  clock = systemClock,
  status,
  videoRef: outerVideoRef,
}: {
  /** The webcast played: another one starts the player afresh, a new `src` of it does not. */
  webcastId: string;
  /** The current signed address of its master playlist; undefined while not known yet (waiting). */
  src: string | undefined;
  /** The webcast is not there for this viewer (NOT_FOUND): said, nothing asked. */
  isUnavailable?: boolean | undefined;
  /** The player's accessible name (the talk's title, the webcast's name). */
  label: string;
  /** The planned live start, already in words ("12 Mar 2027, 14:00"), when known. */
  plannedStart?: string | undefined;
  /** The planned live start (ISO), when known: counted down to while waiting. */
  startsAt?: string | undefined;
  /** The countdown's clock (injectable for tests and previews). */
  clock?: (() => Date) | undefined;
  /** The broadcast's state when known; not live, nothing is asked and the state is said. */
  status?: WebcastStatus | undefined;
  /** Also gets the player's <video> (the live venue records the seconds watched). */
  videoRef?: Ref<HTMLVideoElement> | undefined;
}) {
  const { t } = useTranslation();
  // The newest address: the probe and every request of a playing stream use it (token renewals).
  const srcRef = useRef(src);
  srcRef.current = src;
  const hasSrc = src !== undefined;
  const videoRef = useRef<HTMLVideoElement>(null);
  const mergedVideoRef = useMergedRef(videoRef, outerVideoRef);
  const hlsRef = useRef<Hls | undefined>(undefined);
  const [ownPhase, setPhase] = useState<Phase>('waiting');
  const isOffAir = isUnavailable || (status !== undefined && status !== 'live');
  const phase: Phase = isOffAir ? (status === 'ended' ? 'ended' : 'waiting') : ownPhase;
  const [attempt, setAttempt] = useState(0);
  const [isMuted, setMuted] = useState(true);
  const [stream, setStream] = useState<StreamInfo>(NO_STREAM);
  const updateStream = (change: Partial<StreamInfo>) => setStream((s) => ({ ...s, ...change }));
  // After a stream was lost, the next look waits one interval (no tight loop on a broken stream).
  const nextProbeDelay = useRef(0);

  // Waiting: ask for the playlist now (or after a loss, in 5 s), then every 5 s until it answers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `webcastId` and `attempt` restart the asking (another webcast, try again); a renewed `src` does not (the next look reads it).
  useEffect(() => {
    if (isOffAir || !hasSrc || phase !== 'waiting') return;
    let isCancelled = false;
    let timer: number | undefined;
    const probe = async () => {
      const url = srcRef.current;
      const isUp = url !== undefined && (await isOnAir(url));
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
  }, [isOffAir, hasSrc, phase, webcastId, attempt]);

  // Playing: attach the stream; a fatal loss ends the broadcast (or, before any picture, waits again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `webcastId` starts another webcast afresh; a renewed `src` reaches the stream through srcRef.
  useEffect(() => {
    if (isOffAir || phase !== 'playing') return;
    const video = videoRef.current;
    if (!video) return;
    let isCancelled = false;
    let hasPlayed = false;
    const handlePlaying = () => {
      hasPlayed = true;
      updateStream({ isRolling: true });
    };
    const handlePause = () => updateStream({ isRolling: false });
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
    video.addEventListener('pause', handlePause);
    video.addEventListener('ended', handleEnded);
    // hls.js wherever Media Source Extensions exist (its live catch-up and errors are what this
    // player is built on; Chromium's own HLS, new in 2025, stalled on live playlists here); the
    // browser's own HLS only without them (Safari on older iPhones).
    const hasMse = 'MediaSource' in window || 'ManagedMediaSource' in window;
    const isNative = !hasMse && video.canPlayType(HLS_TYPE) !== '';
    let attached = srcRef.current ?? '';
    // The browser's own HLS keeps the token it started with: once refused, it starts again under
    // the newest one (a short break once an hour) before the stream counts as lost.
    const handleNativeError = () => {
      const latest = srcRef.current;
      if (latest && latest !== attached) {
        attached = latest;
        video.src = latest;
        start();
      } else handleLost();
    };
    const handleNativeTracks = () => updateStream({ hasCaptions: nativeCaptions(video) !== undefined });
    if (isNative) {
      video.addEventListener('error', handleNativeError);
      video.textTracks?.addEventListener?.('addtrack', handleNativeTracks);
      handleNativeTracks();
      video.src = attached;
      start();
    } else {
      loadHls()
        .then((Hls) => {
          if (isCancelled) return;
          if (!Hls.isSupported()) {
            setPhase('unsupported');
            return;
          }
          const player = new Hls({
            ...LIVE_HLS_CONFIG,
            xhrSetup: currentTokenXhrSetup(() => srcRef.current),
          });
          hlsRef.current = player;
          let hasRecovered = false;
          player.on(Hls.Events.ERROR, (_event, data) => {
            if (!data.fatal) return;
            // A decoding hiccup is worth one recovery; a lost stream is not.
            if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !hasRecovered) {
              hasRecovered = true;
              player.recoverMediaError();
            } else handleLost();
          });
          player.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
            updateStream({
              levels: data.levels.map((l) => ({ height: l.height, bitrate: l.bitrate })),
              hasCaptions: (player.subtitleTracks?.length ?? 0) > 0,
            });
            start();
          });
          player.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => updateStream({ playingLevel: data.level }));
          player.on(Hls.Events.SUBTITLE_TRACKS_UPDATED, (_event, data) =>
            updateStream({ hasCaptions: data.subtitleTracks.length > 0 }),
          );
          player.loadSource(attached);
          player.attachMedia(video);
        })
        .catch(handleLost);
    }
    return () => {
      isCancelled = true;
      window.clearInterval(watchdog);
      video.removeEventListener('playing', handlePlaying);
      video.removeEventListener('pause', handlePause);
      video.removeEventListener('ended', handleEnded);
      video.removeEventListener('error', handleNativeError);
      video.textTracks?.removeEventListener?.('addtrack', handleNativeTracks);
      hlsRef.current?.destroy();
      hlsRef.current = undefined;
      setStream(NO_STREAM);
      if (isNative) {
        video.removeAttribute('src');
        video.load();
      }
    };
  }, [isOffAir, phase, webcastId]);

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

  const handleQuality = (level: number) => {
    const hls = hlsRef.current;
    if (!hls) return;
    hls.currentLevel = level;
    updateStream({ level });
  };

  const handleCaptions = () => {
    const isOn = !stream.isCaptionsOn;
    const hls = hlsRef.current;
    if (hls) {
      hls.subtitleTrack = isOn ? 0 : -1;
      hls.subtitleDisplay = isOn;
    } else {
      const track = videoRef.current && nativeCaptions(videoRef.current);
      if (track) track.mode = isOn ? 'showing' : 'disabled';
    }
    updateStream({ isCaptionsOn: isOn });
  };

  const isPlaying = phase === 'playing';
  const choices = qualityChoices(stream.levels, t('webcasts.player.qualitySource'));
  const said = isUnavailable ? 'unavailable' : phase;
  return (
    <Box style={{ background: '#000', borderRadius: 8, overflow: 'hidden' }}>
      <Box pos="relative" className={classes.screen} style={{ aspectRatio: '16 / 9', maxHeight: '70vh' }}>
        <video
          ref={mergedVideoRef}
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
            ta="center"
            c="gray.0"
            className={classes.overlay}
          >
            {said === 'waiting' ? (
              <IconBroadcast size={32} aria-hidden className={classes.icon} />
            ) : (
              <IconBroadcastOff size={32} aria-hidden className={classes.icon} />
            )}
            <Stack gap={6} align="center" role="status" aria-live="polite">
              <Text fw={600} c="inherit">
                {t(`webcasts.player.${said}`)}
              </Text>
              {said === 'waiting' && (plannedStart || !startsAt) && (
                <Text size="sm" c="gray.4">
                  {plannedStart
                    ? t('webcasts.player.plannedStart', { time: plannedStart })
                    : t('webcasts.player.waitingHint')}
                </Text>
              )}
              {said === 'unavailable' && (
                <Text size="sm" c="gray.4">
                  {t('webcasts.player.unavailableHint')}
                </Text>
              )}
            </Stack>
            {said === 'waiting' && startsAt && <WebcastCountdown startsAt={startsAt} clock={clock} />}
            {said === 'ended' && !isOffAir && (
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
      {isPlaying && (
        <Group
          justify="space-between"
          wrap="nowrap"
          gap="xs"
          px="xs"
          py={4}
          style={{ borderTop: '1px solid rgba(255, 255, 255, 0.12)' }}
        >
          <WebcastLiveBadge isRolling={stream.isRolling} />
          <Group gap={4} wrap="nowrap">
            <WebcastCaptionsButton
              hasCaptions={stream.hasCaptions}
              isOn={stream.isCaptionsOn}
              onToggle={handleCaptions}
            />
            {choices.length > 1 && (
              <WebcastQualityMenu
                choices={choices}
                level={stream.level}
                playingLevel={stream.playingLevel}
                onChange={handleQuality}
              />
            )}
          </Group>
        </Group>
      )}
    </Box>
  );
}

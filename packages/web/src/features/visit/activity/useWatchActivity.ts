import { type RefCallback, useCallback } from 'react';
import { useActivity } from './context';

/** A step of the playback position larger than this between two time updates is a jump, not playing. */
export const WATCH_JUMP_SECONDS = 2;
/** While it plays, a watch record goes every this many seconds played. */
export const WATCH_RECORD_SECONDS = 30;

/** A running count of what a video played; `flush` hands on the whole seconds counted so far. */
export type PlaybackMeter = { flush(): void; stop(): void };

/**
 * Counts the seconds `video` actually plays: the sum of its position's increases, leaving out seeks,
 * steps back and jumps over WATCH_JUMP_SECONDS (a live stream catching up). Hands them to `onSeconds`
 * every WATCH_RECORD_SECONDS played, on pause and end, and on `flush`/`stop`; never 0 seconds.
 */
export function meterPlayback(video: HTMLVideoElement, onSeconds: (seconds: number) => void): PlaybackMeter {
  let played = 0;
  let last = video.currentTime;
  const flush = () => {
    const seconds = Math.floor(played);
    if (seconds < 1) return;
    played -= seconds;
    onSeconds(seconds);
  };
  const handleTimeUpdate = () => {
    const step = video.currentTime - last;
    last = video.currentTime;
    if (video.seeking || step <= 0 || step > WATCH_JUMP_SECONDS) return;
    played += step;
    if (played >= WATCH_RECORD_SECONDS) flush();
  };
  // A seek or a (re)start moves the position without playing: count from where it is now.
  const handleMove = () => {
    last = video.currentTime;
  };
  const listeners = [
    ['timeupdate', handleTimeUpdate],
    ['seeking', handleMove],
    ['seeked', handleMove],
    ['playing', handleMove],
    ['pause', flush],
    ['ended', flush],
  ] as const;
  for (const [name, listener] of listeners) video.addEventListener(name, listener);
  return {
    flush,
    stop() {
      for (const [name, listener] of listeners) video.removeEventListener(name, listener);
      flush();
    },
  };
}

/**
 * A ref for a <video> of the venue whose playing is recorded: `watch` records of the element (a
 * talk, a booth video) with the seconds played, `live` for a live webcast; the rest when the player
 * closes or the page goes away.
 */
export function useWatchActivity(
  elementId: string | undefined,
  isLive: boolean,
): RefCallback<HTMLVideoElement> {
  const activity = useActivity();
  return useCallback(
    (video: HTMLVideoElement | null) => {
      if (!video) return;
      const meter = meterPlayback(video, (seconds) =>
        activity.record({ kind: 'watch', elementId, seconds, live: isLive }),
      );
      const unsubscribe = activity.onPageHide(meter.flush);
      return () => {
        unsubscribe();
        meter.stop();
      };
    },
    [activity, elementId, isLive],
  );
}

import { forwardRef, useRef } from 'react';

export type VideoPlayerProps = {
  src: string;
  /** The accessible name of the player. */
  label: string;
  poster?: string;
  /** Starts by itself, muted (browsers refuse sound without a gesture). */
  autostart?: boolean;
  loop?: boolean;
  /** Asks for full screen on the first play; a refusal is ignored. */
  startFullscreen?: boolean;
  /** Called with the playback position in seconds as it changes. */
  onTime?(seconds: number): void;
};

/** An HTML5 video with the browser's controls. */
export const VideoPlayer = forwardRef<HTMLVideoElement, VideoPlayerProps>(function VideoPlayer(
  { src, label, poster, autostart = false, loop = false, startFullscreen = false, onTime },
  ref,
) {
  const hasAskedFullscreen = useRef(false);
  const handlePlay = (e: React.SyntheticEvent<HTMLVideoElement>) => {
    if (!startFullscreen || hasAskedFullscreen.current) return;
    hasAskedFullscreen.current = true;
    const video = e.currentTarget;
    if (document.fullscreenElement || typeof video.requestFullscreen !== 'function') return;
    try {
      void video.requestFullscreen().catch(() => {});
    } catch {
      // A browser that refuses outright: the video plays in the dialog.
    }
  };
  return (
    <video
      ref={ref}
      src={src}
      poster={poster}
      aria-label={label}
      controls
      playsInline
      autoPlay={autostart}
      muted={autostart}
      loop={loop}
      preload="metadata"
      onPlay={handlePlay}
      onTimeUpdate={onTime ? (e) => onTime(e.currentTarget.currentTime) : undefined}
      style={{ display: 'block', width: '100%', maxHeight: '70vh', background: '#000', borderRadius: 8 }}
    />
  );
});

/** What the visitor sends: camera and microphone, the microphone alone, or nothing (listen only). */
export type MediaMode = 'camera' | 'audio' | 'none';

/** Why the browser gave no camera or microphone: refused by the person or the browser, or none found/free. */
export type MediaFailure = 'denied' | 'unavailable';

// A camera at 640x360 fits every room's bitrate (256 kbit/s to 1.5 Mbit/s) without wasting the CPU.
const CAMERA: MediaTrackConstraints = {
  width: { ideal: 640 },
  height: { ideal: 360 },
  frameRate: { ideal: 24 },
};

/**
 * Opens the camera and/or microphone for `mode` ('none': null). Rejects with the browser's error
 * (see mediaFailureOf).
 */
export async function openLocalMedia(mode: MediaMode): Promise<MediaStream | null> {
  if (mode === 'none') return null;
  if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No media devices', 'NotSupportedError');
  return navigator.mediaDevices.getUserMedia({ audio: true, video: mode === 'camera' ? CAMERA : false });
}

/** The kind of a getUserMedia failure: a refusal asks the person to allow it, the rest to plug or free a device. */
export function mediaFailureOf(error: unknown): MediaFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable';
}

/** Stops every track of a stream (the camera light goes off). */
export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** True when this browser can share a screen (getDisplayMedia); the share button hides otherwise. */
export function canShareScreen(): boolean {
  return typeof navigator.mediaDevices?.getDisplayMedia === 'function';
}

/** Asks for a screen, window or tab to share; its video track. */
export async function openScreen(): Promise<MediaStreamTrack> {
  const stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
  const [track] = stream.getVideoTracks();
  if (!track) throw new DOMException('No screen track', 'NotFoundError');
  return track;
}

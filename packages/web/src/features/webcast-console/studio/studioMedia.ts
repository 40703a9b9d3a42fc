/**
 * The media a presenter sends from the console's studio: a camera, a microphone and/or a screen,
 * made into one video and one audio track (the studio's encoder takes exactly one of each).
 */

export const STUDIO_WIDTH = 1280;
export const STUDIO_HEIGHT = 720;
const FPS = 30;

/** Something opened that must be closed (tracks stopped, timers ended). */
export type Closable = { close(): void };

/** A camera (`deviceId`, or the default one) at up to 720p. Rejects with the browser's error. */
export async function openCamera(deviceId: string | null): Promise<MediaStreamTrack> {
  const stream = await navigator.mediaDevices.getUserMedia({
    video: {
      ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
      width: { ideal: STUDIO_WIDTH },
      height: { ideal: STUDIO_HEIGHT },
      frameRate: { ideal: FPS },
    },
  });
  return stream.getVideoTracks()[0]!;
}

/** A microphone (`deviceId`, or the default one), echo-cancelled. Rejects with the browser's error. */
export async function openMicrophone(deviceId: string | null): Promise<MediaStreamTrack> {
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: {
      ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
      echoCancellation: true,
      noiseSuppression: true,
    },
  });
  return stream.getAudioTracks()[0]!;
}

/** The cameras and microphones of this browser (names only once the person allowed one). */
export async function listDevices(): Promise<{ cameras: MediaDeviceInfo[]; microphones: MediaDeviceInfo[] }> {
  const devices = (await navigator.mediaDevices?.enumerateDevices?.()) ?? [];
  return {
    cameras: devices.filter((d) => d.kind === 'videoinput' && d.deviceId),
    microphones: devices.filter((d) => d.kind === 'audioinput' && d.deviceId),
  };
}

/** An audio track of silence, for a presenter without a microphone (the broadcast keeps its sound track). */
export function silentAudio(): { track: MediaStreamTrack } & Closable {
  const context = new AudioContext();
  const destination = context.createMediaStreamDestination();
  const gain = context.createGain();
  gain.gain.value = 0;
  const source = context.createConstantSource();
  source.connect(gain).connect(destination);
  source.start();
  return { track: destination.stream.getAudioTracks()[0]!, close: () => void context.close() };
}

/**
 * A clock that keeps ticking in a background tab (a worker's timer is not slowed down as a page's
 * is), so a presenter who switches to their slides keeps sending every frame.
 */
function ticker(onTick: () => void): Closable {
  const source = `setInterval(() => postMessage(0), ${Math.round(1000 / FPS)});`;
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  const worker = new Worker(url);
  worker.onmessage = onTick;
  return {
    close: () => {
      worker.terminate();
      URL.revokeObjectURL(url);
    },
  };
}

/** Draws `video` into the box, fitted (letterboxed), on the canvas. */
function drawFitted(
  g: CanvasRenderingContext2D,
  video: HTMLVideoElement,
  box: { x: number; y: number; w: number; h: number },
) {
  const { videoWidth: vw, videoHeight: vh } = video;
  if (!vw || !vh) return;
  const scale = Math.min(box.w / vw, box.h / vh);
  const [w, h] = [vw * scale, vh * scale];
  g.drawImage(video, box.x + (box.w - w) / 2, box.y + (box.h - h) / 2, w, h);
}

const playing = (track: MediaStreamTrack) => {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = new MediaStream([track]);
  void video.play().catch(() => undefined);
  return video;
};

/**
 * One 720p video of what the presenter shows: the screen with the camera in a corner, or either one
 * alone (sent as is), or — neither — a title card with their name (an audio-only presenter).
 */
export function composeVideo(parts: {
  screen: MediaStreamTrack | null;
  camera: MediaStreamTrack | null;
  name: string;
}): { track: MediaStreamTrack } & Closable {
  const { screen, camera, name } = parts;
  if (screen && !camera) return { track: screen, close: () => undefined };
  if (camera && !screen) return { track: camera, close: () => undefined };
  const canvas = document.createElement('canvas');
  canvas.width = STUDIO_WIDTH;
  canvas.height = STUDIO_HEIGHT;
  const g = canvas.getContext('2d')!;
  const screenVideo = screen && playing(screen);
  const cameraVideo = camera && playing(camera);
  const draw = () => {
    g.fillStyle = '#111418';
    g.fillRect(0, 0, STUDIO_WIDTH, STUDIO_HEIGHT);
    if (screenVideo) drawFitted(g, screenVideo, { x: 0, y: 0, w: STUDIO_WIDTH, h: STUDIO_HEIGHT });
    if (cameraVideo) {
      // The camera in the lower right corner, a quarter of the width.
      const w = STUDIO_WIDTH / 4;
      const h = (w * 9) / 16;
      const box = { x: STUDIO_WIDTH - w - 24, y: STUDIO_HEIGHT - h - 24, w, h };
      g.fillStyle = '#000';
      g.fillRect(box.x, box.y, box.w, box.h);
      drawFitted(g, cameraVideo, box);
    }
    if (!screenVideo && !cameraVideo) {
      g.fillStyle = '#f1f3f5';
      g.font = '600 56px system-ui, sans-serif';
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText(name, STUDIO_WIDTH / 2, STUDIO_HEIGHT / 2, STUDIO_WIDTH - 160);
    }
  };
  draw();
  const clock = ticker(draw);
  const track = canvas.captureStream(FPS).getVideoTracks()[0]!;
  return {
    track,
    close: () => {
      clock.close();
      track.stop();
      for (const video of [screenVideo, cameraVideo]) if (video) video.srcObject = null;
    },
  };
}

/** Resolves once the connection has gathered its ICE candidates (or after 5 s with what it has). */
function gathered(pc: RTCPeerConnection): Promise<void> {
  return new Promise((resolve) => {
    if (pc.iceGatheringState === 'complete') return resolve();
    const timer = setTimeout(resolve, 5_000);
    pc.addEventListener('icegatheringstatechange', () => {
      if (pc.iceGatheringState !== 'complete') return;
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Sends `video` and `audio` to the studio: an offer with all its candidates goes to `exchange`
 * (the server), whose answer completes the connection. `onFailed` hears when it breaks later.
 * Rejects with exchange's error or the browser's.
 */
export async function connectStudio(
  tracks: { video: MediaStreamTrack; audio: MediaStreamTrack },
  exchange: (offer: string) => Promise<string>,
  onFailed: () => void,
): Promise<RTCPeerConnection> {
  const pc = new RTCPeerConnection();
  const stream = new MediaStream([tracks.video, tracks.audio]);
  for (const track of stream.getTracks()) {
    const sender = pc.addTrack(track, stream);
    if (track.kind === 'video') {
      // Text on a shared screen stays sharp: lower the frame rate rather than the resolution.
      const parameters = sender.getParameters() as RTCRtpSendParameters & { degradationPreference?: string };
      parameters.degradationPreference = 'maintain-resolution';
      void sender.setParameters(parameters).catch(() => undefined);
    }
  }
  pc.addEventListener('connectionstatechange', () => {
    if (pc.connectionState === 'failed') onFailed();
  });
  try {
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc);
    const answer = await exchange(pc.localDescription!.sdp);
    await pc.setRemoteDescription({ type: 'answer', sdp: answer });
    return pc;
  } catch (e) {
    pc.close();
    throw e;
  }
}

import { useCallback, useEffect, useState } from 'react';
import { type MediaFailure, mediaFailureOf, openScreen, stopStream } from '../../visit/video/localMedia';
import {
  composeVideo,
  connectStudio,
  listDevices,
  openCamera,
  openMicrophone,
  silentAudio,
} from './studioMedia';

/** A device choice: a deviceId, '' for the browser's default, or 'none'. */
export type DeviceChoice = string;
export const NO_DEVICE = 'none';

/**
 * The track of the chosen device (`''`: the default one), open while chosen and stopped when the
 * choice changes; null for 'none' or before start. A device that fails is reported to `onFailure`.
 */
function useChosenTrack(
  isStarted: boolean,
  choice: DeviceChoice,
  open: (deviceId: string | null) => Promise<MediaStreamTrack>,
  onFailure: (failure: MediaFailure) => void,
): MediaStreamTrack | null {
  const [track, setTrack] = useState<MediaStreamTrack | null>(null);
  useEffect(() => {
    if (!isStarted || choice === NO_DEVICE) return setTrack(null);
    let opened: MediaStreamTrack | null = null;
    let isCurrent = true;
    open(choice || null).then(
      (t) => {
        if (!isCurrent) return t.stop();
        opened = t;
        setTrack(t);
      },
      (e: unknown) => isCurrent && onFailure(mediaFailureOf(e)),
    );
    return () => {
      isCurrent = false;
      opened?.stop();
    };
  }, [isStarted, choice, open, onFailure]);
  return track;
}

/**
 * The presenter's studio media in the console: which camera and microphone (or none) and whether a
 * screen is shared, the composed preview, and the connection to the studio. Devices are opened
 * only after `start()` (a click: the browser asks for permission then). Changing a device while
 * connected swaps the track without reconnecting.
 */
export function useStudioMedia(name: string) {
  const [isStarted, setStarted] = useState(false);
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [microphones, setMicrophones] = useState<MediaDeviceInfo[]>([]);
  const [cameraId, setCameraId] = useState<DeviceChoice>('');
  const [microphoneId, setMicrophoneId] = useState<DeviceChoice>('');
  const [screen, setScreen] = useState<MediaStreamTrack | null>(null);
  const [video, setVideo] = useState<MediaStreamTrack | null>(null);
  const [audio, setAudio] = useState<MediaStreamTrack | null>(null);
  const [failure, setFailure] = useState<MediaFailure | null>(null);
  const [connection, setConnection] = useState<RTCPeerConnection | null>(null);
  const [isBroken, setBroken] = useState(false);

  const start = useCallback(async () => {
    setFailure(null);
    try {
      // One prompt for both; the tracks opened here become the chosen ones.
      const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      stopStream(stream);
      const found = await listDevices();
      setCameras(found.cameras);
      setMicrophones(found.microphones);
      setStarted(true);
    } catch (e) {
      setFailure(mediaFailureOf(e));
      // Without permission the person may still present a screen, with silence or a title card.
      setCameraId(NO_DEVICE);
      setMicrophoneId(NO_DEVICE);
      setStarted(true);
    }
  }, []);

  const camera = useChosenTrack(isStarted, cameraId, openCamera, setFailure);
  const microphone = useChosenTrack(isStarted, microphoneId, openMicrophone, setFailure);

  // What is sent: the composed picture, and the microphone or silence.
  useEffect(() => {
    if (!isStarted) return;
    const composed = composeVideo({ screen, camera, name });
    setVideo(composed.track);
    return () => composed.close();
  }, [isStarted, screen, camera, name]);

  useEffect(() => {
    if (!isStarted) return;
    if (microphone) return setAudio(microphone);
    const silence = silentAudio();
    setAudio(silence.track);
    return () => {
      silence.close();
      silence.track.stop();
    };
  }, [isStarted, microphone]);

  // A new track goes out on the running connection at once.
  useEffect(() => {
    if (!connection) return;
    for (const sender of connection.getSenders()) {
      const next = sender.track?.kind === 'video' ? video : sender.track?.kind === 'audio' ? audio : null;
      if (next && sender.track !== next) void sender.replaceTrack(next);
    }
  }, [connection, video, audio]);

  const toggleScreen = useCallback(async () => {
    if (screen) return setScreen(null);
    try {
      const track = await openScreen();
      track.addEventListener('ended', () => setScreen((s) => (s === track ? null : s)));
      setScreen(track);
    } catch {
      // The person chose nothing.
    }
  }, [screen]);

  /** Connects to the studio through `exchange` (the join call). Rejects with its error. */
  const connect = useCallback(
    async (exchange: (offer: string) => Promise<string>) => {
      if (!video || !audio) return;
      setBroken(false);
      setConnection(await connectStudio({ video, audio }, exchange, () => setBroken(true)));
    },
    [video, audio],
  );

  const disconnect = useCallback(() => {
    setConnection(null);
    setBroken(false);
  }, []);

  // A replaced or dropped connection is closed, as is the last one when the console goes; a screen
  // no longer shared is stopped.
  useEffect(() => () => connection?.close(), [connection]);
  useEffect(() => () => screen?.stop(), [screen]);

  return {
    isStarted,
    start,
    cameras,
    microphones,
    cameraId,
    setCameraId,
    microphoneId,
    setMicrophoneId,
    isSharingScreen: screen !== null,
    toggleScreen,
    preview: video,
    failure,
    isConnected: connection !== null,
    isBroken,
    connect,
    disconnect,
  };
}

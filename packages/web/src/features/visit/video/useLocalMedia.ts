import { useEffect, useState } from 'react';
import { type MediaFailure, type MediaMode, mediaFailureOf, openLocalMedia, stopStream } from './localMedia';

export type LocalMedia =
  | { phase: 'asking'; mode: MediaMode }
  | { phase: 'refused'; mode: MediaMode; failure: MediaFailure }
  | { phase: 'ready'; mode: MediaMode; stream: MediaStream | null };

/**
 * The visitor's camera and microphone for the call: asked for with the camera first; `choose(mode)`
 * asks again (again, without camera, or listen only). The devices are released when another mode is
 * chosen and when the call screen unmounts.
 */
export function useLocalMedia(): LocalMedia & { choose(mode: MediaMode): void } {
  const [request, setRequest] = useState<{ mode: MediaMode; attempt: number }>({
    mode: 'camera',
    attempt: 0,
  });
  const [media, setMedia] = useState<LocalMedia>({ phase: 'asking', mode: 'camera' });

  useEffect(() => {
    let isLive = true;
    let opened: MediaStream | null = null;
    setMedia({ phase: 'asking', mode: request.mode });
    openLocalMedia(request.mode).then(
      (stream) => {
        opened = stream;
        if (isLive) setMedia({ phase: 'ready', mode: request.mode, stream });
        else stopStream(stream);
      },
      (error: unknown) => {
        if (isLive) setMedia({ phase: 'refused', mode: request.mode, failure: mediaFailureOf(error) });
      },
    );
    return () => {
      isLive = false;
      stopStream(opened);
    };
  }, [request]);

  return { ...media, choose: (mode) => setRequest((r) => ({ mode, attempt: r.attempt + 1 })) };
}

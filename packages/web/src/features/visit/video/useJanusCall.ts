import type { VideoJoinResults } from '@foyer/shared';
import { useEffect, useRef, useState } from 'react';
import { useVideoSession } from './context';
import { exposeCall } from './debug';
import type { CallSnapshot, ConnectJanus, JanusCall } from './janusSession';

type JanusResults = Extract<VideoJoinResults, { provider: 'janus' }>;

const CONNECTING: CallSnapshot = { status: 'connecting', remotes: [], isMutedByModerator: false };

/**
 * The Janus call of the joined room, connected once the local media is settled (`media` undefined
 * until then; null listens only) and hung up on unmount. The call object is for the controls.
 */
export function useJanusCall(
  results: JanusResults,
  media: MediaStream | null | undefined,
  connect: ConnectJanus,
) {
  const { visitorToken } = useVideoSession();
  const [snapshot, setSnapshot] = useState<CallSnapshot>(CONNECTING);
  const callRef = useRef<JanusCall | null>(null);

  useEffect(() => {
    if (media === undefined) return;
    setSnapshot(CONNECTING);
    const call = connect({
      server: results.server,
      token: visitorToken,
      iceServers: results.iceServers,
      room: results.room,
      pin: results.pin,
      feedId: results.feedId,
      displayName: results.displayName,
      bitrate: results.bitrate,
      media,
      onChange: setSnapshot,
    });
    callRef.current = call;
    exposeCall(call);
    return () => {
      call.hangup();
      exposeCall(null);
      callRef.current = null;
    };
  }, [results, media, connect, visitorToken]);

  return { snapshot, callRef };
}

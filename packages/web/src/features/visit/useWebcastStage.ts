import type { WatchedStage, WebcastStage } from '@foyer/shared';
import { useCallback, useEffect, useState } from 'react';
import { useRealtime, useRealtimeEvent } from './realtime';

const NOTHING: WebcastStage = { notice: null, slide: null };

/**
 * While a webcast's player is open in the live venue: tells the server (it counts the viewers for
 * the console, on every connection again after a reconnect) and follows what the console shows the
 * viewers, its notice and its slide. Nothing in the organiser's preview (no realtime connection).
 */
export function useWebcastStage(webcastId: string): WebcastStage {
  const realtime = useRealtime();
  const request = realtime?.request;
  const connection = realtime?.connection ?? 0;
  const [held, setHeld] = useState<WatchedStage>({ webcastId, ...NOTHING });

  useEffect(() => {
    if (!request || connection === 0) return;
    let isCurrent = true;
    void request('webcast:watch', { webcastId }).then((answer) => {
      if (isCurrent && answer.ok) setHeld({ webcastId, notice: answer.notice, slide: answer.slide });
    });
    return () => {
      isCurrent = false;
      void request('webcast:unwatch', { webcastId });
    };
  }, [request, connection, webcastId]);

  const onStage = useCallback(
    (stage: WatchedStage) => {
      if (stage.webcastId === webcastId) setHeld(stage);
    },
    [webcastId],
  );
  useRealtimeEvent('webcast:stage', onStage);

  return held.webcastId === webcastId ? { notice: held.notice, slide: held.slide } : NOTHING;
}

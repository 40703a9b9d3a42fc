import type { WatchedNotice, WebcastNotice } from '@foyer/shared';
import { useCallback, useEffect, useState } from 'react';
import { useRealtime, useRealtimeEvent } from './realtime';

/**
 * While a webcast's player is open in the live venue: tells the server (it counts the viewers for
 * the console, on every connection again after a reconnect) and follows the moderators' notice to
 * the viewers. Null without a notice, and in the organiser's preview (no realtime connection).
 */
export function useWebcastNotice(webcastId: string): WebcastNotice | null {
  const realtime = useRealtime();
  const request = realtime?.request;
  const connection = realtime?.connection ?? 0;
  const [held, setHeld] = useState<WatchedNotice>({ webcastId, notice: null });

  useEffect(() => {
    if (!request || connection === 0) return;
    let isCurrent = true;
    void request('webcast:watch', { webcastId }).then((answer) => {
      if (isCurrent && answer.ok) setHeld({ webcastId, notice: answer.notice });
    });
    return () => {
      isCurrent = false;
      void request('webcast:unwatch', { webcastId });
    };
  }, [request, connection, webcastId]);

  const onNotice = useCallback(
    (posted: WatchedNotice) => {
      if (posted.webcastId === webcastId) setHeld(posted);
    },
    [webcastId],
  );
  useRealtimeEvent('webcast:notice', onNotice);

  return held.webcastId === webcastId ? held.notice : null;
}

import { useEffect, useState } from 'react';
import { useRealtime, useRealtimeEvent } from './context';

/**
 * Presence in a venue room: tells the server the visitor entered `roomId` (again after every
 * reconnect) and answers how many people are there, following 'room:presence'. Null while unknown
 * or without a connection (the organiser's preview).
 */
export function usePresence(roomId: string | undefined): number | null {
  const realtime = useRealtime();
  const [presence, setPresence] = useState<{ roomId: string; count: number } | null>(null);
  const request = realtime?.request;
  const connection = realtime?.connection ?? 0;

  useEffect(() => {
    if (!request || !roomId || connection === 0) return;
    let live = true;
    void request('room:enter', { roomId }).then((answer) => {
      if (live && answer.ok) setPresence({ roomId, count: answer.count });
    });
    return () => {
      live = false;
    };
  }, [request, roomId, connection]);

  useRealtimeEvent('room:presence', (next) => {
    if (next.roomId === roomId) setPresence({ roomId: next.roomId, count: next.count });
  });
  return presence !== null && presence.roomId === roomId ? presence.count : null;
}

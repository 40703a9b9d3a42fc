import { useEffect } from 'react';
import { useActivity } from './context';

/** Records the room shown (roomEnter) and, when another is shown or the walk closes, its roomLeave. */
export function useRoomActivity(roomId: string | undefined): void {
  const activity = useActivity();
  useEffect(() => {
    if (!roomId) return;
    activity.enterRoom(roomId);
    return () => activity.leaveRoom(roomId);
  }, [activity, roomId]);
}

import { useEffect } from 'react';
import { secondsSince } from './activityRecorder';
import { useActivity } from './context';

/** Which call: a breakout room (elementId the breakout) or a staff call (elementId the staff). */
export type CallActivity = { kind: 'breakout' | 'staffCall'; elementId?: string; roomId?: string };

/**
 * Records the seconds of a call while `isLive`: when it ends (or the page goes away), one `breakout`
 * or `staffCall` record; none under a second.
 */
export function useCallActivity(isLive: boolean, { kind, elementId, roomId }: CallActivity): void {
  const activity = useActivity();
  useEffect(() => {
    if (!isLive) return;
    let since = Date.now();
    const recordSoFar = () => {
      const seconds = secondsSince(since);
      since = Date.now();
      if (seconds > 0) activity.record({ kind, elementId, roomId, seconds });
    };
    const unsubscribe = activity.onPageHide(recordSoFar);
    return () => {
      unsubscribe();
      recordSoFar();
    };
  }, [activity, isLive, kind, elementId, roomId]);
}

import type { DirectThread, VideoJoinRequest } from '@foyer/shared';
import { createContext, useContext } from 'react';

/** The staff a call from a direct thread is with, and their booth (what the call is recorded for). */
export type CallStaff = Pick<DirectThread, 'staffId' | 'roomId'>;

export type VideoCall = {
  /**
   * Shows the call screen over the venue for a breakout room or a staff call (one call at a time);
   * a staff call's thread names the staff.
   */
  open(target: VideoJoinRequest, staff?: CallStaff): void;
  /** The call shown now, or null. */
  active: VideoJoinRequest | null;
};

/** The visitor session the call screen talks for (VideoCallProvider's props). */
export type VideoSession = { pageCode: string; visitorToken: string };

export const VideoCallContext = createContext<{ call: VideoCall; session: VideoSession } | null>(null);

function useVideoContext() {
  const value = useContext(VideoCallContext);
  if (!value) throw new Error('useVideoCall needs a <VideoCallProvider> around it');
  return value;
}

/** Opens the venue's call screen; throws outside <VideoCallProvider>. */
export function useVideoCall(): VideoCall {
  return useVideoContext().call;
}

/** The visitor session of the provider around (its page code and visitor token). */
export function useVideoSession(): VideoSession {
  return useVideoContext().session;
}

import type { EventBreakout, VideoJoinRequest } from '@foyer/shared';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { lazyDialog } from '../../../ui/lazyDialog';
import type { CallDialogProps } from './CallDialog';
import { type CallStaff, VideoCallContext } from './context';
import type { ConnectJanus } from './janusSession';

/** The call screen (and Janus's client) comes with the first call a visitor joins. */
const CallDialog = lazyDialog<CallDialogProps>(
  () => import('./CallDialog').then((m) => m.CallDialog),
  () => true,
  'venue',
);

export type VideoCallProviderProps = {
  pageCode: string;
  visitorToken: string;
  /** The venue's breakout rooms (their names and capacities title the call before it is joined). */
  breakouts?: readonly EventBreakout[];
  /** Connects to Janus (by default janusSession.ts); tests pass a fake (jsdom has no WebRTC). */
  connectJanus?: ConnectJanus;
  children: ReactNode;
};

const NO_BREAKOUTS: readonly EventBreakout[] = [];

/**
 * The live venue's video calls (issue 7): `useVideoCall().open({ breakoutId })` or `({ threadId })`
 * shows the call screen over the venue, one call at a time (opening another hangs up the first).
 * Mounted once inside the visitor session.
 */
export function VideoCallProvider({
  pageCode,
  visitorToken,
  breakouts = NO_BREAKOUTS,
  connectJanus,
  children,
}: VideoCallProviderProps) {
  const [active, setActive] = useState<{ target: VideoJoinRequest; staff?: CallStaff } | null>(null);
  const open = useCallback((target: VideoJoinRequest, staff?: CallStaff) => setActive({ target, staff }), []);
  const value = useMemo(
    () => ({ call: { open, active: active?.target ?? null }, session: { pageCode, visitorToken } }),
    [open, active, pageCode, visitorToken],
  );
  return (
    <VideoCallContext.Provider value={value}>
      {children}
      {active && (
        <CallDialog
          // Another room is another call: the screen of the first unmounts and hangs up.
          key={JSON.stringify(active.target)}
          target={active.target}
          staff={active.staff}
          breakouts={breakouts}
          connectJanus={connectJanus}
          onClose={() => setActive(null)}
        />
      )}
    </VideoCallContext.Provider>
  );
}

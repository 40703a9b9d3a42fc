import type { JanusCall } from './janusSession';

/** Set to '1' in localStorage to reach the call's peer connections in a production build (the e2e test). */
export const CALL_DEBUG_KEY = 'foyer.debug.call';

type CallDebug = { publisher: RTCPeerConnection | null; subscriber: RTCPeerConnection | null };
type DebugWindow = Window & { __foyerCall?: CallDebug };

function isCallDebugOn(): boolean {
  if (import.meta.env.DEV) return true;
  try {
    return window.localStorage.getItem(CALL_DEBUG_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Exposes the live call's peer connections as `window.__foyerCall` (read at each access, as Janus
 * creates the subscriber later), in development or with CALL_DEBUG_KEY only; null removes it.
 */
export function exposeCall(call: JanusCall | null): void {
  const target = window as DebugWindow;
  if (!call) {
    delete target.__foyerCall;
    return;
  }
  if (!isCallDebugOn()) return;
  target.__foyerCall = {
    get publisher() {
      return call.connections().publisher;
    },
    get subscriber() {
      return call.connections().subscriber;
    },
  };
}

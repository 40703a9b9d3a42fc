/**
 * Real time in the live venue (issue 7, second step): one socket.io connection per venue page,
 * presence per room. Contract: packages/shared/src/visits/realtime.contract.ts.
 */
export { RealtimeProvider, type RealtimeProviderProps, REQUEST_TIMEOUT_MS } from './RealtimeProvider';
export { useRealtime, useRealtimeEvent, type RealtimeStatus, type RealtimeValue } from './context';
export { usePresence } from './usePresence';
export { PresenceCount } from './PresenceCount';
export { RealtimeStatusLine } from './RealtimeStatusLine';
export {
  createVisitorSocket,
  type RealtimeSocket,
  type SocketFactory,
  type RealtimeEvents,
  type RealtimeRequests,
  type RequestAnswer,
  type RequestError,
} from './socket';

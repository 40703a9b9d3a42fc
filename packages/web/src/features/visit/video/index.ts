/**
 * Video calls of the live venue (issue 7): breakout rooms and calls with booth staff, on Janus
 * (Foyer's own call screen) or Jitsi Meet, whichever the server is configured with. Contract:
 * packages/shared/src/visits/video.schema.ts.
 */
export { VideoCallProvider, type VideoCallProviderProps } from './VideoCallProvider';
export { useVideoCall, type VideoCall } from './context';
export { BreakoutRoomsButton } from './BreakoutRoomsButton';
export type { ConnectJanus, JanusCall, JanusCallOptions, CallSnapshot, RemoteFeed } from './janusSession';

import type { ErrorCode, VideoJoinRequest, VideoJoinResults } from '@foyer/shared';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../api/client';
import { joinVideo } from './queries';
import { useVideoSession } from './context';

/** Refusals the call screen explains in words of their own; any other failure offers a retry. */
const REFUSALS = [
  'VIDEO_NOT_CONFIGURED',
  'ROOM_FULL',
  'FORBIDDEN',
  'NOT_FOUND',
  'VISITOR_TOKEN_IS_INVALID',
] as const;
export type JoinRefusal = (typeof REFUSALS)[number];

export type JoinState =
  | { state: 'joining' }
  | { state: 'joined'; results: VideoJoinResults }
  | { state: 'refused'; code: JoinRefusal; capacity?: number }
  | { state: 'failed' };

const isRefusal = (code: ErrorCode | undefined): code is JoinRefusal =>
  (REFUSALS as readonly (ErrorCode | undefined)[]).includes(code);

/** The room's capacity when a ROOM_FULL answer carries it in `results`. */
function capacityIn(results: unknown): number | undefined {
  const capacity =
    results && typeof results === 'object' ? (results as { capacity?: unknown }).capacity : undefined;
  return typeof capacity === 'number' ? capacity : undefined;
}

function stateOf(error: unknown): JoinState {
  if (isApiError(error) && isRefusal(error.errorKey))
    return { state: 'refused', code: error.errorKey, capacity: capacityIn(error.results) };
  return { state: 'failed' };
}

/**
 * Joins a breakout room or staff call (POST …/video/join) when mounted and again on `retry()`;
 * the answer says which provider to use and how.
 */
export function useVideoJoin(target: VideoJoinRequest): JoinState & { retry(): void } {
  const { pageCode, visitorToken } = useVideoSession();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<JoinState>({ state: 'joining' });
  // The target as a value: a parent re-rendering with an equal object does not join again.
  const targetKey = JSON.stringify(target);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` joins again after a refusal or failure.
  useEffect(() => {
    let isLive = true;
    setState({ state: 'joining' });
    joinVideo(pageCode, visitorToken, JSON.parse(targetKey) as VideoJoinRequest).then(
      (results) => isLive && setState({ state: 'joined', results }),
      (error: unknown) => isLive && setState(stateOf(error)),
    );
    return () => {
      isLive = false;
    };
  }, [pageCode, visitorToken, targetKey, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

import { vi } from 'vitest';
import type { ActivityRecorder } from './activityRecorder';

/** A recorder for component tests that only keeps what was recorded (`record`, a spy). */
export function recorderSpy() {
  const record = vi.fn();
  const activity: ActivityRecorder = {
    record,
    enterRoom: () => {},
    leaveRoom: () => {},
    onPageHide: () => () => {},
    install: () => () => {},
    end: () => Promise.resolve(),
  };
  return { activity, record };
}

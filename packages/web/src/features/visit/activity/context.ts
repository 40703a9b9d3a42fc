import { createContext, useContext, useEffect, useMemo } from 'react';
import { type ActivityRecorder, createActivityRecorder } from './activityRecorder';

export const ActivityContext = createContext<ActivityRecorder | null>(null);

const noop = () => {};

/** Records nothing: components used outside the live venue (the editor's preview, the console). */
const NO_RECORDER: ActivityRecorder = {
  record: noop,
  enterRoom: noop,
  leaveRoom: noop,
  onPageHide: () => noop,
  install: () => noop,
  end: () => Promise.resolve(),
};

/** The live venue's activity recorder; without one around it, a recorder that does nothing. */
export function useActivity(): ActivityRecorder {
  return useContext(ActivityContext) ?? NO_RECORDER;
}

/**
 * The recorder of one visitor session, installed while `isOn` (an open venue shown); null while off.
 * Provide it with <ActivityContext value={…}>.
 */
export function useActivityRecorder(
  pageCode: string,
  visitorToken: string,
  isOn: boolean,
): ActivityRecorder | null {
  const recorder = useMemo(
    () => (isOn ? createActivityRecorder({ pageCode, visitorToken }) : null),
    [pageCode, visitorToken, isOn],
  );
  useEffect(() => recorder?.install(), [recorder]);
  return recorder;
}

/**
 * What the live venue records of a visitor (issue 19, packages/shared/src/reporting/activity.schema.ts):
 * rooms, opens, downloads, seconds watched and in calls, the venue left. One recorder per visitor
 * session (useActivityRecorder, provided by the venue page); useActivity() elsewhere records nothing.
 */
export {
  ACTIVITY_QUEUE_MAX,
  type ActivityEntry,
  type ActivityRecorder,
  createActivityRecorder,
} from './activityRecorder';
export { ActivityContext, useActivity, useActivityRecorder } from './context';
export { useRoomActivity } from './useRoomActivity';
export { useCallActivity, type CallActivity } from './useCallActivity';
export { useWatchActivity } from './useWatchActivity';

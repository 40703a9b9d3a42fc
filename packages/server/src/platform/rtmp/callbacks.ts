/**
 * The media server's callbacks (nginx-rtmp `on_publish`, `on_update` every 10 s while publishing —
 * `notify_update_timeout 10s` — `on_publish_done` and `on_record_done`; form-encoded POSTs with
 * `?secret=`).
 */
export const RTMP_CALLBACK_PATHS = {
  publish: '/internal/rtmp/publish',
  update: '/internal/rtmp/update',
  publishDone: '/internal/rtmp/publish-done',
  /** `on_record_done` of the `show` application: a recording file is complete. */
  recordDone: '/internal/rtmp/record-done',
} as const;

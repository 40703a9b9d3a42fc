import {
  ACTIVITY_BATCH_MAX,
  ACTIVITY_FLUSH_MS,
  ACTIVITY_SECONDS_MAX,
  type ActivityRecord,
  activityApi,
} from '@foyer/shared';
import { api } from '../../../api/client';

/** Records kept at the most while they cannot be sent; beyond it the oldest are dropped. */
export const ACTIVITY_QUEUE_MAX = 1000;
/** The longest leaving the venue waits for the last batch: the visitor leaves anyway after it. */
export const ACTIVITY_END_WAIT_MS = 3000;

/** What a caller records: a record without its time (`at` is the moment it is recorded). */
export type ActivityEntry = Omit<ActivityRecord, 'at'>;

/**
 * The live venue's record of what the visitor does (issue 19, see ActivityRecord): queued, sent in
 * batches, quietly. Without a visitor session (the organiser's preview) useActivity() gives a
 * recorder that does nothing.
 */
export type ActivityRecorder = {
  /** Queues one record, timed now. */
  record(entry: ActivityEntry): void;
  /** The room shown now: leaves the one shown before (with its seconds), then enters this one. */
  enterRoom(roomId: string): void;
  /** The room is no longer shown: its roomLeave with the whole seconds spent (when it is the current one). */
  leaveRoom(roomId: string): void;
  /**
   * Calls `listener` when the page goes away, before the last records are sent (a player or a call
   * records its seconds so far); returns the unsubscribe.
   */
  onPageHide(listener: () => void): () => void;
  /** Starts the sending every ACTIVITY_FLUSH_MS and the page's listeners; returns the uninstall. */
  install(): () => void;
  /** The visitor leaves the venue: leaves the room, records venueLeave and sends all, answered or not. */
  end(): Promise<void>;
};

/** Whole seconds between `since` and now, within what a record may claim. */
export const secondsSince = (since: number) =>
  Math.min(ACTIVITY_SECONDS_MAX, Math.max(0, Math.floor((Date.now() - since) / 1000)));

/** A record's seconds as the schema takes them: whole, 0 to ACTIVITY_SECONDS_MAX. */
const validSeconds = (seconds: number | null | undefined) =>
  seconds == null ? seconds : Math.min(ACTIVITY_SECONDS_MAX, Math.max(0, Math.floor(seconds)));

/**
 * A recorder for one visitor session: every ACTIVITY_FLUSH_MS what waits goes to POST
 * public/venue/{pageCode}/activity with the visitorToken header, ACTIVITY_BATCH_MAX records a call,
 * through api.send (no toast, no move, whatever the answer). A refused or failed batch goes back to
 * the queue and is sent again with the next one; the queue keeps the newest ACTIVITY_QUEUE_MAX.
 * When the document is hidden, what waits goes as a beacon with the token in the body; when the
 * page is hidden for good (pagehide) the current room is left and venueLeave recorded first.
 * Uninstalling leaves the current room and sends what waits.
 */
export function createActivityRecorder({
  pageCode,
  visitorToken,
}: {
  pageCode: string;
  visitorToken: string;
}): ActivityRecorder {
  let queue: ActivityRecord[] = [];
  let room: { id: string; since: number } | undefined;
  // The room left when the page was hidden for good, entered again if the page comes back (bfcache).
  let hiddenRoomId: string | undefined;
  let openedAt = Date.now();
  const hideListeners = new Set<() => void>();

  const keepNewest = () => {
    if (queue.length > ACTIVITY_QUEUE_MAX) queue = queue.slice(queue.length - ACTIVITY_QUEUE_MAX);
  };
  const record = (entry: ActivityEntry) => {
    queue.push({ ...entry, seconds: validSeconds(entry.seconds), at: new Date().toISOString() });
    keepNewest();
  };
  const takeBatches = () => {
    const batches: ActivityRecord[][] = [];
    while (queue.length > 0) batches.push(queue.splice(0, ACTIVITY_BATCH_MAX));
    return batches;
  };
  const post = (records: ActivityRecord[]) =>
    api.send(activityApi.record, { params: { pageCode }, body: { records } }, { visitorToken });
  // Sent again with the next batch, before the newer records.
  const requeue = (records: ActivityRecord[]) => {
    if (records.length === 0) return;
    queue = [...records, ...queue];
    keepNewest();
  };
  const send = async () => {
    const batches = takeBatches();
    const isTaken = await Promise.all(batches.map(post));
    requeue(batches.filter((_, i) => !isTaken[i]).flat());
  };
  // sendBeacon cannot set headers: the token goes in the body. Refused, a keepalive fetch goes instead.
  const beacon = () => {
    for (const records of takeBatches()) {
      const input = { params: { pageCode }, body: { records, visitorToken } };
      if (!api.beacon(activityApi.record, input)) void post(records).then((ok) => ok || requeue(records));
    }
  };

  const enterRoom = (roomId: string) => {
    if (room?.id === roomId) return;
    if (room) leaveRoom(room.id);
    room = { id: roomId, since: Date.now() };
    hiddenRoomId = undefined;
    record({ kind: 'roomEnter', roomId });
  };
  const leaveRoom = (roomId: string) => {
    if (room?.id !== roomId) return;
    record({ kind: 'roomLeave', roomId, seconds: secondsSince(room.since) });
    room = undefined;
  };
  const leaveVenue = () => {
    for (const listener of hideListeners) listener();
    if (room) {
      hiddenRoomId = room.id;
      leaveRoom(room.id);
    }
    record({ kind: 'venueLeave', seconds: secondsSince(openedAt) });
  };

  const handlePageHide = () => {
    leaveVenue();
    beacon();
  };
  const handlePageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    openedAt = Date.now();
    if (hiddenRoomId) enterRoom(hiddenRoomId);
  };
  const handleVisibilityChange = () => {
    if (document.visibilityState === 'hidden') beacon();
  };

  return {
    record,
    enterRoom,
    leaveRoom,
    onPageHide(listener) {
      hideListeners.add(listener);
      return () => hideListeners.delete(listener);
    },
    install() {
      const timer = window.setInterval(() => {
        if (queue.length > 0) void send();
      }, ACTIVITY_FLUSH_MS);
      window.addEventListener('pagehide', handlePageHide);
      window.addEventListener('pageshow', handlePageShow);
      document.addEventListener('visibilitychange', handleVisibilityChange);
      return () => {
        window.clearInterval(timer);
        window.removeEventListener('pagehide', handlePageHide);
        window.removeEventListener('pageshow', handlePageShow);
        document.removeEventListener('visibilitychange', handleVisibilityChange);
        if (room) leaveRoom(room.id);
        void send();
      };
    },
    end() {
      leaveVenue();
      hiddenRoomId = undefined;
      return Promise.race([
        send().then(() => undefined),
        new Promise<void>((resolve) => setTimeout(resolve, ACTIVITY_END_WAIT_MS)),
      ]);
    },
  };
}

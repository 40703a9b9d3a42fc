/**
 * The pure part of a multistream Janus videoroom subscription: which publishers' streams to ask
 * for as people come and go, and which feed each received stream belongs to. janusSession.ts does
 * the talking.
 */

/** A stream a publisher offers (Janus `publishers[].streams[]`). */
export type PublishedStream = { mid: string; type: string; disabled: boolean };

/** A person publishing in the room (Janus `publishers[]`). */
export type Publisher = { id: number; display: string; streams: PublishedStream[] };

/** One stream of one feed, as Janus `subscribe` / `unsubscribe` lists take them. */
export type StreamRef = { feed: number; mid?: string };

/** What the subscriber currently receives: feed id → the publisher mids subscribed. */
export type Subscribed = ReadonlyMap<number, ReadonlySet<string>>;

const isMedia = (s: PublishedStream) => !s.disabled && (s.type === 'audio' || s.type === 'video');

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** The publishers of a Janus event (`joined` or `event` with `publishers`), ignoring malformed entries. */
export function parsePublishers(raw: unknown): Publisher[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    const p = asRecord(entry);
    if (typeof p.id !== 'number') return [];
    const streams = (Array.isArray(p.streams) ? p.streams : []).flatMap((s) => {
      const stream = asRecord(s);
      return typeof stream.mid === 'string' && typeof stream.type === 'string'
        ? [{ mid: stream.mid, type: stream.type, disabled: stream.disabled === true }]
        : [];
    });
    return [{ id: p.id, display: typeof p.display === 'string' ? p.display : '', streams }];
  });
}

/** People in the room who send nothing (Janus `attendees[]`, or one `joining`, with notify_joining). */
export function parseAttendees(raw: unknown): Publisher[] {
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return parsePublishers(list.map((entry) => ({ ...asRecord(entry), streams: [] })));
}

/**
 * What to ask Janus for so that the subscription matches the publishers wanted: every active audio
 * and video stream not yet subscribed, and the feeds (or single streams) that are no longer there.
 */
export function subscriptionDiff(
  wanted: readonly Publisher[],
  subscribed: Subscribed,
): { subscribe: StreamRef[]; unsubscribe: StreamRef[] } {
  const subscribe: StreamRef[] = [];
  const unsubscribe: StreamRef[] = [];
  const wantedIds = new Set<number>();
  for (const publisher of wanted) {
    wantedIds.add(publisher.id);
    const have = subscribed.get(publisher.id) ?? new Set<string>();
    const mids = new Set(publisher.streams.filter(isMedia).map((s) => s.mid));
    for (const mid of mids) if (!have.has(mid)) subscribe.push({ feed: publisher.id, mid });
    for (const mid of have) if (!mids.has(mid)) unsubscribe.push({ feed: publisher.id, mid });
  }
  for (const feed of subscribed.keys()) if (!wantedIds.has(feed)) unsubscribe.push({ feed });
  return { subscribe, unsubscribe };
}

/** The subscription after Janus accepted a diff. */
export function applyDiff(
  subscribed: Subscribed,
  diff: { subscribe: StreamRef[]; unsubscribe: StreamRef[] },
): Map<number, Set<string>> {
  const next = new Map([...subscribed].map(([feed, mids]) => [feed, new Set(mids)]));
  for (const { feed, mid } of diff.unsubscribe) {
    if (mid === undefined) next.delete(feed);
    else next.get(feed)?.delete(mid);
  }
  for (const { feed, mid } of diff.subscribe) {
    if (mid === undefined) continue;
    const mids = next.get(feed) ?? new Set<string>();
    mids.add(mid);
    next.set(feed, mids);
  }
  return next;
}

/** Which feed a received stream belongs to: the subscriber's mid → feed id, the publisher's mid, kind. */
export type StreamOwners = Map<string, { feed: number; feedMid: string; type: string }>;

/** The owners of the subscriber's streams, from Janus `attached` / `updated` (`streams[]`). */
export function streamOwners(raw: unknown): StreamOwners {
  const owners: StreamOwners = new Map();
  if (!Array.isArray(raw)) return owners;
  for (const entry of raw) {
    const s = asRecord(entry);
    if (
      typeof s.mid === 'string' &&
      typeof s.feed_id === 'number' &&
      typeof s.feed_mid === 'string' &&
      s.active !== false
    )
      owners.set(s.mid, {
        feed: s.feed_id,
        feedMid: s.feed_mid,
        type: typeof s.type === 'string' ? s.type : '',
      });
  }
  return owners;
}

/** What the subscription holds according to Janus' own list of its streams. */
export function subscribedOf(owners: StreamOwners): Map<number, Set<string>> {
  const subscribed = new Map<number, Set<string>>();
  for (const { feed, feedMid } of owners.values()) {
    const mids = subscribed.get(feed) ?? new Set<string>();
    mids.add(feedMid);
    subscribed.set(feed, mids);
  }
  return subscribed;
}

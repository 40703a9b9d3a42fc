import type { Webcast, WebcastDetail } from '@foyer/shared';

/** A webcast as GET webcasts lists it; `over` changes any field. */
export const buildWebcast = (over: Partial<Webcast> = {}): Webcast => ({
  id: 'wc1',
  name: 'Main stage',
  status: 'idle',
  liveSince: null,
  endedAt: null,
  createdAt: '2027-02-01T10:00:00.000Z',
  playbackUrl: '/hls/wc1.m3u8',
  usages: 0,
  ...over,
});

/** A webcast as GET webcasts/{id} answers it, with ingest settings unless told otherwise. */
export const buildWebcastDetail = (over: Partial<WebcastDetail> = {}): WebcastDetail => ({
  ...buildWebcast(over),
  ingest: { serverUrl: 'rtmp://media.acme-events.com:1935/live', streamKey: 'fyr_first-secret-key-0001' },
  recordings: [],
  ...over,
});

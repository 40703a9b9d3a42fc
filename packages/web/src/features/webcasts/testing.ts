import type { Webcast, WebcastConsoleSession, WebcastDetail, WebcastUser } from '@foyer/shared';

/** The signed address of wc1's master playlist the builders answer (`/hls/<token>/<id>.m3u8`). */
export const WC1_PLAYBACK_URL = '/hls/n1x2k3.AAAAAAAAAAAAAAAAAAAAAA/wc1.m3u8';

/** A webcast as GET webcasts lists it; `over` changes any field. */
export const buildWebcast = (over: Partial<Webcast> = {}): Webcast => ({
  id: 'wc1',
  name: 'Main stage',
  status: 'idle',
  liveSince: null,
  endedAt: null,
  createdAt: '2027-02-01T10:00:00.000Z',
  held: false,
  playbackUrl: WC1_PLAYBACK_URL,
  usages: 0,
  ...over,
});

/** A webcast as GET webcasts/{id} answers it, with ingest settings unless told otherwise. */
export const buildWebcastDetail = (over: Partial<WebcastDetail> = {}): WebcastDetail => ({
  ...buildWebcast(over),
  ingest: { serverUrl: 'rtmp://media.acme-events.com:1935/live', streamKey: 'fyr_first-secret-key-0001' },
  recordings: [],
  health: null,
  viewers: 0,
  notice: null,
  slide: null,
  ...over,
});

/** A person of the webcast's console as GET webcasts/{id}/users lists them: an active speaker. */
export const buildWebcastUser = (over: Partial<WebcastUser> = {}): WebcastUser => ({
  id: 'wu1',
  displayName: 'Grace Hopper',
  email: 'grace@acme-events.com',
  role: 'speaker',
  status: 'active',
  invitedAt: '2027-02-01T10:00:00.000Z',
  lastLoginAt: '2027-02-02T09:30:00.000Z',
  ...over,
});

/** A console session as GET webcast-console/session answers it: a speaker of wc1, with ingest. */
export const buildConsoleSession = (over: Partial<WebcastConsoleSession> = {}): WebcastConsoleSession => ({
  displayName: 'Grace Hopper',
  role: 'speaker',
  organiser: false,
  webcast: {
    id: 'wc1',
    name: 'Main stage',
    status: 'idle',
    liveSince: null,
    endedAt: null,
    held: false,
    playbackUrl: WC1_PLAYBACK_URL,
  },
  ingest: { serverUrl: 'rtmp://media.acme-events.com:1935/live', streamKey: 'fyr_first-secret-key-0001' },
  health: null,
  viewers: null,
  notice: null,
  slide: null,
  ...over,
});

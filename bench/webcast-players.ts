/**
 * The players of webcast.bench.ts (forked with an IPC channel; not a benchmark by itself): each plays
 * a live HLS stream the way hls.js does with the app's settings: the master playlist, then one variant
 * playlist, starting `liveSyncDurationCount` segments behind the live edge; then it reloads the
 * variant playlist every target duration (half of it when nothing was new) and fetches each new
 * segment once, one at a time. Every player has its own keep-alive connection (one undici Client),
 * as every browser would. Starts are spread evenly over `rampSeconds`; what is counted is what
 * starts within the `seconds` after the ramp and a settling period.
 */
import { Client } from 'undici';
import { LIVE_HLS_CONFIG } from '../packages/web/src/features/webcasts/components/hlsLoader.js';
import { quantile } from './lib.js';

export type PlayRequest = {
  type: 'play';
  /** The signed master playlist, on the host the players are to use (origin or cache). */
  masterUrl: string;
  /** The rendition each player picks from the master playlist (e.g. `360p`). */
  rendition: string;
  players: number;
  rampSeconds: number;
  seconds: number;
};

export type PlayFigures = {
  players: number;
  /** The players that never got their variant playlist. */
  notStarted: number;
  seconds: number;
  /** Segment requests started within the window (answered or not). */
  segmentRequests: number;
  /** Distinct segments among them. */
  distinctSegments: number;
  /** Requests per segment, the median over the distinct segments. */
  perSegmentMedian: number;
  /** Fetch time of segments answered 200 (request to last byte), in ms. */
  segmentP50: number;
  segmentP99: number;
  segmentMax: number;
  /** Variant and master playlist requests within the window. */
  playlists: number;
  playlistP99: number;
  /** Bytes of every answer within the window. */
  bytes: number;
  /** Non-200 answers and failed requests within the window, by what and why. */
  errors: Record<string, number>;
  /** Segments that left the playlist before a player got to them (it fell behind). */
  skipped: number;
  /**
   * The longest a player went without a new segment within the window, in seconds (reloads every
   * target duration, so about one or two when the stream flows).
   */
  longestWait: number;
  /**
   * Seconds of media per second of the clock in the rendition's playlists during the window (its
   * segments are named by the clock at which nginx began each): below 1, the transcoding falls behind.
   */
  realTime: number;
};

export type PlayersReport =
  | { type: 'measuring' }
  | { type: 'measured' }
  | { type: 'played'; figures: PlayFigures }
  | { type: 'error'; message: string };

type Playlist = {
  target: number;
  sequence: number;
  segments: { uri: string; duration: number }[];
};

const now = () => performance.now();
const report = (message: PlayersReport) => process.send!(message);

/** A media playlist's target duration, first media sequence and segments. */
function parsePlaylist(text: string): Playlist {
  const playlist: Playlist = { target: 2, sequence: 0, segments: [] };
  let duration = 0;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#EXT-X-TARGETDURATION:')) playlist.target = Number(line.slice(22));
    else if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:')) playlist.sequence = Number(line.slice(22));
    else if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice(8));
    else if (line && !line.startsWith('#')) playlist.segments.push({ uri: line, duration });
  }
  return playlist;
}

async function play(request: PlayRequest) {
  const master = new URL(request.masterUrl);
  const syncCount = LIVE_HLS_CONFIG.liveSyncDurationCount ?? 3;
  let counting = false;
  let stopping = false;
  let stop = () => {};
  const stopped = new Promise<void>((resolve) => {
    stop = resolve;
  });
  /** Waits `ms`, or less when the players are stopped. */
  const pause = (ms: number) =>
    Promise.race([new Promise<void>((r) => setTimeout(r, Math.max(0, ms)).unref()), stopped]);

  const segmentTimes: number[] = [];
  const playlistTimes: number[] = [];
  const errors: Record<string, number> = {};
  /** Segment requests within the window, per segment. */
  const distinct = new Map<string, number>();
  /** Segments of the rendition seen in playlists within the window: name (ms) → duration. */
  const seen = new Map<number, number>();
  let segmentRequests = 0;
  let playlistRequests = 0;
  let bytes = 0;
  let skipped = 0;
  let longestWait = 0;
  let started = 0;

  /** One GET on the player's connection; the body as text (playlists) or only counted (segments). */
  const get = async (client: Client, path: string, kind: 'master' | 'playlist' | 'segment') => {
    const counted = counting;
    if (counted && kind === 'segment') {
      segmentRequests++;
      distinct.set(path, (distinct.get(path) ?? 0) + 1);
    } else if (counted) playlistRequests++;
    const t0 = now();
    try {
      const { statusCode, body } = await client.request({ path, method: 'GET' });
      let text = '';
      let size = 0;
      if (kind === 'segment') for await (const chunk of body) size += (chunk as Buffer).length;
      else {
        text = await body.text();
        size = Buffer.byteLength(text);
      }
      const elapsed = now() - t0;
      if (counted) {
        bytes += size;
        if (statusCode !== 200) errors[`${kind} ${statusCode}`] = (errors[`${kind} ${statusCode}`] ?? 0) + 1;
        else (kind === 'segment' ? segmentTimes : playlistTimes).push(elapsed);
      }
      return statusCode === 200 ? text : null;
    } catch (e) {
      // Counted when it began or failed within the window: a connection attempt begun before it and
      // failing well into it is a stall the window saw.
      if ((counted || counting) && !stopping) {
        const why = `${kind} ${(e as { code?: string }).code ?? (e as Error).message}`;
        errors[why] = (errors[why] ?? 0) + 1;
      }
      return null;
    }
  };

  const player = async (index: number, client: Client) => {
    await pause((index / request.players) * request.rampSeconds * 1000);
    let variant: string | null = null;
    while (!stopping && !variant) {
      const text = await get(client, master.pathname, 'master');
      const uri = text
        ?.split('\n')
        .map((l) => l.trim())
        .find((l) => l && !l.startsWith('#') && l.includes(`_${request.rendition}/`));
      if (uri) variant = new URL(uri, master).pathname;
      else await pause(1000);
    }
    if (!variant) return;
    started++;
    const base = new URL(variant, master);
    let next = -1;
    let lastNew = now();
    while (!stopping) {
      const t0 = now();
      const text = await get(client, variant, 'playlist');
      let target = 2;
      let changed = false;
      if (text) {
        const playlist = parsePlaylist(text);
        target = playlist.target || 2;
        const end = playlist.sequence + playlist.segments.length;
        if (counting && index === 0)
          playlist.segments.forEach((s) => {
            seen.set(Number.parseInt(s.uri, 10), s.duration);
          });
        if (next < 0) next = Math.max(playlist.sequence, end - syncCount);
        if (next < playlist.sequence) {
          if (counting) skipped += playlist.sequence - next;
          next = playlist.sequence;
        }
        for (; next < end && !stopping; next++) {
          await get(
            client,
            new URL(playlist.segments[next - playlist.sequence]!.uri, base).pathname,
            'segment',
          );
          changed = true;
        }
      }
      if (changed) lastNew = now();
      else if (counting) longestWait = Math.max(longestWait, (now() - lastNew) / 1000);
      await pause((changed ? target : target / 2) * 1000 - (now() - t0));
    }
  };

  const clients = Array.from(
    { length: request.players },
    () =>
      new Client(master.origin, {
        keepAliveTimeout: 30_000,
        connectTimeout: 30_000,
        headersTimeout: 30_000,
        bodyTimeout: 30_000,
      }),
  );
  const running = clients.map((client, i) => player(i, client));
  // Counted once every player has started and had a target duration to settle.
  await pause((request.rampSeconds + 2) * 1000);
  counting = true;
  report({ type: 'measuring' });
  const from = now();
  await pause(request.seconds * 1000);
  counting = false;
  const seconds = (now() - from) / 1000;
  report({ type: 'measured' });
  stopping = true;
  stop();
  // Requests still under way (a connection still being tried) are aborted, not waited for.
  await Promise.all(clients.map((c) => c.destroy()));
  await Promise.all(running);

  segmentTimes.sort((a, b) => a - b);
  playlistTimes.sort((a, b) => a - b);
  // Between consecutive segments: the media of the first against the clock between their names;
  // a gap of more than three segments is a new broadcast in the same playlist, not a slow one.
  const names = [...seen.keys()].sort((a, b) => a - b);
  let media = 0;
  let clock = 0;
  for (let i = 1; i < names.length; i++) {
    const duration = seen.get(names[i - 1]!)!;
    const gap = (names[i]! - names[i - 1]!) / 1000;
    if (gap > 3 * duration) continue;
    media += duration;
    clock += gap;
  }
  report({
    type: 'played',
    figures: {
      players: request.players,
      notStarted: request.players - started,
      seconds,
      segmentRequests,
      distinctSegments: distinct.size,
      perSegmentMedian: quantile(
        [...distinct.values()].sort((a, b) => a - b),
        0.5,
      ),
      segmentP50: quantile(segmentTimes, 0.5),
      segmentP99: quantile(segmentTimes, 0.99),
      segmentMax: segmentTimes.length ? segmentTimes[segmentTimes.length - 1]! : Number.NaN,
      playlists: playlistRequests,
      playlistP99: quantile(playlistTimes, 0.99),
      bytes,
      errors,
      skipped,
      longestWait,
      realTime: clock > 0 ? media / clock : Number.NaN,
    },
  });
}

process.on('message', (request: PlayRequest) => {
  play(request).catch((e: Error) => report({ type: 'error', message: e.stack ?? e.message }));
});
// The bench went away: so do its players.
process.on('disconnect', () => process.exit(0));

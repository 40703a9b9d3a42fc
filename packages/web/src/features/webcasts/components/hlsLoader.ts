import { withCurrentPlaybackToken } from '@foyer/shared';
import type Hls from 'hls.js';
import type { HlsConfig } from 'hls.js';

/**
 * Settings for a live webcast of 2 s segments (nginx-rtmp): start two segments behind the live edge,
 * catch up by playing slightly faster when more than four behind, keep only 30 s played.
 */
export const LIVE_HLS_CONFIG: Partial<HlsConfig> = {
  lowLatencyMode: true,
  liveSyncDurationCount: 2,
  liveMaxLatencyDurationCount: 4,
  maxLiveSyncPlaybackRate: 1.2,
  backBufferLength: 30,
};

/**
 * hls.js's `xhrSetup` that sends every request — the playlists reloaded every 2 s, each segment —
 * under the playback token of the newest address `current()` answers: the addresses hls.js derives
 * from the master playlist keep the token they were loaded with, so without this a stream that plays
 * for hours would be refused once that token expires. hls.js opens only a request that the setup
 * left unopened, so opening it here is how the address changes.
 */
export function currentTokenXhrSetup(current: () => string | undefined): NonNullable<HlsConfig['xhrSetup']> {
  return (xhr, url) => {
    const latest = current();
    xhr.open('GET', latest ? withCurrentPlaybackToken(url, latest) : url, true);
  };
}

/**
 * hls.js's light build (no subtitles, alternative audio or DRM), fetched only when a browser without
 * native HLS plays a broadcast: it stays out of the venue's and the app's first chunks.
 */
export const loadHls = (): Promise<typeof Hls> => import('hls.js/light').then((m) => m.default);

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
 * hls.js's light build (no subtitles, alternative audio or DRM), fetched only when a browser without
 * native HLS plays a broadcast: it stays out of the venue's and the app's first chunks.
 */
export const loadHls = (): Promise<typeof Hls> => import('hls.js/light').then((m) => m.default);

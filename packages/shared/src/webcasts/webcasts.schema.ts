import { z } from 'zod';
import { Asset } from '../assets/assets.schema.js';
import { requiredText } from '../validators.js';

/**
 * A webcast's broadcast state: `idle` (never live), `live` (an encoder publishes now) or `ended`
 * (was live; a new publish makes it live again).
 */
export const WEBCAST_STATUSES = ['idle', 'live', 'ended'] as const;
export type WebcastStatus = (typeof WEBCAST_STATUSES)[number];

/** The path of a webcast's HLS master playlist on Foyer's origin (`/hls/` is the CDN's path). */
export const webcastPlaybackPath = (webcastId: string) => `/hls/${webcastId}.m3u8`;

/** A webcast (spec §3 Webcast asset): an asset of kind webcast with its broadcast state. */
export const Webcast = z.object({
  /** The asset's id (the media library's webcasts tab, the editor's `webcast` targets). */
  id: z.string(),
  name: z.string(),
  status: z.enum(WEBCAST_STATUSES),
  /** ISO date-time the current or last broadcast began; null before the first. */
  liveSince: z.string().nullable(),
  /** ISO date-time the last broadcast ended; null while live or before the first. */
  endedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The HLS master playlist viewers play (same origin; `/hls/` goes to the HLS origin). */
  playbackUrl: z.string(),
  /** How many places use it (talks, doors, link items): it cannot be deleted while this is above 0. */
  usages: z.number().int(),
});
export type Webcast = z.infer<typeof Webcast>;

/** Where an encoder (OBS, vMix, ffmpeg) sends the webcast: server address and secret stream key. */
export const WebcastIngest = z.object({
  /** The RTMP address an encoder calls "Server", e.g. rtmp://media.example.com:1935/live. */
  serverUrl: z.string(),
  /** The secret key ("Stream key"); the full publish address is `${serverUrl}/${streamKey}`. */
  streamKey: z.string(),
});
export type WebcastIngest = z.infer<typeof WebcastIngest>;

/**
 * One webcast with its ingest settings (null when this server has no RTMP ingest set up) and its
 * recordings: video assets of the media library, one per broadcast, newest first.
 */
export const WebcastDetail = Webcast.extend({ ingest: WebcastIngest.nullable(), recordings: z.array(Asset) });
export type WebcastDetail = z.infer<typeof WebcastDetail>;

/** GET webcasts: the account's webcasts, the plan's limit (spec §6: 1/2/4) and how many may still be made. */
export const WebcastListResults = z.object({
  webcasts: z.array(Webcast),
  limit: z.number().int(),
  left: z.number().int(),
});
export type WebcastListResults = z.infer<typeof WebcastListResults>;

/** POST webcasts: a new webcast with its name. */
export const WebcastCreateRequest = z.strictObject({ name: requiredText(200) });
export type WebcastCreateRequest = z.infer<typeof WebcastCreateRequest>;

export const WebcastResults = z.object({ webcast: WebcastDetail });
export type WebcastResults = z.infer<typeof WebcastResults>;

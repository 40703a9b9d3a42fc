import type { WebcastHealth } from '@foyer/shared';
import { XMLParser } from 'fast-xml-parser';

/**
 * A live webcast's health as its media server sees it (nginx-rtmp's `rtmp_stat`, the stream
 * `show/<webcast id>` — the key never appears there): the bitrate coming in, the picture and sound,
 * frames the server dropped, how long it has run, and the ingest delay. nginx-rtmp measures bandwidth
 * every 10 s, so the first figures read 0.
 */

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (name) => ['application', 'stream', 'client'].includes(name),
});

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : []);
const num = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** Longest ingest delay taken as measured; more means timestamps that did not start at 0. */
const INGEST_DELAY_MAX_MS = 3_600_000;

/**
 * How far the media runs behind the clock at the server: the publisher's connected time minus the
 * newest media timestamp it sent (nginx-rtmp ≥ 1.2 reports `timestamp`; 1.1 does not: null).
 */
function ingestDelayOf(publisher: Node | undefined): number | null {
  if (!publisher || publisher.timestamp === undefined) return null;
  const delay = num(publisher.time) - num(publisher.timestamp);
  return delay >= 0 && delay <= INGEST_DELAY_MAX_MS ? delay : null;
}

/** The health of the stream `show/<webcastId>` in an rtmp_stat document, or null when it is not there. */
export function healthFromStat(xml: string, webcastId: string): WebcastHealth | null {
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch {
    return null;
  }
  const server = ((doc.rtmp as Node | undefined)?.server ?? {}) as Node;
  const show = list(server.application).find((a) => a.name === 'show');
  const stream = list((show?.live as Node | undefined)?.stream).find((s) => s.name === webcastId);
  if (!stream) return null;
  const publisher = list(stream.client).find((c) => 'publishing' in c);
  const meta = (stream.meta ?? {}) as Node;
  const video = (meta.video ?? {}) as Node;
  const audio = (meta.audio ?? {}) as Node;
  return {
    bitrateKbps: Math.round(num(stream.bw_in) / 1000),
    videoKbps: Math.round(num(stream.bw_video) / 1000),
    audioKbps: Math.round(num(stream.bw_audio) / 1000),
    width: num(video.width) || null,
    height: num(video.height) || null,
    fps: num(video.frame_rate) || null,
    videoCodec: text(video.codec),
    audioCodec: text(audio.codec),
    droppedFrames: num(publisher?.dropped),
    uptimeSeconds: Math.round(num(stream.time) / 1000),
    ingestDelayMs: ingestDelayOf(publisher),
  };
}

/** The webcast's health from the media server's statistics, or null (not live there, or unreachable). Throws nothing. */
export async function fetchHealth(statUrl: string, webcastId: string): Promise<WebcastHealth | null> {
  try {
    const res = await fetch(statUrl, { signal: AbortSignal.timeout(1_500) });
    return res.ok ? healthFromStat(await res.text(), webcastId) : null;
  } catch {
    return null;
  }
}

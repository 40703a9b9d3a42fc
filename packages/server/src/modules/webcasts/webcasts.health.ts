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

const streamsOf = (apps: Node[], name: string) =>
  list((apps.find((a) => a.name === name)?.live as Node | undefined)?.stream);
const publisherOf = (stream: Node | undefined) => list(stream?.client).find((c) => 'publishing' in c);

/**
 * How far the media runs behind the clock by the time the server packages it, in ms (nginx-rtmp ≥
 * 1.2 reports each client's `timestamp`; 1.1 does not: null). Two parts: the encoder's session in
 * `live` (found by its relay to `show/<id>`), connected for `time` ms and sent media up to
 * `timestamp`; and how far the renditions (`abr/<id>_*`, the same media timeline) run behind the
 * relayed stream. Without the encoder's session (a media server of one's own) the relay's publisher
 * stands in. Null when not measurable (negative or over an hour: timestamps not from 0).
 */
function ingestDelayOf(apps: Node[], show: Node, webcastId: string): number | null {
  const relayed = streamsOf(apps, 'live').find((s) =>
    list(s.client).some((c) => String(c.address ?? '').endsWith(`/show/${webcastId}`)),
  );
  const sender = publisherOf(relayed) ?? publisherOf(show);
  const relay = publisherOf(show);
  if (sender?.timestamp === undefined || relay?.timestamp === undefined) return null;
  const arriving = num(sender.time) - num(sender.timestamp);
  const renditions = streamsOf(apps, 'abr')
    .filter((s) => String(s.name).startsWith(`${webcastId}_`))
    .map((s) => publisherOf(s)?.timestamp)
    .filter((t) => t !== undefined)
    .map((t) => num(relay.timestamp) - num(t));
  const delay = arriving + Math.max(0, ...renditions);
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
  const apps = list(server.application);
  const stream = streamsOf(apps, 'show').find((s) => s.name === webcastId);
  if (!stream) return null;
  const publisher = publisherOf(stream);
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
    ingestDelayMs: ingestDelayOf(apps, stream, webcastId),
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

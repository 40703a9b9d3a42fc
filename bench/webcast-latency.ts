/**
 * Glass-to-glass latency of webcasts, for webcast.bench.ts: a mark burned into the publisher's
 * picture (markFilter) and found again in what a headless Chromium shows (measureLatency), playing
 * the signed master playlist through hls.js: the app's build (`hls.js/light`, the ES module the web
 * app's bundler picks) with the app's settings (LIVE_HLS_CONFIG), on a page served here.
 */
import { readFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js';
import { LIVE_HLS_CONFIG } from '../packages/web/src/features/webcasts/components/hlsLoader.js';

/**
 * Every `everySeconds` of stream time the picture turns white for `seconds`, with the mark's number
 * (stream time ÷ everySeconds) in `bits` black boxes across the middle, lowest bit on the left: a
 * mark is told from the previous one however late it arrives.
 */
export const MARK = { everySeconds: 10, seconds: 0.5, bits: 8 } as const;

/** The ffmpeg video filter that burns the marks into the publisher's picture. */
export function markFilter(): string {
  const { everySeconds, seconds, bits } = MARK;
  const on = `lt(mod(t,${everySeconds}),${seconds})`;
  const boxes = Array.from(
    { length: bits },
    (_, i) =>
      `drawbox=x=iw*${4 * i + 1}/${4 * bits}:y=ih*2/5:w=iw/${2 * bits}:h=ih/5:color=black:t=fill` +
      `:enable='${on}*mod(floor(t/${everySeconds * 2 ** i}),2)'`,
  );
  return [`drawbox=x=0:y=0:w=iw:h=ih:color=white:t=fill:enable='${on}'`, ...boxes].join(',');
}

/** A mark as the browser showed it: its number and when its first frame was to be on screen (ms, epoch). */
export type SeenMark = { mark: number; shownAt: number };

/**
 * The player page: hls.js plays `masterUrl` muted; every frame (requestVideoFrameCallback) is drawn
 * small on a canvas, and the first frame of each white mark is noted with its expected display time.
 */
function page(masterUrl: string): string {
  const width = 64;
  const height = 36;
  return `<!doctype html>
<meta charset="utf-8">
<title>Webcast latency</title>
<video muted autoplay playsinline style="width:640px;height:360px"></video>
<script type="module">
import Hls from '/hls.light.mjs';
const video = document.querySelector('video');
const canvas = document.createElement('canvas');
canvas.width = ${width};
canvas.height = ${height};
const context = canvas.getContext('2d', { willReadFrequently: true });
window.bench = { marks: [], errors: [], frames: 0 };
const hls = new Hls(${JSON.stringify(LIVE_HLS_CONFIG)});
hls.on(Hls.Events.ERROR, (_event, data) => window.bench.errors.push(data.type + ' ' + data.details + (data.fatal ? ' (fatal)' : '')));
hls.loadSource(${JSON.stringify(masterUrl)});
hls.attachMedia(video);
video.play().catch((e) => window.bench.errors.push('play: ' + e.message));
let inMark = false;
const isWhite = (d, i) => Math.min(d[i], d[i + 1], d[i + 2]) > 180;
function onFrame(_now, metadata) {
  window.bench.frames++;
  context.drawImage(video, 0, 0, ${width}, ${height});
  const d = context.getImageData(0, 0, ${width}, ${height}).data;
  // White: nearly every pixel of the top and bottom thirds (the bits are in the middle fifth).
  let white = 0;
  let counted = 0;
  for (let y = 0; y < ${height}; y++) {
    if (y >= ${height} * 0.3 && y < ${height} * 0.7) continue;
    for (let x = 0; x < ${width}; x++, counted++) if (isWhite(d, 4 * (y * ${width} + x))) white++;
  }
  const isMark = white > 0.95 * counted;
  if (isMark && !inMark) {
    let mark = 0;
    for (let bit = 0; bit < ${MARK.bits}; bit++) {
      const x = Math.floor(((4 * bit + 2) * ${width}) / ${4 * MARK.bits});
      const i = 4 * (${height / 2} * ${width} + x);
      if (Math.max(d[i], d[i + 1], d[i + 2]) < 100) mark += 2 ** bit;
    }
    window.bench.marks.push({ mark, shownAt: performance.timeOrigin + metadata.expectedDisplayTime, height: video.videoHeight });
  }
  inMark = isMark;
  video.requestVideoFrameCallback(onFrame);
}
video.requestVideoFrameCallback(onFrame);
</script>
`;
}

/** Serves the player page and hls.js's light build from the web app's own dependency, on loopback. */
async function servePage(masterUrl: string): Promise<{ url: string; server: Server }> {
  const fromWeb = createRequire(fileURLToPath(new URL('../packages/web/package.json', import.meta.url)));
  const hls = readFileSync(fromWeb.resolve('hls.js/dist/hls.light.mjs'));
  const html = page(masterUrl);
  const server = createServer((request, response) => {
    if (request.url === '/hls.light.mjs')
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(hls);
    else if (request.url === '/') response.writeHead(200, { 'content-type': 'text/html' }).end(html);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, server };
}

export type LatencyRun = {
  /** Each mark seen, with its latency: shown − its wall-clock time at the publisher, in ms. */
  marks: { mark: number; latencyMs: number; height: number }[];
  /** hls.js's errors (non-fatal ones are retried by it). */
  errors: string[];
  frames: number;
};

/**
 * Plays `masterUrl` in a headless Chromium until `marks` marks were shown or `timeoutMs` passed;
 * `publishedAt(mark)` is the wall-clock time (ms) at which the publisher made that mark. Chromium
 * and the page's server are closed before it returns, also on failure.
 */
export async function measureLatency(options: {
  masterUrl: string;
  publishedAt: (mark: number) => number;
  marks: number;
  timeoutMs: number;
}): Promise<LatencyRun> {
  const { url, server } = await servePage(options.masterUrl);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const tab = await browser.newPage();
    await tab.goto(url);
    type State = { marks: (SeenMark & { height: number })[]; errors: string[]; frames: number };
    const state = () => tab.evaluate(() => (globalThis as unknown as { bench: State }).bench);
    const deadline = Date.now() + options.timeoutMs;
    let seen = await state();
    while (seen.marks.length < options.marks && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      seen = await state();
    }
    return {
      marks: seen.marks.map((m) => ({
        mark: m.mark,
        latencyMs: m.shownAt - options.publishedAt(m.mark),
        height: m.height,
      })),
      errors: seen.errors,
      frames: seen.frames,
    };
  } finally {
    await browser.close();
    await new Promise((r) => server.close(r));
  }
}

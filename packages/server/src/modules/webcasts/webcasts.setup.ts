import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config.js';
import type { LaunchLog } from '../../platform/launch/process.js';
import { findNginx, findRtmpModule, startRtmp } from '../../platform/rtmp/launcher.js';
import type { WebcastOptions } from './webcasts.options.js';
import type { PlaybackOptions } from './webcasts.playback.js';

export type WebcastSetup = {
  /** For buildApp; undefined: webcasts have no live ingest. */
  options?: WebcastOptions;
  /** How playback addresses are signed and where players fetch them (CDN_BASE_URL). */
  playback: PlaybackOptions;
  /** Stops the nginx this process launched, if any. */
  stop(): Promise<void>;
};

/**
 * The key that signs playback tokens: HLS_TOKEN_SECRET; else, with a media server of one's own, one
 * derived from its callback secret (every node of the deployment has it); else one kept in
 * DATA_DIR, so that players keep playing across a restart. Throws when DATA_DIR cannot be written.
 */
export async function playbackSecret(config: Config): Promise<string> {
  const { webcast } = config;
  if (webcast.tokenSecret) return webcast.tokenSecret;
  if (webcast.external)
    return createHmac('sha256', webcast.external.callbackSecret)
      .update('foyer playback tokens')
      .digest('hex');
  const file = join(config.dataDir, 'playback-token.key');
  const kept = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (kept.length >= 32) return kept;
  const made = randomBytes(32).toString('hex');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, made, { mode: 0o600 });
  return made;
}

const nothingToStop = async () => undefined;

/**
 * The media server of webcasts in this configuration: the deployment's own (RTMP_URL,
 * HLS_ORIGIN_URL, RTMP_CALLBACK_SECRET), else an nginx with the RTMP module launched beside the
 * server when it is installed (unless RTMP_AUTOSTART=false), else none, said once in the log.
 * `callbackBase` is this server's own address as nginx reaches it (e.g. http://127.0.0.1:3000); the
 * app need not listen yet, nginx calls only when an encoder publishes. Throws nothing expected (an
 * nginx that does not start means no ingest, with a warning).
 */
export async function setUpWebcasts(
  config: Config,
  log: LaunchLog,
  { callbackBase }: { callbackBase: string },
): Promise<WebcastSetup> {
  const { webcast } = config;
  const playback = { secret: await playbackSecret(config), baseUrl: webcast.cdnBaseUrl ?? '' };
  if (webcast.cdnBaseUrl) log.info(`Webcasts: players fetch HLS through ${webcast.cdnBaseUrl}/hls/`);
  if (webcast.external) {
    const { rtmpUrl, hlsOrigin, callbackSecret } = webcast.external;
    // That server relays an accepted publish to itself, on the port encoders use.
    const relayUrl = `rtmp://127.0.0.1:${new URL(rtmpUrl).port || 1935}`;
    log.info(`Webcasts: encoders publish to ${rtmpUrl}; HLS is served from ${hlsOrigin}`);
    return {
      options: { rtmpUrl, relayUrl, studioIngestUrl: rtmpUrl, callbackSecret, hlsOrigin },
      playback,
      stop: nothingToStop,
    };
  }
  const nginx = webcast.autostart ? await findNginx() : null;
  if (nginx && (await findRtmpModule(nginx))) {
    const callbackSecret = randomBytes(24).toString('hex');
    const launched = await startRtmp({
      dataDir: config.dataDir,
      log,
      callbackBase,
      callbackSecret,
      host: config.host,
      port: webcast.port,
      renditions: webcast.renditions,
      binary: nginx,
    });
    if (launched) {
      const publicHost = new URL(config.publicUrl).hostname;
      return {
        options: {
          rtmpUrl: `rtmp://${publicHost}:${launched.rtmpPort}/live`,
          relayUrl: launched.rtmpUrl,
          studioIngestUrl: `${launched.rtmpUrl}/live`,
          callbackSecret,
          hlsDir: launched.hlsDir,
          recordingsDir: launched.recordingsDir,
          statUrl: launched.statUrl,
          controlUrl: launched.controlUrl,
        },
        playback,
        stop: launched.stop,
      };
    }
  }
  log.info(
    'Webcasts: no live ingest (install nginx and libnginx-mod-rtmp, or set RTMP_URL, HLS_ORIGIN_URL and RTMP_CALLBACK_SECRET)',
  );
  return { playback, stop: nothingToStop };
}

import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';
import type { LaunchLog } from '../../platform/launch/process.js';
import { findNginx, findRtmpModule, startRtmp } from '../../platform/rtmp/launcher.js';
import type { WebcastOptions } from './webcasts.options.js';

export type WebcastSetup = {
  /** For buildApp; undefined: webcasts have no live ingest. */
  options?: WebcastOptions;
  /** Stops the nginx this process launched, if any. */
  stop(): Promise<void>;
};

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
  if (webcast.external) {
    const { rtmpUrl, hlsOrigin, callbackSecret } = webcast.external;
    // That server relays an accepted publish to itself, on the port encoders use.
    const relayUrl = `rtmp://127.0.0.1:${new URL(rtmpUrl).port || 1935}`;
    log.info(`Webcasts: encoders publish to ${rtmpUrl}; HLS is served from ${hlsOrigin}`);
    return { options: { rtmpUrl, relayUrl, callbackSecret, hlsOrigin }, stop: nothingToStop };
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
          callbackSecret,
          hlsDir: launched.hlsDir,
          recordingsDir: launched.recordingsDir,
          statUrl: launched.statUrl,
        },
        stop: launched.stop,
      };
    }
  }
  log.info(
    'Webcasts: no live ingest (install nginx and libnginx-mod-rtmp, or set RTMP_URL, HLS_ORIGIN_URL and RTMP_CALLBACK_SECRET)',
  );
  return { stop: nothingToStop };
}

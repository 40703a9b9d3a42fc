import type { Config } from '../../config.js';
import { startJanus } from '../../platform/janus/launcher.js';
import { findOnPath } from '../../platform/launch/process.js';
import type { VideoLog, VideoOptions } from './video.provider.js';

export type VideoSetup = {
  /** For buildApp; undefined: video is not set up. */
  options?: VideoOptions;
  /** Stops the Janus this process launched, if any. */
  stop(): Promise<void>;
};

const nothingToStop = async () => undefined;

/**
 * The video provider of this configuration: JANUS_URL, else JITSI_DOMAIN, else a Janus launched on
 * loopback when the janus program is installed (unless JANUS_AUTOSTART=false), else none, said once
 * in the log. Throws nothing expected (a Janus that does not start means no video, with a warning).
 */
export async function setUpVideo(config: Config, log: VideoLog): Promise<VideoSetup> {
  const { janus } = config;
  const janusOptions = (url: string, adminKey: string | undefined) => ({
    dataDir: config.dataDir,
    janus: { url, adminKey, iceServers: janus.iceServers },
  });
  if (janus.url) return { options: janusOptions(janus.url, janus.adminKey), stop: nothingToStop };
  if (config.jitsi) return { options: { dataDir: config.dataDir, jitsi: config.jitsi }, stop: nothingToStop };
  if (janus.autostart && (await findOnPath('janus'))) {
    const launched = await startJanus({ dataDir: config.dataDir, log, libDir: janus.libDir });
    if (launched) return { options: janusOptions(launched.url, launched.adminKey), stop: launched.stop };
  }
  log.info('Video: not set up (install janus or set JANUS_URL / JITSI_DOMAIN)');
  return { stop: nothingToStop };
}

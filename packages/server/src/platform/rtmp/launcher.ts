import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { RTMP_CALLBACK_PATHS } from './callbacks.js';
import {
  type LaunchLog,
  type StopStep,
  findOnPath,
  freePort,
  isPortFree,
  spawnTied,
  stopStale,
  terminate,
} from '../launch/process.js';

/**
 * The media server of webcasts: nginx with the RTMP module (Debian: nginx + libnginx-mod-rtmp),
 * started beside the server the way platform/janus starts Janus. Encoders publish to
 * rtmp://HOST:PORT/live/<stream key>; Foyer's on_publish callback refuses the key or relays the
 * stream into the application `show` under the webcast's id, where one ffmpeg makes every rendition
 * into `abr`, which writes HLS (2-second segments and a master playlist) into a folder Foyer serves.
 * The key therefore never names a file or a public stream.
 */

/** The renditions a webcast can be offered in (WEBCAST_RENDITIONS). */
export const RENDITION_NAMES = ['source', '1080p', '720p', '480p', '360p'] as const;
export type RenditionName = (typeof RENDITION_NAMES)[number];
export const DEFAULT_RENDITIONS: readonly RenditionName[] = ['source', '720p', '360p'];

/** A rendition: the encoder's stream as it comes (`copy`), or scaled and encoded again. */
export type Rendition =
  | { copy: true /** what the master playlist announces */; bandwidth: number }
  | { copy: false; width: number; height: number; videoKbps: number; audioKbps: number };

export const RENDITIONS: Record<RenditionName, Rendition> = {
  // An encoder's usual upper bound (OBS recommends up to 6 Mbit/s); only announced, not enforced.
  source: { copy: true, bandwidth: 6_000_000 },
  '1080p': { copy: false, width: 1920, height: 1080, videoKbps: 4500, audioKbps: 128 },
  '720p': { copy: false, width: 1280, height: 720, videoKbps: 2500, audioKbps: 128 },
  '480p': { copy: false, width: 854, height: 480, videoKbps: 1200, audioKbps: 96 },
  '360p': { copy: false, width: 640, height: 360, videoKbps: 800, audioKbps: 96 },
};

/** Seconds of one HLS segment; encoded renditions get a key frame this often. */
const SEGMENT_SECONDS = 2;

/** An nginx with the RTMP module this process started. */
export type LaunchedRtmp = {
  /** The port encoders publish to (on `host`) and the relay uses (on 127.0.0.1). */
  rtmpPort: number;
  /** rtmp://127.0.0.1:<port>: where nginx reaches itself (the relay of an accepted publish). */
  rtmpUrl: string;
  /** The folder of HLS output (master playlists `<id>.m3u8`, variants `<id>_<rendition>/index.m3u8`). */
  hlsDir: string;
  /** The folder of recordings (`<webcast id>-<time>.flv`), kept across starts until imported. */
  recordingsDir: string;
  /** nginx-rtmp's statistics (XML of every stream: bitrates, picture, dropped frames), on 127.0.0.1. */
  statUrl: string;
  /** nginx-rtmp's control pages (drop a publisher), on loopback. */
  controlUrl: string;
  /** Its process id (also in DATA_DIR/media/nginx.pid while it runs). */
  pid: number;
  /** SIGQUIT (graceful), SIGTERM after 3 s, SIGKILL after 5 s more; resolves once it has exited. */
  stop(): Promise<void>;
};

export type StartRtmpOptions = {
  /** DATA_DIR: the configuration, logs, pid file and HLS go to DATA_DIR/media/. */
  dataDir: string;
  log: LaunchLog;
  /** Foyer's own HTTP address as nginx reaches it, e.g. http://127.0.0.1:3000 (its callbacks). */
  callbackBase: string;
  /** The secret nginx's callbacks carry (`?secret=`). */
  callbackSecret: string;
  /** The interface encoders publish on (HOST); nginx also listens on 127.0.0.1 for its relay. */
  host: string;
  /** The RTMP port wanted (RTMP_PORT, default 1935); another free one when it is taken. */
  port?: number;
  renditions: readonly RenditionName[];
  /** The nginx program (default: `nginx` found on PATH, or /usr/sbin/nginx). */
  binary?: string;
  /** ngx_rtmp_module.so (default: found where Debian puts it). */
  modulePath?: string;
  /** How long to wait for the RTMP port to accept connections (default 10 s). */
  readyTimeoutMs?: number;
};

const DEFAULT_PORT = 1935;
const READY_TIMEOUT_MS = 10_000;
/** The file naming the nginx this data folder's server started, read by the next start. */
export const PID_FILE = 'nginx.pid';
const CONF_FILE = 'nginx.conf';
/**
 * Graceful first (it lets an exec'd ffmpeg go with its stream), then fast: nginx's graceful stop
 * waits for RTMP clients that stay connected.
 */
const STOP_STEPS: readonly StopStep[] = [
  { signal: 'SIGQUIT', waitMs: 3_000 },
  { signal: 'SIGTERM', waitMs: 5_000 },
  { signal: 'SIGKILL', waitMs: 3_000 },
];
/** Characters a path may have to be written into nginx's configuration and a shell command unquoted. */
const SAFE_PATH = /^[\w@%+=:,./-]+$/;

/** Where the files of the media server go, under DATA_DIR/media/. */
export function mediaPaths(dataDir: string) {
  const prefix = join(dataDir, 'media');
  return {
    prefix,
    conf: join(prefix, CONF_FILE),
    pid: join(prefix, PID_FILE),
    logs: join(prefix, 'logs'),
    hls: join(prefix, 'hls'),
    /** Recordings of `show` (`<webcast id>-<time>.flv`), kept until Foyer imported them. */
    recordings: join(prefix, 'recordings'),
    tmp: join(prefix, 'tmp'),
  };
}
type MediaPaths = ReturnType<typeof mediaPaths>;

/**
 * nginx's `listen` addresses for encoders on `host`, always with 127.0.0.1 (the relay and ffmpeg
 * connect there): a wildcard holds it; `::` is both wildcards, each on its own socket.
 */
function listensOf(host: string, port: number): string[] {
  if (host === '127.0.0.1' || host === 'localhost') return [`127.0.0.1:${port}`];
  if (host === '0.0.0.0') return [`0.0.0.0:${port}`];
  if (host === '::') return [`0.0.0.0:${port}`, `[::]:${port} ipv6only=on`];
  return [`127.0.0.1:${port}`, host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`];
}

/** The ffmpeg output arguments of one rendition, pushed into application `abr` as `<id>_<name>`. */
function renditionArgs(name: RenditionName, rtmpBase: string): string[] {
  const r = RENDITIONS[name];
  // `0:a?`: an encoder without audio is fine. Quoted for the shell that runs ffmpeg.
  const map = ['-map', '0:v', '-map', "'0:a?'"];
  const out = ['-f', 'flv', `${rtmpBase}/abr/$name_${name}`];
  if (r.copy) return [...map, '-c', 'copy', ...out];
  return [
    ...map,
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p'],
    // Height fixed, width from the source's aspect ratio (even, as x264 requires).
    ...['-vf', `scale=-2:${r.height}`],
    ...['-b:v', `${r.videoKbps}k`, '-maxrate', `${r.videoKbps}k`, '-bufsize', `${r.videoKbps * 2}k`],
    // A key frame every 2 s of time, whatever the frame rate: every segment can start with one.
    ...['-force_key_frames', `'expr:gte(t,n_forced*${SEGMENT_SECONDS})'`, '-sc_threshold', '0'],
    ...['-c:a', 'aac', '-b:a', `${r.audioKbps}k`],
    ...out,
  ];
}

/** The `hls_variant` line of a rendition (the master playlist's entry). */
function variantLine(name: RenditionName): string {
  const r = RENDITIONS[name];
  const info = r.copy
    ? `BANDWIDTH=${r.bandwidth}`
    : `BANDWIDTH=${(r.videoKbps + r.audioKbps) * 1000},RESOLUTION=${r.width}x${r.height}`;
  return `hls_variant _${name} ${info};`;
}

/**
 * Foyer's nginx configuration: one process (`master_process off`, so that the kernel's death
 * signal reaches all of nginx and its ffmpeg children die with it), RTMP only (no HTTP server: Foyer
 * serves the HLS folder), three applications:
 * - `live`: encoders publish with their key; on_publish asks Foyer (403 refuses, 302 relays into
 *   `show/<webcast id>`), on_update every 10 s lets Foyer stop a rotated or deleted key. Nothing
 *   here writes files or runs programs: they would be named after the key.
 * - `show`: the relayed stream; only loopback publishes. One ffmpeg makes every rendition into `abr`;
 *   each broadcast is recorded, and on_record_done hands the file to Foyer.
 * - `abr`: HLS of every rendition (nested folders, 2-second segments) and the master playlist.
 * And one HTTP server on 127.0.0.1 only, for nginx-rtmp's statistics (the moderators' health view).
 */
export function rtmpConfig(options: {
  paths: MediaPaths;
  host: string;
  port: number;
  /** The loopback HTTP port of the statistics page (`/stat`). */
  statPort: number;
  callbackBase: string;
  callbackSecret: string;
  renditions: readonly RenditionName[];
  modulePath: string;
  ffmpeg: string;
  /** Whether nginx is started as root (then `user root;`, else its workers would be nobody). */
  asRoot: boolean;
}): string {
  const { paths, port, renditions } = options;
  const base = options.callbackBase.replace(/\/+$/, '');
  const secret = encodeURIComponent(options.callbackSecret);
  const callback = (path: string) => `${base}${path}?secret=${secret}`;
  const loopback = `rtmp://127.0.0.1:${port}`;
  const listens = listensOf(options.host, port);
  const ffmpeg = [
    options.ffmpeg,
    ...['-hide_banner', '-nostats', '-loglevel', 'warning'],
    ...['-i', `${loopback}/show/$name`],
    ...renditions.flatMap((name) => renditionArgs(name, loopback)),
  ].join(' ');
  // exec_push runs no shell: sh is there for the log (stderr) and `exec` makes nginx's kill reach ffmpeg.
  const exec = `exec ${ffmpeg} 2>>${paths.logs}/ffmpeg-$name.log`;
  return `# Written by Foyer at every start (platform/rtmp/launcher.ts); changes are lost.
load_module ${options.modulePath};
${options.asRoot ? 'user root;\n' : ''}master_process off;
worker_processes 1;
pid ${paths.pid};
lock_file ${paths.tmp}/nginx.lock;
error_log ${paths.logs}/error.log warn;
events { worker_connections 1024; }

rtmp {
  access_log ${paths.logs}/rtmp-access.log;
  server {
${listens.map((l) => `    listen ${l};`).join('\n')}
    chunk_size 4096;
    notify_method post;
    notify_update_timeout 10s;

    # Ingest: rtmp://HOST:${port}/live/<stream key>. No hls, record or exec here.
    application live {
      live on;
      allow play 127.0.0.1;
      deny play all;
      on_publish ${callback(RTMP_CALLBACK_PATHS.publish)};
      on_update ${callback(RTMP_CALLBACK_PATHS.update)};
      on_publish_done ${callback(RTMP_CALLBACK_PATHS.publishDone)};
      drop_idle_publisher 10s;
    }

    # The relayed stream, named by the webcast id.
    application show {
      live on;
      allow publish 127.0.0.1;
      deny publish all;
      allow play 127.0.0.1;
      deny play all;
      exec_push /bin/sh -c "${exec}";
      # Every broadcast recorded whole; Foyer makes each finished file a video of the media library.
      record all;
      record_path ${paths.recordings};
      record_suffix -%Y%m%d-%H%M%S.flv;
      on_record_done ${callback(RTMP_CALLBACK_PATHS.recordDone)};
    }

    # Renditions as HLS: ${paths.hls}/<id>.m3u8 and <id>_<rendition>/index.m3u8.
    application abr {
      live on;
      allow publish 127.0.0.1;
      deny publish all;
      allow play 127.0.0.1;
      deny play all;
      hls on;
      hls_path ${paths.hls};
      hls_nested on;
      hls_fragment ${SEGMENT_SECONDS}s;
      hls_playlist_length 10s;
      hls_cleanup on;
      # Segments named by the clock (ms): never the same name twice, so caches keep them for good.
      hls_fragment_naming system;
${renditions.map((name) => `      ${variantLine(name)}`).join('\n')}
    }
  }
}

# Statistics of every stream for Foyer (bitrates, picture, dropped frames) and the control of
# publishers: loopback only.
http {
  access_log off;
  client_body_temp_path ${paths.tmp}/body;
  proxy_temp_path ${paths.tmp}/proxy;
  fastcgi_temp_path ${paths.tmp}/fastcgi;
  uwsgi_temp_path ${paths.tmp}/uwsgi;
  scgi_temp_path ${paths.tmp}/scgi;
  server {
    listen 127.0.0.1:${options.statPort};
    location = /stat { rtmp_stat all; }
    # A moderator's "end broadcast": Foyer drops the encoder at once (/control/drop/publisher).
    location /control { rtmp_control all; }
    location / { return 404; }
  }
}
`;
}

/** The arguments nginx runs with (the configuration named by its absolute path). */
const nginxArgs = (paths: MediaPaths) => [
  '-e',
  join(paths.logs, 'error.log'),
  '-p',
  `${paths.prefix}/`,
  '-c',
  paths.conf,
  '-g',
  'daemon off;',
];

/** Whether a command line is an nginx started with this configuration (a master's rewritten title too). */
export function isOurNginx(args: string[], confPath: string): boolean {
  const line = args.join(' ');
  return (
    /^(\S*\/)?nginx(:| |$)/.test(line) &&
    (line.includes(` -c ${confPath} `) || line.endsWith(` -c ${confPath}`))
  );
}

/**
 * Stops the nginx named by DATA_DIR/media/nginx.pid, left running by a server that was killed without
 * stop(), when it still runs with this configuration (a pid reused by another program is left
 * alone); then removes the file. Throws nothing expected.
 */
export async function stopStaleRtmp(dataDir: string, log: LaunchLog): Promise<void> {
  const paths = mediaPaths(dataDir);
  await stopStale({
    pidPath: paths.pid,
    isOurs: (args) => isOurNginx(args, paths.conf),
    steps: STOP_STEPS.slice(1),
    onStop: (pid) => log.warn(`Webcasts: stopping nginx ${pid} left running by an earlier start`),
  });
}

/** The nginx program: on PATH, else Debian's /usr/sbin/nginx (not on a normal user's PATH). Throws nothing. */
export async function findNginx(): Promise<string | null> {
  return (await findOnPath('nginx')) ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null);
}

/** ngx_rtmp_module.so: the path given, else where nginx loads modules from, else Debian's folder. */
export async function findRtmpModule(binary: string, override?: string): Promise<string | null> {
  if (override) return existsSync(override) ? override : null;
  const candidates = ['/usr/lib/nginx/modules', '/usr/share/nginx/modules', '/usr/local/nginx/modules'];
  try {
    // `nginx -V` prints its configure arguments on stderr, --modules-path among them.
    const { stderr } = await promisify(execFile)(binary, ['-V'], { timeout: 5_000 });
    const configured = /--modules-path=(\S+)/.exec(stderr)?.[1];
    if (configured) candidates.unshift(configured);
  } catch {
    // an nginx that cannot say: the usual folders
  }
  return candidates.map((dir) => join(dir, 'ngx_rtmp_module.so')).find((path) => existsSync(path)) ?? null;
}

/** Tries to connect to 127.0.0.1:port until it accepts or the time is up (or the child is gone). */
async function waitForPort(port: number, timeoutMs: number, alive: () => boolean): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && alive()) {
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.setTimeout(1_000);
      const done = (ok: boolean) => {
        socket.destroy();
        resolve(ok);
      };
      socket.once('connect', () => done(true));
      socket.once('error', () => done(false));
      socket.once('timeout', () => done(false));
    });
    if (accepted) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** The port wanted when it is free on the interfaces nginx listens on, else a free one. */
async function choosePort(wanted: number, host: string): Promise<number> {
  const hosts = host === '127.0.0.1' || host === 'localhost' ? ['127.0.0.1'] : ['127.0.0.1', host];
  for (const h of hosts) if (!(await isPortFree(wanted, h))) return freePort();
  return wanted;
}

/**
 * Starts nginx with Foyer's RTMP configuration in DATA_DIR/media/ and waits until its RTMP port
 * accepts connections. Answers null, after a warning in the log, when nginx, its RTMP module or
 * ffmpeg is missing, or when it does not come up (the server then runs without ingest). The process
 * is ended by stop(), on process exit, and (through setpriv, when installed) when the server dies
 * however it dies; its pid is kept in DATA_DIR/media/nginx.pid so that the next start stops one
 * left behind. The HLS folder is emptied at every start (it holds only live output).
 */
export async function startRtmp(options: StartRtmpOptions): Promise<LaunchedRtmp | null> {
  const { log } = options;
  const binary = options.binary ?? (await findNginx());
  if (!binary || !existsSync(binary)) {
    log.warn('Webcasts: the nginx program was not found (apt-get install -y nginx libnginx-mod-rtmp)');
    return null;
  }
  const modulePath = await findRtmpModule(binary, options.modulePath);
  if (!modulePath) {
    log.warn("Webcasts: nginx's RTMP module was not found (apt-get install -y libnginx-mod-rtmp)");
    return null;
  }
  const ffmpeg = await findOnPath('ffmpeg');
  if (!ffmpeg) {
    log.warn('Webcasts: the ffmpeg program was not found (apt-get install -y ffmpeg)');
    return null;
  }
  const paths = mediaPaths(options.dataDir);
  if (![paths.prefix, ffmpeg, modulePath].every((p) => SAFE_PATH.test(p))) {
    log.warn(
      `Webcasts: ${paths.prefix} cannot be written into nginx's configuration (use a plainer DATA_DIR)`,
    );
    return null;
  }
  // The logs name stream keys (nginx logs each relay with the key it came with): only ours to read.
  for (const dir of [paths.prefix, paths.logs, paths.tmp, paths.recordings])
    await mkdir(dir, { recursive: true, mode: 0o700 });
  await stopStaleRtmp(options.dataDir, log);
  await rm(paths.hls, { recursive: true, force: true });
  await mkdir(paths.hls, { recursive: true });

  const wanted = options.port ?? DEFAULT_PORT;
  const port = await choosePort(wanted, options.host);
  if (port !== wanted) log.warn(`Webcasts: RTMP port ${wanted} is taken; using ${port}`);
  const statPort = await freePort();
  const conf = rtmpConfig({
    paths,
    host: options.host,
    port,
    statPort,
    callbackBase: options.callbackBase,
    callbackSecret: options.callbackSecret,
    renditions: options.renditions,
    modulePath,
    ffmpeg,
    asRoot: process.getuid?.() === 0,
  });
  await writeFile(paths.conf, conf, { mode: 0o600 }); // it holds the callback secret

  const consolePath = join(paths.logs, 'nginx.out');
  const consoleFile = await open(consolePath, 'a');
  // One process (master_process off): the death signal ends all of nginx, and nginx-rtmp gives each
  // ffmpeg it runs a death signal of its own. KILL: a server that died has no viewers to finish.
  const { child, untie } = await spawnTied(binary, nginxArgs(paths), {
    deathSignal: 'KILL',
    exitSignal: 'SIGTERM',
    stdio: ['ignore', consoleFile.fd, consoleFile.fd],
  });
  await consoleFile.close(); // the child holds its own copy of the descriptor
  let failed = false;
  child.on('error', (e) => {
    failed = true;
    log.warn(`Webcasts: nginx could not run: ${e.message}`);
  });
  // nginx writes the same pid there itself; written here too so that it is there before nginx is.
  if (child.pid) await writeFile(paths.pid, `${child.pid}\n`);
  const stop = async () => {
    untie();
    await terminate(child, STOP_STEPS);
    await rm(paths.pid, { force: true });
  };

  const alive = () => !failed && child.exitCode === null && child.signalCode === null;
  if (!(await waitForPort(port, options.readyTimeoutMs ?? READY_TIMEOUT_MS, alive))) {
    log.warn(
      `Webcasts: nginx did not accept RTMP on port ${port}; running without ingest (see ${paths.logs}/error.log)`,
    );
    await stop();
    return null;
  }
  log.info(
    `Webcasts: nginx-rtmp started on port ${port} (${options.renditions.join(', ')}; logs: ${paths.logs})`,
  );
  return {
    rtmpPort: port,
    rtmpUrl: `rtmp://127.0.0.1:${port}`,
    hlsDir: paths.hls,
    recordingsDir: paths.recordings,
    statUrl: `http://127.0.0.1:${statPort}/stat`,
    controlUrl: `http://127.0.0.1:${statPort}/control`,
    pid: child.pid!,
    stop,
  };
}

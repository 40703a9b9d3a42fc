import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, realpath, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  type LaunchLog,
  type StopStep,
  findOnPath,
  freePort,
  spawnTied,
  stopStale,
  terminate,
} from '../launch/process.js';

/** Where the launcher says what it did (the app's log, or the console before the app exists). */
export type JanusLog = LaunchLog;

/** A Janus gateway this process started (its API on 127.0.0.1). */
export type LaunchedJanus = {
  /** Its HTTP API, e.g. http://127.0.0.1:41234/janus. */
  url: string;
  /** The videoroom admin_key of this run (rooms can only be created with it). */
  adminKey: string;
  /** Its process id (also in DATA_DIR/janus/janus.pid while it runs). */
  pid: number;
  /** SIGTERM, then SIGKILL after 3 s; resolves once it has exited. */
  stop(): Promise<void>;
};

export type StartJanusOptions = {
  /** DATA_DIR: the configuration and log go to DATA_DIR/janus/. */
  dataDir: string;
  log: JanusLog;
  /** The janus program (default: `janus` found on PATH). */
  binary?: string;
  /** Folder holding plugins/, transports/, events/, loggers/ (JANUS_LIB_DIR); found when unset. */
  libDir?: string;
  /** How long to wait for the API to answer (default 15 s). */
  readyTimeoutMs?: number;
};

const READY_TIMEOUT_MS = 15_000;
/** SIGTERM, then SIGKILL after 3 s. */
const STOP_STEPS: readonly StopStep[] = [
  { signal: 'SIGTERM', waitMs: 3_000 },
  { signal: 'SIGKILL', waitMs: 3_000 },
];
/** The file naming the Janus this data folder's server started, read by the next start. */
export const PID_FILE = 'janus.pid';
const MODULE_FOLDERS = ['plugins', 'transports', 'events', 'loggers'] as const;

/** The Debian multiarch triplet of this machine, as in /usr/lib/<triplet>/janus. */
function multiarch(): string {
  const cpu = { x64: 'x86_64', arm64: 'aarch64', arm: 'arm', ia32: 'i386' }[process.arch as string];
  return `${cpu ?? process.arch}-linux-${process.arch === 'arm' ? 'gnueabihf' : 'gnu'}`;
}

/**
 * Where Janus's modules are: JANUS_LIB_DIR when given, else Debian's folder, else lib/janus beside the
 * binary's prefix (a source build under /usr/local or /opt). Throws an Error when none has the videoroom.
 */
export async function findJanusLibDir(binary: string, override?: string): Promise<string> {
  if (override) return override;
  const prefix = dirname(dirname(await realpath(binary)));
  const candidates = [
    `/usr/lib/${multiarch()}/janus`,
    join(prefix, 'lib', multiarch(), 'janus'),
    join(prefix, 'lib', 'janus'),
    join(prefix, 'lib64', 'janus'),
  ];
  const found = candidates.find((dir) => existsSync(join(dir, 'plugins', 'libjanus_videoroom.so')));
  if (!found) throw new Error(`Janus's videoroom plugin was not found in ${candidates.join(', ')}`);
  return found;
}

/** A libconfig string literal. */
const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** The .so files of a module folder except the ones kept, comma-separated (what `disable` takes). */
async function allBut(folder: string, keep: string[]): Promise<string> {
  const files = existsSync(folder) ? await readdir(folder) : [];
  return files.filter((f) => f.endsWith('.so') && !keep.includes(f)).join(',');
}

export type JanusFiles = Record<
  'janus.jcfg' | 'janus.plugin.videoroom.jcfg' | 'janus.transport.http.jcfg',
  string
>;

/**
 * Foyer's Janus configuration: only the videoroom plugin and the HTTP transport, the API on
 * 127.0.0.1, rooms created only with `adminKey`, RTP forwarding locked. Media uses the machine's
 * addresses: Janus skips loopback devices when it gathers ICE candidates (the video journey runs in
 * a namespace whose only address is 127.0.0.1, see scripts/loopback-netns.sh).
 */
export async function janusConfig(options: {
  configDir: string;
  libDir: string;
  port: number;
  adminKey: string;
}): Promise<JanusFiles> {
  const { configDir, libDir, port, adminKey } = options;
  const folders = Object.fromEntries(MODULE_FOLDERS.map((f) => [f, join(libDir, f)]));
  return {
    'janus.jcfg': `general: {
  configs_folder = ${quote(configDir)}
  plugins_folder = ${quote(folders.plugins!)}
  transports_folder = ${quote(folders.transports!)}
  events_folder = ${quote(folders.events!)}
  loggers_folder = ${quote(folders.loggers!)}
  debug_level = 4
  admin_secret = ${quote(randomBytes(24).toString('hex'))}
  interface = "127.0.0.1"
}
media: {
  ipv6 = false
  rtp_port_range = "20000-40000"
}
nat: {
  ignore_mdns = true
}
plugins: {
  disable = ${quote(await allBut(folders.plugins!, ['libjanus_videoroom.so']))}
}
transports: {
  disable = ${quote(await allBut(folders.transports!, ['libjanus_http.so']))}
}
events: {
  broadcast = false
}
loggers: {
  disable = "libjanus_jsonlog.so"
}
`,
    'janus.plugin.videoroom.jcfg': `general: {
  admin_key = ${quote(adminKey)}
  lock_rtp_forward = true
}
`,
    'janus.transport.http.jcfg': `general: {
  json = "compact"
  base_path = "/janus"
  http = true
  port = ${port}
  ip = "127.0.0.1"
  https = false
}
admin: {
  admin_http = false
}
`,
  };
}

/** Polls GET <url>/info until it answers or the time is up; true when it answered. */
async function waitForInfo(url: string, timeoutMs: number, child: ChildProcess): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    try {
      const res = await fetch(`${url}/info`, { signal: AbortSignal.timeout(1_000) });
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return false;
}

/**
 * Stops the Janus named by DATA_DIR/janus/janus.pid, left running by a server that was killed
 * without stop(), when it still runs and really is a janus with this configuration folder (a pid
 * reused by another program is left alone); then removes the file. Throws nothing expected.
 */
export async function stopStaleJanus(configDir: string, log: JanusLog): Promise<void> {
  const config = join(configDir, 'janus.jcfg');
  await stopStale({
    pidPath: join(configDir, PID_FILE),
    isOurs: ([program = '', ...args]) => /(^|\/)janus$/.test(program) && args.includes(config),
    steps: STOP_STEPS,
    onStop: (pid) => log.warn(`Video: stopping Janus ${pid} left running by an earlier start`),
  });
}

/**
 * Starts Janus with Foyer's configuration in DATA_DIR/janus/ (a new admin_key and a free port each
 * time) and waits for its API. Answers null, after a warning in the log, when Janus cannot be found
 * or does not answer within the timeout (the server then runs without video). The process is ended by
 * stop(), on process exit, and (through setpriv, when installed) when the server dies however it
 * dies; its pid is kept in DATA_DIR/janus/janus.pid so that the next start stops one left behind.
 */
export async function startJanus(options: StartJanusOptions): Promise<LaunchedJanus | null> {
  const { log } = options;
  const binary = options.binary ?? (await findOnPath('janus'));
  if (!binary) {
    log.warn('Video: the janus program was not found on PATH');
    return null;
  }
  const configDir = join(options.dataDir, 'janus');
  let libDir: string;
  try {
    libDir = await findJanusLibDir(binary, options.libDir);
  } catch (e) {
    log.warn(`Video: ${(e as Error).message}; set JANUS_LIB_DIR`);
    return null;
  }
  await mkdir(configDir, { recursive: true });
  await stopStaleJanus(configDir, log);
  const port = await freePort();
  const adminKey = randomBytes(24).toString('hex');
  const files = await janusConfig({ configDir, libDir, port, adminKey });
  for (const [name, text] of Object.entries(files))
    await writeFile(join(configDir, name), text, { mode: 0o600 });

  const logPath = join(configDir, 'janus.log');
  const logFile = await open(logPath, 'a');
  const args = ['-C', join(configDir, 'janus.jcfg'), '-F', configDir, '-L', logPath, '-N', '-o', '-D'];
  // setpriv (util-linux) has the kernel send Janus SIGKILL when this process dies, even by SIGKILL,
  // so no Janus keeps media ports bound after its server. KILL, not TERM: Janus's graceful shutdown
  // sometimes hangs for good, and a server that died has no rooms left to close (stop() still ends
  // Janus gracefully).
  const { child, untie } = await spawnTied(binary, args, {
    deathSignal: 'KILL',
    exitSignal: 'SIGTERM',
    stdio: ['ignore', logFile.fd, logFile.fd],
  });
  await logFile.close(); // the child holds its own copy of the descriptor
  child.on('error', (e) => log.warn(`Video: janus could not run: ${e.message}`));
  const pidPath = join(configDir, PID_FILE);
  // Without setpriv, the next start stops a Janus this server left behind.
  if (child.pid) await writeFile(pidPath, `${child.pid}\n`);
  const stop = async () => {
    untie();
    await terminate(child, STOP_STEPS);
    await rm(pidPath, { force: true });
  };

  const url = `http://127.0.0.1:${port}/janus`;
  if (!(await waitForInfo(url, options.readyTimeoutMs ?? READY_TIMEOUT_MS, child))) {
    log.warn(`Video: Janus did not answer at ${url}; running without video (see ${logPath})`);
    await stop();
    return null;
  }
  log.info(`Video: Janus started at ${url} (log: ${logPath})`);
  return { url, adminKey, pid: child.pid!, stop };
}

import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, readFile, rm } from 'node:fs/promises';
import { createSocket } from 'node:dgram';
import { type AddressInfo, createServer } from 'node:net';
import { delimiter, join } from 'node:path';

/**
 * Helpers of the launchers that start a media engine beside the server (platform/janus,
 * platform/rtmp): find the program, pick a port, tie the process to the server's life, stop it, and
 * stop the one a killed server left behind.
 */

/** Where a launcher says what it did (the app's log, or the console before the app exists). */
export type LaunchLog = {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
};

/** One step of stopping a process: send `signal`, then wait up to `waitMs` for it to exit. */
export type StopStep = { signal: NodeJS.Signals; waitMs: number };

/** The absolute path of `name` on PATH when it is an executable file, else null. Throws nothing. */
export async function findOnPath(name: string, path = process.env.PATH ?? ''): Promise<string | null> {
  for (const folder of path.split(delimiter).filter(Boolean)) {
    const candidate = join(folder, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return null;
}

/** Whether `port` of 127.0.0.1 can be listened on now (a bind test). Throws nothing. */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** A free TCP port of 127.0.0.1 (listen on port 0, read it, close). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Two UDP ports n and n+1 of 127.0.0.1 free now (ffmpeg takes n for RTP and n+1 for RTCP). */
export async function freeUdpPair(): Promise<number> {
  const bind = (port: number) =>
    new Promise<ReturnType<typeof createSocket> | null>((resolve) => {
      const socket = createSocket('udp4');
      socket.once('error', () => resolve(null));
      socket.bind(port, '127.0.0.1', () => resolve(socket));
    });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 41_000 + 2 * Math.floor(Math.random() * 4_000);
    const [a, b] = [await bind(port), await bind(port + 1)];
    a?.close();
    b?.close();
    if (a && b) return port;
  }
  throw new Error('no two free UDP ports found');
}

/** Whether this process runs (a zombie, dead but not yet reaped, does not). Throws nothing. */
export async function isRunning(pid: number): Promise<boolean> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The state follows the parenthesised command name, which may itself hold spaces or parentheses.
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    try {
      process.kill(pid, 0);
      return true;
    } catch (e) {
      return (e as NodeJS.ErrnoException).code === 'EPERM';
    }
  }
}

/** The arguments a process runs with, from /proc/<pid>/cmdline ([] when it is gone). Throws nothing. */
export async function commandLine(pid: number): Promise<string[]> {
  const args = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0');
  // Each argument ends with a NUL; a program that rewrote its title may pad it with more.
  while (args.length && args[args.length - 1] === '') args.pop();
  return args;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Ends a child of this process: each step's signal in turn, moving on when it has not exited within
 * the step's wait; resolves once it has exited (after the last signal, however long that takes).
 */
export function terminate(child: ChildProcess, steps: readonly StopStep[]): Promise<void> {
  // No pid: it never ran (spawn failed), and no exit will come.
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined)
    return Promise.resolve();
  return new Promise((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    const next = (i: number) => {
      const step = steps[i];
      if (!step) return;
      child.kill(step.signal);
      timer = setTimeout(() => next(i + 1), step.waitMs);
    };
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    next(0);
  });
}

/** The same for a process that is not our child (found through a pid file); true once it is gone. */
async function signalUntilGone(pid: number, steps: readonly StopStep[]): Promise<boolean> {
  for (const step of steps) {
    try {
      process.kill(pid, step.signal);
    } catch {
      return true; // gone between the checks
    }
    const deadline = Date.now() + step.waitMs;
    while (Date.now() < deadline) {
      if (!(await isRunning(pid))) return true;
      await pause(50);
    }
  }
  return !(await isRunning(pid));
}

export type StaleProcess = {
  /** The file holding the pid of the process a previous start launched. */
  pidPath: string;
  /** Whether a process with this command line is the one the previous start launched. */
  isOurs(args: string[]): boolean;
  steps: readonly StopStep[];
  /** Called before it is stopped (to log it). */
  onStop?(pid: number): void;
};

/**
 * Stops the process named by a pid file, left running by a server that was killed without stopping
 * it, when it still runs and really is ours by its command line (a pid reused by another program is
 * left alone); then removes the file. Throws nothing expected.
 */
export async function stopStale(stale: StaleProcess): Promise<void> {
  const pid = Number.parseInt(await readFile(stale.pidPath, 'utf8').catch(() => ''), 10);
  if (
    Number.isSafeInteger(pid) &&
    pid > 1 &&
    (await isRunning(pid)) &&
    stale.isOurs(await commandLine(pid))
  ) {
    stale.onStop?.(pid);
    await signalUntilGone(pid, stale.steps);
  }
  await rm(stale.pidPath, { force: true });
}

/**
 * Spawns `program` so that it dies with this process however this process dies: through setpriv
 * (util-linux) `--pdeathsig`, which has the kernel send it `deathSignal` when we die, even by
 * SIGKILL, and then execs the program (same pid); without setpriv, spawned plainly. Either way it
 * gets `exitSignal` when this process exits without stopping it; `untie()` removes that once the
 * launcher stops it itself.
 */
export async function spawnTied(
  program: string,
  args: string[],
  options: { deathSignal: 'KILL' | 'TERM'; exitSignal: NodeJS.Signals; stdio: StdioOptions },
): Promise<{ child: ChildProcess; untie(): void }> {
  const setpriv = await findOnPath('setpriv');
  const [command, argv] = setpriv
    ? [setpriv, ['--pdeathsig', options.deathSignal, '--', program, ...args]]
    : [program, args];
  const child = spawn(command, argv, { stdio: options.stdio });
  const onExit = () => child.kill(options.exitSignal);
  process.once('exit', onExit);
  return { child, untie: () => process.removeListener('exit', onExit) };
}

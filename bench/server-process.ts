/**
 * Starts a real Foyer server in a child process on a free loopback port with a fresh data folder
 * (or a prepared one, or DATABASE_URL), so that benchmarks measure it over HTTP and read its
 * memory from /proc.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export type BenchServer = {
  url: string;
  child: ChildProcess;
  /** Peak resident memory of the server process so far, in MiB (VmHWM). */
  peakRssMiB(): number;
  rssMiB(): number;
  stop(): Promise<void>;
};

/**
 * `env` is added to this process's environment (undefined: left out); `options.dataDir` is a data folder prepared
 * beforehand (e.g. a seeded PGlite under `pglite/`), left in place by stop(); without it a fresh one
 * that stop() removes.
 */
export async function startServer(
  env: Record<string, string | undefined> = {},
  options: { dataDir?: string } = {},
): Promise<BenchServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'foyer-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // As `npm start` runs it: scripts/start.mjs, the server bundle (built when older than its sources).
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '10000',
      // As `npm start` runs it: two malloc arenas (glibc's default, one per thread, costs ~150 MiB idle).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      ...env,
    } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/v1/openapi.json`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('server did not start in 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  const memory = (field: string) => {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return kb / 1024;
  };
  return {
    url,
    child,
    peakRssMiB: () => memory('VmHWM'),
    rssMiB: () => memory('VmRSS'),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs an organiser up through the API and the dev mailbox; answers a session token. */
export async function signUp(url: string): Promise<string> {
  const post = async (path: string, body: unknown, token?: string, method = 'POST') => {
    const res = await fetch(`${url}/api/v1/${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authToken: token } : {}) },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { success: boolean; results: { authToken: string } };
    if (!answer.success) throw new Error(`${path}: ${JSON.stringify(answer)}`);
    return answer.results;
  };
  const email = `bench.${Date.now()}@analytical-engines.example`;
  const { authToken } = await post('registration/account', { email, password: 'Bench-2026!' });
  await post(
    'registration/details',
    {
      firstName: 'Bench',
      lastName: 'Mark',
      company: 'Foyer',
      address1: '1 Road',
      zip: '1',
      country: 'US',
      agreement: true,
    },
    authToken,
    'PUT',
  );
  const mailbox = (await (
    await fetch(`${url}/dev/mailbox/messages?to=${encodeURIComponent(email)}`)
  ).json()) as {
    messages: { links: string[] }[];
  };
  const link = mailbox.messages[0].links.find((l) => l.includes('confirm-registration'))!;
  const confirmed = await post('auth/confirmation/email', { token: new URL(link).searchParams.get('token') });
  return confirmed.authToken;
}

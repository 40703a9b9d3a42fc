import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRunning } from '../launch/process.js';
import { PID_FILE, stopStaleJanus } from './launcher.js';

const log = { info: () => undefined, warn: () => undefined, error: console.error };

let dir: string;
let configDir: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'foyer-launcher-'));
  configDir = join(dir, 'data', 'janus');
  await mkdir(configDir, { recursive: true });
  // A stand-in named janus: node under that name, idle until a signal ends it.
  await symlink(process.execPath, join(dir, 'janus'));
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

/** Starts `program` idle with these arguments after `--`; its pid once it runs. */
async function idle(program: string, args: string[]): Promise<number> {
  const child = spawn(program, ['-e', 'setInterval(() => {}, 1000)', '--', ...args], { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child.pid!;
}

describe('stopStaleJanus', () => {
  it('stops a janus left running with this configuration folder and removes the pid file', async () => {
    const pid = await idle(join(dir, 'janus'), ['-C', join(configDir, 'janus.jcfg'), '-F', configDir]);
    await writeFile(join(configDir, PID_FILE), `${pid}\n`);
    await stopStaleJanus(configDir, log);
    expect(await isRunning(pid)).toBe(false);
    await expect(readFile(join(configDir, PID_FILE))).rejects.toThrow();
  });

  it('leaves alone a process that is not our janus', async () => {
    const other = await idle(process.execPath, ['-C', join(configDir, 'janus.jcfg')]);
    const elsewhere = await idle(join(dir, 'janus'), ['-C', join(dir, 'other', 'janus.jcfg')]);
    for (const pid of [other, elsewhere]) {
      await writeFile(join(configDir, PID_FILE), `${pid}\n`);
      await stopStaleJanus(configDir, log);
      expect(await isRunning(pid)).toBe(true);
    }
  });

  it('does nothing without a pid file, or with one naming no process', async () => {
    await stopStaleJanus(configDir, log);
    await writeFile(join(configDir, PID_FILE), '999999999\n');
    await stopStaleJanus(configDir, log);
    await expect(readFile(join(configDir, PID_FILE))).rejects.toThrow();
  });
});

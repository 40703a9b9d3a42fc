import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** Runs a program (no shell) with a time limit; answers its standard output. Throws on failure. */
export async function run(program: string, args: string[], timeoutMs = 30_000): Promise<string> {
  const { stdout } = await exec(program, args, {
    timeout: timeoutMs,
    killSignal: 'SIGKILL',
    maxBuffer: 4 * 1024 * 1024,
    windowsHide: true,
  });
  return stdout;
}

const present = new Map<string, Promise<boolean>>();

/** Whether a program is on PATH (asked once per process and PATH). Throws nothing. */
export function hasTool(program: 'ffmpeg' | 'ffprobe' | 'pdftoppm'): Promise<boolean> {
  const key = `${program}\0${process.env.PATH ?? ''}`;
  let p = present.get(key);
  if (!p) {
    p = run(program, [program === 'pdftoppm' ? '-v' : '-version'], 5_000).then(
      () => true,
      (e: NodeJS.ErrnoException & { code?: unknown }) => e.code !== 'ENOENT' && typeof e.code === 'number',
    );
    present.set(key, p);
  }
  return p;
}

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFixtures } from '../../../test/media.js';
import { detectUpload } from './detect.js';
import { hasTool, run } from './tools.js';

const ffmpeg = await hasTool('ffmpeg');
let dir: string;
let fx: Awaited<ReturnType<typeof mediaFixtures>>;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'foyer-detect-'));
  fx = await mediaFixtures();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const file = async (name: string, body: Buffer | string) => {
  const path = join(dir, name);
  await writeFile(path, body);
  return path;
};

describe('detectUpload', () => {
  it('names the real type of what it refuses', async () => {
    expect(await detectUpload('document', await file('a.pdf', fx.png))).toEqual({
      ok: false,
      reason: 'upload.wrongType',
      detected: 'image/png',
    });
    expect(await detectUpload('image', await file('b.png', fx.exe))).toMatchObject({
      ok: false,
      detected: 'application/x-msdownload',
    });
    expect(await detectUpload('video', await file('c.mp4', fx.shell))).toMatchObject({
      ok: false,
      detected: 'unknown',
    });
    // SVG is an image, never an avatar.
    expect(await detectUpload('avatar', await file('d.svg', fx.svg))).toMatchObject({ ok: false });
    expect(await detectUpload('image', await file('e.svg', fx.svg))).toEqual({
      ok: true,
      mime: 'image/svg+xml',
    });
  });

  it.skipIf(!ffmpeg)('accepts MP4, QuickTime, AVI and MPEG videos by content', async () => {
    const mp4 = await file('in.mp4', fx.mp4);
    const made = async (name: string, args: string[]) => {
      const out = join(dir, name);
      await run('ffmpeg', ['-v', 'error', '-y', '-i', mp4, '-t', '1', ...args, out]);
      return out;
    };
    expect(await detectUpload('video', mp4)).toEqual({ ok: true, mime: 'video/mp4' });
    expect(await detectUpload('video', await made('a.mov', ['-c', 'copy']))).toEqual({
      ok: true,
      mime: 'video/quicktime',
    });
    expect(await detectUpload('video', await made('a.avi', ['-c', 'copy']))).toEqual({
      ok: true,
      mime: 'video/x-msvideo',
    });
    expect(
      await detectUpload('video', await made('a.mpg', ['-c:v', 'mpeg2video', '-an', '-f', 'vob'])),
    ).toEqual({ ok: true, mime: 'video/mpeg' });
  });
});

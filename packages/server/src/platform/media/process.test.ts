import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFixtures } from '../../../test/media.js';
import { processUpload } from './process.js';
import { hasTool } from './tools.js';

let dir: string;
let fx: Awaited<ReturnType<typeof mediaFixtures>>;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'foyer-media-'));
  fx = await mediaFixtures();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('processUpload without ffmpeg and poppler on PATH', () => {
  it('keeps videos and documents without duration or thumbnail, and does not fail', async () => {
    const path = process.env.PATH;
    process.env.PATH = join(dir, 'no-tools');
    try {
      expect(await hasTool('ffprobe')).toBe(false);
      const video = join(dir, 'v.mp4');
      await writeFile(video, fx.mp4);
      expect(await processUpload('video', 'video/mp4', video, dir)).toEqual({
        width: null,
        height: null,
        duration: null,
      });
      const pdf = join(dir, 'd.pdf');
      await writeFile(pdf, fx.pdf);
      expect(await processUpload('document', 'application/pdf', pdf, dir)).toEqual({
        width: null,
        height: null,
        duration: null,
      });
    } finally {
      process.env.PATH = path;
    }
  });
});

describe('processUpload of images', () => {
  it('refuses an image that only starts like one', async () => {
    const broken = join(dir, 'broken.png');
    await writeFile(broken, fx.png.subarray(0, 60));
    await expect(processUpload('image', 'image/png', broken, dir)).rejects.toThrow();
  });
});

import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assetNameOf, clearSpool, sweepSpool } from './assets.service.js';

describe('assetNameOf', () => {
  it('takes the file name without folders, extension or control characters', () => {
    expect(assetNameOf('Main stage.final.png')).toBe('Main stage.final');
    expect(assetNameOf('C:\\Users\\ada\\logo.svg')).toBe('logo');
    expect(assetNameOf('.hidden')).toBe('.hidden');
    expect(assetNameOf('bad\u0000name\u0007.pdf')).toBe('badname');
    expect(assetNameOf('')).toBe('file');
    expect(assetNameOf(`${'x'.repeat(300)}.png`)).toHaveLength(200);
  });
});

describe('sweepSpool', () => {
  it('removes what interrupted uploads left long ago and keeps recent work', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'foyer-sweep-'));
    try {
      await mkdir(join(dir, 'upload-old'));
      await mkdir(join(dir, 'upload-new'));
      const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
      await utimes(join(dir, 'upload-old'), dayAgo, dayAgo);
      expect(await sweepSpool(dir)).toBe(1);
      expect(await readdir(dir)).toEqual(['upload-new']);
      expect(await sweepSpool(join(dir, 'missing'))).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('clearSpool', () => {
  it('removes at start even what was left a moment ago (nothing of this process is in flight)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'foyer-sweep-'));
    try {
      await mkdir(join(dir, 'upload-fresh', '0'), { recursive: true });
      await writeFile(join(dir, 'upload-fresh', '0', 'upload'), 'half a file');
      await mkdir(join(dir, 'answer-empty'));
      expect(await clearSpool(dir)).toBe(2);
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

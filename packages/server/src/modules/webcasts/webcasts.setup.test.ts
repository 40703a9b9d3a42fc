import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { playbackSecret } from './webcasts.setup.js';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('the key of playback tokens', () => {
  it('is HLS_TOKEN_SECRET when set', async () => {
    expect(await playbackSecret(loadConfig({ HLS_TOKEN_SECRET: 'the-shared-secret-of-all' }))).toBe(
      'the-shared-secret-of-all',
    );
  });

  it("derives from a media server's callback secret, the same on every node", async () => {
    const env = {
      RTMP_URL: 'rtmp://media.example.com/live',
      HLS_ORIGIN_URL: 'https://media.example.com/hls',
      RTMP_CALLBACK_SECRET: 'callback-secret-of-the-deployment',
    };
    const one = await playbackSecret(loadConfig(env));
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(one).not.toContain(env.RTMP_CALLBACK_SECRET);
    expect(await playbackSecret(loadConfig(env))).toBe(one);
  });

  it('is kept in DATA_DIR otherwise, so that players keep playing across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'foyer-playback-'));
    dirs.push(dataDir);
    const first = await playbackSecret(loadConfig({ DATA_DIR: dataDir }));
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await playbackSecret(loadConfig({ DATA_DIR: dataDir }))).toBe(first);
    const file = join(dataDir, 'playback-token.key');
    expect(await readFile(file, 'utf8')).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});

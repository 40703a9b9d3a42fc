import { describe, expect, it, vi } from 'vitest';
import { currentTokenXhrSetup } from './hlsLoader';

const OLD = 'n1x2k3.AAAAAAAAAAAAAAAAAAAAAA';
const NEW = 'n1x6p0.BBBBBBBBBBBBBBBBBBBBBB';

/** What the setup opens for `url` while the newest playback address is `current`. */
async function opened(url: string, current: string | undefined) {
  const xhr = { open: vi.fn() };
  await currentTokenXhrSetup(() => current)(xhr as unknown as XMLHttpRequest, url, {} as never);
  expect(xhr.open).toHaveBeenCalledTimes(1);
  return xhr.open.mock.calls[0];
}

describe('currentTokenXhrSetup', () => {
  it('opens playlists and segments derived under an old token under the newest one', async () => {
    expect(await opened(`/hls/${OLD}/wc1_360p/index.m3u8`, `/hls/${NEW}/wc1.m3u8`)).toEqual([
      'GET',
      `/hls/${NEW}/wc1_360p/index.m3u8`,
      true,
    ]);
    // On a CDN: the address stays there, only the token folder changes.
    expect(
      await opened(
        `https://cdn.example.com/hls/${OLD}/wc1_360p/1767225600000.ts`,
        `https://cdn.example.com/hls/${NEW}/wc1.m3u8`,
      ),
    ).toEqual(['GET', `https://cdn.example.com/hls/${NEW}/wc1_360p/1767225600000.ts`, true]);
  });

  it('opens the address unchanged while it has the newest token or there is none', async () => {
    const segment = `/hls/${NEW}/wc1_source/1767225600000.ts`;
    expect(await opened(segment, `/hls/${NEW}/wc1.m3u8`)).toEqual(['GET', segment, true]);
    expect(await opened(segment, undefined)).toEqual(['GET', segment, true]);
  });
});

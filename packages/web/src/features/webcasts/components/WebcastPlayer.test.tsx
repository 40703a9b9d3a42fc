import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type Hls from 'hls.js';
import type { HlsConfig } from 'hls.js';
import type { ComponentProps } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { theme } from '../../../ui/theme';
import { countdownText } from './WebcastCountdown';
import { RETRY_MS, STALL_ENDS_MS, WebcastPlayer } from './WebcastPlayer';
import * as hlsLoader from './hlsLoader';

const TOKEN = 'n1x2k3.AAAAAAAAAAAAAAAAAAAAAA';
const RENEWED_TOKEN = 'n1x6p0.BBBBBBBBBBBBBBBBBBBBBB';
const PLAYLIST = `/hls/${TOKEN}/wc1.m3u8`;
const RENEWED = `/hls/${RENEWED_TOKEN}/wc1.m3u8`;

/** A fetch of the playlist that answers `status()` (404: not live yet); the calls it got. */
function playlist(status: () => number) {
  const fetchMock = vi.fn(
    async (_input: string | URL | Request) => new Response('#EXTM3U', { status: status() }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const asked = (fetchMock: ReturnType<typeof playlist>) =>
  fetchMock.mock.calls.map(([input]) => String(input));

/** Makes jsdom's video play HLS natively (as Safari does), with play and load that do nothing. */
function nativeHls() {
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
    type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
  );
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
}

type Handler = (event: string, data: unknown) => void;

/** hls.js as the player uses it: records its settings, what it was told and the levels chosen. */
class FakeHls {
  static instances: FakeHls[] = [];
  static isSupported = () => true;
  static Events = {
    ERROR: 'hlsError',
    MANIFEST_PARSED: 'hlsManifestParsed',
    LEVEL_SWITCHED: 'hlsLevelSwitched',
    SUBTITLE_TRACKS_UPDATED: 'hlsSubtitleTracksUpdated',
  };
  static ErrorTypes = { MEDIA_ERROR: 'mediaError', NETWORK_ERROR: 'networkError' };
  readonly handlers = new Map<string, Handler[]>();
  readonly chosenLevels: number[] = [];
  subtitleTracks: unknown[] = [];
  loadSource = vi.fn();
  attachMedia = vi.fn();
  destroy = vi.fn();
  recoverMediaError = vi.fn();
  constructor(readonly config: Partial<HlsConfig>) {
    FakeHls.instances.push(this);
  }
  set currentLevel(level: number) {
    this.chosenLevels.push(level);
  }
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }
  emit(event: string, data: unknown) {
    act(() => {
      for (const handler of this.handlers.get(event) ?? []) handler(event, data);
    });
  }
}

/**
 * The player will load the fake hls.js (jsdom has no native HLS: the player loads hls.js). A spy,
 * not vi.mock: the web tests share their workers' modules (vitest.config.ts).
 */
function fakeHls() {
  vi.spyOn(hlsLoader, 'loadHls').mockResolvedValue(FakeHls as unknown as typeof Hls);
}

/** The fake hls.js the player made, once it has. */
async function hlsInstance() {
  await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
  return FakeHls.instances[0]!;
}

type Props = Partial<ComponentProps<typeof WebcastPlayer>>;

/** The player of webcast wc1 as "Keynote" at PLAYLIST; `rerender` changes its props. */
function renderPlayer(props: Props = {}) {
  const element = (p: Props) => (
    <MantineProvider theme={theme}>
      <WebcastPlayer webcastId="wc1" src={PLAYLIST} label="Keynote" {...props} {...p} />
    </MantineProvider>
  );
  const { rerender } = render(element({}));
  return { rerender: (p: Props) => rerender(element(p)) };
}

const video = () => screen.getByLabelText('Keynote', { selector: 'video' }) as HTMLVideoElement;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  FakeHls.instances = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('WebcastPlayer', () => {
  it('says the broadcast has not started, with its planned start, and asks again every 5 s', async () => {
    const fetchMock = playlist(() => 404);
    renderPlayer({ plannedStart: '12 Mar 2027, 14:00' });
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('The broadcast has not started yet');
    expect(status.textContent).toContain('Planned start: 12 Mar 2027, 14:00');
    expect(asked(fetchMock)).toEqual([PLAYLIST]);
    await act(() => vi.advanceTimersByTimeAsync(RETRY_MS - 100));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(RETRY_MS));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(video().controls).toBe(false);
    expect(video().getAttribute('src')).toBeNull();
  });

  it('says it appears once it begins when no planned start is known', async () => {
    playlist(() => 404);
    renderPlayer();
    expect(await screen.findByText('It appears here as soon as it begins.')).toBeTruthy();
  });

  it('waits without asking while its address is not known, then asks with the newest one', async () => {
    const fetchMock = playlist(() => 404);
    const { rerender } = renderPlayer({ src: undefined });
    expect(await screen.findByText('The broadcast has not started yet')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3 * RETRY_MS));
    expect(fetchMock).not.toHaveBeenCalled();
    rerender({ src: PLAYLIST });
    await waitFor(() => expect(asked(fetchMock)).toEqual([PLAYLIST]));
    // A renewed token: the next look uses it, at the usual pace.
    rerender({ src: RENEWED });
    await act(() => vi.advanceTimersByTimeAsync(RETRY_MS + 100));
    expect(asked(fetchMock)).toEqual([PLAYLIST, RENEWED]);
  });

  it('says when the broadcast is not available to this viewer, and asks nothing', async () => {
    const fetchMock = playlist(() => 200);
    renderPlayer({ src: undefined, isUnavailable: true, plannedStart: '12 Mar 2027, 14:00' });
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('This broadcast is not available');
    expect(status.textContent).toContain('It is no longer part of this event.');
    expect(status.textContent).not.toContain('Planned start');
    await act(() => vi.advanceTimersByTimeAsync(3 * RETRY_MS));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('plays once the playlist answers, muted with a button that turns the sound on', async () => {
    let status = 404;
    playlist(() => status);
    nativeHls();
    renderPlayer();
    await screen.findByText('The broadcast has not started yet');
    status = 200;
    await act(() => vi.advanceTimersByTimeAsync(RETRY_MS));
    const unmute = await screen.findByRole('button', { name: 'Turn sound on' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(video().getAttribute('src')).toBe(PLAYLIST);
    expect(video().muted).toBe(true);
    expect(video().controls).toBe(true);
    expect(video().playsInline).toBe(true);
    await userEvent.click(unmute);
    expect(video().muted).toBe(false);
    expect(screen.queryByRole('button', { name: 'Turn sound on' })).toBeNull();
  });

  it('says "Live" while the picture moves, greyed while the viewer has paused it', async () => {
    playlist(() => 200);
    nativeHls();
    renderPlayer();
    await waitFor(() => expect(video().getAttribute('src')).toBe(PLAYLIST));
    const badge = screen.getByText('Live').closest('.mantine-Badge-root') as HTMLElement;
    fireEvent.playing(video());
    expect(badge.style.getPropertyValue('--badge-bg')).toContain('red');
    fireEvent.pause(video());
    expect(badge.style.getPropertyValue('--badge-bg')).toContain('gray');
  });

  it('says the broadcast has ended when the stream is lost after playing, and tries again on request', async () => {
    let status = 200;
    const fetchMock = playlist(() => status);
    nativeHls();
    renderPlayer();
    await screen.findByRole('button', { name: 'Turn sound on' });
    await waitFor(() => expect(video().getAttribute('src')).toBe(PLAYLIST));
    fireEvent.playing(video());
    fireEvent.error(video());
    expect(await screen.findByText('The broadcast has ended')).toBeTruthy();
    expect(video().getAttribute('src')).toBeNull();
    // Ended is final until the visitor asks: no asking in the background.
    await act(() => vi.advanceTimersByTimeAsync(3 * RETRY_MS));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    status = 404;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The broadcast has not started yet')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('plays on natively under a renewed token when the old one is refused', async () => {
    playlist(() => 200);
    nativeHls();
    const { rerender } = renderPlayer();
    await waitFor(() => expect(video().getAttribute('src')).toBe(PLAYLIST));
    fireEvent.playing(video());
    rerender({ src: RENEWED });
    // The renewal alone does not interrupt the picture.
    expect(video().getAttribute('src')).toBe(PLAYLIST);
    fireEvent.error(video());
    expect(video().getAttribute('src')).toBe(RENEWED);
    expect(screen.queryByText('The broadcast has ended')).toBeNull();
    // Refused under the newest token too: the stream is gone.
    fireEvent.error(video());
    expect(await screen.findByText('The broadcast has ended')).toBeTruthy();
  });

  it('says the broadcast has ended when the picture stands still for 12 s (the encoder stopped)', async () => {
    playlist(() => 200);
    nativeHls();
    renderPlayer();
    await screen.findByRole('button', { name: 'Turn sound on' });
    await waitFor(() => expect(video().getAttribute('src')).toBe(PLAYLIST));
    Object.defineProperty(video(), 'paused', { configurable: true, value: false });
    fireEvent.playing(video());
    // Moving on: no end.
    for (let second = 1; second <= 15; second++) {
      Object.defineProperty(video(), 'currentTime', { configurable: true, value: second, writable: true });
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    expect(screen.queryByText('The broadcast has ended')).toBeNull();
    // Standing still (the media server keeps serving its last playlist).
    await act(() => vi.advanceTimersByTimeAsync(STALL_ENDS_MS - 2000));
    expect(screen.queryByText('The broadcast has ended')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText('The broadcast has ended')).toBeTruthy();
  });

  it('does not end a stream the viewer paused', async () => {
    playlist(() => 200);
    nativeHls();
    renderPlayer();
    await screen.findByRole('button', { name: 'Turn sound on' });
    await waitFor(() => expect(video().getAttribute('src')).toBe(PLAYLIST));
    fireEvent.playing(video());
    // jsdom's video stays paused: as if the viewer paused it.
    await act(() => vi.advanceTimersByTimeAsync(3 * STALL_ENDS_MS));
    expect(screen.queryByText('The broadcast has ended')).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn sound on' })).toBeTruthy();
  });

  it('waits again, 5 s later, when the stream fails before any picture', async () => {
    let status = 200;
    const fetchMock = playlist(() => status);
    nativeHls();
    renderPlayer();
    await screen.findByRole('button', { name: 'Turn sound on' });
    await waitFor(() => expect(video().getAttribute('src')).toBe(PLAYLIST));
    status = 404;
    fireEvent.error(video());
    expect(await screen.findByText('The broadcast has not started yet')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(RETRY_MS + 100));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks nothing while the known state is not live, and says it has ended', async () => {
    const fetchMock = playlist(() => 200);
    renderPlayer({ status: 'ended' });
    expect(await screen.findByText('The broadcast has ended')).toBeTruthy();
    // The organiser's page follows the state by itself: no "Try again".
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3 * RETRY_MS));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads hls.js where HLS is not native, and says so where the browser cannot play it at all', async () => {
    playlist(() => 200);
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    renderPlayer();
    // jsdom has no Media Source Extensions: hls.js loads and reports that it is not supported.
    expect(
      await screen.findByText('This browser cannot play the broadcast.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});

describe('WebcastPlayer with hls.js', () => {
  it('sends every request under the newest token, without starting the stream again', async () => {
    playlist(() => 200);
    fakeHls();
    const { rerender } = renderPlayer();
    const hls = await hlsInstance();
    expect(hls.loadSource).toHaveBeenCalledWith(PLAYLIST);
    expect(hls.config.liveSyncDurationCount).toBe(2);
    rerender({ src: RENEWED });
    // A segment hls.js derived from the playlist it loaded under the first token.
    const xhr = { open: vi.fn() };
    await hls.config.xhrSetup!(
      xhr as unknown as XMLHttpRequest,
      `http://localhost/hls/${TOKEN}/wc1_360p/1767225600000.ts`,
      {} as never,
    );
    expect(xhr.open).toHaveBeenCalledWith(
      'GET',
      `http://localhost/hls/${RENEWED_TOKEN}/wc1_360p/1767225600000.ts`,
      true,
    );
    expect(FakeHls.instances).toHaveLength(1);
    expect(hls.destroy).not.toHaveBeenCalled();
  });

  it('offers Auto and each rendition by height, best first, and sets the level chosen', async () => {
    playlist(() => 200);
    fakeHls();
    renderPlayer();
    const hls = await hlsInstance();
    hls.emit('hlsManifestParsed', {
      levels: [
        { height: 360, bitrate: 896_000 },
        { height: 0, bitrate: 6_000_000 },
        { height: 720, bitrate: 2_628_000 },
      ],
    });
    hls.emit('hlsLevelSwitched', { level: 2 });
    // (jsdom keeps Mantine's menu in its opening transition: its items count as hidden.)
    const item = (name: string | RegExp) => screen.findByRole('menuitem', { name, hidden: true });
    await userEvent.click(screen.getByRole('button', { name: 'Quality: Auto' }));
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    // Auto says what it plays now, and is the one chosen.
    expect(items.map((i) => i.textContent)).toEqual(['Auto720p', 'Source', '720p', '360p']);
    expect(items.map((i) => i.getAttribute('aria-current'))).toEqual(['true', null, null, null]);
    await userEvent.click(await item('360p'));
    expect(hls.chosenLevels).toEqual([0]);
    await userEvent.click(screen.getByRole('button', { name: 'Quality: 360p' }));
    expect((await item('360p')).getAttribute('aria-current')).toBe('true');
    await userEvent.click(await item('Source'));
    await userEvent.click(screen.getByRole('button', { name: 'Quality: Source' }));
    await userEvent.click(await item(/^Auto/));
    expect(hls.chosenLevels).toEqual([0, 1, -1]);
    expect(screen.getByRole('button', { name: 'Quality: Auto' })).toBeTruthy();
  });

  it('has no quality menu for a stream of one rendition', async () => {
    playlist(() => 200);
    fakeHls();
    renderPlayer();
    const hls = await hlsInstance();
    hls.emit('hlsManifestParsed', { levels: [{ height: 720, bitrate: 2_628_000 }] });
    expect(screen.getByText('Live')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Quality/ })).toBeNull();
  });

  it('keeps the captions button in place, unusable and saying why, for a stream without subtitles', async () => {
    playlist(() => 200);
    fakeHls();
    renderPlayer();
    const hls = await hlsInstance();
    hls.emit('hlsManifestParsed', { levels: [{ height: 720, bitrate: 2_628_000 }] });
    const captions = screen.getByRole('button', {
      name: 'Captions',
      description: 'No captions for this broadcast',
    });
    expect(captions.getAttribute('aria-disabled')).toBe('true');
    expect(captions.getAttribute('aria-pressed')).toBeNull();
    // Reachable with the keyboard, and its tooltip shows on focus.
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(captions);
    expect(await screen.findByRole('tooltip', { name: 'No captions for this broadcast' })).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(captions.getAttribute('aria-pressed')).toBeNull();
  });
});

describe('the countdown to the planned start', () => {
  const START = '2027-03-12T10:00:00.000Z';
  const en = i18n.getFixedT('en');
  const de = i18n.getFixedT('de');
  // German comes as a chunk of its own when first used (lib/i18n).
  beforeAll(() => i18n.loadLanguages('de'));
  const left = (hms: string) => {
    const [h, m, s] = hms.split(':').map(Number) as [number, number, number];
    return ((h * 60 + m) * 60 + s) * 1000;
  };

  it('counts hours and minutes, then minutes and seconds under an hour, then says it starts any moment', () => {
    expect(countdownText(left('27:30:00'), en, 'en')).toBe('Starts in 1 d 3 h');
    expect(countdownText(left('2:05:32'), en, 'en')).toBe('Starts in 2 h 05 min');
    expect(countdownText(left('1:00:00'), en, 'en')).toBe('Starts in 1 h 00 min');
    expect(countdownText(left('0:59:59'), en, 'en')).toBe('Starts in 59:59');
    expect(countdownText(left('0:04:32'), en, 'en')).toBe('Starts in 4:32');
    expect(countdownText(0, en, 'en')).toBe('Starting any moment');
    expect(countdownText(-60_000, en, 'en')).toBe('Starting any moment');
    expect(countdownText(left('2:05:32'), de, 'de')).toBe('Beginnt in 2 Std. 05 Min.');
    expect(countdownText(left('0:04:32'), de, 'de')).toBe('Beginnt in 4:32');
  });

  it('shows while waiting and moves every second', async () => {
    playlist(() => 404);
    let now = new Date('2027-03-12T07:54:28.000Z');
    renderPlayer({ startsAt: START, plannedStart: '12 Mar 2027, 11:00', clock: () => now });
    expect((await screen.findByRole('timer')).textContent).toBe('Starts in 2 h 05 min');
    // Not a live region: a screen reader reads it when asked, not at every tick.
    expect(screen.getByRole('status').textContent).toBe(
      'The broadcast has not started yetPlanned start: 12 Mar 2027, 11:00',
    );
    now = new Date('2027-03-12T09:55:28.000Z');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('timer').textContent).toBe('Starts in 4:32');
    now = new Date('2027-03-12T09:55:29.000Z');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('timer').textContent).toBe('Starts in 4:31');
    now = new Date('2027-03-12T10:00:01.000Z');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('timer').textContent).toBe('Starting any moment');
  });

  it('counts down by the system clock when given none', async () => {
    playlist(() => 404);
    vi.setSystemTime(new Date('2027-03-12T09:30:00.000Z'));
    renderPlayer({ startsAt: START });
    expect((await screen.findByRole('timer')).textContent).toMatch(/^Starts in (30:00|29:59)$/);
    expect(screen.queryByText('It appears here as soon as it begins.')).toBeNull();
  });
});

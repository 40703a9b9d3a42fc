import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { RETRY_MS, STALL_ENDS_MS, WebcastPlayer } from './WebcastPlayer';

const PLAYLIST = '/hls/wc1.m3u8';

/** A fetch of the playlist that answers `status()` (404: not live yet); the calls it got. */
function playlist(status: () => number) {
  const fetchMock = vi.fn(async (input: string | URL | Request) => {
    expect(String(input)).toBe(PLAYLIST);
    return new Response('#EXTM3U', { status: status() });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Makes jsdom's video play HLS natively (as Safari does), with play and load that do nothing. */
function nativeHls() {
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
    type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
  );
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
}

const video = () => screen.getByLabelText('Keynote', { selector: 'video' }) as HTMLVideoElement;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('WebcastPlayer', () => {
  it('says the broadcast has not started, with its planned start, and asks again every 5 s', async () => {
    const fetchMock = playlist(() => 404);
    renderScreen(<WebcastPlayer webcastId="wc1" label="Keynote" plannedStart="12 Mar 2027, 14:00" />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('The broadcast has not started yet');
    expect(status.textContent).toContain('Planned start: 12 Mar 2027, 14:00');
    expect(fetchMock).toHaveBeenCalledTimes(1);
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
    renderScreen(<WebcastPlayer webcastId="wc1" label="Keynote" />);
    expect(await screen.findByText('It appears here as soon as it begins.')).toBeTruthy();
  });

  it('plays once the playlist answers, muted with a button that turns the sound on', async () => {
    let status = 404;
    playlist(() => status);
    nativeHls();
    renderScreen(<WebcastPlayer webcastId="wc1" label="Keynote" />);
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

  it('says the broadcast has ended when the stream is lost after playing, and tries again on request', async () => {
    let status = 200;
    const fetchMock = playlist(() => status);
    nativeHls();
    renderScreen(<WebcastPlayer webcastId="wc1" label="Keynote" />);
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

  it('says the broadcast has ended when the picture stands still for 12 s (the encoder stopped)', async () => {
    playlist(() => 200);
    nativeHls();
    renderScreen(<WebcastPlayer webcastId="wc1" label="Keynote" />);
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
    renderScreen(<WebcastPlayer webcastId="wc1" label="Keynote" />);
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
    renderScreen(<WebcastPlayer webcastId="wc1" label="Keynote" />);
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
    renderScreen(<WebcastPlayer webcastId="wc1" label="Keynote" status="ended" />);
    expect(await screen.findByText('The broadcast has ended')).toBeTruthy();
    // The organiser's page follows the state by itself: no "Try again".
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3 * RETRY_MS));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads hls.js where HLS is not native, and says so where the browser cannot play it at all', async () => {
    playlist(() => 200);
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    renderScreen(<WebcastPlayer webcastId="wc1" label="Keynote" />);
    // jsdom has no Media Source Extensions: hls.js loads and reports that it is not supported.
    expect(
      await screen.findByText('This browser cannot play the broadcast.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});

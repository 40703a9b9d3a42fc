import { webcastsApi } from '@foyer/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client';
import { type FakeApi, fakeApi } from '../../test/fakeApi';
import { buildWebcastDetail } from '../webcasts/testing';
import { VisitorSessionContext } from './visitorSession';
import { PREVIEW_RENEW_MS, RETRY_FIRST_MS, useWebcastPlayback } from './useWebcastPlayback';

const MINUTE = 60_000;
const START = new Date('2027-03-12T10:20:00.000Z');
const FIRST = '/hls/n1x2k3.AAAAAAAAAAAAAAAAAAAAAA/wc1.m3u8';
const SECOND = '/hls/n1x6p0.BBBBBBBBBBBBBBBBBBBBBB/wc1.m3u8';
const playback = (url: string, expiresAt: string) => ({ playback: { url, expiresAt } });

/** The hook for webcast wc1 in the live venue ACME27 as the visitor of `visitor-token`. */
function renderVisitor() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <VisitorSessionContext.Provider value={{ pageCode: 'ACME27', visitorToken: 'visitor-token' }}>
      {children}
    </VisitorSessionContext.Provider>
  );
  return renderHook(() => useWebcastPlayback('wc1'), { wrapper });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const calls = (fake: FakeApi) => fake.calls(webcastsApi.playback).length;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useWebcastPlayback', () => {
  it("asks for the visitor's address with their session, and again 15 minutes before it expires", async () => {
    const fake = fakeApi({ token: 'organiser-token' }).on(
      webcastsApi.playback,
      playback(FIRST, '2027-03-12T12:00:00.000Z'),
      playback(SECOND, '2027-03-12T13:00:00.000Z'),
    );
    const { result } = renderVisitor();
    expect(result.current).toEqual({ url: undefined, isUnavailable: false });
    await waitFor(() => expect(result.current.url).toBe(FIRST));
    expect(fake.calls(webcastsApi.playback)[0]?.params).toEqual({ pageCode: 'ACME27', id: 'wc1' });
    const [, init] = fake.fetchMock.mock.calls[0]!;
    const headers = init?.headers as Record<string, string>;
    expect(headers.visitorToken).toBe('visitor-token');
    expect(headers.authToken).toBeUndefined();
    // 11:44: sixteen minutes before the expiry, nothing yet.
    await advance(84 * MINUTE);
    expect(calls(fake)).toBe(1);
    // 11:45: fifteen minutes before it, the next address.
    await advance(MINUTE + 1000);
    expect(calls(fake)).toBe(2);
    await waitFor(() => expect(result.current.url).toBe(SECOND));
    // And so on, an hour later.
    await advance(58 * MINUTE);
    expect(calls(fake)).toBe(2);
    await advance(2 * MINUTE);
    expect(calls(fake)).toBe(3);
  });

  it('renews on time after the computer slept through the renewal', async () => {
    const fake = fakeApi().on(
      webcastsApi.playback,
      playback(FIRST, '2027-03-12T12:00:00.000Z'),
      playback(SECOND, '2027-03-12T13:00:00.000Z'),
    );
    const { result } = renderVisitor();
    await waitFor(() => expect(result.current.url).toBe(FIRST));
    // Asleep from 10:20 to 11:50: no timer ran meanwhile; the next one finds the time has come.
    vi.setSystemTime(new Date('2027-03-12T11:50:00.000Z'));
    await advance(MINUTE);
    expect(calls(fake)).toBe(2);
    await waitFor(() => expect(result.current.url).toBe(SECOND));
  });

  it('asks again after a failure, waiting longer each time, and keeps playing the last address meanwhile', async () => {
    const failure = { errorKey: 'INTERNAL_ERROR' as const };
    const fake = fakeApi().on(
      webcastsApi.playback,
      // Expires in 16 minutes: renewed in one.
      playback(FIRST, '2027-03-12T10:36:00.000Z'),
      failure,
      failure,
      playback(SECOND, '2027-03-12T12:00:00.000Z'),
    );
    const { result } = renderVisitor();
    await waitFor(() => expect(result.current.url).toBe(FIRST));
    await advance(MINUTE + 100);
    expect(calls(fake)).toBe(2);
    expect(result.current).toEqual({ url: FIRST, isUnavailable: false });
    await advance(RETRY_FIRST_MS);
    expect(calls(fake)).toBe(3);
    expect(result.current.url).toBe(FIRST);
    // The second failure waits twice as long.
    await advance(RETRY_FIRST_MS);
    expect(calls(fake)).toBe(3);
    await advance(RETRY_FIRST_MS);
    expect(calls(fake)).toBe(4);
    await waitFor(() => expect(result.current.url).toBe(SECOND));
  });

  it('says the webcast is unavailable when the venue does not use it, and asks no more', async () => {
    const navigate = vi.fn();
    configureClient({ navigate });
    const fake = fakeApi().on(webcastsApi.playback, { errorKey: 'NOT_FOUND' });
    const { result } = renderVisitor();
    await waitFor(() => expect(result.current).toEqual({ url: undefined, isUnavailable: true }));
    await advance(30 * MINUTE);
    expect(calls(fake)).toBe(1);
    // Silent: the player says it; no move to /404.
    expect(navigate).not.toHaveBeenCalled();
  });

  it("stops asking once the visitor's session has ended", async () => {
    const fake = fakeApi().on(webcastsApi.playback, { errorKey: 'VISITOR_TOKEN_IS_INVALID' });
    const { result } = renderVisitor();
    await waitFor(() => expect(calls(fake)).toBe(1));
    await advance(30 * MINUTE);
    expect(calls(fake)).toBe(1);
    expect(result.current).toEqual({ url: undefined, isUnavailable: false });
  });

  it("plays the organiser's own address in their preview of the venue (no visitor session)", async () => {
    const fake = fakeApi().on(
      webcastsApi.get,
      { webcast: buildWebcastDetail({ playbackUrl: FIRST }) },
      { webcast: buildWebcastDetail({ playbackUrl: SECOND }) },
    );
    const { result } = renderHook(() => useWebcastPlayback('wc1'));
    await waitFor(() => expect(result.current.url).toBe(FIRST));
    expect(fake.calls(webcastsApi.get)[0]?.params).toEqual({ id: 'wc1' });
    await advance(PREVIEW_RENEW_MS + 1000);
    await waitFor(() => expect(result.current.url).toBe(SECOND));
    expect(fake.calls(webcastsApi.playback)).toHaveLength(0);
  });
});

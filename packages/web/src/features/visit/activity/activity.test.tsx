import { activityApi } from '@foyer/shared';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../../test/fakeApi';
import { type ActivityRecorder, createActivityRecorder } from './activityRecorder';
import { ActivityContext, useActivity } from './context';
import { useCallActivity } from './useCallActivity';
import { useRoomActivity } from './useRoomActivity';
import { useWatchActivity } from './useWatchActivity';

const START = new Date('2027-03-12T10:00:00.000Z');

/** A recorder that keeps what it is given (and its page-hide listeners) for the test to look at. */
function spyRecorder() {
  const hideListeners = new Set<() => void>();
  const recorder: ActivityRecorder = {
    record: vi.fn(),
    enterRoom: vi.fn(),
    leaveRoom: vi.fn(),
    onPageHide: (listener) => {
      hideListeners.add(listener);
      return () => hideListeners.delete(listener);
    },
    install: () => () => {},
    end: () => Promise.resolve(),
  };
  const pageHide = () => {
    for (const listener of hideListeners) listener();
  };
  return { recorder, record: vi.mocked(recorder.record), pageHide };
}

/** A <video> whose position and seeking the test sets, dispatching what a browser would. */
function controllableVideo(video: HTMLVideoElement) {
  let time = 0;
  let isSeeking = false;
  Object.defineProperty(video, 'currentTime', { configurable: true, get: () => time });
  Object.defineProperty(video, 'seeking', { configurable: true, get: () => isSeeking });
  const fire = (name: string) => video.dispatchEvent(new Event(name));
  return {
    start: () => fire('playing'),
    /** Plays on from where it is to `until`, a time update every quarter second. */
    playTo(until: number) {
      while (time < until - 1e-9) {
        time = Math.min(until, time + 0.25);
        fire('timeupdate');
      }
    },
    seekTo(to: number) {
      isSeeking = true;
      fire('seeking');
      time = to;
      fire('timeupdate');
      isSeeking = false;
      fire('seeked');
    },
    /** The position leaps without a seek (a live stream catching up with its edge). */
    leapTo(to: number) {
      time = to;
      fire('timeupdate');
    },
    pause: () => fire('pause'),
  };
}

function Player({ elementId, isLive }: { elementId: string; isLive: boolean }) {
  const ref = useWatchActivity(elementId, isLive);
  // biome-ignore lint/a11y/useMediaCaption: a test's player plays nothing
  return <video data-testid="player" ref={ref} />;
}

function Room({ roomId }: { roomId: string }) {
  useRoomActivity(roomId);
  return null;
}

function Call({ isLive }: { isLive: boolean }) {
  useCallActivity(isLive, { kind: 'breakout', elementId: 'breakout1' });
  return null;
}

/** Everything that records: a room, a click that records an open, a player. */
function Venue() {
  const activity = useActivity();
  useRoomActivity('hall1');
  return (
    <>
      <button type="button" onClick={() => activity.record({ kind: 'open', elementId: 'mon1' })}>
        Open
      </button>
      <Player elementId="talk1" isLive={false} />
    </>
  );
}

const withRecorder = (recorder: ActivityRecorder, children: ReactNode) => (
  <ActivityContext value={recorder}>{children}</ActivityContext>
);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useRoomActivity', () => {
  it('records the seconds spent in a room when another is shown, and its leave on closing', async () => {
    const fake = fakeApi({ token: null }).on(activityApi.record, {});
    const recorder = createActivityRecorder({ pageCode: 'expo2027', visitorToken: 'v1' });
    const view = render(withRecorder(recorder, <Room roomId="hall1" />));
    act(() => vi.advanceTimersByTime(42_400));
    view.rerender(withRecorder(recorder, <Room roomId="booth1" />));
    act(() => vi.advanceTimersByTime(5_000));
    view.unmount();
    await recorder.end();
    const records = fake.calls(activityApi.record).flatMap((call) => call.body.records);
    expect(records.map(({ at: _, ...r }) => r)).toEqual([
      { kind: 'roomEnter', roomId: 'hall1' },
      { kind: 'roomLeave', roomId: 'hall1', seconds: 42 },
      { kind: 'roomEnter', roomId: 'booth1' },
      { kind: 'roomLeave', roomId: 'booth1', seconds: 5 },
      { kind: 'venueLeave', seconds: 47 },
    ]);
  });
});

describe('useWatchActivity', () => {
  it('records the seconds played, every 30 s and on pause, leaving out seeks and jumps', () => {
    const { recorder, record } = spyRecorder();
    const view = render(withRecorder(recorder, <Player elementId="talk1" isLive={false} />));
    const video = controllableVideo(view.getByTestId('player') as HTMLVideoElement);
    video.start();
    video.playTo(20);
    // A short seek forward is no more playing than a long one.
    video.seekTo(21.5);
    video.playTo(31.5);
    video.seekTo(300);
    video.playTo(303);
    video.leapTo(307);
    video.playTo(309);
    expect(record.mock.calls).toEqual([[{ kind: 'watch', elementId: 'talk1', seconds: 30, live: false }]]);
    video.pause();
    expect(record.mock.calls.slice(1)).toEqual([
      [{ kind: 'watch', elementId: 'talk1', seconds: 5, live: false }],
    ]);
  });

  it('records a live webcast as live, the rest when the player closes, and never 0 seconds', () => {
    const { recorder, record } = spyRecorder();
    const view = render(withRecorder(recorder, <Player elementId="talk2" isLive />));
    const video = controllableVideo(view.getByTestId('player') as HTMLVideoElement);
    video.start();
    video.playTo(0.75);
    video.pause();
    expect(record).not.toHaveBeenCalled();
    video.start();
    video.playTo(12.5);
    view.unmount();
    expect(record.mock.calls).toEqual([[{ kind: 'watch', elementId: 'talk2', seconds: 12, live: true }]]);
  });

  it('records the seconds so far when the page goes away', () => {
    const { recorder, record, pageHide } = spyRecorder();
    const view = render(withRecorder(recorder, <Player elementId="video1" isLive={false} />));
    const video = controllableVideo(view.getByTestId('player') as HTMLVideoElement);
    video.start();
    video.playTo(8);
    pageHide();
    expect(record.mock.calls).toEqual([[{ kind: 'watch', elementId: 'video1', seconds: 8, live: false }]]);
  });
});

describe('useCallActivity', () => {
  it('records the seconds of a call from when it is live to when it ends; a call never live, nothing', () => {
    const { recorder, record } = spyRecorder();
    const view = render(withRecorder(recorder, <Call isLive={false} />));
    act(() => vi.advanceTimersByTime(20_000));
    view.rerender(withRecorder(recorder, <Call isLive />));
    act(() => vi.advanceTimersByTime(95_000));
    view.rerender(withRecorder(recorder, <Call isLive={false} />));
    view.unmount();
    expect(record.mock.calls).toEqual([[{ kind: 'breakout', elementId: 'breakout1', seconds: 95 }]]);
  });
});

describe('without a recorder around (the preview, the console)', () => {
  let fake: FakeApi;
  let beacon: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fake = fakeApi({ token: null }).on(activityApi.record, {});
    beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
  });

  /** Clicks, plays, waits past a batch and hides the page. */
  async function walkThrough(view: ReturnType<typeof render>) {
    act(() => view.getByRole('button', { name: 'Open' }).click());
    const video = controllableVideo(view.getByTestId('player') as HTMLVideoElement);
    video.start();
    video.playTo(3);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    window.dispatchEvent(new Event('pagehide'));
    view.unmount();
  }

  it('records nothing and sends nothing', async () => {
    await walkThrough(render(<Venue />));
    expect(fake.fetchMock).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('while with one, the same venue is recorded', async () => {
    const recorder = createActivityRecorder({ pageCode: 'expo2027', visitorToken: 'v1' });
    const uninstall = recorder.install();
    await walkThrough(render(withRecorder(recorder, <Venue />)));
    uninstall();
    expect(fake.calls(activityApi.record).flatMap((call) => call.body.records.map((r) => r.kind))).toEqual([
      'roomEnter',
      'open',
    ]);
    const [, data] = beacon.mock.calls[0] ?? [];
    const beaconed = JSON.parse(await (data as Blob).text());
    expect(beaconed.records.map((r: { kind: string }) => r.kind)).toEqual([
      'watch',
      'roomLeave',
      'venueLeave',
    ]);
  });
});

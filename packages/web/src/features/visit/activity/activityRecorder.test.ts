import { ACTIVITY_FLUSH_MS, API_ROOT, type ActivityRecord, activityApi } from '@foyer/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../../api/client';
import { type FakeApi, fakeApi } from '../../../test/fakeApi';
import {
  ACTIVITY_END_WAIT_MS,
  ACTIVITY_QUEUE_MAX,
  type ActivityEntry,
  type ActivityRecorder,
  createActivityRecorder,
} from './activityRecorder';

const PAGE = 'expo2027';
const TOKEN = 'visitor-7';
const START = new Date('2027-03-12T10:00:00.000Z');

let fake: FakeApi;
let recorder: ActivityRecorder;
let uninstall: () => void;
const hooks = { notify: vi.fn(), navigate: vi.fn() };

/** Lets the fake API answer and the recorder take the answers in (real macrotasks, fake clocks). */
async function settle() {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
}

/** Moves the fake clock on and lets what it started finish. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

/** The records each activity call carried, in order. */
const batchesSent = () => fake.calls(activityApi.record).map((call) => call.body.records);

const opened = (i: number): ActivityEntry => ({ kind: 'open', elementId: `e${i}` });

/** Stubs navigator.sendBeacon (answering `isTaken`) and returns what it was given, parsed. */
function stubBeacon(isTaken = true) {
  const sent: { url: string; body: Promise<{ records: ActivityRecord[]; visitorToken?: string }> }[] = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (url: string, data: Blob) => {
      sent.push({ url, body: data.text().then((text) => JSON.parse(text)) });
      return isTaken;
    },
  });
  return sent;
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(START);
  configureClient(hooks);
  hooks.notify.mockClear();
  hooks.navigate.mockClear();
  fake = fakeApi({ token: 'organiser-token' }).on(activityApi.record, {});
  recorder = createActivityRecorder({ pageCode: PAGE, visitorToken: TOKEN });
  uninstall = recorder.install();
});

afterEach(() => {
  uninstall();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // jsdom's own getter again.
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('sending in batches', () => {
  it('sends what waits every 10 s, at most 100 records a call, with the visitor token header', async () => {
    for (let i = 0; i < 150; i++) recorder.record(opened(i));
    await advance(ACTIVITY_FLUSH_MS - 1);
    expect(batchesSent()).toEqual([]);
    await advance(1);
    const batches = batchesSent();
    expect(batches.map((records) => records.length)).toEqual([100, 50]);
    expect(batches[0]?.[0]).toEqual({ kind: 'open', elementId: 'e0', at: START.toISOString() });
    expect(batches[1]?.[49]?.elementId).toBe('e149');
    const [call] = fake.calls(activityApi.record);
    expect(call?.params).toEqual({ pageCode: PAGE });
    expect(call?.headers.visitorToken).toBe(TOKEN);
    expect(call?.headers.authToken).toBeUndefined();
    // A sent record is not sent again.
    await advance(ACTIVITY_FLUSH_MS);
    expect(batchesSent()).toHaveLength(2);
  });

  it('sends nothing while nothing was recorded', async () => {
    await advance(3 * ACTIVITY_FLUSH_MS);
    expect(fake.fetchMock).not.toHaveBeenCalled();
  });

  it('keeps a refused batch and sends it again before newer records, quietly', async () => {
    fake.on(activityApi.record, { errorKey: 'INTERNAL_ERROR' }, {});
    recorder.record(opened(1));
    await advance(ACTIVITY_FLUSH_MS);
    recorder.record(opened(2));
    await advance(ACTIVITY_FLUSH_MS);
    expect(batchesSent().map((records) => records.map((r) => r.elementId))).toEqual([['e1'], ['e1', 'e2']]);
    await advance(ACTIVITY_FLUSH_MS);
    expect(batchesSent()).toHaveLength(2);
    expect(hooks.notify).not.toHaveBeenCalled();
    expect(hooks.navigate).not.toHaveBeenCalled();
  });

  it('keeps a batch whose call failed on the network', async () => {
    recorder.record(opened(1));
    fake.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await advance(ACTIVITY_FLUSH_MS);
    await advance(ACTIVITY_FLUSH_MS);
    expect(batchesSent()).toEqual([[expect.objectContaining({ elementId: 'e1' })]]);
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it(`keeps the newest ${ACTIVITY_QUEUE_MAX} records while they cannot be sent`, async () => {
    fake.on(activityApi.record, { errorKey: 'INTERNAL_ERROR' });
    for (let i = 0; i < 1200; i++) recorder.record(opened(i));
    await advance(ACTIVITY_FLUSH_MS);
    const first = batchesSent();
    expect(first.flat()).toHaveLength(ACTIVITY_QUEUE_MAX);
    expect(first[0]?.[0]?.elementId).toBe('e200');
    for (let i = 0; i < 5; i++) recorder.record({ kind: 'download', elementId: `n${i}` });
    await advance(ACTIVITY_FLUSH_MS);
    const second = batchesSent().slice(first.length).flat();
    expect(second).toHaveLength(ACTIVITY_QUEUE_MAX);
    expect(second[0]?.elementId).toBe('e205');
    expect(second.at(-1)?.elementId).toBe('n4');
  });

  it('sends what waits when uninstalled', async () => {
    recorder.enterRoom('hall1');
    await advance(4000);
    uninstall();
    await settle();
    expect(batchesSent()).toEqual([
      [
        { kind: 'roomEnter', roomId: 'hall1', at: START.toISOString() },
        { kind: 'roomLeave', roomId: 'hall1', seconds: 4, at: '2027-03-12T10:00:04.000Z' },
      ],
    ]);
  });
});

describe('when the page goes away', () => {
  it('on pagehide leaves the room and the venue and sends it all as a beacon, the token in the body', async () => {
    const beacons = stubBeacon();
    recorder.enterRoom('hall1');
    recorder.record(opened(1));
    await advance(7500);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.url).toBe(`${API_ROOT}/public/venue/${PAGE}/activity`);
    const body = await beacons[0]?.body;
    expect(body?.visitorToken).toBe(TOKEN);
    expect(body?.records.map(({ at: _, ...r }) => r)).toEqual([
      { kind: 'roomEnter', roomId: 'hall1' },
      { kind: 'open', elementId: 'e1' },
      { kind: 'roomLeave', roomId: 'hall1', seconds: 7 },
      { kind: 'venueLeave', seconds: 7 },
    ]);
    await advance(ACTIVITY_FLUSH_MS);
    expect(fake.fetchMock).not.toHaveBeenCalled();
  });

  it('sends what waits as a beacon when the document is hidden, and stays in the room', async () => {
    const beacons = stubBeacon();
    recorder.enterRoom('hall1');
    setVisibility('hidden');
    expect(beacons).toHaveLength(1);
    const body = await beacons[0]?.body;
    expect(body?.visitorToken).toBe(TOKEN);
    expect(body?.records.map((r) => r.kind)).toEqual(['roomEnter']);
    setVisibility('visible');
    await advance(3000);
    recorder.enterRoom('booth1');
    await advance(ACTIVITY_FLUSH_MS);
    expect(batchesSent()[0]?.map(({ at: _, ...r }) => r)).toEqual([
      { kind: 'roomLeave', roomId: 'hall1', seconds: 3 },
      { kind: 'roomEnter', roomId: 'booth1' },
    ]);
  });

  it('sends with a keepalive call (header) when the browser refuses the beacon', async () => {
    stubBeacon(false);
    recorder.record(opened(1));
    setVisibility('hidden');
    await settle();
    const [call] = fake.calls(activityApi.record);
    expect(call?.body.records).toHaveLength(1);
    expect(call?.headers.visitorToken).toBe(TOKEN);
    expect(fake.fetchMock.mock.calls[0]?.[1]?.keepalive).toBe(true);
  });

  it('asks players and calls for their seconds so far before the beacon', async () => {
    const beacons = stubBeacon();
    recorder.onPageHide(() =>
      recorder.record({ kind: 'watch', elementId: 'talk1', seconds: 12, live: true }),
    );
    window.dispatchEvent(new Event('pagehide'));
    const body = await beacons[0]?.body;
    expect(body?.records.map((r) => r.kind)).toEqual(['watch', 'venueLeave']);
  });
});

describe('rooms', () => {
  it('leaves the room shown before with the whole seconds spent, then enters the new one', async () => {
    recorder.enterRoom('hall1');
    await advance(12_900);
    recorder.enterRoom('booth1');
    // The same room again is no move.
    recorder.enterRoom('booth1');
    recorder.leaveRoom('hall1');
    await advance(ACTIVITY_FLUSH_MS);
    expect(batchesSent().flat()).toEqual([
      { kind: 'roomEnter', roomId: 'hall1', at: '2027-03-12T10:00:00.000Z' },
      { kind: 'roomLeave', roomId: 'hall1', seconds: 12, at: '2027-03-12T10:00:12.900Z' },
      { kind: 'roomEnter', roomId: 'booth1', at: '2027-03-12T10:00:12.900Z' },
    ]);
  });

  it('ends the venue on leaving: room and venue left, all sent before it resolves', async () => {
    recorder.enterRoom('hall1');
    await advance(63_000);
    await recorder.end();
    expect(
      batchesSent()
        .at(-1)
        ?.map(({ at: _, ...r }) => r),
    ).toEqual([
      { kind: 'roomLeave', roomId: 'hall1', seconds: 63 },
      { kind: 'venueLeave', seconds: 63 },
    ]);
  });

  it('lets the visitor leave after ACTIVITY_END_WAIT_MS when the last batch gets no answer', async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    recorder.enterRoom('hall1');
    let hasEnded = false;
    void recorder.end().then(() => {
      hasEnded = true;
    });
    await advance(ACTIVITY_END_WAIT_MS - 100);
    expect(hasEnded).toBe(false);
    await advance(200);
    expect(hasEnded).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { gridLayout, tileWidthFor } from './grid';
import {
  applyDiff,
  parseAttendees,
  parsePublishers,
  streamOwners,
  subscribedOf,
  subscriptionDiff,
} from './subscriptions';

describe('gridLayout', () => {
  it('puts two people side by side on a wide screen and stacks them on a phone in portrait', () => {
    expect(gridLayout(2, 1600, 800)).toEqual({ columns: 2, rows: 1 });
    expect(gridLayout(2, 375, 700)).toEqual({ columns: 1, rows: 2 });
  });

  it('fits a full breakout room of 30 into a 6 x 5 grid on a full HD screen below its header', () => {
    expect(gridLayout(30, 1920, 960)).toEqual({ columns: 6, rows: 5 });
  });

  it('makes a square-ish grid before the area is measured', () => {
    expect(gridLayout(5, 0, 0)).toEqual({ columns: 3, rows: 2 });
    expect(gridLayout(0, 800, 600)).toEqual({ columns: 1, rows: 1 });
  });

  it('sizes tiles to the narrower of width and height, never below a readable minimum', () => {
    expect(tileWidthFor({ columns: 2, rows: 1 }, 1612, 2000, 12)).toBe(800);
    expect(tileWidthFor({ columns: 1, rows: 2 }, 2000, 372, 12)).toBe(320);
    expect(tileWidthFor({ columns: 6, rows: 5 }, 300, 200, 12)).toBe(120);
  });
});

const publisher = (id: number, streams: { mid: string; type: string; disabled?: boolean }[]) => ({
  id,
  display: `P${id}`,
  streams: streams.map((s) => ({ disabled: false, ...s })),
});

describe('subscriptionDiff', () => {
  it('subscribes to every active audio and video stream of a new publisher, not to data or disabled ones', () => {
    const wanted = [
      publisher(7, [
        { mid: '0', type: 'audio' },
        { mid: '1', type: 'video' },
        { mid: '2', type: 'data' },
        { mid: '3', type: 'video', disabled: true },
      ]),
    ];
    expect(subscriptionDiff(wanted, new Map())).toEqual({
      subscribe: [
        { feed: 7, mid: '0' },
        { feed: 7, mid: '1' },
      ],
      unsubscribe: [],
    });
  });

  it('asks for nothing when the subscription already matches', () => {
    const wanted = [publisher(7, [{ mid: '0', type: 'audio' }])];
    expect(subscriptionDiff(wanted, new Map([[7, new Set(['0'])]]))).toEqual({
      subscribe: [],
      unsubscribe: [],
    });
  });

  it('drops a publisher that left and a stream that was disabled', () => {
    const wanted = [
      publisher(7, [
        { mid: '0', type: 'audio' },
        { mid: '1', type: 'video', disabled: true },
      ]),
    ];
    const subscribed = new Map([
      [7, new Set(['0', '1'])],
      [9, new Set(['0'])],
    ]);
    expect(subscriptionDiff(wanted, subscribed)).toEqual({
      subscribe: [],
      unsubscribe: [{ feed: 7, mid: '1' }, { feed: 9 }],
    });
  });

  it('applies an accepted diff to the subscription', () => {
    const next = applyDiff(new Map([[9, new Set(['0'])]]), {
      subscribe: [{ feed: 7, mid: '0' }],
      unsubscribe: [{ feed: 9 }],
    });
    expect(next).toEqual(new Map([[7, new Set(['0'])]]));
  });
});

describe('Janus messages', () => {
  it('reads publishers and skips malformed entries', () => {
    expect(
      parsePublishers([
        { id: 7, display: 'Mary', streams: [{ mid: '0', type: 'audio' }, { type: 'video' }] },
        { display: 'no id' },
      ]),
    ).toEqual([{ id: 7, display: 'Mary', streams: [{ mid: '0', type: 'audio', disabled: false }] }]);
    expect(parsePublishers(undefined)).toEqual([]);
  });

  it('reads people who send nothing, listed or joining one at a time', () => {
    expect(parseAttendees([{ id: 8, display: 'Alan' }])).toEqual([{ id: 8, display: 'Alan', streams: [] }]);
    expect(parseAttendees({ id: 9, display: 'Ada' })).toEqual([{ id: 9, display: 'Ada', streams: [] }]);
    expect(parseAttendees(undefined)).toEqual([]);
  });

  it('maps each received stream to its feed, and derives what is subscribed', () => {
    const owners = streamOwners([
      { mid: '0', feed_id: 7, feed_mid: '0', type: 'audio', active: true },
      { mid: '1', feed_id: 7, feed_mid: '1', type: 'video', active: true },
      { mid: '2', feed_id: 9, feed_mid: '1', type: 'video', active: false },
      { mid: '3', type: 'data' },
    ]);
    expect([...owners]).toEqual([
      ['0', { feed: 7, feedMid: '0', type: 'audio' }],
      ['1', { feed: 7, feedMid: '1', type: 'video' }],
    ]);
    expect(subscribedOf(owners)).toEqual(new Map([[7, new Set(['0', '1'])]]));
  });
});

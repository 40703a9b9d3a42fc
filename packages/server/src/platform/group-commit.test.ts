import { describe, expect, it } from 'vitest';
import { groupCommit, settle } from './group-commit.js';

/** A flush that records its batches and waits until released. */
function recorder() {
  const batches: string[][] = [];
  let running = 0;
  let most = 0;
  const releases: (() => void)[] = [];
  const flush = async (items: readonly string[]) => {
    batches.push([...items]);
    running++;
    most = Math.max(most, running);
    await new Promise<void>((resolve) => releases.push(resolve));
    running--;
    return items.map((item) =>
      item.startsWith('bad')
        ? ({ status: 'rejected', reason: new Error(item) } as const)
        : ({ status: 'fulfilled', value: item.toUpperCase() } as const),
    );
  };
  const releaseAll = async () => {
    while (releases.length > 0) {
      releases.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { batches, flush, releaseAll, most: () => most };
}

describe('groupCommit', () => {
  it('flushes what arrives in one turn together, and what arrives meanwhile as the next batch', async () => {
    const r = recorder();
    const commit = groupCommit(r.flush);
    const first = ['a', 'b', 'c'].map((x) => commit.submit('event-1', x));
    await new Promise((resolve) => setImmediate(resolve));
    expect(r.batches).toEqual([['a', 'b', 'c']]);
    const later = ['d', 'bad-e'].map((x) => settle(commit.submit('event-1', x)));
    // One flush per key at a time: d and e wait for the first.
    await new Promise((resolve) => setImmediate(resolve));
    expect(r.batches).toHaveLength(1);
    await r.releaseAll();
    expect(await Promise.all(first)).toEqual(['A', 'B', 'C']);
    await r.releaseAll();
    expect(r.batches).toEqual([
      ['a', 'b', 'c'],
      ['d', 'bad-e'],
    ]);
    const [d, e] = await Promise.all(later);
    expect(d).toEqual({ status: 'fulfilled', value: 'D' });
    expect(e).toMatchObject({ status: 'rejected', reason: new Error('bad-e') });
  });

  it('flushes different keys side by side and cuts batches at their size', async () => {
    const r = recorder();
    const commit = groupCommit(r.flush, 2);
    const all = [
      commit.submit('event-1', 'a'),
      commit.submit('event-2', 'x'),
      commit.submit('event-1', 'b'),
      commit.submit('event-1', 'c'),
    ];
    await new Promise((resolve) => setImmediate(resolve));
    expect(r.batches).toEqual([['a', 'b'], ['x']]);
    expect(r.most()).toBe(2);
    await r.releaseAll();
    await r.releaseAll();
    expect(await Promise.all(all)).toEqual(['A', 'X', 'B', 'C']);
    expect(r.batches).toEqual([['a', 'b'], ['x'], ['c']]);
  });

  it('refuses every item of a batch whose flush throws, and goes on with the next', async () => {
    let calls = 0;
    const commit = groupCommit<string, string>(async (items) => {
      calls++;
      if (calls === 1) throw new Error('database gone');
      return items.map((value) => ({ status: 'fulfilled', value }));
    });
    const failed = ['a', 'b'].map((x) => settle(commit.submit('k', x)));
    expect((await Promise.all(failed)).map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(await commit.submit('k', 'c')).toBe('c');
  });
});

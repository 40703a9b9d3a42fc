import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../test/db.js';
import { buildEvent, buildUser } from '../../../test/factories.js';
import type { Database, Db } from '../../db/client.js';
import { pageViewCounter } from './page-views.js';
import { pageViewsOf } from './regpages.service.js';

let database: Database;
let tenantId: string;
beforeAll(async () => {
  database = await openTestDb();
  tenantId = (await buildUser(database.db)).user.id;
});
afterAll(() => database.close());

const HOUR = 3_600_000;
/** The views counted in the database for the event around now. */
const viewsOf = (db: Db, eventId: string) =>
  pageViewsOf(db, eventId, new Date(Date.now() - HOUR), new Date(Date.now() + HOUR));

/** `db` whose statements fail (`execute` rejects) while `failing()` is true. */
function flaky(db: Db, failing: () => boolean): Db {
  return new Proxy(db, {
    get(target, name, receiver) {
      if (name === 'execute' && failing()) return () => Promise.reject(new Error('database gone'));
      return Reflect.get(target, name, receiver);
    },
  });
}

describe('pageViewCounter', () => {
  it("adds the counts of several nodes' counters to the same hours", async () => {
    const [one, two] = [
      await buildEvent(database.db, { tenantId }),
      await buildEvent(database.db, { tenantId }),
    ];
    const a = pageViewCounter(database.db, { flushMs: 60_000 });
    const b = pageViewCounter(database.db, { flushMs: 60_000 });
    for (let i = 0; i < 3; i++) a.note(one.id);
    a.note(two.id);
    b.note(one.id);
    b.note(one.id);
    await a.flush();
    await b.flush();
    a.note(one.id);
    await a.close();
    await b.close();
    expect(await viewsOf(database.db, one.id)).toBe(6);
    expect(await viewsOf(database.db, two.id)).toBe(1);
  });

  it('writes nothing until it flushes, and what is left when it closes', async () => {
    const event = await buildEvent(database.db, { tenantId });
    const counter = pageViewCounter(database.db, { flushMs: 60_000 });
    counter.note(event.id);
    counter.note(event.id);
    // Read without the flush that pageViewsOf does first: on another database object.
    const other = flaky(database.db, () => false);
    expect(await viewsOf(other, event.id)).toBe(0);
    await counter.close();
    expect(await viewsOf(other, event.id)).toBe(2);
  });

  it('writes on its own every flushMs', async () => {
    const event = await buildEvent(database.db, { tenantId });
    const counter = pageViewCounter(database.db, { flushMs: 50 });
    counter.note(event.id);
    const other = flaky(database.db, () => false);
    await expect.poll(() => viewsOf(other, event.id), { timeout: 2_000 }).toBe(1);
    await counter.close();
  });

  it('keeps the counts of a failed write for the next, and drops them after three failures', async () => {
    const event = await buildEvent(database.db, { tenantId });
    let down = true;
    const dropped: number[] = [];
    const counter = pageViewCounter(
      flaky(database.db, () => down),
      { flushMs: 60_000, onDropped: (_error, views) => dropped.push(views) },
    );
    counter.note(event.id);
    await counter.flush();
    counter.note(event.id);
    down = false;
    await counter.flush();
    expect(await viewsOf(database.db, event.id)).toBe(2);

    down = true;
    counter.note(event.id);
    for (let i = 0; i < 3; i++) await counter.flush();
    expect(dropped).toEqual([1]);
    down = false;
    await counter.close();
    expect(await viewsOf(database.db, event.id)).toBe(2);
  });

  it('leaves out the loads of an event deleted meanwhile and writes the others', async () => {
    const event = await buildEvent(database.db, { tenantId });
    const dropped: number[] = [];
    const counter = pageViewCounter(database.db, {
      flushMs: 60_000,
      onDropped: (_error, views) => dropped.push(views),
    });
    counter.note(randomUUID());
    counter.note(event.id);
    await counter.close();
    expect(await viewsOf(database.db, event.id)).toBe(1);
    expect(dropped).toEqual([]);
  });
});

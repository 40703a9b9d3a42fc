import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { buildEvent, buildParticipant, buildRegPage, buildUser } from '../../../test/factories.js';
import { call, fieldsOf, ok } from '../../../test/http.js';
import { mailingDeliveries } from '../../db/schema/index.js';
import { tickMailings } from './delivery.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A business account with two events (the first with a participant), calls on its mailings. */
async function organiser() {
  const { user, token } = await buildUser(t.db, { plan: 'business' });
  const spring = await buildEvent(t.db, { tenantId: user.id, name: 'Spring fair' });
  const autumn = await buildEvent(t.db, { tenantId: user.id, name: 'Autumn fair' });
  await buildParticipant(t.db, spring);
  await buildParticipant(t.db, autumn);
  const write = async (eventIds: string[]) =>
    ok(
      await call(t.app, 'POST', 'mailings', {
        token,
        body: { name: 'Reminder', subject: 'Tomorrow', html: '<p>See you {{eventstart}}</p>', eventIds },
      }),
    ).mailing as { id: string };
  const send = (id: string, body: object) => call(t.app, 'POST', `mailings/${id}/send`, { token, body });
  const get = async (id: string) => ok(await call(t.app, 'GET', `mailings/${id}`, { token })).mailing;
  return { user, token, spring, autumn, write, send, get };
}

/** A tick at `now` that starts what is due without mailing anyone. */
const tickAt = (now: Date) => tickMailings({ ...t.app.deps, mailer: undefined }, now);

/** A date a whole number of minutes from now (the page keeps start times to the second). */
const fromNow = (ms: number) => new Date(Math.floor((Date.now() + ms) / 60_000) * 60_000);

describe('reminders relative to the event start', () => {
  it('goes at the start plus the offset, and follows the event when it moves', async () => {
    const o = await organiser();
    const start = fromNow(3 * DAY);
    await buildRegPage(t.db, o.spring, { startsAt: start.toISOString() });
    const mailing = await o.write([o.spring.id]);

    const dayBefore = new Date(start.getTime() - DAY);
    const scheduled = ok(await o.send(mailing.id, { relativeMinutes: -1440 })).mailing;
    expect(scheduled).toMatchObject({
      status: 'scheduled',
      relativeMinutes: -1440,
      sendAt: dayBefore.toISOString(),
      progress: null,
    });
    await tickAt(new Date(dayBefore.getTime() - 1000));
    expect((await o.get(mailing.id)).status).toBe('scheduled');

    // The event moves a day later: so does the reminder, in the list too.
    const moved = new Date(start.getTime() + DAY);
    await buildRegPage(t.db, o.spring, { startsAt: moved.toISOString() });
    expect((await o.get(mailing.id)).sendAt).toBe(start.toISOString());
    const listed = ok(await call(t.app, 'GET', 'mailings', { token: o.token })).mailings;
    expect(listed[0]).toMatchObject({ id: mailing.id, sendAt: start.toISOString(), relativeMinutes: -1440 });
    await tickAt(new Date(dayBefore.getTime() + 1000));
    expect((await o.get(mailing.id)).status).toBe('scheduled');
    expect(
      await t.db.select().from(mailingDeliveries).where(eq(mailingDeliveries.mailingId, mailing.id)),
    ).toHaveLength(0);

    await tickAt(new Date(start.getTime() + 1000));
    const started = await o.get(mailing.id);
    // Once gone, its time is the moment it went, whatever the event does later.
    expect(started).toMatchObject({
      status: 'sending',
      sendAt: start.toISOString(),
      progress: { recipients: 1 },
    });
    await buildRegPage(t.db, o.spring, { startsAt: fromNow(9 * DAY).toISOString() });
    expect((await o.get(mailing.id)).sendAt).toBe(start.toISOString());
  });

  it('goes after the start with a positive offset', async () => {
    const o = await organiser();
    const start = fromNow(2 * HOUR);
    await buildRegPage(t.db, o.spring, { startsAt: start.toISOString() });
    const mailing = await o.write([o.spring.id]);
    const thanks = ok(await o.send(mailing.id, { relativeMinutes: 1440 })).mailing;
    expect(thanks.sendAt).toBe(new Date(start.getTime() + DAY).toISOString());
    await tickAt(new Date(start.getTime() + DAY - 1000));
    expect((await o.get(mailing.id)).status).toBe('scheduled');
    await tickAt(new Date(start.getTime() + DAY + 1000));
    expect((await o.get(mailing.id)).status).toBe('sending');
  });

  it('waits, shown without a time, while its event has no start', async () => {
    const o = await organiser();
    await buildRegPage(t.db, o.spring, { startsAt: fromNow(3 * DAY).toISOString() });
    const mailing = await o.write([o.spring.id]);
    ok(await o.send(mailing.id, { relativeMinutes: -60 }));
    await buildRegPage(t.db, o.spring, { startsAt: null });
    expect(await o.get(mailing.id)).toMatchObject({
      status: 'scheduled',
      sendAt: null,
      relativeMinutes: -60,
    });
    await tickAt(new Date(Date.now() + 400 * DAY));
    expect((await o.get(mailing.id)).status).toBe('scheduled');
  });

  it('refuses two events, an event without start, a moment already past, and a time as well', async () => {
    const o = await organiser();
    await buildRegPage(t.db, o.spring, { startsAt: fromNow(2 * HOUR).toISOString() });
    const both = await o.write([o.spring.id, o.autumn.id]);
    expect(fieldsOf(await o.send(both.id, { relativeMinutes: -60 }))).toEqual({
      relativeMinutes: 'mailings.reminder.errors.oneEvent',
    });
    const noStart = await o.write([o.autumn.id]);
    expect(fieldsOf(await o.send(noStart.id, { relativeMinutes: -60 }))).toEqual({
      relativeMinutes: 'mailings.reminder.errors.noStart',
    });
    // "1 day before" an event that starts in 2 hours: refused, not sent at once.
    const late = await o.write([o.spring.id]);
    expect(fieldsOf(await o.send(late.id, { relativeMinutes: -1440 }))).toEqual({
      relativeMinutes: 'mailings.reminder.errors.past',
    });
    expect((await o.get(late.id)).status).toBe('draft');
    expect(
      fieldsOf(await o.send(late.id, { relativeMinutes: -60, sendAt: fromNow(DAY).toISOString() })),
    ).toEqual({ relativeMinutes: 'validation.invalid' });
    expect(fieldsOf(await o.send(late.id, { relativeMinutes: 61 * 24 * 60 }))).toEqual({
      relativeMinutes: 'validation.invalid',
    });
    // One hour before is still ahead: accepted.
    expect(ok(await o.send(late.id, { relativeMinutes: -30 })).mailing.status).toBe('scheduled');
  });

  it('goes back to its draft when unscheduled, and is edited and never started there', async () => {
    const o = await organiser();
    const start = fromNow(3 * DAY);
    await buildRegPage(t.db, o.spring, { startsAt: start.toISOString() });
    const mailing = await o.write([o.spring.id]);
    ok(await o.send(mailing.id, { relativeMinutes: -60 }));
    const draft = ok(
      await call(t.app, 'POST', `mailings/${mailing.id}/unschedule`, { token: o.token }),
    ).mailing;
    expect(draft).toMatchObject({ status: 'draft', sendAt: null, relativeMinutes: null });
    await tickAt(new Date(start.getTime() + DAY));
    expect((await o.get(mailing.id)).status).toBe('draft');
    const edited = await call(t.app, 'PUT', `mailings/${mailing.id}`, {
      token: o.token,
      body: { name: 'Reminder, later', eventIds: [o.spring.id], version: draft.version },
    });
    expect(ok(edited).mailing.name).toBe('Reminder, later');
    // Only a scheduled mailing goes back.
    const again = await call(t.app, 'POST', `mailings/${mailing.id}/unschedule`, { token: o.token });
    expect(fieldsOf(again)).toEqual({ status: 'validation.invalid' });
  });
});

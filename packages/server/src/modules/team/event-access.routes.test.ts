import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { buildEvent, buildParticipant, buildUser, uniqueEmail } from '../../../test/factories.js';
import { call, errorOf, fieldsOf, ok } from '../../../test/http.js';
import { findUserById } from '../users/users.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A business account with two events and a sub-account that reaches only the first. */
async function agency() {
  const main = await buildUser(t.db, { plan: 'business' });
  const mine = await buildEvent(t.db, { tenantId: main.user.id, name: 'Client A' });
  const other = await buildEvent(t.db, { tenantId: main.user.id, name: 'Client B' });
  const sub = await buildUser(t.db, { mainAccountId: main.user.id, eventIds: [mine.id] });
  return { main, mine, other, sub };
}

describe('a sub-account with chosen events', () => {
  it('lists only its events and their participants', async () => {
    const { main, mine, other, sub } = await agency();
    await buildParticipant(t.db, mine, { email: 'a@visitor.example' });
    await buildParticipant(t.db, other, { email: 'b@visitor.example' });

    const names = (events: { name: string }[]) => events.map((e) => e.name).sort();
    expect(names(ok(await call(t.app, 'GET', 'events', { token: sub.token })).events)).toEqual(['Client A']);
    expect(names(ok(await call(t.app, 'GET', 'events', { token: main.token })).events)).toEqual([
      'Client A',
      'Client B',
    ]);
    expect(names(ok(await call(t.app, 'GET', 'events/summary', { token: sub.token })).summaries)).toEqual([
      'Client A',
    ]);
    const listed = ok(await call(t.app, 'GET', 'participants', { token: sub.token }));
    expect(listed.total).toBe(1);
    expect(listed.participants.map((p: { email: string }) => p.email)).toEqual(['a@visitor.example']);
  });

  it('is refused every other event as if it did not exist (404), and nothing changes', async () => {
    const { mine, other, sub } = await agency();
    const { participant } = await buildParticipant(t.db, other);
    const token = sub.token;
    const refusals = [
      call(t.app, 'GET', `events/${other.id}`, { token }),
      call(t.app, 'GET', `events/summary/${other.id}`, { token }),
      call(t.app, 'GET', `events/preview/${other.id}`, { token }),
      call(t.app, 'PUT', `events/${other.id}/elements/order`, { token, body: { ids: [other.id] } }),
      call(t.app, 'GET', `events/${other.id}/venue`, { token }),
      call(t.app, 'GET', `events/${other.id}/regpage`, { token }),
      call(t.app, 'GET', `participants?eventId=${other.id}`, { token }),
      call(t.app, 'GET', `participants/export?eventId=${other.id}&format=csv`, { token }),
      call(t.app, 'POST', `participants/${participant.id}/resend`, { token }),
      call(t.app, 'DELETE', `participants/${participant.id}`, { token }),
      call(t.app, 'PUT', 'events/rename', { token, body: { eventId: other.id, title: 'Taken over' } }),
      call(t.app, 'DELETE', `events/${other.id}`, { token }),
    ];
    for (const res of await Promise.all(refusals)) expect(errorOf(res, 404)).toBe('NOT_FOUND');

    expect(ok(await call(t.app, 'GET', `events/${mine.id}`, { token })).event.name).toBe('Client A');
    expect(ok(await call(t.app, 'GET', `events/${mine.id}/venue`, { token })).event.id).toBe(mine.id);
    // The other event and its participant are untouched: a sub-account with every event sees them.
    const mainToken = (await buildUser(t.db, { mainAccountId: other.tenantId })).token;
    expect(ok(await call(t.app, 'GET', `events/${other.id}`, { token: mainToken })).event.title1).toBe(
      other.title1,
    );
    expect(ok(await call(t.app, 'GET', `participants?eventId=${other.id}`, { token: mainToken })).total).toBe(
      1,
    );
  });

  it('reaches an event it creates, and loses a deleted one from its list', async () => {
    const { main, mine, sub } = await agency();
    const { eventId } = ok(
      await call(t.app, 'POST', 'events/conference', { token: sub.token, body: { name: 'Client C' } }),
    );
    expect(ok(await call(t.app, 'GET', `events/${eventId}`, { token: sub.token })).event.name).toBe(
      'Client C',
    );
    expect((await findUserById(t, sub.user.id))?.eventIds).toEqual([mine.id, eventId]);

    ok(await call(t.app, 'DELETE', `events/${mine.id}`, { token: main.token }));
    expect((await findUserById(t, sub.user.id))?.eventIds).toEqual([eventId]);
  });
});

describe('the main account sets a sub-account’s events', () => {
  it('chooses events at the invitation and changes them with effect on the next request', async () => {
    const main = await buildUser(t.db, { plan: 'business' });
    const a = await buildEvent(t.db, { tenantId: main.user.id, name: 'Fair' });
    const b = await buildEvent(t.db, { tenantId: main.user.id, name: 'Webinar' });
    const email = uniqueEmail('client');
    const body = { email, firstName: 'Cleo', lastName: 'Client', eventIds: [a.id, a.id] };
    const { subAccount } = ok(await call(t.app, 'POST', 'sub-accounts', { token: main.token, body }));
    expect(subAccount.eventIds).toEqual([a.id]);
    const listed = ok(await call(t.app, 'GET', 'sub-accounts', { token: main.token })).subAccounts;
    expect(listed[0].eventIds).toEqual([a.id]);

    // The person's session (as if the invitation was accepted) sees the chosen event only…
    const session = await buildUser(t.db, { mainAccountId: main.user.id });
    const update = (eventIds: string[] | null) =>
      call(t.app, 'PUT', `sub-accounts/${session.user.id}`, {
        token: main.token,
        body: { firstName: 'Sam', lastName: 'Sub', eventIds },
      });
    ok(await update([b.id]));
    expect(errorOf(await call(t.app, 'GET', `events/${a.id}`, { token: session.token }), 404)).toBe(
      'NOT_FOUND',
    );
    expect(ok(await call(t.app, 'GET', `events/${b.id}`, { token: session.token })).event.name).toBe(
      'Webinar',
    );
    // …and every event once access is widened, at once.
    expect(ok(await update(null)).subAccount.eventIds).toBeNull();
    expect(ok(await call(t.app, 'GET', 'events', { token: session.token })).events).toHaveLength(2);

    // Leaving eventIds out keeps them.
    ok(await update([a.id]));
    const kept = ok(
      await call(t.app, 'PUT', `sub-accounts/${session.user.id}`, {
        token: main.token,
        body: { firstName: 'Sam', lastName: 'Sub' },
      }),
    );
    expect(kept.subAccount.eventIds).toEqual([a.id]);
  });

  it('refuses events of another account or ids that are no events, changing nothing', async () => {
    const main = await buildUser(t.db, { plan: 'business' });
    const own = await buildEvent(t.db, { tenantId: main.user.id });
    const stranger = await buildUser(t.db, { plan: 'business' });
    const theirs = await buildEvent(t.db, { tenantId: stranger.user.id });
    const sub = await buildUser(t.db, { mainAccountId: main.user.id, eventIds: [own.id] });
    for (const eventIds of [[theirs.id], [own.id, 'not-a-uuid'], ['7d1c1f3e-9d5e-4a57-9d0e-3f6f1c2b0a11']]) {
      const res = await call(t.app, 'PUT', `sub-accounts/${sub.user.id}`, {
        token: main.token,
        body: { firstName: 'Sam', lastName: 'Sub', eventIds },
      });
      expect(fieldsOf(res)).toEqual({ eventIds: 'validation.invalid' });
    }
    const added = await call(t.app, 'POST', 'sub-accounts', {
      token: main.token,
      body: { email: uniqueEmail('x'), firstName: 'X', lastName: 'Y', eventIds: [theirs.id] },
    });
    expect(fieldsOf(added)).toEqual({ eventIds: 'validation.invalid' });
    expect((await findUserById(t, sub.user.id))?.eventIds).toEqual([own.id]);
    expect(ok(await call(t.app, 'GET', 'sub-accounts', { token: main.token })).subAccounts).toHaveLength(1);
  });
});

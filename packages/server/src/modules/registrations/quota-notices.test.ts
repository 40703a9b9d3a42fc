import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { call } from '../../../test/http.js';
import { buildEvent, buildUser, uniqueEmail } from '../../../test/factories.js';
import { type EventRow, participants, quotaNotices } from '../../db/schema/index.js';
import { planAbove, reachedThresholds } from './quota-notices.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reachedThresholds', () => {
  it('reaches 90 % at ceil(0.9 × quota) and 100 % at the quota', () => {
    expect(reachedThresholds(8, 10)).toEqual([]);
    expect(reachedThresholds(9, 10)).toEqual([90]);
    expect(reachedThresholds(10, 10)).toEqual([90, 100]);
    expect(reachedThresholds(179, 200)).toEqual([]);
    expect(reachedThresholds(180, 200)).toEqual([90]);
    // The free plan's 5: 90 % is 4.5, so the 5th registration reaches both.
    expect(reachedThresholds(4, 5)).toEqual([]);
    expect(reachedThresholds(5, 5)).toEqual([90, 100]);
  });

  it('has none for an unlimited quota or one of 0', () => {
    expect(reachedThresholds(1_000_000, Number.POSITIVE_INFINITY)).toEqual([]);
    expect(reachedThresholds(3, 0)).toEqual([]);
  });
});

describe('planAbove', () => {
  it('names the plan that lifts the limit, none above business', () => {
    expect(planAbove('free')).toBe('starter');
    expect(planAbove('starter')).toBe('business');
    expect(planAbove('business')).toBeUndefined();
    expect(planAbove('enterprise')).toBeUndefined();
  });
});

/** A main account on `plan` with an event; `fill(n)` adds n participants directly, as an import would. */
async function organiser(plan: 'free' | 'starter' | 'business', language: 'en' | 'de' = 'en') {
  const email = uniqueEmail('organiser');
  const { user } = await buildUser(t.db, { plan, email, language });
  const event = await buildEvent(t.db, { tenantId: user.id, name: `Summit ${email.slice(10, 20)}` });
  const fill = (n: number) =>
    t.db
      .insert(participants)
      .values(
        Array.from({ length: n }, () => ({
          eventId: event.id,
          tenantId: user.id,
          email: uniqueEmail('visitor'),
          firstName: 'Alan',
          lastName: 'Turing',
        })),
      )
      .returning();
  return { user, email, event, fill };
}

const register = (event: EventRow) =>
  call(t.app, 'POST', `public/regpage/${event.pageCode}/register`, {
    body: { email: uniqueEmail('visitor'), firstName: 'Grace', lastName: 'Hopper', termsAccepted: true },
  });

const quotaMails = async (to: string) => (await t.mails(to)).filter((m) => m.template === 'quotaReached');
const noticesOf = async (eventId: string) =>
  (await t.db.select().from(quotaNotices).where(eq(quotaNotices.eventId, eventId)))
    .map((n) => n.threshold)
    .sort((a, b) => a - b);

describe('quota mails to the main account (POST public/regpage/{pageCode}/register)', () => {
  it('mails once at 90 % of the starter plan’s 200 registrations and once at 100 %', async () => {
    const o = await organiser('starter');
    await o.fill(178);
    expect((await register(o.event)).statusCode).toBe(200);
    expect(await quotaMails(o.email)).toHaveLength(0);

    expect((await register(o.event)).statusCode).toBe(200); // the 180th: 90 %
    const [ninety, ...others] = await quotaMails(o.email);
    expect(others).toHaveLength(0);
    expect(ninety!.subject).toBe(`“${o.event.name}” has reached 90 % of its registrations`);
    expect(ninety!.text).toContain(`Your event “${o.event.name}” has reached 90 % of the 200 registrations`);
    expect(ninety!.links).toEqual(['http://foyer.test/subscription?plan=business']);
    expect(await noticesOf(o.event.id)).toEqual([90]);

    for (let i = 0; i < 19; i++) expect((await register(o.event)).statusCode).toBe(200);
    expect(await quotaMails(o.email)).toHaveLength(1);

    expect((await register(o.event)).statusCode).toBe(200); // the 200th: 100 %
    const mails = await quotaMails(o.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toContain('100 %');
    expect(await noticesOf(o.event.id)).toEqual([90, 100]);

    expect((await register(o.event)).json().errorKey).toBe('REGISTRATION_FULL');
    expect(await quotaMails(o.email)).toHaveLength(2);
  }, 60_000);

  it('mails only 100 % when one registration reaches both, and never again for the event', async () => {
    const o = await organiser('free', 'de');
    const [first] = await o.fill(4);
    expect((await register(o.event)).statusCode).toBe(200); // the 5th of 5: 90 % and 100 %
    const [full, ...others] = await quotaMails(o.email);
    expect(others).toHaveLength(0);
    expect(full!.subject).toBe(`„${o.event.name}“: 100 % der Anmeldungen erreicht`);
    expect(full!.links).toEqual(['http://foyer.test/subscription?plan=starter']);
    expect(await noticesOf(o.event.id)).toEqual([90, 100]);

    await t.db.delete(participants).where(eq(participants.id, first!.id));
    expect((await register(o.event)).statusCode).toBe(200); // the 5th again
    expect(await quotaMails(o.email)).toHaveLength(1);
  });

  it('mails nothing below 90 %', async () => {
    const o = await organiser('free');
    await o.fill(3);
    expect((await register(o.event)).statusCode).toBe(200); // 4 of 5: 80 %
    expect(await quotaMails(o.email)).toHaveLength(0);
    expect(await noticesOf(o.event.id)).toEqual([]);
  });

  it('mails the business plan at its limit with a link to the subscription page', async () => {
    const o = await organiser('business');
    await o.fill(899);
    expect((await register(o.event)).statusCode).toBe(200);
    const [mail] = await quotaMails(o.email);
    expect(mail!.text).toContain('90 % of the 1000 registrations');
    expect(mail!.links).toEqual(['http://foyer.test/subscription']);
  }, 60_000);

  it('mails each threshold once under parallel registrations', async () => {
    const o = await organiser('starter');
    await o.fill(179);
    // 21 of the 30 fit (the 180th to the 200th): one crosses 90 %, one reaches 100 %.
    const answers = await Promise.all(Array.from({ length: 30 }, () => register(o.event)));
    const keys = answers.map((r) => (r.json().success ? 'ok' : r.json().errorKey));
    expect(keys.filter((k) => k === 'ok')).toHaveLength(21);
    const mails = await quotaMails(o.email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `“${o.event.name}” has reached 100 % of its registrations`,
      `“${o.event.name}” has reached 90 % of its registrations`,
    ]);
    expect(await noticesOf(o.event.id)).toEqual([90, 100]);
  }, 60_000);

  it('mails the free plan once under 20 parallel registrations', async () => {
    const o = await organiser('free');
    const answers = await Promise.all(Array.from({ length: 20 }, () => register(o.event)));
    expect(answers.filter((r) => r.json().success)).toHaveLength(5);
    const mails = await quotaMails(o.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('100 %');
    expect(await noticesOf(o.event.id)).toEqual([90, 100]);
  }, 60_000);
});

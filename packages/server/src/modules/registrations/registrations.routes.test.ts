import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, tokenOf } from '../../../test/app.js';
import { call, errorOf, fieldsOf, ok } from '../../../test/http.js';
import {
  buildEvent,
  buildParticipant,
  buildRegPage,
  buildUser,
  uniqueEmail,
} from '../../../test/factories.js';
import { participants, registrationCounts } from '../../db/schema/index.js';
import type { AppError } from '../../errors.js';
import { DEFAULT_RATE_LIMITS } from '../../plugins/rate-limit.js';
import { getPublicPage, register as registerOn } from './registrations.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An account with an event; `page` saves its registration page with changes, `addField` adds a profile field. */
async function organiser(plan: 'free' | 'starter' | 'business' = 'business') {
  const { user, token } = await buildUser(t.db, { plan });
  const event = await buildEvent(t.db, { tenantId: user.id });
  const page = (fields: Parameters<typeof buildRegPage>[2]) => buildRegPage(t.db, event, fields);
  const addField = async (element: object) =>
    (
      await ok(
        await call(t.app, 'POST', `events/${event.id}/elements`, {
          token,
          body: { parentId: null, element },
        }),
      )
    ).element;
  return { user, token, event, page, addField };
}

const register = (pageCode: string, body: object) =>
  call(t.app, 'POST', `public/regpage/${pageCode}/register`, {
    body: {
      email: uniqueEmail('visitor'),
      firstName: 'Grace',
      lastName: 'Hopper',
      termsAccepted: true,
      ...body,
    },
  });
const publicPage = async (pageCode: string) => ok(await call(t.app, 'GET', `public/regpage/${pageCode}`));
const confirm = (token: string) => call(t.app, 'POST', 'public/regpage/confirm', { body: { token } });
const countOf = async (eventId: string) =>
  (await t.db.select({ n: count() }).from(participants).where(eq(participants.eventId, eventId)))[0]!.n;

describe('GET/POST public/regpage/{pageCode}', () => {
  it('shows open, closed, expired and full states and the visible fields in order', async () => {
    const o = await organiser('free');
    const company = await o.addField({ kind: 'PROFILE_ITEM', type: 'textfield', label: 'Company' });
    await o.addField({ kind: 'PROFILE_ITEM', type: 'textfield', label: 'Secret', hidden: true });
    const size = await o.addField({
      kind: 'PROFILE_ITEM',
      type: 'select',
      label: 'Size',
      options: [{ value: 'S' }],
    });
    const open = await publicPage(o.event.pageCode);
    expect(open.state).toBe('open');
    expect(open.fields.map((f: { id: string }) => f.id)).toEqual([company.id, size.id]);
    expect(open.page).not.toHaveProperty('mailHtml');
    expect(open.event).toMatchObject({ title1: o.event.title1, open: false });

    await o.page({ open: false });
    expect((await publicPage(o.event.pageCode)).state).toBe('closed');
    expect(errorOf(await register(o.event.pageCode, {}))).toBe('REGISTRATION_CLOSED');
    await o.page({ open: true, expired: true });
    expect((await publicPage(o.event.pageCode)).state).toBe('expired');
    expect(errorOf(await register(o.event.pageCode, {}))).toBe('REGISTRATION_CLOSED');
    await o.page({ expired: false });
    for (let i = 0; i < 5; i++) await ok(await register(o.event.pageCode, {}));
    expect((await publicPage(o.event.pageCode)).state).toBe('full');
    expect(errorOf(await register(o.event.pageCode, {}))).toBe('REGISTRATION_FULL');
    expect(
      (await ok(await call(t.app, 'GET', `events/${o.event.id}/regpage`, { token: o.token }))).registrations,
    ).toBe(5);
    expect((await call(t.app, 'GET', 'public/regpage/no-such-page')).statusCode).toBe(404);
  });

  it('carries the font, the agenda in the event’s hours and the distinct speakers of items and talks', async () => {
    const o = await organiser();
    const before = await publicPage(o.event.pageCode);
    expect(before.page.font).toBe('inter');
    expect(before.agenda).toEqual([]);
    expect(before.speakers).toEqual([]);

    await o.page({ font: 'playfair-display' });
    const day1 = await o.addField({ kind: 'TIMELINE_DAY', title: 'Day one', date: '2031-06-01' });
    const day2 = await o.addField({ kind: 'TIMELINE_DAY', title: 'Day two' });
    const item = (parentId: string, element: object) =>
      call(t.app, 'POST', `events/${o.event.id}/elements`, {
        token: o.token,
        body: { parentId, element: { kind: 'TIMELINE_DAY_ITEM', ...element } },
      }).then(ok);
    await item(day1.id, {
      title: 'Welcome',
      start: '09:00',
      end: '09:30',
      speakers: 'Ada Lovelace, Grace Hopper',
      location: 'Main hall',
    });
    await item(day1.id, { title: 'Coffee', start: '09:30', end: '10:00' });
    await item(day2.id, {
      title: 'Panel',
      start: '14:00',
      end: '15:00',
      speakers: 'grace hopper & Alan Turing',
    });
    const theatre = await o.addField({ kind: 'THEATRE', designId: 'theatre-amphi', title: 'Auditorium' });
    const talk = (element: object) =>
      call(t.app, 'POST', `events/${o.event.id}/elements`, {
        token: o.token,
        body: { parentId: theatre.id, element: { kind: 'THEATRE_VIDEO', ...element } },
      }).then(ok);
    await talk({ title: 'Keynote', speaker: 'Katherine Johnson' });
    await talk({ title: 'Film' });

    const shown = await publicPage(o.event.pageCode);
    expect(shown.page.font).toBe('playfair-display');
    expect(shown.agenda).toEqual([
      {
        date: '2031-06-01',
        title: 'Day one',
        items: [
          {
            start: '09:00',
            end: '09:30',
            title: 'Welcome',
            location: 'Main hall',
            speakers: ['Ada Lovelace', 'Grace Hopper'],
          },
          { start: '09:30', end: '10:00', title: 'Coffee', location: '', speakers: [] },
        ],
      },
      {
        date: null,
        title: 'Day two',
        items: [
          {
            start: '14:00',
            end: '15:00',
            title: 'Panel',
            location: '',
            speakers: ['grace hopper', 'Alan Turing'],
          },
        ],
      },
    ]);
    expect(shown.speakers).toEqual(['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Katherine Johnson']);
    // The organiser's editor gets the same programme for its preview.
    const editor = await ok(await call(t.app, 'GET', `events/${o.event.id}/regpage`, { token: o.token }));
    expect({ agenda: editor.agenda, speakers: editor.speakers }).toEqual({
      agenda: shown.agenda,
      speakers: shown.speakers,
    });
  });

  it('refuses a font it does not ship and keeps the saved one', async () => {
    const o = await organiser();
    await o.page({ font: 'lora' });
    const current = await ok(await call(t.app, 'GET', `events/${o.event.id}/regpage`, { token: o.token }));
    const {
      eventId: _e,
      version,
      headerImageUrl: _h,
      backgroundImageUrl: _b,
      updatedAt: _u,
      ...fields
    } = current.page;
    const res = await call(t.app, 'PUT', `events/${o.event.id}/regpage`, {
      token: o.token,
      body: { ...fields, font: 'comic-sans', version },
    });
    expect(fieldsOf(res).font).toBe('validation.invalid');
    expect((await publicPage(o.event.pageCode)).page.font).toBe('lora');
  });

  it('validates terms and answers against the profile fields', async () => {
    const o = await organiser();
    const text = await o.addField({
      kind: 'PROFILE_ITEM',
      type: 'textfield',
      label: 'Company',
      required: true,
    });
    const select = await o.addField({
      kind: 'PROFILE_ITEM',
      type: 'select',
      label: 'Size',
      options: [{ value: 'S' }, { value: 'L' }],
    });
    const boxes = await o.addField({
      kind: 'PROFILE_ITEM',
      type: 'checkboxes',
      label: 'Topics',
      options: [{ value: 'AI' }, { value: 'Web' }],
      required: true,
    });
    const box = await o.addField({ kind: 'PROFILE_ITEM', type: 'checkbox', label: 'Newsletter' });
    const link = await o.addField({
      kind: 'PROFILE_ITEM',
      type: 'link',
      label: 'LinkedIn',
      urlTemplate: 'https://x/{value}',
    });
    await o.page({ termsText: '<p>I agree</p>' });
    expect(
      fieldsOf(
        await register(o.event.pageCode, {
          termsAccepted: false,
          answers: {
            [text.id]: ' ',
            [select.id]: 'M',
            [boxes.id]: ['AI', 'Go'],
            [box.id]: 'yes',
            [link.id]: 'a b',
            other: 'x',
          },
        }),
      ),
    ).toEqual({
      termsAccepted: 'validation.agreement',
      [`answers.${text.id}`]: 'validation.required',
      [`answers.${select.id}`]: 'validation.invalid',
      [`answers.${boxes.id}`]: 'validation.invalid',
      [`answers.${box.id}`]: 'validation.invalid',
      [`answers.${link.id}`]: 'validation.invalid',
      'answers.other': 'validation.invalid',
    });
    expect(fieldsOf(await register(o.event.pageCode, { answers: { [text.id]: 'Acme' } }))).toEqual({
      [`answers.${boxes.id}`]: 'validation.required',
    });
    expect(fieldsOf(await register(o.event.pageCode, { email: 'nope', firstName: '' }))).toMatchObject({
      email: expect.any(String),
      firstName: expect.any(String),
    });
    const email = uniqueEmail('ok');
    await ok(
      await register(o.event.pageCode, {
        email,
        answers: {
          [text.id]: ' Acme ',
          [select.id]: 'L',
          [boxes.id]: ['Web'],
          [box.id]: true,
          [link.id]: 'grace',
        },
      }),
    );
    const [row] = await t.db.select().from(participants).where(eq(participants.email, email));
    expect(row!.answers).toEqual({
      [text.id]: 'Acme',
      [select.id]: 'L',
      [boxes.id]: ['Web'],
      [box.id]: true,
      [link.id]: 'grace',
    });
    expect(row!.confirmed).toBe(false);
  });

  it('mails the link with the names, resends to a known address without a duplicate, and confirms', async () => {
    const o = await organiser();
    await o.page({
      mailSubject: 'Welcome {{firstname}}',
      mailHtml: '<p>Dear {{firstname}} {{lastname}}, <a href="{{authurl}}">enter</a></p>',
      mailText: 'Dear {{firstname}} {{lastname}}: {{authurl}}',
      startsAt: '2031-01-02T09:30:00Z',
      confirmOpenText: '<p>Open!</p>',
      confirmClosedText: '<p>Closed!</p>',
    });
    const email = uniqueEmail('Mixed');
    expect(
      await ok(
        await register(o.event.pageCode, {
          email: email.toUpperCase(),
          firstName: '<b>Ann</b>',
          lastName: 'Lee',
        }),
      ),
    ).toEqual({
      status: 'registered',
    });
    const [mail] = await t.mails(email.toLowerCase());
    expect(mail!.subject).toBe('Welcome <b>Ann</b>');
    expect(mail!.text).toContain('Dear <b>Ann</b> Lee: http://foyer.test/r/');
    expect(mail!.html).toContain('Dear &lt;b&gt;Ann&lt;/b&gt; Lee');
    const link = mail!.links[0]!;
    expect(link).toMatch(new RegExp(`^http://foyer.test/r/${o.event.pageCode}/confirm\\?token=`));
    expect(mail!.links).toContain(`http://foyer.test/api/v1/public/regpage/${o.event.pageCode}/calendar.ics`);

    expect(await ok(await register(o.event.pageCode, { email }))).toEqual({ status: 'resent' });
    expect(await countOf(o.event.id)).toBe(1);
    const mails = await t.mails(email.toLowerCase());
    expect(mails).toHaveLength(2);
    // Asking again never voids the link already sent (nobody can cut another person off that way);
    // both links confirm, twice without harm.
    expect(await ok(await confirm(tokenOf(link)))).toEqual(
      expect.objectContaining({ pageCode: o.event.pageCode }),
    );
    const token = tokenOf(mails[0]!.links[0]!);
    const confirmed = await ok(await confirm(token));
    expect(confirmed).toEqual({
      pageCode: o.event.pageCode,
      eventOpen: false,
      text: '<p>Closed!</p>',
      firstName: '<b>Ann</b>',
    });
    await ok(await confirm(token));
    const [row] = await t.db.select().from(participants).where(eq(participants.eventId, o.event.id));
    expect(row!.confirmed).toBe(true);
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    expect(errorOf(await confirm('x'.repeat(43)))).toBe('EMAIL_CONFIRMATION_TOKEN_IS_INVALID');
  });

  it('serves the calendar file', async () => {
    const o = await organiser();
    expect((await call(t.app, 'GET', `public/regpage/${o.event.pageCode}/calendar.ics`)).statusCode).toBe(
      404,
    );
    await o.page({ startsAt: '2031-01-02T09:30:00+01:00' });
    const res = await call(t.app, 'GET', `public/regpage/${o.event.pageCode}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.body).toContain(`UID:${o.event.id}@foyer\r\n`);
    expect(res.body).toContain('DTSTART:20310102T083000Z\r\n');
    expect(res.body).toContain(`SUMMARY:${o.event.title1}\r\n`);
    expect(res.body).toContain(`URL:http://foyer.test/r/${o.event.pageCode}\r\n`);
  });

  it('answers a filled honeypot like a success and stores nothing; refuses large bodies', async () => {
    const o = await organiser();
    expect(await ok(await register(o.event.pageCode, { website: 'http://spam.example' }))).toEqual({
      status: 'registered',
    });
    expect(await countOf(o.event.id)).toBe(0);
    const res = await register(o.event.pageCode, { answers: { big: 'x'.repeat(17 * 1024) } });
    expect(res.statusCode).toBe(413);
  });

  it('holds the free quota under 500 parallel submits', async () => {
    const o = await organiser('free');
    const answers = await Promise.all(Array.from({ length: 500 }, () => register(o.event.pageCode, {})));
    const keys = answers.map((r) => (r.json().success ? 'ok' : r.json().errorKey));
    expect(keys.filter((k) => k === 'ok')).toHaveLength(5);
    expect(keys.filter((k) => k === 'REGISTRATION_FULL')).toHaveLength(495);
    expect(await countOf(o.event.id)).toBe(5);
  }, 120_000);

  it('registers one address sent 20 times at once once, and resends to the others', async () => {
    const o = await organiser('business');
    const email = uniqueEmail('twice');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => register(o.event.pageCode, { email })),
    );
    const statuses = await Promise.all(answers.map(async (r) => (await ok(r)).status));
    expect(statuses.filter((s) => s === 'registered')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'resent')).toHaveLength(19);
    expect(await countOf(o.event.id)).toBe(1);
    expect(await t.mails(email)).toHaveLength(20);
  }, 60_000);

  it('writes registrations sent at once together, each with its own mail and link, one of them known', async () => {
    const o = await organiser('business');
    const { participant: known } = await buildParticipant(t.db, o.event, { firstName: 'Known' });
    const emails = Array.from({ length: 40 }, (_, i) => uniqueEmail(`together-${i}`));
    const answers = await Promise.all([
      ...emails.map((email, i) => register(o.event.pageCode, { email, firstName: `Visitor ${i}` })),
      register(o.event.pageCode, { email: known.email, firstName: 'Known' }),
    ]);
    const statuses = await Promise.all(answers.map(async (r) => (await ok(r)).status));
    expect(statuses).toEqual([...emails.map(() => 'registered'), 'resent']);
    expect(await countOf(o.event.id)).toBe(41);
    // Each mail's link is its own participant's.
    for (const [i, email] of emails.entries()) {
      const mails = await t.mails(email);
      expect(mails).toHaveLength(1);
      expect(await ok(await confirm(tokenOf(mails[0]!.links[0]!)))).toMatchObject({
        firstName: `Visitor ${i}`,
      });
    }
    const [row] = await t.db
      .select({ n: registrationCounts.registrations })
      .from(registrationCounts)
      .where(eq(registrationCounts.eventId, o.event.id));
    expect(row!.n).toBe(41);
  }, 60_000);

  it('refuses registrations sent at once to a page closed since it was shown, each as closed', async () => {
    const o = await organiser('business');
    // The page as a node keeps it in memory (public-page.ts), then closed behind its back.
    const { registration } = await getPublicPage(t.app.deps, o.event.pageCode);
    expect(registration.state).toBe('open');
    await o.page({ open: false });
    const body = (i: number) => ({
      email: uniqueEmail(`late-${i}`),
      firstName: 'Ada',
      lastName: 'Lovelace',
      termsAccepted: true,
      answers: {},
    });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => registerOn(t.app.deps, registration, body(i))),
    );
    expect(outcomes.map((r) => (r.status === 'rejected' ? (r.reason as AppError).code : r.value))).toEqual(
      outcomes.map(() => 'REGISTRATION_CLOSED'),
    );
    expect(await countOf(o.event.id)).toBe(0);
  });

  it('keeps the count of every insert and delete, whoever makes them', async () => {
    const o = await organiser('free');
    const counted = async () => (await publicPage(o.event.pageCode)).state;
    await buildParticipant(t.db, o.event);
    await buildParticipant(t.db, o.event);
    for (let i = 0; i < 3; i++) await ok(await register(o.event.pageCode, {}));
    expect(await countOf(o.event.id)).toBe(5);
    expect(errorOf(await register(o.event.pageCode, {}))).toBe('REGISTRATION_FULL');
    expect(await counted()).toBe('full');
    // The organiser removes one: a seat opens, and is taken once.
    const [gone] = await t.db
      .select()
      .from(participants)
      .where(eq(participants.eventId, o.event.id))
      .limit(1);
    await ok(await call(t.app, 'DELETE', `participants/${gone!.id}`, { token: o.token }));
    await ok(await register(o.event.pageCode, {}));
    expect(errorOf(await register(o.event.pageCode, {}))).toBe('REGISTRATION_FULL');
    const [row] = await t.db
      .select({ n: registrationCounts.registrations })
      .from(registrationCounts)
      .where(eq(registrationCounts.eventId, o.event.id));
    expect(row!.n).toBe(await countOf(o.event.id));
    expect(row!.n).toBe(5);
  });
});

describe('rate limits', () => {
  it('limits submits per address and per email', async () => {
    const limited = await createTestApp({
      rateLimits: {
        publicRegister: { max: 3, timeWindowMs: 60_000 },
        publicRegisterEmail: { max: 2, timeWindowMs: 60_000 },
      },
    });
    try {
      const { user } = await buildUser(limited.db, { plan: 'business' });
      const event = await buildEvent(limited.db, { tenantId: user.id });
      const send = (email: string, ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: `/api/v1/public/regpage/${event.pageCode}/register`,
          remoteAddress: ip,
          payload: { email, firstName: 'A', lastName: 'B', termsAccepted: true },
        });
      const email = uniqueEmail();
      expect((await send(email, '10.0.0.1')).statusCode).toBe(200);
      expect((await send(email, '10.0.0.2')).statusCode).toBe(200);
      expect((await send(email, '10.0.0.3')).statusCode).toBe(429);
      expect((await send(uniqueEmail(), '10.0.0.4')).statusCode).toBe(200);
      expect((await send(uniqueEmail(), '10.0.0.4')).statusCode).toBe(200);
      expect((await send(uniqueEmail(), '10.0.0.4')).statusCode).toBe(200);
      expect((await send(uniqueEmail(), '10.0.0.4')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('sends at most 5 registration mails an hour to one address, new and resent; the 6th is refused and stores nothing', async () => {
    const limited = await createTestApp({
      rateLimits: { mailsPerRecipient: DEFAULT_RATE_LIMITS.mailsPerRecipient },
    });
    try {
      const { user } = await buildUser(limited.db, { plan: 'business' });
      const [first, second] = [
        await buildEvent(limited.db, { tenantId: user.id }),
        await buildEvent(limited.db, { tenantId: user.id }),
      ];
      const send = (pageCode: string, email: string) =>
        limited.app.inject({
          method: 'POST',
          url: `/api/v1/public/regpage/${pageCode}/register`,
          payload: { email, firstName: 'A', lastName: 'B', termsAccepted: true },
        });
      const email = uniqueEmail();
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await send(first.pageCode, email)).json().results.status);
      expect(statuses).toEqual(['registered', 'resent', 'resent', 'resent', 'resent']);
      for (const event of [first, second]) {
        const refused = await send(event.pageCode, email.toUpperCase());
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ success: false, errorKey: 'RATE_LIMITED' });
      }
      expect(await limited.mails(email)).toHaveLength(5);
      const [{ n }] = await limited.db
        .select({ n: count() })
        .from(participants)
        .where(eq(participants.eventId, second.id));
      expect(n).toBe(0);
      expect((await send(second.pageCode, uniqueEmail())).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

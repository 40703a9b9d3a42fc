import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, tokenOf } from '../../../test/app.js';
import { type Method, ok, fieldsOf, errorOf } from '../../../test/http.js';
import { buildAsset, buildEvent, buildUser, uniqueEmail } from '../../../test/factories.js';
import { assetUsages, participants } from '../../db/schema/index.js';
import { DEFAULT_RATE_LIMITS } from '../../plugins/rate-limit.js';
import { RICH_TEXT_FIELDS } from './regpages.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: Method, url: string, token?: string, payload?: object, headers: object = {}) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { ...(token ? { authToken: token } : {}), ...headers },
    payload,
  });

/** An account with an event; its page's calls. */
async function organiser(plan: 'free' | 'starter' | 'business' = 'business', language: 'en' | 'de' = 'en') {
  const { user, token } = await buildUser(t.db, { plan, language });
  const event = await buildEvent(t.db, { tenantId: user.id });
  const get = async () => ok(await call('GET', `events/${event.id}/regpage`, token));
  /** PUT the current page with changes; the raw answer. */
  const put = async (changes: object, headers?: object) => {
    const { page } = await get();
    const { eventId: _e, headerImageUrl: _h, backgroundImageUrl: _b, updatedAt: _u, ...fields } = page;
    return call('PUT', `events/${event.id}/regpage`, token, { ...fields, ...changes }, headers);
  };
  const addField = async (element: object) =>
    (await ok(await call('POST', `events/${event.id}/elements`, token, { parentId: null, element }))).element;
  return { user, token, event, get, put, addField };
}

const register = (pageCode: string, body: object, headers?: object) =>
  call(
    'POST',
    `public/regpage/${pageCode}/register`,
    undefined,
    { email: uniqueEmail('visitor'), firstName: 'Grace', lastName: 'Hopper', termsAccepted: true, ...body },
    headers,
  );
const publicPage = async (pageCode: string) => ok(await call('GET', `public/regpage/${pageCode}`));
const countOf = async (eventId: string) =>
  (await t.db.select({ n: count() }).from(participants).where(eq(participants.eventId, eventId)))[0]!.n;

describe('GET/PUT events/{id}/regpage', () => {
  it('answers defaults in the organiser language, then saves every field', async () => {
    const o = await organiser('starter', 'de');
    const first = await o.get();
    expect(first.page).toMatchObject({
      pageCode: o.event.pageCode,
      language: 'de',
      open: true,
      expired: false,
      version: 1,
      mainColor: o.event.mainColor,
      submitLabel: 'Anmelden',
      startsAt: null,
    });
    expect(first.page.mailHtml).toContain('{{authurl}}');
    expect(first.page.mailText).toContain('{{authurl}}');
    expect(first).toMatchObject({ registrations: 0, registrationLimit: 200 });

    const image = await buildAsset(t, { tenantId: o.user.id });
    const saved = await ok(
      await o.put(
        {
          pageCode: `code-${o.event.pageCode}`,
          htmlTitle: 'Summit',
          language: 'fr',
          startsAt: '2031-05-04T10:00',
          dateLine1: 'May 4',
          mainColor: '#112233',
          headerImageAssetId: image.id,
          legal: {
            imprint: { label: 'Imprint', url: 'https://acme-events.com/imprint' },
            privacy: { label: '', url: '' },
            terms: { label: '', url: '' },
            organizer: { label: '', url: '' },
          },
        },
        { 'UTC-timezone': '2' },
      ),
    );
    expect(saved.page).toMatchObject({
      pageCode: `code-${o.event.pageCode}`,
      htmlTitle: 'Summit',
      language: 'fr',
      startsAt: '2031-05-04T08:00:00.000Z',
      version: 2,
      headerImageAssetId: image.id,
    });
    expect(saved.page.headerImageUrl).toMatch(/^\/files\//);
    expect((await o.get()).page.legal.imprint.url).toBe('https://acme-events.com/imprint');
    const usages = await t.db.select().from(assetUsages).where(eq(assetUsages.assetId, image.id));
    expect(usages.map((u) => u.usageType)).toEqual(['event.regpage']);
    // The event's page code moved with it.
    expect(
      (await ok(await call('GET', `events/summary/${o.event.id}`, o.token))).pagecode ?? '',
    ).toBeDefined();
    await publicPage(`code-${o.event.pageCode}`);
    expect((await call('GET', `public/regpage/${o.event.pageCode}`)).statusCode).toBe(404);
  });

  it('validates every field', async () => {
    const o = await organiser();
    const bad = fieldsOf(
      await o.put({
        pageCode: 'a b',
        htmlTitle: '',
        language: 'it',
        open: 'yes',
        expired: 1,
        startsAt: 'tomorrow',
        dateLine1: 'x'.repeat(201),
        mainColor: 'red',
        labelColor: '#12',
        headerImageAssetId: 'nope',
        backgroundImageAssetId: 7,
        mailSubject: '',
        mailHtml: 'x'.repeat(20_001),
        mailText: 5,
        description: 'x'.repeat(20_001),
        submitLabel: '',
        termsText: 'x'.repeat(2001),
        legal: { imprint: { label: 'Imprint', url: '' } },
        extra: true,
      }),
    );
    for (const field of [
      'pageCode',
      'htmlTitle',
      'language',
      'open',
      'expired',
      'startsAt',
      'dateLine1',
      'mainColor',
      'labelColor',
      'headerImageAssetId',
      'backgroundImageAssetId',
      'mailSubject',
      'mailHtml',
      'mailText',
      'description',
      'submitLabel',
      'termsText',
      'legal.imprint.url',
    ])
      expect(bad[field], field).toBeDefined();
    expect(fieldsOf(await o.put({ version: 0 })).version).toBeDefined();
  });

  it('requires {{authurl}} in both mail bodies', async () => {
    const o = await organiser();
    expect(fieldsOf(await o.put({ mailHtml: '<p>Hi {{firstname}}</p>', mailText: 'Hi' }))).toEqual({
      mailHtml: 'validation.authUrl',
      mailText: 'validation.authUrl',
    });
    // A placeholder hidden in a script does not survive the sanitiser.
    expect(
      fieldsOf(await o.put({ mailHtml: '<script>"{{authurl}}"</script>', mailText: 'Go: {{AUTHURL}}' })),
    ).toEqual({ mailHtml: 'validation.authUrl' });
    await ok(await o.put({ mailHtml: '<a href="{{authurl}}">Go</a>', mailText: 'Go: {{AuthUrl}}' }));
  });

  it('keeps page codes unique, refuses stale versions and foreign images', async () => {
    const a = await organiser();
    const b = await organiser();
    expect(fieldsOf(await a.put({ pageCode: b.event.pageCode }))).toEqual({
      pageCode: 'validation.alreadyUsed',
    });
    const { page } = await a.get();
    await ok(await a.put({ htmlTitle: 'One' }));
    const { eventId: _e, headerImageUrl: _h, backgroundImageUrl: _b, updatedAt: _u, ...fields } = page;
    expect(errorOf(await call('PUT', `events/${a.event.id}/regpage`, a.token, { ...fields }))).toBe(
      'STALE_VERSION',
    );
    const foreign = await buildAsset(t, { tenantId: b.user.id });
    const video = await buildAsset(t, { tenantId: a.user.id, kind: 'video' });
    const template = await buildAsset(t, { tenantId: null });
    expect(
      fieldsOf(await a.put({ headerImageAssetId: foreign.id, backgroundImageAssetId: video.id })),
    ).toEqual({
      headerImageAssetId: 'validation.invalid',
      backgroundImageAssetId: 'validation.invalid',
    });
    await ok(await a.put({ backgroundImageAssetId: template.id }));
  });

  it('sanitises every rich-text field so no script reaches the public page', async () => {
    const o = await organiser();
    const evil = '<p onclick="x()">Hi <img src="x" onerror="alert(1)"><script>alert(2)</script>';
    const changes = Object.fromEntries(
      RICH_TEXT_FIELDS.map((f) => [f, `${evil} {{authurl}} <a href="javascript:alert(3)">x</a>`]),
    );
    await ok(await o.put({ ...changes, mailText: '{{authurl}}' }));
    const body = JSON.stringify(await publicPage(o.event.pageCode));
    const organiserView = JSON.stringify((await o.get()).page);
    for (const text of [body, organiserView]) {
      expect(text).not.toMatch(/<script|onerror=|onclick=|javascript:/i);
    }
    expect(body).toContain('<p>Hi ');
  });

  it("answers 404 for another tenant's event", async () => {
    const a = await organiser();
    const b = await organiser();
    expect((await call('GET', `events/${a.event.id}/regpage`, b.token)).statusCode).toBe(404);
    const { page } = await a.get();
    expect((await call('PUT', `events/${a.event.id}/regpage`, b.token, page)).statusCode).toBe(400);
    const { eventId: _e, headerImageUrl: _h, backgroundImageUrl: _b, updatedAt: _u, ...fields } = page;
    expect((await call('PUT', `events/${a.event.id}/regpage`, b.token, fields)).statusCode).toBe(404);
    expect((await call('GET', 'events/not-a-uuid/regpage', b.token)).statusCode).toBe(404);
  });
});

describe('public registration', () => {
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

    await ok(await o.put({ open: false }));
    expect((await publicPage(o.event.pageCode)).state).toBe('closed');
    expect(errorOf(await register(o.event.pageCode, {}))).toBe('REGISTRATION_CLOSED');
    await ok(await o.put({ open: true, expired: true }));
    expect((await publicPage(o.event.pageCode)).state).toBe('expired');
    expect(errorOf(await register(o.event.pageCode, {}))).toBe('REGISTRATION_CLOSED');
    await ok(await o.put({ expired: false }));
    for (let i = 0; i < 5; i++) await ok(await register(o.event.pageCode, {}));
    expect((await publicPage(o.event.pageCode)).state).toBe('full');
    expect(errorOf(await register(o.event.pageCode, {}))).toBe('REGISTRATION_FULL');
    expect((await o.get()).registrations).toBe(5);
    expect((await call('GET', 'public/regpage/no-such-page')).statusCode).toBe(404);
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
    await ok(await o.put({ termsText: '<p>I agree</p>' }));
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
    await ok(
      await o.put({
        mailSubject: 'Welcome {{firstname}}',
        mailHtml: '<p>Dear {{firstname}} {{lastname}}, <a href="{{authurl}}">enter</a></p>',
        mailText: 'Dear {{firstname}} {{lastname}}: {{authurl}}',
        startsAt: '2031-01-02T09:30:00Z',
        confirmOpenText: '<p>Open!</p>',
        confirmClosedText: '<p>Closed!</p>',
      }),
    );
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
    expect(
      await ok(await call('POST', 'public/regpage/confirm', undefined, { token: tokenOf(link) })),
    ).toEqual(expect.objectContaining({ pageCode: o.event.pageCode }));
    const token = tokenOf(mails[0]!.links[0]!);
    const confirmed = await ok(await call('POST', 'public/regpage/confirm', undefined, { token }));
    expect(confirmed).toEqual({
      pageCode: o.event.pageCode,
      eventOpen: false,
      text: '<p>Closed!</p>',
      firstName: '<b>Ann</b>',
    });
    await ok(await call('POST', 'public/regpage/confirm', undefined, { token }));
    const [row] = await t.db.select().from(participants).where(eq(participants.eventId, o.event.id));
    expect(row!.confirmed).toBe(true);
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    expect(errorOf(await call('POST', 'public/regpage/confirm', undefined, { token: 'x'.repeat(43) }))).toBe(
      'EMAIL_CONFIRMATION_TOKEN_IS_INVALID',
    );
  });

  it('serves the calendar file', async () => {
    const o = await organiser();
    expect((await call('GET', `public/regpage/${o.event.pageCode}/calendar.ics`)).statusCode).toBe(404);
    await ok(await o.put({ startsAt: '2031-01-02T09:30:00+01:00' }));
    const res = await call('GET', `public/regpage/${o.event.pageCode}/calendar.ics`);
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

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { call, errorOf, fieldsOf, ok } from '../../../test/http.js';
import { buildAsset, buildEvent, buildUser } from '../../../test/factories.js';
import { assetUsages } from '../../db/schema/index.js';
import { RICH_TEXT_FIELDS } from './regpages.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An account with an event; its page's calls. */
async function organiser(
  plan: 'free' | 'starter' | 'business' = 'business',
  language: 'en' | 'de' = 'en',
  timeZone?: string,
) {
  const { user, token } = await buildUser(t.db, { plan, language });
  const event = await buildEvent(t.db, { tenantId: user.id, timeZone });
  const get = async () => ok(await call(t.app, 'GET', `events/${event.id}/regpage`, { token }));
  /** PUT the current page with changes; the raw answer. */
  const put = async (changes: object, headers?: Record<string, string>) => {
    const { page } = await get();
    const { eventId: _e, headerImageUrl: _h, backgroundImageUrl: _b, updatedAt: _u, ...fields } = page;
    return call(t.app, 'PUT', `events/${event.id}/regpage`, {
      token,
      body: { ...fields, ...changes },
      headers,
    });
  };
  return { user, token, event, get, put };
}

const publicPage = async (pageCode: string) => ok(await call(t.app, 'GET', `public/regpage/${pageCode}`));

describe('GET/PUT events/{id}/regpage', () => {
  it('answers defaults in the organiser language, then saves every field', async () => {
    const o = await organiser('starter', 'de', 'Europe/Berlin');
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
        // Ignored: the wall time is read in the event's zone (Berlin, UTC+2 in May).
        { 'UTC-timezone': '-5' },
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
      (await ok(await call(t.app, 'GET', `events/summary/${o.event.id}`, { token: o.token }))).pagecode ?? '',
    ).toBeDefined();
    await publicPage(`code-${o.event.pageCode}`);
    expect((await call(t.app, 'GET', `public/regpage/${o.event.pageCode}`)).statusCode).toBe(404);
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
    expect(
      errorOf(
        await call(t.app, 'PUT', `events/${a.event.id}/regpage`, { token: a.token, body: { ...fields } }),
      ),
    ).toBe('STALE_VERSION');
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
    expect((await call(t.app, 'GET', `events/${a.event.id}/regpage`, { token: b.token })).statusCode).toBe(
      404,
    );
    const { page } = await a.get();
    expect(
      (await call(t.app, 'PUT', `events/${a.event.id}/regpage`, { token: b.token, body: page })).statusCode,
    ).toBe(400);
    const { eventId: _e, headerImageUrl: _h, backgroundImageUrl: _b, updatedAt: _u, ...fields } = page;
    expect(
      (await call(t.app, 'PUT', `events/${a.event.id}/regpage`, { token: b.token, body: fields })).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'GET', 'events/not-a-uuid/regpage', { token: b.token })).statusCode).toBe(404);
  });
});

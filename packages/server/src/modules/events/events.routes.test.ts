import {
  type Plan,
  TEMPLATE_IDS,
  Venue,
  unresolvedTargets,
  venueElements as flatElements,
} from '@foyer/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { buildAsset, buildEvent, buildUser } from '../../../test/factories.js';
import { type Method, call, fieldsOf, ok } from '../../../test/http.js';
import { assetUsages, assets, events, venueElements } from '../../db/schema/index.js';
import { insertEvent } from './events.repository.js';
import { mappingEventUniqueViolations } from './events.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ templates: true });
});
afterAll(() => t.close());

let seq = 0;
const uniqueName = (prefix = 'Event') => `${prefix} ${++seq} ${Math.random().toString(36).slice(2, 7)}`;

async function account(plan: Plan | 'business' = 'business') {
  const { user, token } = await buildUser(t.db, { plan });
  return { id: user.id, token };
}

async function create(token: string, template = 'conference', body: object = { name: uniqueName() }) {
  return ok(await call(t.app, 'POST', `events/${template}`, { token, body })).eventId as string;
}

const kickstart = (overrides: object = {}) => ({
  name: uniqueName('Kick'),
  date: '2027-03-01',
  eventType: 'conference',
  videoPresentations: true,
  booths: true,
  boothCount: 3,
  themeId: 'modern',
  ...overrides,
});

const elementCount = async (eventId: string) =>
  (await t.db.select({ n: count() }).from(venueElements).where(eq(venueElements.eventId, eventId)))[0]!.n;
const usageCount = async (eventId: string) =>
  (await t.db.select({ n: count() }).from(assetUsages).where(eq(assetUsages.ownerId, eventId)))[0]!.n;

describe('GET events/templates', () => {
  it('lists the four templates with sizes, start design and theme', async () => {
    const { token } = await account();
    const { templates } = ok(await call(t.app, 'GET', 'events/templates', { token }));
    expect(templates.map((x: { id: string }) => x.id)).toEqual([...TEMPLATE_IDS]);
    for (const x of templates) {
      expect(x.name).toBe(`templates.${x.id}.name`);
      expect(x.description).toBe(`templates.${x.id}.description`);
      expect(x.roomCount).toBeGreaterThanOrEqual(3);
      expect(x.startDesignId).toMatch(/^hall-/);
    }
    expect(templates.find((x: { id: string }) => x.id === 'tradeFair').boothCount).toBe(5);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/events/templates' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST events/{template}', () => {
  it.each(TEMPLATE_IDS)('creates %s with a complete venue whose every target resolves', async (template) => {
    const { token } = await account();
    const name = uniqueName(template);
    const eventId = await create(token, template, { name });
    const { event, venue, assets } = ok(await call(t.app, 'GET', `events/preview/${eventId}`, { token }));
    expect(event).toMatchObject({ id: eventId, name, title1: name, open: false, version: 1 });
    expect(event.pageCode).toMatch(/^[a-z0-9]{8}$/);
    const parsed = Venue.parse(venue);
    expect(unresolvedTargets(parsed)).toEqual([]);
    expect(parsed.rooms.some((r) => r.kind === 'HALL')).toBe(true);
    expect(parsed.rooms.filter((r) => r.kind === 'BOOTH').length).toBeGreaterThanOrEqual(1);
    expect(parsed.agenda).toHaveLength(2);
    expect(parsed.agenda.every((d) => d.items.length > 0)).toBe(true);
    expect(parsed.chats.length).toBeGreaterThan(0);
    expect(parsed.profileItems.length).toBeGreaterThan(0);
    expect(parsed.doors.length).toBeGreaterThanOrEqual(parsed.rooms.length - 1);
    expect(event.startRoomId).toBe(parsed.rooms.find((r) => r.kind === 'HALL')!.id);
    expect(parsed.rooms.find((r) => r.id === event.helpBoothId)?.kind).toBe('BOOTH');
    // Booths carry the template documents, staff figures and videos.
    const booth = parsed.rooms.find((r) => r.kind === 'BOOTH')!;
    const kinds = booth.elements.map((e) => e.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['BOOTH_CANVAS', 'BOOTH_DOCMONITOR', 'BOOTH_STAFF', 'BOOTH_VIDEO']),
    );
    const assetIds = new Set(assets.map((a: { id: string }) => a.id));
    for (const e of booth.elements) {
      if (e.kind === 'BOOTH_DOCMONITOR') expect(assetIds.has(e.documentAssetId!)).toBe(true);
      if (e.kind === 'BOOTH_STAFF') expect(assetIds.has(e.imageAssetId!)).toBe(true);
      if (e.kind === 'BOOTH_VIDEO') expect(assetIds.has(e.videoAssetId!)).toBe(true);
    }
    expect(assets.every((a: { origin: string }) => a.origin === 'template')).toBe(true);
    expect(await usageCount(eventId)).toBe(assets.length);
  });

  it('answers 404 for an unknown template', async () => {
    const { token } = await account();
    const res = await call(t.app, 'POST', 'events/gala', { token, body: { name: uniqueName() } });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorKey).toBe('NOT_FOUND');
  });

  it('refuses a missing name, an empty name and unknown fields', async () => {
    const { token } = await account();
    for (const [body, fields] of [
      [{}, { name: 'validation.required' }],
      [{ name: '   ' }, { name: 'validation.required' }],
      [{ name: 'x'.repeat(101) }, { name: 'validation.maxLength' }],
      [{ name: 'Fine', extra: 1 }, { extra: 'validation.unknownField' }],
    ] as const) {
      const res = await call(t.app, 'POST', 'events/conference', { token, body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        errorKey: 'VALIDATION_FAILED',
        results: { fields },
      });
    }
  });

  it('refuses a name the tenant already uses, whatever its case, but not one of another tenant', async () => {
    const a = await account();
    const b = await account();
    const name = uniqueName('Summit');
    await create(a.token, 'webinar', { name });
    const res = await call(t.app, 'POST', 'events/conference', {
      token: a.token,
      body: { name: name.toUpperCase() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorKey: 'VALIDATION_FAILED',
      results: { fields: { name: 'validation.alreadyUsed' } },
    });
    await create(b.token, 'webinar', { name });
  });

  it('lets exactly one of 20 parallel creations with one name win', async () => {
    const { id, token } = await account();
    const name = uniqueName('Race');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call(t.app, 'POST', 'events/webinar', { token, body: { name } })),
    );
    const won = results.filter((r) => r.json().success);
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => !x.json().success))
      expect(r.json().results.fields.name).toBe('validation.alreadyUsed');
    const [n] = await t.db.select({ n: count() }).from(events).where(eq(events.tenantId, id));
    expect(n!.n).toBe(1);
  });

  it('lets exactly two of 20 parallel creations through on the free plan', async () => {
    const { id, token } = await account('free');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t.app, 'POST', 'events/webinar', { token, body: { name: `Parallel ${i}` } }),
      ),
    );
    expect(results.filter((r) => r.json().success)).toHaveLength(2);
    expect(results.filter((r) => r.json().errorKey === 'EVENT_LIMIT_REACHED')).toHaveLength(18);
    const [n] = await t.db.select({ n: count() }).from(events).where(eq(events.tenantId, id));
    expect(n!.n).toBe(2);
  });
});

describe('editable-events quota per plan', () => {
  it.each([
    ['free', 2],
    ['starter', 4],
    ['business', 6],
  ] as const)('admits %s accounts %i events, then answers EVENT_LIMIT_REACHED', async (plan, quota) => {
    const { token } = await account(plan);
    for (let i = 0; i < quota; i++) {
      expect(ok(await call(t.app, 'POST', 'events/validate/event/amount', { token })).isValid).toBe(true);
      await create(token, 'webinar', { name: uniqueName(plan) });
    }
    expect(ok(await call(t.app, 'POST', 'events/validate/event/amount', { token })).isValid).toBe(false);
    for (const attempt of [
      call(t.app, 'POST', 'events/webinar', { token, body: { name: uniqueName() } }),
      call(t.app, 'POST', 'events/kickstarter', { token, body: kickstart() }),
    ]) {
      const res = await attempt;
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: false, errorKey: 'EVENT_LIMIT_REACHED' });
    }
    const user = ok(await call(t.app, 'GET', 'user', { token })).data;
    expect(user.events).toBe(quota);
  });
});

describe("templates in the organiser's language", () => {
  const HALLS = {
    en: { conference: 'Main hall', tradeFair: 'Exhibition hall', webinar: 'Lobby', jobFair: 'Career hall' },
    de: {
      conference: 'Haupthalle',
      tradeFair: 'Ausstellungshalle',
      webinar: 'Foyer',
      jobFair: 'Karrierehalle',
    },
  } as const;

  const made = async (language: 'en' | 'de', template: (typeof TEMPLATE_IDS)[number]) => {
    const { token } = await buildUser(t.db, { plan: 'business', language });
    const name = uniqueName(`Messe ${template}`);
    const eventId = await create(token, template, { name });
    const { event, venue } = ok(await call(t.app, 'GET', `events/preview/${eventId}`, { token }));
    const { page } = ok(await call(t.app, 'GET', `events/${eventId}/regpage`, { token }));
    return { name, event, venue: Venue.parse(venue), page };
  };

  it.each(TEMPLATE_IDS)('builds %s for a German account in German, its registration page too', async (id) => {
    const { name, event, venue, page } = await made('de', id);
    expect(event).toMatchObject({ name, title1: name });
    expect(venue.rooms.find((r) => r.id === event.startRoomId)?.title).toBe(HALLS.de[id]);
    expect(venue.chats.map((c) => c.title)).toEqual(['Allgemein', 'Fragen und Antworten']);
    expect(venue.profileItems.find((p) => p.type === 'textfield')?.label).toBe('Unternehmen');
    expect(venue.agenda[0]!.items[0]!.buttonLabel).toBe('Hingehen');
    expect(page.language).toBe('de');
    expect(page.submitLabel).toBe('Anmelden');
    expect(page.mailSubject).toBe(`Ihre Anmeldung zu ${name}`);
    expect(page.mailHtml).toContain('{{authurl}}');
    expect(page.description).toContain('Melden Sie sich');
  });

  it("gives a new event's page the template's artwork as header, and its speakers by name", async () => {
    const conference = await made('en', 'conference');
    const jobFair = await made('en', 'jobFair');
    const webinar = await made('en', 'webinar');
    const keyOf = async (id: string | null) =>
      id && (await t.db.select().from(assets).where(eq(assets.id, id)))[0]?.templateKey;
    expect(await keyOf(conference.page.headerImageAssetId)).toBe('art-conference-stage');
    expect(await keyOf(jobFair.page.headerImageAssetId)).toBe('art-job-fair-booths');
    expect(await keyOf(webinar.page.headerImageAssetId)).toBe('banner-16-9');
    const shown = ok(await call(t.app, 'GET', `public/regpage/${conference.event.pageCode}`));
    expect(shown.page.headerImageUrl).toMatch(/^\/files\/templates\/art-conference-stage/);
    expect(shown.speakers).toEqual(expect.arrayContaining(['Dr. Alex Morgan', 'Priya Shah', 'Jordan Lee']));
    expect(shown.speakers).not.toContain('Speakers of the day');
  });

  it("gives the registration page the language a sub-account made the event in, not the main account's", async () => {
    const main = await buildUser(t.db, { plan: 'business', language: 'en' });
    const sub = await buildUser(t.db, { mainAccountId: main.user.id, language: 'de' });
    const eventId = await create(sub.token, 'conference', { name: uniqueName('Konferenz') });
    const { page } = ok(await call(t.app, 'GET', `events/${eventId}/regpage`, { token: main.token }));
    expect(page).toMatchObject({ language: 'de', submitLabel: 'Anmelden' });
  });

  it.each(TEMPLATE_IDS)('builds %s for an English account in English', async (id) => {
    const { event, venue, page } = await made('en', id);
    expect(venue.rooms.find((r) => r.id === event.startRoomId)?.title).toBe(HALLS.en[id]);
    expect(venue.chats.map((c) => c.title)).toEqual(['General', 'Questions and answers']);
    expect(page.language).toBe('en');
    expect(page.submitLabel).not.toBe('Anmelden');
  });

  it('builds the guided setup in the account language and previews templates in it', async () => {
    const { token } = await buildUser(t.db, { plan: 'business', language: 'fr' });
    const eventId = ok(await call(t.app, 'POST', 'events/kickstarter', { token, body: kickstart() })).eventId;
    const { venue } = ok(await call(t.app, 'GET', `events/preview/${eventId}`, { token }));
    expect(venue.rooms.map((r: { title: string }) => r.title)).toEqual([
      'Hall principal',
      'Auditorium',
      'Stand 1',
      'Stand 2',
      'Stand 3',
    ]);
    const preview = ok(await call(t.app, 'GET', 'events/preview/x?template=jobFair', { token }));
    expect(preview.event.name).toBe('Salon de l’emploi');
    expect(preview.venue.rooms[0].title).toBe('Hall des carrières');
    // The interface's language, when it was switched after the account's was saved.
    const german = ok(await call(t.app, 'GET', 'events/preview/x?template=jobFair&language=de', { token }));
    expect(german.venue.rooms[0].title).toBe('Karrierehalle');
    expect(german.event.name).toBe('Jobmesse');
    expect(
      fieldsOf(await call(t.app, 'GET', 'events/preview/x?template=jobFair&language=xx', { token })),
    ).toHaveProperty('language');
  });

  it('gives the job fair its own colours and artwork, apart from the conference', async () => {
    const conference = await made('en', 'conference');
    const jobFair = await made('en', 'jobFair');
    expect(jobFair.event.mainColor).not.toBe(conference.event.mainColor);
    const hallImages = (v: Awaited<ReturnType<typeof made>>) =>
      v.venue.rooms
        .find((r) => r.id === v.event.startRoomId)!
        .elements.flatMap((e) => ('imageAssetId' in e && e.imageAssetId ? [e.imageAssetId] : []));
    expect(hallImages(conference)[0]).toBeTruthy();
    expect(hallImages(jobFair)[0]).toBeTruthy();
    expect(hallImages(conference)[0]).not.toBe(hallImages(jobFair)[0]);
  });
});

describe('POST events/kickstarter', () => {
  it("builds a hall, an auditorium and N booths in the theme's designs with doors both ways", async () => {
    const { token } = await account();
    const eventId = ok(
      await call(t.app, 'POST', 'events/kickstarter', {
        token,
        body: kickstart({ themeId: 'classic', boothCount: 4 }),
      }),
    ).eventId;
    const { event, venue } = ok(await call(t.app, 'GET', `events/preview/${eventId}`, { token }));
    const parsed = Venue.parse(venue);
    expect(parsed.rooms.map((r) => r.designId)).toEqual([
      'hall-foyer',
      'theatre-amphi',
      'booth-corner',
      'booth-kiosk',
      'booth-island',
      'booth-corner',
    ]);
    expect(event).toMatchObject({ mainColor: '#7a2338', textColor: '#fff8ee' });
    expect(unresolvedTargets(parsed)).toEqual([]);
    const hall = parsed.rooms[0]!;
    for (const other of parsed.rooms.slice(1)) {
      expect(
        parsed.doors.some(
          (d) => d.roomId === hall.id && 'elementId' in d.target && d.target.elementId === other.id,
        ),
      ).toBe(true);
      expect(
        parsed.doors.some(
          (d) => d.roomId === other.id && 'elementId' in d.target && d.target.elementId === hall.id,
        ),
      ).toBe(true);
    }
    expect(parsed.agenda[0]!.date).toBe('2027-03-01');
  });

  it('makes only a hall without presentations and booths, and opens the booth directory when the hall has too few doors', async () => {
    const { token } = await account();
    const bare = ok(
      await call(t.app, 'POST', 'events/kickstarter', {
        token,
        body: kickstart({ videoPresentations: false, booths: false, boothCount: 0, date: null }),
      }),
    ).eventId;
    const small = Venue.parse(ok(await call(t.app, 'GET', `events/preview/${bare}`, { token })).venue);
    expect(small.rooms.map((r) => r.kind)).toEqual(['HALL']);
    expect(small.agenda[0]!.date).toBeNull();

    const big = ok(
      await call(t.app, 'POST', 'events/kickstarter', {
        token,
        body: kickstart({ boothCount: 20, themeId: 'garden' }),
      }),
    ).eventId;
    const venue = Venue.parse(ok(await call(t.app, 'GET', `events/preview/${big}`, { token })).venue);
    expect(venue.rooms.filter((r) => r.kind === 'BOOTH')).toHaveLength(20);
    expect(venue.doors.some((d) => d.target.kind === 'boothDirectory')).toBe(true);
    expect(unresolvedTargets(venue)).toEqual([]);
  });

  it('refuses bad answers', async () => {
    const { token } = await account();
    for (const [body, field] of [
      [kickstart({ name: '' }), 'name'],
      [kickstart({ boothCount: 21 }), 'boothCount'],
      [kickstart({ booths: true, boothCount: 0 }), 'boothCount'],
      [kickstart({ eventType: 'party' }), 'eventType'],
      [kickstart({ date: '01.03.2027' }), 'date'],
      [kickstart({ themeId: 'neon' }), 'themeId'],
    ] as const) {
      const res = await call(t.app, 'POST', 'events/kickstarter', { token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().results.fields).toHaveProperty(field);
    }
  });
});

describe('GET events', () => {
  it("lists the tenant's events newest first as cards, and not other tenants' events", async () => {
    const a = await account();
    const b = await account();
    const first = await create(a.token, 'tradeFair');
    const second = await create(a.token, 'webinar');
    await create(b.token, 'conference');
    const { events: cards } = ok(await call(t.app, 'GET', 'events', { token: a.token }));
    expect(cards.map((c: { id: string }) => c.id)).toEqual([second, first]);
    expect(cards[1]).toMatchObject({
      roomCount: 7,
      boothCount: 5,
      coverDesignId: 'hall-foyer',
      startRoomDesignId: 'hall-foyer',
      registrations: 0,
      registrationLimit: 1000,
    });
  });

  it("counts each event's registrations and gives the plan's limit per event", async () => {
    const a = await account('starter');
    // Events of the factory: a registration page without required profile fields.
    const first = (await buildEvent(t.db, { tenantId: a.id })).id;
    const second = (await buildEvent(t.db, { tenantId: a.id })).id;
    const cardsOf = async (token: string) =>
      new Map(
        (ok(await call(t.app, 'GET', 'events', { token })).events as { id: string }[]).map((c) => [c.id, c]),
      );
    expect((await cardsOf(a.token)).get(first)).toMatchObject({ registrations: 0, registrationLimit: 200 });
    const [{ pageCode }] = await t.db.select().from(events).where(eq(events.id, first));
    for (const email of ['ada@acme-events.com', 'bob@acme-events.com']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/public/regpage/${pageCode}/register`,
        payload: { email: `${seq++}.${email}`, firstName: 'Grace', lastName: 'Hopper', termsAccepted: true },
      });
      expect(res.json().success, res.body).toBe(true);
    }
    const cards = await cardsOf(a.token);
    expect(cards.get(first)).toMatchObject({ registrations: 2, registrationLimit: 200 });
    expect(cards.get(second)).toMatchObject({ registrations: 0 });
  });
});

describe('validation calls', () => {
  it('checks names per tenant, titles among other events and page codes globally', async () => {
    const a = await account();
    const b = await account();
    const name = uniqueName('Valid');
    const id = await create(a.token, 'webinar', { name, title: `${name} title` });
    const other = await create(a.token, 'webinar');
    expect(
      ok(
        await call(t.app, 'POST', 'events/validate/event/name/', {
          token: a.token,
          body: { name: name.toLowerCase() },
        }),
      ).isValid,
    ).toBe(false);
    expect(
      ok(await call(t.app, 'POST', 'events/validate/event/name/', { token: b.token, body: { name } }))
        .isValid,
    ).toBe(true);
    expect(
      ok(
        await call(t.app, 'POST', `events/validate/event/${id}/title`, {
          token: a.token,
          body: { title: `${name} title` },
        }),
      ).isValid,
    ).toBe(true);
    expect(
      ok(
        await call(t.app, 'POST', `events/validate/event/${other}/title`, {
          token: a.token,
          body: { title: `${name} TITLE` },
        }),
      ).isValid,
    ).toBe(false);
    const { event } = ok(await call(t.app, 'GET', `events/${id}`, { token: a.token }));
    expect(
      ok(
        await call(t.app, 'POST', `events/validate/event/${id}/pagecode`, {
          token: a.token,
          body: { pageCode: event.pageCode },
        }),
      ).isValid,
    ).toBe(true);
    expect(
      ok(
        await call(t.app, 'POST', `events/validate/event/${other}/pagecode`, {
          token: a.token,
          body: { pageCode: event.pageCode },
        }),
      ).isValid,
    ).toBe(false);
    expect(
      ok(
        await call(t.app, 'POST', `events/validate/event/${other}/pagecode`, {
          token: a.token,
          body: { pageCode: 'my-expo-2027' },
        }),
      ).isValid,
    ).toBe(true);
    for (const bad of ['ab', 'Has Space', 'UPPER', 'x'.repeat(41)])
      expect(
        ok(
          await call(t.app, 'POST', `events/validate/event/${other}/pagecode`, {
            token: a.token,
            body: { pageCode: bad },
          }),
        ).isValid,
      ).toBe(false);
    const res = await call(t.app, 'POST', 'events/validate/event/name/', { token: a.token, body: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().results.fields.name).toBe('validation.required');
  });
});

describe('GET events/summary', () => {
  it('answers summaries of the tenant and one summary', async () => {
    const { token } = await account();
    const name = uniqueName('Sum');
    const id = await create(token, 'webinar', { name });
    const { summaries } = ok(await call(t.app, 'GET', 'events/summary', { token }));
    const { summary } = ok(await call(t.app, 'GET', `events/summary/${id}`, { token }));
    expect(summaries).toContainEqual(summary);
    expect(summary).toEqual({
      eventId: id,
      title: name,
      name,
      pagecode: expect.stringMatching(/^[a-z0-9]{8}$/),
    });
  });
});

describe('GET events/preview/{id}?template=', () => {
  it("answers a template's venue with draft values and template assets", async () => {
    const { token } = await account();
    const { event, venue, assets } = ok(
      await call(t.app, 'GET', 'events/preview/new?template=jobFair', { token }),
    );
    expect(event).toMatchObject({ id: 'template-jobFair', startRoomId: 'hall', open: false });
    expect(unresolvedTargets(Venue.parse(venue))).toEqual([]);
    expect(assets.length).toBeGreaterThan(5);
    expect((await call(t.app, 'GET', 'events/preview/new?template=gala', { token })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', 'events/preview/new', { token })).statusCode).toBe(404);
  });
});

describe('PUT events/{id}/settings', () => {
  it('saves settings, bumps the version and refuses a stale version', async () => {
    const { token } = await account();
    const id = await create(token, 'conference');
    const { event } = ok(await call(t.app, 'GET', `events/${id}`, { token }));
    const logo = await buildAsset(t, {
      tenantId: event ? ok(await call(t.app, 'GET', 'user', { token })).data.id : null,
    });
    const saved = ok(
      await call(t.app, 'PUT', `events/${id}/settings`, {
        token,
        body: {
          version: event.version,
          title1: 'Spring summit',
          title2: 'Online',
          mainColor: '#112233',
          textColor: '#fff',
          logoAssetId: logo.id,
          logoLink: 'https://example.com',
          helpEmail: 'Help@Example.com',
          allowChatVideo: true,
          pageCode: 'spring-summit',
        },
      }),
    ).event;
    expect(saved).toMatchObject({
      version: event.version + 1,
      title1: 'Spring summit',
      mainColor: '#112233',
      logoAssetId: logo.id,
      helpEmail: 'help@example.com',
      pageCode: 'spring-summit',
      allowChatVideo: true,
    });
    expect(saved.logoUrl).toMatch(/^\/files\//);
    const stale = await call(t.app, 'PUT', `events/${id}/settings`, {
      token,
      body: {
        version: event.version,
        title2: 'Late',
      },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toMatchObject({ success: false, errorKey: 'STALE_VERSION' });
    expect(ok(await call(t.app, 'GET', `events/${id}`, { token })).event.title2).toBe('Online');
  });

  it('saves the websites that may embed the event (https origins, at most 10) and refuses others', async () => {
    const { token } = await account();
    const id = await create(token, 'webinar');
    const { event } = ok(await call(t.app, 'GET', `events/${id}`, { token }));
    expect(event.frameAncestors).toEqual([]);
    const saved = ok(
      await call(t.app, 'PUT', `events/${id}/settings`, {
        token,
        body: {
          version: event.version,
          frameAncestors: [
            'https://www.Example.com/',
            'https://shop.example.org:8443',
            'https://www.example.com',
          ],
        },
      }),
    ).event;
    expect(saved.frameAncestors).toEqual(['https://www.example.com', 'https://shop.example.org:8443']);
    for (const [bad, field] of [
      [['http://www.example.com'], 'frameAncestors.0'],
      [['https://www.example.com', 'https://example.com/embed'], 'frameAncestors.1'],
      [["'self'"], 'frameAncestors.0'],
      [['https://a.example.com; script-src *'], 'frameAncestors.0'],
      [Array.from({ length: 11 }, (_, i) => `https://site${i}.example.com`), 'frameAncestors'],
    ] as const) {
      const res = await call(t.app, 'PUT', `events/${id}/settings`, {
        token,
        body: {
          version: saved.version,
          frameAncestors: bad,
        },
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ errorKey: 'VALIDATION_FAILED' });
      expect(Object.keys(res.json().results.fields)).toContain(field);
    }
    expect(ok(await call(t.app, 'GET', `events/${id}`, { token })).event.frameAncestors).toEqual(
      saved.frameAncestors,
    );
  });

  it('refuses a logo on the free plan with the upgrade answer, and takes one on starter', async () => {
    for (const [plan, allowed] of [
      ['free', false],
      ['starter', true],
    ] as const) {
      const { id: userId, token } = await account(plan);
      const id = await create(token, 'webinar');
      const logo = await buildAsset(t, { tenantId: userId });
      const res = await call(t.app, 'PUT', `events/${id}/settings`, {
        token,
        body: { version: 1, logoAssetId: logo.id },
      });
      if (allowed) {
        expect(res.json().results.event.logoAssetId).toBe(logo.id);
      } else {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          success: false,
          errorKey: 'PREMIUM_REQUIRED',
          message: 'ERR.PREMIUM_REQUIRED',
        });
        expect(ok(await call(t.app, 'GET', `events/${id}`, { token })).event).toMatchObject({
          logoAssetId: null,
          version: 1,
        });
      }
    }
  });

  it('refuses bad fields, foreign logos and rooms of another event', async () => {
    const { token } = await account();
    const other = await account();
    const id = await create(token, 'webinar');
    const otherEvent = await create(other.token, 'webinar');
    const otherVenue = ok(
      await call(t.app, 'GET', `events/preview/${otherEvent}`, { token: other.token }),
    ).venue;
    const foreignLogo = await buildAsset(t, { tenantId: other.id });
    const pdf = await buildAsset(t, {
      tenantId: ok(await call(t.app, 'GET', 'user', { token })).data.id,
      kind: 'document',
    });
    const { version } = ok(await call(t.app, 'GET', `events/${id}`, { token })).event;
    for (const [body, field, status] of [
      [{ version, mainColor: 'blue' }, 'mainColor', 400],
      [{ version, logoLink: 'not a link' }, 'logoLink', 400],
      [{ version, helpEmail: 'nope' }, 'helpEmail', 400],
      [{ version, pageCode: 'No Way' }, 'pageCode', 400],
      [{ title1: 'x' }, 'version', 400],
      [{ version, logoAssetId: foreignLogo.id }, 'logoAssetId', 400],
      [{ version, logoAssetId: pdf.id }, 'logoAssetId', 400],
      [{ version, startRoomId: otherVenue.rooms[0].id }, 'startRoomId', 400],
      [{ version, helpBoothId: 'not-an-element' }, 'helpBoothId', 400],
    ] as const) {
      const res = await call(t.app, 'PUT', `events/${id}/settings`, { token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().results.fields, JSON.stringify(body)).toHaveProperty(field);
    }
  });

  it('refuses a name or page code another event uses', async () => {
    const { token } = await account();
    const nameA = uniqueName('A');
    const a = await create(token, 'webinar', { name: nameA });
    const b = await create(token, 'webinar');
    const pageA = ok(await call(t.app, 'GET', `events/${a}`, { token })).event.pageCode;
    const { version } = ok(await call(t.app, 'GET', `events/${b}`, { token })).event;
    for (const [body, field] of [
      [{ version, name: nameA.toUpperCase() }, 'name'],
      [{ version, pageCode: pageA }, 'pageCode'],
      [{ version, title1: nameA }, 'title1'],
    ] as const) {
      const res = await call(t.app, 'PUT', `events/${b}/settings`, { token, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().results.fields[field]).toBe('validation.alreadyUsed');
    }
  });

  it.each([
    ['free', 1],
    ['starter', 2],
    ['business', 4],
  ] as const)('lets %s accounts open %i events, then answers EVENT_LIMIT_REACHED', async (plan, quota) => {
    const { id: userId, token } = await account(plan);
    const ids: string[] = [];
    // Events beyond the editable quota cannot be made; insert closed ones directly to test opening.
    for (let i = 0; i <= quota; i++) {
      const [row] = await t.db
        .insert(events)
        .values({
          tenantId: userId,
          name: uniqueName(),
          title1: 'T',
          mainColor: '#000000',
          textColor: '#ffffff',
          pageCode: `open-${plan}-${i}-${Math.random().toString(36).slice(2, 8)}`,
          origin: 'test',
        })
        .returning();
      ids.push(row!.id);
    }
    for (const id of ids.slice(0, quota))
      ok(await call(t.app, 'PUT', `events/${id}/settings`, { token, body: { version: 1, open: true } }));
    const res = await call(t.app, 'PUT', `events/${ids[quota]}/settings`, {
      token,
      body: { version: 1, open: true },
    });
    expect(res.json()).toMatchObject({ success: false, errorKey: 'EVENT_LIMIT_REACHED' });
    // Closing one frees a place; saving an open event as open again is no new opening.
    ok(await call(t.app, 'PUT', `events/${ids[0]}/settings`, { token, body: { version: 2, open: false } }));
    ok(
      await call(t.app, 'PUT', `events/${ids[quota]}/settings`, { token, body: { version: 1, open: true } }),
    );
    ok(
      await call(t.app, 'PUT', `events/${ids[quota]}/settings`, {
        token,
        body: { version: 2, open: true, title2: 'Still open' },
      }),
    );
    const again = await call(t.app, 'PUT', `events/${ids[0]}/settings`, {
      token,
      body: { version: 3, open: true },
    });
    expect(again.json().errorKey).toBe('EVENT_LIMIT_REACHED');
  });
});

describe('PUT events/rename', () => {
  it('sets title line 1 and refuses one in use', async () => {
    const { token } = await account();
    const a = await create(token, 'webinar');
    const b = await create(token, 'webinar');
    const { event } = ok(
      await call(t.app, 'PUT', 'events/rename', { token, body: { eventId: a, title: 'Autumn expo' } }),
    );
    expect(event.title1).toBe('Autumn expo');
    expect(event.version).toBe(2);
    const res = await call(t.app, 'PUT', 'events/rename', {
      token,
      body: { eventId: b, title: 'AUTUMN EXPO' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().results.fields.title).toBe('validation.alreadyUsed');
    expect(
      (await call(t.app, 'PUT', 'events/rename', { token, body: { eventId: a, title: '' } })).statusCode,
    ).toBe(400);
    expect(
      (await call(t.app, 'PUT', 'events/rename', { token, body: { eventId: 'nope', title: 'X' } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('DELETE events/{id}', () => {
  it('removes the event with every element and usage; the logo becomes deletable', async () => {
    const { id: userId, token } = await account();
    const id = await create(token, 'conference');
    const logo = await buildAsset(t, { tenantId: userId });
    ok(
      await call(t.app, 'PUT', `events/${id}/settings`, {
        token,
        body: { version: 1, logoAssetId: logo.id },
      }),
    );
    const inUse = await call(t.app, 'DELETE', `assets/item/${logo.id}`, { token });
    expect(inUse.json()).toMatchObject({ success: false, errorKey: 'REMOVABLE_DOC_HAS_DEPENDENCIES' });
    expect(await elementCount(id)).toBeGreaterThan(20);
    expect(await usageCount(id)).toBeGreaterThan(1);
    ok(await call(t.app, 'DELETE', `events/${id}`, { token }));
    expect(await elementCount(id)).toBe(0);
    expect(await usageCount(id)).toBe(0);
    expect((await call(t.app, 'GET', `events/${id}`, { token })).statusCode).toBe(404);
    ok(await call(t.app, 'DELETE', `assets/item/${logo.id}`, { token }));
    expect(ok(await call(t.app, 'GET', 'user', { token })).data.events).toBe(0);
  });
});

describe('tenancy', () => {
  it("answers 404 on every route for another tenant's event", async () => {
    const owner = await account();
    const stranger = await account();
    const id = await create(owner.token, 'webinar');
    for (const [method, url, body] of [
      ['GET', `events/${id}`],
      ['GET', `events/summary/${id}`],
      ['GET', `events/preview/${id}`],
      ['POST', `events/validate/event/${id}/title`, { title: 'Title' }],
      ['POST', `events/validate/event/${id}/pagecode`, { pageCode: 'free-code' }],
      ['PUT', `events/${id}/settings`, { version: 1, title2: 'Mine' }],
      ['PUT', 'events/rename', { eventId: id, title: 'Mine now' }],
      ['DELETE', `events/${id}`],
    ] as [Method, string, object?][]) {
      const res = await call(t.app, method, url, { token: stranger.token, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().errorKey).toBe('NOT_FOUND');
    }
    expect(ok(await call(t.app, 'GET', `events/${id}`, { token: owner.token })).event.title2).toBe('');
    expect((await call(t.app, 'GET', 'events/not-a-uuid', { token: owner.token })).statusCode).toBe(404);
  });
});

describe('dangling references', () => {
  it('reads a target whose element was deleted as none, and the removed start room as null', async () => {
    const { token } = await account();
    const id = await create(token, 'conference');
    const before = Venue.parse(ok(await call(t.app, 'GET', `events/preview/${id}`, { token })).venue);
    const auditorium = before.rooms.find((r) => r.kind === 'THEATRE')!;
    const pointing = flatElements(before).filter(
      (e) => 'target' in e && 'elementId' in e.target && e.target.elementId === auditorium.id,
    );
    expect(pointing.length).toBeGreaterThan(0);
    await t.db.delete(venueElements).where(eq(venueElements.id, auditorium.id));
    const after = Venue.parse(ok(await call(t.app, 'GET', `events/preview/${id}`, { token })).venue);
    expect(unresolvedTargets(after)).toEqual([]);
    for (const e of pointing) {
      const again = flatElements(after).find((x) => x.id === e.id);
      if (again && 'target' in again) expect(again.target).toEqual({ kind: 'none' });
    }
    const hall = after.rooms.find((r) => r.kind === 'HALL')!;
    await t.db.delete(venueElements).where(eq(venueElements.id, hall.id));
    expect(ok(await call(t.app, 'GET', `events/${id}`, { token })).event.startRoomId).toBeNull();
  });
});

describe('unique indexes', () => {
  it('turns a violation of the name or page code index into validation.alreadyUsed', async () => {
    const { id: tenantId } = await account();
    const row = {
      tenantId,
      name: 'Indexed',
      title1: 'Indexed',
      mainColor: '#000000',
      textColor: '#ffffff',
      pageCode: `idx-${Math.random().toString(36).slice(2, 10)}`,
      origin: 'test',
    };
    await insertEvent(t.db, row);
    const again = (patch: object) =>
      mappingEventUniqueViolations(() => insertEvent(t.db, { ...row, pageCode: `other-${seq++}`, ...patch }));
    await expect(again({ name: 'INDEXED' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: { name: 'validation.alreadyUsed' } },
    });
    await expect(again({ name: 'Another', pageCode: row.pageCode })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: { pageCode: 'validation.alreadyUsed' } },
    });
  });
});

describe('OpenAPI document', () => {
  it('describes every events call', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    for (const path of [
      '/api/v1/events',
      '/api/v1/events/templates',
      '/api/v1/events/preview/{id}',
      '/api/v1/events/{template}',
      '/api/v1/events/kickstarter',
      '/api/v1/events/validate/event/name/',
      '/api/v1/events/validate/event/amount',
      '/api/v1/events/validate/event/{id}/title',
      '/api/v1/events/validate/event/{id}/pagecode',
      '/api/v1/events/summary',
      '/api/v1/events/summary/{id}',
      '/api/v1/events/{id}',
      '/api/v1/events/{id}/settings',
      '/api/v1/events/rename',
    ])
      expect(doc.paths, path).toHaveProperty([path]);
  });
});

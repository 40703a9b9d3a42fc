import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { buildEvent, buildRegPage, buildUser } from '../../../test/factories.js';
import { call, fieldsOf, ok } from '../../../test/http.js';
import { dateTimeIn } from '../mailings/placeholders.js';

/** Issue 17, "One clock": every event has its own time zone. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
const kickstart = (overrides: object = {}) => ({
  name: `Zoned ${++seq} ${Math.random().toString(36).slice(2, 7)}`,
  date: '2026-10-25',
  eventType: 'webinar',
  videoPresentations: false,
  booths: false,
  boothCount: 0,
  themeId: 'modern',
  ...overrides,
});

async function account() {
  const { user, token } = await buildUser(t.db, { plan: 'business' });
  return { id: user.id, token };
}

const eventOf = async (token: string, id: string) =>
  ok(await call(t.app, 'GET', `events/${id}`, { token })).event as { timeZone: string; version: number };

describe('events.time_zone', () => {
  it('is UTC for rows made without one (the migration keeps every stored instant)', async () => {
    const { id } = await account();
    const result = (await t.db.execute(
      sql`insert into events (tenant_id, name, title1, main_color, text_color, page_code, origin)
          values (${id}, 'Old event', 'Old event', '#000000', '#ffffff', ${`old-${seq++}-${Date.now()}`}, 'test')
          returning time_zone`,
    )) as unknown as { rows: { time_zone: string }[] };
    expect(result.rows[0]!.time_zone).toBe('UTC');
  });

  it('is chosen in the guided setup and with a template, UTC when not sent', async () => {
    const { token } = await account();
    const zoned = ok(
      await call(t.app, 'POST', 'events/kickstarter', {
        token,
        body: kickstart({ timeZone: 'Europe/Berlin' }),
      }),
    ).eventId;
    expect((await eventOf(token, zoned)).timeZone).toBe('Europe/Berlin');
    const plain = ok(await call(t.app, 'POST', 'events/kickstarter', { token, body: kickstart() })).eventId;
    expect((await eventOf(token, plain)).timeZone).toBe('UTC');
    const fromTemplate = ok(
      await call(t.app, 'POST', 'events/webinar', {
        token,
        body: { name: `Tpl ${seq++}`, timeZone: 'America/New_York' },
      }),
    ).eventId;
    expect((await eventOf(token, fromTemplate)).timeZone).toBe('America/New_York');
  });

  it('refuses a zone that is not an IANA zone', async () => {
    const { token } = await account();
    const bad = await call(t.app, 'POST', 'events/kickstarter', {
      token,
      body: kickstart({ timeZone: '+01:00' }),
    });
    expect(fieldsOf(bad)).toEqual({ timeZone: 'validation.invalid' });
    const event = await buildEvent(t.db, { tenantId: (await account()).id });
    expect(event.timeZone).toBe('UTC');
  });

  it('is changed in the settings, by the main account and by a sub-account alike', async () => {
    const main = await account();
    const event = await buildEvent(t.db, { tenantId: main.id });
    const changed = ok(
      await call(t.app, 'PUT', `events/${event.id}/settings`, {
        token: main.token,
        body: { version: 1, timeZone: 'Asia/Tokyo' },
      }),
    ).event;
    expect(changed.timeZone).toBe('Asia/Tokyo');
    const bad = await call(t.app, 'PUT', `events/${event.id}/settings`, {
      token: main.token,
      body: { version: changed.version, timeZone: 'Atlantis/Capital' },
    });
    expect(fieldsOf(bad)).toEqual({ timeZone: 'validation.invalid' });
    const sub = await buildUser(t.db, { mainAccountId: main.id });
    const bySub = ok(
      await call(t.app, 'PUT', `events/${event.id}/settings`, {
        token: sub.token,
        body: { version: changed.version, timeZone: 'Europe/Paris' },
      }),
    ).event;
    expect(bySub.timeZone).toBe('Europe/Paris');
  });
});

describe('the guided setup fills the registration page', () => {
  it('starts the page at the chosen date and time in the event zone, with date lines', async () => {
    const { token } = await account();
    const eventId = ok(
      await call(t.app, 'POST', 'events/kickstarter', {
        token,
        // 25 October 2026: Berlin falls back to UTC+1 that night; 09:00 is winter time.
        body: kickstart({ timeZone: 'Europe/Berlin', startTime: '09:00' }),
      }),
    ).eventId;
    const { page } = ok(await call(t.app, 'GET', `events/${eventId}/regpage`, { token }));
    expect(page.startsAt).toBe('2026-10-25T08:00:00.000Z');
    expect(page.dateLine1).toContain('October 25, 2026');
    expect(page.dateLine1).toContain('9:00');
    expect(page.dateLine2).toBe('Europe/Berlin (UTC+01:00)');
  });

  it('fills only the date line when no time was chosen', async () => {
    const { token } = await account();
    const eventId = ok(
      await call(t.app, 'POST', 'events/kickstarter', { token, body: kickstart({ timeZone: 'Asia/Tokyo' }) }),
    ).eventId;
    const { page } = ok(await call(t.app, 'GET', `events/${eventId}/regpage`, { token }));
    expect(page).toMatchObject({ startsAt: null, dateLine1: 'Sunday, October 25, 2026', dateLine2: '' });
  });
});

describe('the registration page start', () => {
  it('reads a wall time in the event zone on a DST switch day, whatever UTC-timezone says', async () => {
    const { id, token } = await account();
    const event = await buildEvent(t.db, { tenantId: id, timeZone: 'Europe/Berlin' });
    const { page } = ok(await call(t.app, 'GET', `events/${event.id}/regpage`, { token }));
    const { eventId: _e, headerImageUrl: _h, backgroundImageUrl: _b, updatedAt: _u, ...fields } = page;
    const saved = ok(
      await call(t.app, 'PUT', `events/${event.id}/regpage`, {
        token,
        // 29 March 2026: Berlin springs forward at 02:00; 09:00 is summer time (UTC+2).
        body: { ...fields, startsAt: '2026-03-29T09:00' },
        headers: { 'UTC-timezone': '-8' },
      }),
    ).page;
    expect(saved.startsAt).toBe('2026-03-29T07:00:00.000Z');
    const open = ok(await call(t.app, 'GET', `public/regpage/${event.pageCode}`));
    expect(open.event.timeZone).toBe('Europe/Berlin');
  });
});

describe('GET public/regpage/{pageCode}/calendar.ics', () => {
  it('names the event zone by TZID with its VTIMEZONE, and keeps the instant', async () => {
    const { id } = await account();
    const event = await buildEvent(t.db, { tenantId: id, timeZone: 'Europe/Berlin' });
    // 09:00 CET: the complaint of the issue was a 09:00 UTC entry.
    await buildRegPage(t.db, event, { startsAt: '2031-01-02T09:00' });
    const res = await call(t.app, 'GET', `public/regpage/${event.pageCode}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    const lines = res.body.split('\r\n');
    expect(lines).toContain('DTSTART;TZID=Europe/Berlin:20310102T090000');
    expect(lines).toContain('DTEND;TZID=Europe/Berlin:20310102T100000');
    expect(lines).toContain('TZID:Europe/Berlin');
    // The VTIMEZONE comes before the event and says Berlin is UTC+1 in January, UTC+2 in summer.
    expect(lines.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    const zone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE'));
    expect(zone).toContain('DTSTART:20300331T020000');
    expect(zone).toContain('TZOFFSETFROM:+0100');
    expect(zone).toContain('TZOFFSETTO:+0200');
    expect(zone).toContain('DTSTART:20301027T030000');
    expect(zone.filter((l) => l === 'BEGIN:DAYLIGHT')).toHaveLength(2);
  });

  it('writes a UTC event in the Z form, without a VTIMEZONE', async () => {
    const { id } = await account();
    const event = await buildEvent(t.db, { tenantId: id });
    await buildRegPage(t.db, event, { startsAt: '2031-01-02T09:00' });
    const res = await call(t.app, 'GET', `public/regpage/${event.pageCode}/calendar.ics`);
    expect(res.body).toContain('DTSTART:20310102T090000Z\r\n');
    expect(res.body).not.toContain('VTIMEZONE');
  });
});

describe('{{eventstart}}', () => {
  it('says the start in the event zone and names it', () => {
    expect(dateTimeIn('2026-07-01T07:00:00.000Z', 'en', 'Europe/Berlin')).toBe(
      'July 1, 2026 at 9:00 AM Europe/Berlin (UTC+02:00)',
    );
    expect(dateTimeIn('2026-07-01T07:00:00.000Z', 'de', 'Europe/Berlin')).toBe(
      '1. Juli 2026 um 09:00 Europe/Berlin (UTC+02:00)',
    );
    expect(dateTimeIn('2026-07-01T07:00:00.000Z', 'en')).toBe('July 1, 2026 at 7:00 AM UTC');
  });
});

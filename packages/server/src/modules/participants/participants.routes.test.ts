import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { call, ok } from '../../../test/http.js';
import { buildEvent, buildParticipant, buildUser } from '../../../test/factories.js';
import { DEFAULT_RATE_LIMITS } from '../../plugins/rate-limit.js';
import { formulaSafe, toCsv } from '../../platform/export/table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = { email: string; firstName: string; lastName: string; answers?: { company?: string } };

/** A business account with an event, a text field, and the given people registered (in order). */
async function eventWith(people: Person[]) {
  const { user, token } = await buildUser(t.db, { plan: 'business' });
  const event = await buildEvent(t.db, { tenantId: user.id });
  const field = (
    await ok(
      await call(t.app, 'POST', `events/${event.id}/elements`, {
        token,
        body: { parentId: null, element: { kind: 'PROFILE_ITEM', type: 'textfield', label: 'Company' } },
      }),
    )
  ).element;
  for (const { answers, ...p } of people) {
    await buildParticipant(t.db, event, { ...p, answers: { [field.id]: answers?.company ?? '' } });
  }
  return { user, token, event, field };
}

const people: Person[] = [
  {
    email: 'ann@acme-events.com',
    firstName: 'Ann',
    lastName: 'Zeta',
    answers: { company: '=HYPERLINK("x")' },
  },
  { email: 'bob@acme-events.com', firstName: 'Bob', lastName: 'Young', answers: { company: 'Acme, "Inc"' } },
  { email: 'cy@other.org', firstName: 'Cy', lastName: 'Xu', answers: { company: 'Ünïcode' } },
];

describe('participants', () => {
  it('lists, searches, sorts and pages the tenant participants', async () => {
    const o = await eventWith(people);
    const other = await eventWith([{ email: 'dee@acme-events.com', firstName: 'Dee', lastName: 'Wu' }]);
    const list = (q: string, token = o.token) => call(t.app, 'GET', `participants?${q}`, { token });
    const all = await ok(await list(`eventId=${o.event.id}`));
    expect(all.total).toBe(3);
    expect(all.participants.map((p: Person) => p.email)).toEqual([
      'cy@other.org',
      'bob@acme-events.com',
      'ann@acme-events.com',
    ]);
    expect(all.participants[0]).toMatchObject({
      eventId: o.event.id,
      eventName: o.event.name,
      confirmed: false,
      answers: { [o.field.id]: 'Ünïcode' },
    });
    // The event's profile fields name the answers; a list over every event has none.
    expect(all.fields.map((f: { id: string; label: string }) => [f.id, f.label])).toEqual([
      [o.field.id, 'Company'],
    ]);
    expect((await ok(await list('search=ACME'))).participants.map((p: Person) => p.firstName)).toEqual([
      'Bob',
      'Ann',
    ]);
    expect((await ok(await list('search=xu'))).total).toBe(1);
    expect((await ok(await list('search=xu'))).fields).toEqual([]);
    expect((await ok(await list('search=%25'))).total).toBe(0);
    const byName = await ok(await list('sort=lastName&order=ASC&pageSize=2&page=2'));
    expect(byName).toMatchObject({ total: 3, participants: [{ lastName: 'Zeta' }] });
    expect((await ok(await list('sort=email&order=ASC'))).participants[0].email).toBe('ann@acme-events.com');
    // Another tenant sees none of them.
    expect((await list(`eventId=${o.event.id}`, other.token)).statusCode).toBe(404);
    expect((await ok(await list('', other.token))).total).toBe(1);
    expect((await list('sort=bogus')).statusCode).toBe(400);
  });

  it('resends a new link and deletes, tenant-scoped', async () => {
    const o = await eventWith([people[0]!]);
    const other = await eventWith([]);
    const [p] = (await ok(await call(t.app, 'GET', `participants?eventId=${o.event.id}`, { token: o.token })))
      .participants;
    expect(
      (await call(t.app, 'POST', `participants/${p.id}/resend`, { token: other.token })).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'DELETE', `participants/${p.id}`, { token: other.token })).statusCode).toBe(
      404,
    );
    const before = (await t.mails(p.email)).length;
    await ok(await call(t.app, 'POST', `participants/${p.id}/resend`, { token: o.token }));
    const mails = await t.mails(p.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.links[0]).toMatch(new RegExp(`/r/${o.event.pageCode}/confirm\\?token=`));
    await ok(await call(t.app, 'DELETE', `participants/${p.id}`, { token: o.token }));
    expect((await call(t.app, 'DELETE', `participants/${p.id}`, { token: o.token })).statusCode).toBe(404);
    expect(
      (await ok(await call(t.app, 'GET', `participants?eventId=${o.event.id}`, { token: o.token }))).total,
    ).toBe(0);
    expect((await call(t.app, 'DELETE', 'participants/nope', { token: o.token })).statusCode).toBe(404);
  });

  it('exports CSV and XLSX with every answer', async () => {
    const o = await eventWith(people);
    const other = await eventWith([]);
    const csv = await call(t.app, 'GET', `participants/export?eventId=${o.event.id}&format=csv`, {
      token: o.token,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="participants-.*\.csv"$/);
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const lines = csv.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('Email,First name,Last name,Confirmed,Registered at,Confirmed at,Company');
    expect(lines[1]).toMatch(/^ann@acme-events\.com,Ann,Zeta,no,\S+,,"'=HYPERLINK\(""x""\)"$/);
    expect(lines[2]).toMatch(/,"Acme, ""Inc"""$/);
    expect(lines[3]).toMatch(/,Ünïcode$/);

    const xlsx = await call(t.app, 'GET', `participants/export?eventId=${o.event.id}&format=xlsx`, {
      token: o.token,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Participants')!;
    expect(sheet.getRow(1).getCell(7).value).toBe('Company');
    expect(sheet.getRow(2).getCell(1).value).toBe('ann@acme-events.com');
    expect(sheet.getRow(2).getCell(7).value).toBe('\'=HYPERLINK("x")');
    expect(sheet.getRow(4).getCell(7).value).toBe('Ünïcode');
    expect(sheet.rowCount).toBe(4);

    expect(
      (await call(t.app, 'GET', `participants/export?eventId=${o.event.id}`, { token: other.token }))
        .statusCode,
    ).toBe(404);
  });

  it('guards CSV cells against formulas', () => {
    expect(['=1', '+1', '-1', '@x', 'ok'].map(formulaSafe)).toEqual(["'=1", "'+1", "'-1", "'@x", 'ok']);
    expect(toCsv([['a,b', 'c"d', 'e\nf']])).toBe('\uFEFF"a,b","c""d","e\nf"\r\n');
  });
});

describe('POST participants/{id}/resend per recipient', () => {
  it('mails one address at most 5 links an hour; the 6th is refused with 429', async () => {
    const limited = await createTestApp({
      rateLimits: { mailsPerRecipient: DEFAULT_RATE_LIMITS.mailsPerRecipient },
    });
    try {
      const { user, token } = await buildUser(limited.db, { plan: 'business' });
      const event = await buildEvent(limited.db, { tenantId: user.id });
      const email = 'cap@acme-events.com';
      const { participant } = await buildParticipant(limited.db, event, { email });
      const resend = () => call(limited.app, 'POST', `participants/${participant.id}/resend`, { token });
      for (let i = 0; i < 5; i++) expect((await resend()).statusCode).toBe(200);
      const refused = await resend();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, errorKey: 'RATE_LIMITED' });
      expect(await limited.mails(email)).toHaveLength(5);
    } finally {
      await limited.close();
    }
  });
});

import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  DEFAULT_ASSUMPTIONS,
  type SustainabilityAssumptionsInput,
  co2Display,
  computeSustainability,
} from '@foyer/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { buildEvent, buildParticipant, buildUser } from '../../../test/factories.js';
import { call, errorKeyOf, fieldsOf, ok } from '../../../test/http.js';
import { type Venue, buildVenue } from '../../../test/realtime.js';
import { flushActivity } from './activity.service.js';

let t: TestApp;
let venue: Venue;
let countryId: string;

const url = (eventId: string, tail = '') => `reporting/events/${eventId}/sustainability${tail}`;
const get = (eventId: string, token: string) => call(t.app, 'GET', url(eventId), { token });
const put = (eventId: string, token: string, body: SustainabilityAssumptionsInput) =>
  call(t.app, 'PUT', url(eventId), { token, body });

/** A participant with this answer to the country field who enters the venue; answers their visitor token. */
async function enteringVisitor(answer?: string): Promise<string> {
  const { token } = await buildParticipant(t.db, venue.event, {
    answers: answer ? { [countryId]: answer } : {},
    confirmed: true,
  });
  const entered = ok(
    await call(t.app, 'POST', `public/venue/${venue.event.pageCode}/enter`, { body: { token } }),
  );
  return entered.visitorToken as string;
}

async function record(visitorToken: string, records: { kind: string; seconds: number }[]) {
  const at = new Date().toISOString();
  ok(
    await call(t.app, 'POST', `public/venue/${venue.event.pageCode}/activity`, {
      headers: { visitorToken },
      body: { records: records.map((r) => ({ ...r, at })) },
    }),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  venue = await buildVenue(t.app, t.db);
  countryId = await venue.add({
    kind: 'PROFILE_ITEM',
    type: 'select',
    label: 'Country',
    options: [{ value: 'Germany' }, { value: 'USA' }, { value: 'France' }],
  });
  await venue.add({ kind: 'PROFILE_ITEM', type: 'textfield', label: 'Company' });
  // Ada (Germany) watches 30 min of 1.5 h in the venue; Bob (USA) 1 h in the venue; Cleo (no
  // answer) half an hour, then leaves (her session ends, her records count); Dan never enters.
  const ada = await enteringVisitor('Germany');
  await record(ada, [
    { kind: 'watch', seconds: 1800 },
    { kind: 'venueLeave', seconds: 5400 },
  ]);
  const bob = await enteringVisitor('USA');
  await record(bob, [{ kind: 'venueLeave', seconds: 3600 }]);
  const cleo = await enteringVisitor();
  await record(cleo, [{ kind: 'venueLeave', seconds: 1800 }]);
  ok(
    await call(t.app, 'POST', `public/venue/${venue.event.pageCode}/leave`, {
      headers: { visitorToken: cleo },
    }),
  );
  await buildParticipant(t.db, venue.event, { answers: { [countryId]: 'France' } });
  await flushActivity({ db: t.db });
});
afterAll(() => t.close());

const INPUTS = { visitors: 3, watchSeconds: 1800, venueSeconds: 10_800 };

describe('GET reporting/events/{id}/sustainability', () => {
  it('answers the defaults, the event’s figures and the result computed with them', async () => {
    const report = ok(await get(venue.event.id, venue.owner.token));
    expect(report.isSaved).toBe(false);
    expect(report.assumptions).toEqual(DEFAULT_ASSUMPTIONS);
    expect(report.defaults).toEqual(DEFAULT_ASSUMPTIONS);
    expect(report.inputs).toEqual({ ...INPUTS, answers: [] });
    expect(report.countryFields).toEqual([
      { id: countryId, label: 'Country', options: ['Germany', 'USA', 'France'] },
    ]);
    expect(report.result).toEqual(computeSustainability(report.inputs, DEFAULT_ASSUMPTIONS));
    // 3 people of unknown country: 478.189 kg in person (travel, 3 hotel nights, 15 kWh) against
    // 0.5 viewer-hours and 2.5 hours of browsing.
    expect(report.result.inPersonKg).toBe(478.189);
    expect(report.result.virtualKg).toBe(0.107);
    expect(report.result.netAvoidedKg).toBe(478.082);
  });

  it('refuses an account below the business plan with PREMIUM_REQUIRED', async () => {
    for (const plan of ['free', 'starter'] as const) {
      const { user, token } = await buildUser(t.db, { plan });
      const event = await buildEvent(t.db, { tenantId: user.id });
      for (const res of [
        await get(event.id, token),
        await put(event.id, token, {}),
        await call(t.app, 'GET', url(event.id, '/pdf'), { token }),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(errorKeyOf(res)).toBe('PREMIUM_REQUIRED');
      }
    }
  });

  it("answers 404 for another tenant's event, and for it the plan is not told", async () => {
    const stranger = await buildUser(t.db, { plan: 'business' });
    const free = await buildUser(t.db, { plan: 'free' });
    for (const token of [stranger.token, free.token]) {
      expect((await get(venue.event.id, token)).statusCode).toBe(404);
      expect((await put(venue.event.id, token, {})).statusCode).toBe(404);
      expect((await call(t.app, 'GET', url(venue.event.id, '/pdf'), { token })).statusCode).toBe(404);
    }
  });
});

describe('PUT reporting/events/{id}/sustainability', () => {
  it('saves the assumptions, answers the report with them, and reads them back', async () => {
    const body = {
      eventDays: 2,
      countryFieldId: countryId,
      regions: [
        { option: 'Germany', distanceKm: 300, mode: 'rail' as const, hotelNights: 1 },
        { option: 'USA', distanceKm: 6500, mode: 'longHaulFlight' as const, hotelNights: 2 },
      ],
      factors: { ...DEFAULT_ASSUMPTIONS.factors, hotelKgPerRoomNight: 13.2 },
    };
    const saved = ok(await put(venue.event.id, venue.owner.token, body));
    const read = ok(await get(venue.event.id, venue.owner.token));
    expect(read).toEqual(saved);
    expect(read.isSaved).toBe(true);
    expect(read.assumptions).toEqual({ ...DEFAULT_ASSUMPTIONS, ...body });
    expect(read.inputs).toEqual({
      ...INPUTS,
      answers: expect.arrayContaining([
        { option: 'Germany', visitors: 1 },
        { option: 'USA', visitors: 1 },
      ]),
    });
    expect(read.inputs.answers).toHaveLength(2);
    expect(read.result.groups).toEqual([
      { option: 'Germany', visitors: 1 },
      { option: 'USA', visitors: 1 },
      { option: null, visitors: 1 },
    ]);
    const kg = Object.fromEntries(
      (read.result.terms as { key: string; quantity: number; kg: number }[]).map((x) => [
        x.key,
        [x.quantity, x.kg],
      ]),
    );
    // Germany: 2 × 300 km by rail; USA: 2 × 6500 km long-haul; the unknown one by the default split.
    expect(kg.travelRail).toEqual([600 + 175, 27.482]);
    expect(kg.travelLongHaulFlight).toEqual([13_000 + 600, 2078.352]);
    // 1 + 2 + 1 room-nights at the organiser's 13.2 kg; 3 people × 2 days × 5 kWh.
    expect(kg.hotel).toEqual([4, 52.8]);
    expect(kg.venueEnergy).toEqual([30, 6.212]);
    expect(read.result.terms.find((x: { key: string }) => x.key === 'hotel').isFactorEdited).toBe(true);
  });

  it('refuses assumptions that fail the schema with the field errors', async () => {
    const res = await put(venue.event.id, venue.owner.token, {
      eventDays: 0,
      unknown: { modes: { car: { share: 50, distanceKm: 100 } } },
    });
    // The form shows the feature's own messages (SUSTAINABILITY_MSG); the API answers the generic key.
    expect(fieldsOf(res)).toEqual({ eventDays: 'validation.invalid', 'unknown.modes': 'validation.invalid' });
  });

  it('refuses a country field that is not a select field of the event, and options it does not have', async () => {
    expect(
      fieldsOf(await put(venue.event.id, venue.owner.token, { countryFieldId: 'no-such-field' })),
    ).toEqual({
      countryFieldId: 'validation.invalid',
    });
    const res = await put(venue.event.id, venue.owner.token, {
      countryFieldId: countryId,
      regions: [
        { option: 'Germany', distanceKm: 300, mode: 'rail' },
        { option: 'Atlantis', distanceKm: 300, mode: 'rail' },
      ],
    });
    expect(fieldsOf(res)).toEqual({ 'regions.1.option': 'validation.invalid' });
    // Nothing of the refused saves was stored.
    expect(ok(await get(venue.event.id, venue.owner.token)).assumptions.eventDays).toBe(2);
  });
});

describe('GET reporting/events/{id}/sustainability/pdf', () => {
  it('answers a PDF in the chosen language that shows the net figure', async () => {
    const report = ok(await get(venue.event.id, venue.owner.token));
    const res = await call(t.app, 'GET', url(venue.event.id, '/pdf?language=de'), {
      token: venue.owner.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="sustainability-.*\.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const dir = await mkdtemp(join(tmpdir(), 'foyer-sustainability-'));
    try {
      const file = join(dir, 'report.pdf');
      await writeFile(file, res.rawPayload);
      const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
      const shown = co2Display(report.result.netAvoidedKg);
      const digits = { maximumFractionDigits: shown.maximumFractionDigits };
      const net = `${new Intl.NumberFormat('de', digits).format(shown.value)} ${shown.unit}`;
      expect(stdout).toContain('Nachhaltigkeitsbericht');
      expect(stdout).toContain('Vermiedenes CO2e');
      expect(stdout).toMatch(new RegExp(`Vermiedenes CO2e\\s+${net}`));
      expect(stdout).toContain('Langstreckenflüge');
      expect(stdout).toContain('USA: Langstreckenflug, 6.500 km einfache Strecke, 2 Hotelnächte');
      expect(stdout).toContain(
        'gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2025',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses an unknown language', async () => {
    const res = await call(t.app, 'GET', url(venue.event.id, '/pdf?language=xx'), {
      token: venue.owner.token,
    });
    expect(res.statusCode).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ASSUMPTIONS,
  SUSTAINABILITY_FACTORS,
  SUSTAINABILITY_MSG,
  SustainabilityAssumptions,
  type SustainabilityInputs,
  computeSustainability,
} from './sustainability.js';

/** 10 visitors: 4 answered Germany, 2 USA, 1 France (no row: unknown), 3 nothing; 10 h watched of 20 h in the venue. */
const inputs: SustainabilityInputs = {
  visitors: 10,
  watchSeconds: 36_000,
  venueSeconds: 72_000,
  answers: [
    { option: 'Germany', visitors: 4 },
    { option: 'USA', visitors: 2 },
    { option: 'France', visitors: 1 },
  ],
};

const withRegions = SustainabilityAssumptions.parse({
  countryFieldId: 'field-country',
  regions: [
    { option: 'Germany', distanceKm: 300, mode: 'rail' },
    { option: 'USA', distanceKm: 6500, mode: 'longHaulFlight', hotelNights: 2 },
  ],
});

const kgOf = (result: ReturnType<typeof computeSustainability>) =>
  Object.fromEntries(result.terms.map((t) => [t.key, t.kg]));

describe('computeSustainability', () => {
  it('computes every term, the totals and the net on fixed inputs', () => {
    const result = computeSustainability(inputs, withRegions);
    // unknown = 10 − 4 − 2 = 4 (France has no row); passenger-km = 2 × people × share × one-way km
    expect(result.groups).toEqual([
      { option: 'Germany', visitors: 4 },
      { option: 'USA', visitors: 2 },
      { option: null, visitors: 4 },
    ]);
    expect(result.terms.map((t) => [t.key, t.quantity, t.factor, t.kg])).toEqual([
      // 2 × 4 × 40 % × 100 km = 320 pkm × 0.16725 ÷ 1.2
      ['travelCar', 320, 0.139375, 44.6],
      // 2 × 4 × 35 % × 250 + 2 × 4 × 300 = 700 + 2400
      ['travelRail', 3100, 0.03546, 109.926],
      ['travelCoach', 80, 0.02776, 2.221],
      ['travelShortHaulFlight', 1200, 0.12786, 153.432],
      // 2 × 4 × 5 % × 6000 + 2 × 2 × 6500 = 2400 + 26000
      ['travelLongHaulFlight', 28_400, 0.15282, 4340.088],
      // 4 × 1 + 4 × 1 + 2 × 2 room-nights
      ['hotel', 12, 10.4, 124.8],
      // 10 people × 1 day × 5 kWh
      ['venueEnergy', 50, 0.20705, 10.353],
      ['streaming', 10, 0.055, 0.55],
      // (20 h − 10 h) in the venue without video
      ['browsing', 10, 0.03144, 0.314],
    ]);
    expect(result.inPersonKg).toBe(4785.42);
    expect(result.virtualKg).toBe(0.864);
    expect(result.netAvoidedKg).toBe(4784.556);
    expect(result.attendees).toBe(10);
  });

  it('counts everyone as of unknown country while no country field is chosen', () => {
    const result = computeSustainability(inputs, { ...withRegions, countryFieldId: null });
    expect(result.groups).toEqual([{ option: null, visitors: 10 }]);
    // 2 × 10 × 35 % × 250 km
    expect(result.terms.find((t) => t.key === 'travelRail')?.quantity).toBe(1750);
    expect(result.terms.find((t) => t.key === 'hotel')?.quantity).toBe(10);
  });

  it('takes the organiser’s factors and says which are no longer the documented ones', () => {
    const edited = SustainabilityAssumptions.parse({
      ...withRegions,
      factors: { ...withRegions.factors, hotelKgPerRoomNight: 13.2 },
    });
    const result = computeSustainability(inputs, edited);
    expect(kgOf(result).hotel).toBe(158.4);
    expect(result.terms.filter((t) => t.isFactorEdited).map((t) => t.key)).toEqual(['hotel']);
  });

  it('answers zeros without visitors and never negative browsing hours', () => {
    const result = computeSustainability(
      { visitors: 0, watchSeconds: 7200, venueSeconds: 3600, answers: [] },
      DEFAULT_ASSUMPTIONS,
    );
    expect(result.inPersonKg).toBe(0);
    expect(kgOf(result).streaming).toBe(0.11);
    expect(kgOf(result).browsing).toBe(0);
    expect(result.netAvoidedKg).toBe(-0.11);
  });

  it('cites every source it uses, with its year', () => {
    const result = computeSustainability(inputs, DEFAULT_ASSUMPTIONS);
    expect(result.sources.map((s) => [s.id, s.year])).toEqual([
      ['desnz2025', 2025],
      ['desnz2024', 2024],
      ['carbonTrust2021', 2021],
      ['iea2020', 2020],
      ['cibseTm46', 2008],
      ['assumption', null],
    ]);
  });
});

describe('SustainabilityAssumptions', () => {
  it('defaults every assumption and factor', () => {
    expect(DEFAULT_ASSUMPTIONS).toMatchObject({
      eventDays: 1,
      carOccupancy: 1.2,
      venueKwhPerAttendeeDay: 5,
      countryFieldId: null,
      regions: [],
      unknown: { hotelNights: 1, modes: { car: { share: 40, distanceKm: 100 } } },
      factors: { carKgPerVehicleKm: SUSTAINABILITY_FACTORS.carKgPerVehicleKm.value, gridKgPerKwh: 0.20705 },
    });
  });

  it('refuses shares that do not add up to 100 %, values out of bounds and unknown modes', () => {
    const result = SustainabilityAssumptions.safeParse({
      eventDays: 0,
      unknown: { modes: { car: { share: 50, distanceKm: 100 } } },
      regions: [
        { option: 'Germany', distanceKm: 300, mode: 'rail' },
        { option: 'Germany', distanceKm: 30_000, mode: 'bike' },
      ],
    });
    const issues = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(issues).toEqual({
      eventDays: SUSTAINABILITY_MSG.range,
      'unknown.modes': SUSTAINABILITY_MSG.sharesSum,
      'regions.1.distanceKm': SUSTAINABILITY_MSG.range,
      'regions.1.mode': SUSTAINABILITY_MSG.range,
    });
  });

  it('refuses a second row for the same answer', () => {
    const result = SustainabilityAssumptions.safeParse({
      regions: [
        { option: 'Germany', distanceKm: 300, mode: 'rail' },
        { option: 'Germany', distanceKm: 400, mode: 'car' },
      ],
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['regions.1.option', SUSTAINABILITY_MSG.duplicateOption],
    ]);
  });
});

import { z } from 'zod';
import { requiredText } from '../validators.js';

/**
 * The sustainability report (issue 19, business plan): the CO₂e an in-person event of the same
 * attendance would have caused (travel, hotel nights, venue energy) minus the virtual event's own
 * footprint (video streaming and time in the venue), with every factor, source and assumption
 * written out and editable by the organiser. Pure: the server feeds it the event's figures
 * (SustainabilityInputs), the web and the PDF show what it returns.
 *
 * Not included: catering (people eat whether they attend in person or from home), printed
 * material, exhibitors' freight, the organiser's own staff travel, the embodied carbon of devices.
 */

/**
 * The message keys of this feature's own field errors (app.json `sustainability.validation`), shown
 * by the web's form; the API answers them as `validation.invalid` (its error handler passes only
 * `validation.*` keys).
 */
export const SUSTAINABILITY_MSG = {
  range: 'sustainability.validation.range',
  sharesSum: 'sustainability.validation.sharesSum',
  duplicateOption: 'sustainability.validation.duplicateOption',
} as const;

/** How a participant would have travelled to the in-person event (one way; the trip is counted twice). */
export const TRAVEL_MODES = ['car', 'rail', 'coach', 'shortHaulFlight', 'longHaulFlight'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

/**
 * Where a factor comes from. Each value, its year and what it covers is in SUSTAINABILITY_SOURCES;
 * `assumption` is Foyer's own round estimate, there to be replaced by the organiser's knowledge.
 */
export const SOURCE_IDS = [
  'desnz2025',
  'desnz2024',
  'carbonTrust2021',
  'iea2020',
  'cibseTm46',
  'assumption',
] as const;
export type SourceId = (typeof SOURCE_IDS)[number];

export type SustainabilitySource = {
  id: SourceId;
  /** How a table cites it, e.g. "DESNZ 2025". */
  short: string;
  /** The publication, as it is cited (not translated). */
  title: string;
  publisher: string;
  year: number | null;
  url: string | null;
};

/** The publications the factors come from. */
export const SUSTAINABILITY_SOURCES: Record<SourceId, SustainabilitySource> = {
  desnz2025: {
    id: 'desnz2025',
    short: 'DESNZ 2025',
    title: 'Greenhouse gas reporting: conversion factors 2025 (full set)',
    publisher: 'UK Department for Energy Security and Net Zero (DESNZ)',
    year: 2025,
    url: 'https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2025',
  },
  desnz2024: {
    id: 'desnz2024',
    short: 'DESNZ 2024',
    title: 'Greenhouse gas reporting: conversion factors 2024 (condensed set)',
    publisher: 'UK Department for Energy Security and Net Zero (DESNZ)',
    year: 2024,
    url: 'https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2024',
  },
  carbonTrust2021: {
    id: 'carbonTrust2021',
    short: 'Carbon Trust 2021',
    title: 'Carbon impact of video streaming (white paper)',
    publisher: 'The Carbon Trust',
    year: 2021,
    url: 'https://www.carbontrust.com/our-work-and-impact/guides-reports-and-tools/carbon-impact-of-video-streaming',
  },
  iea2020: {
    id: 'iea2020',
    short: 'IEA 2020',
    title: 'The carbon footprint of streaming video: fact-checking the headlines (G. Kamiya)',
    publisher: 'International Energy Agency (IEA)',
    year: 2020,
    url: 'https://www.iea.org/commentaries/the-carbon-footprint-of-streaming-video-fact-checking-the-headlines',
  },
  cibseTm46: {
    id: 'cibseTm46',
    short: 'CIBSE TM46',
    title: 'TM46: Energy benchmarks',
    publisher: 'Chartered Institution of Building Services Engineers (CIBSE)',
    year: 2008,
    url: null,
  },
  assumption: {
    id: 'assumption',
    short: 'Foyer',
    title: 'Foyer default assumption',
    publisher: 'Foyer',
    year: null,
    url: null,
  },
};

/**
 * The documented factors, their default values and their sources. Values as published (not
 * rounded further); the organiser may replace each with one that fits their event better.
 */
export const SUSTAINABILITY_FACTORS = {
  /**
   * kg CO₂e per vehicle-km, "Business travel – land › Cars (by size) › Average car, unknown fuel"
   * (DESNZ 2025). Divided by `carOccupancy` for a passenger-km.
   */
  carKgPerVehicleKm: { value: 0.16725, source: 'desnz2025' },
  /** kg CO₂e per passenger-km, "Business travel – land › Rail › National rail" (DESNZ 2025). */
  railKgPerPassengerKm: { value: 0.03546, source: 'desnz2025' },
  /** kg CO₂e per passenger-km, "Business travel – land › Bus › Coach" (DESNZ 2025). */
  coachKgPerPassengerKm: { value: 0.02776, source: 'desnz2025' },
  /**
   * kg CO₂e per passenger-km, "Business travel – air › Flights › Short-haul, to/from UK › Average
   * passenger, with RF" (DESNZ 2025; RF = the non-CO₂ effects of aviation, which DESNZ recommends
   * to include).
   */
  shortHaulFlightKgPerPassengerKm: { value: 0.12786, source: 'desnz2025' },
  /** kg CO₂e per passenger-km, "… › Long-haul, to/from UK › Average passenger, with RF" (DESNZ 2025). */
  longHaulFlightKgPerPassengerKm: { value: 0.15282, source: 'desnz2025' },
  /**
   * kg CO₂e per room and night, "Hotel stay › UK" (DESNZ 2025, from the Cornell Hotel
   * Sustainability Benchmarking Index); the same table gives e.g. Germany 13.2, France 6.7,
   * Spain 7.0, United States 16.1.
   */
  hotelKgPerRoomNight: { value: 10.4, source: 'desnz2025' },
  /** kg CO₂e per kWh, "UK electricity › Electricity generated" (DESNZ 2024, location-based). */
  gridKgPerKwh: { value: 0.20705, source: 'desnz2024' },
  /**
   * kg CO₂e per viewer-hour of video streaming: about 55 g in Europe with 2020 data — viewing
   * device, home router, networks and data centres (Carbon Trust 2021). The IEA's estimate
   * (2020) is lower, about 36 g CO₂ per hour for 2019's global average; Foyer takes the higher one,
   * which makes the net saving smaller rather than larger.
   */
  streamingKgPerViewerHour: { value: 0.055, source: 'carbonTrust2021' },
  /**
   * kg CO₂e per hour in the venue without video (a browser page on a laptop): "Homeworking ›
   * Office equipment" per FTE working hour (DESNZ 2025).
   */
  browsingKgPerHour: { value: 0.03144, source: 'desnz2025' },
} as const satisfies Record<string, { value: number; source: SourceId }>;
export type SustainabilityFactorKey = keyof typeof SUSTAINABILITY_FACTORS;

/**
 * Foyer's default assumptions (source `assumption`, to be replaced by the organiser's knowledge):
 * participants of unknown origin travel as in DEFAULT_TRAVEL (a national or European conference:
 * on average about 590 km one way), stay one hotel night, share a car 1.2 to a car, and the event
 * lasts one day. The venue energy default is derived from CIBSE TM46's benchmark for
 * "entertainment halls" (150 kWh of electricity and 420 kWh of heating fuel per m² and year),
 * at 2 m² per attendee and about 250 days of use a year: ≈ 4.6 kWh per attendee-day, rounded to 5.
 */
export const DEFAULT_TRAVEL: Record<TravelMode, { share: number; distanceKm: number }> = {
  car: { share: 40, distanceKm: 100 },
  rail: { share: 35, distanceKm: 250 },
  coach: { share: 5, distanceKm: 200 },
  shortHaulFlight: { share: 15, distanceKm: 1000 },
  longHaulFlight: { share: 5, distanceKm: 6000 },
};

/** A number within bounds, with this feature's range message. */
const bounded = (min: number, max: number) =>
  z
    .number({ error: SUSTAINABILITY_MSG.range })
    .min(min, SUSTAINABILITY_MSG.range)
    .max(max, SUSTAINABILITY_MSG.range);

/** The longest one-way distance on Earth, roughly (half the circumference), in km. */
export const MAX_ONE_WAY_KM = 20_000;

/** The range of each editable number [min, max]: the schema's and the form's. */
export const SUSTAINABILITY_BOUNDS = {
  eventDays: [0.5, 60],
  carOccupancy: [1, 9],
  venueKwhPerAttendeeDay: [0, 500],
  share: [0, 100],
  distanceKm: [0, MAX_ONE_WAY_KM],
  hotelNights: [0, 30],
} as const satisfies Record<string, readonly [number, number]>;

/** A number within SUSTAINABILITY_BOUNDS[key]. */
const boundedBy = (key: keyof typeof SUSTAINABILITY_BOUNDS) => {
  const [min, max] = SUSTAINABILITY_BOUNDS[key];
  return bounded(min, max);
};

/** One mode of the default travel: its share of the participants (%) and their one-way distance. */
export const TravelShare = z.strictObject({
  share: boundedBy('share'),
  distanceKm: boundedBy('distanceKm'),
});
export type TravelShare = z.infer<typeof TravelShare>;

/** How participants whose country is unknown would travel: a share and distance per mode (shares add up to 100 %). */
export const UnknownTravel = z
  .strictObject({
    modes: z
      .strictObject(
        Object.fromEntries(
          TRAVEL_MODES.map((m) => [m, TravelShare.default(() => ({ ...DEFAULT_TRAVEL[m] }))]),
        ) as Record<TravelMode, z.ZodDefault<typeof TravelShare>>,
      )
      .prefault({}),
    /** Hotel nights per participant, on average. */
    hotelNights: boundedBy('hotelNights').default(1),
  })
  .refine((u) => Math.abs(TRAVEL_MODES.reduce((sum, m) => sum + u.modes[m].share, 0) - 100) < 0.01, {
    path: ['modes'],
    message: SUSTAINABILITY_MSG.sharesSum,
  });
export type UnknownTravel = z.infer<typeof UnknownTravel>;

/** The travel of the participants who gave one answer to the country field. */
export const RegionTravel = z.strictObject({
  /** The answer option (its value, as participants chose it). */
  option: requiredText(200),
  distanceKm: boundedBy('distanceKm'),
  mode: z.enum(TRAVEL_MODES, { error: SUSTAINABILITY_MSG.range }),
  hotelNights: boundedBy('hotelNights').default(1),
});
export type RegionTravel = z.infer<typeof RegionTravel>;

/** The factors, each defaulting to its documented value. */
export const SustainabilityFactors = z.strictObject({
  carKgPerVehicleKm: bounded(0, 5).default(SUSTAINABILITY_FACTORS.carKgPerVehicleKm.value),
  railKgPerPassengerKm: bounded(0, 5).default(SUSTAINABILITY_FACTORS.railKgPerPassengerKm.value),
  coachKgPerPassengerKm: bounded(0, 5).default(SUSTAINABILITY_FACTORS.coachKgPerPassengerKm.value),
  shortHaulFlightKgPerPassengerKm: bounded(0, 5).default(
    SUSTAINABILITY_FACTORS.shortHaulFlightKgPerPassengerKm.value,
  ),
  longHaulFlightKgPerPassengerKm: bounded(0, 5).default(
    SUSTAINABILITY_FACTORS.longHaulFlightKgPerPassengerKm.value,
  ),
  hotelKgPerRoomNight: bounded(0, 500).default(SUSTAINABILITY_FACTORS.hotelKgPerRoomNight.value),
  gridKgPerKwh: bounded(0, 2).default(SUSTAINABILITY_FACTORS.gridKgPerKwh.value),
  streamingKgPerViewerHour: bounded(0, 5).default(SUSTAINABILITY_FACTORS.streamingKgPerViewerHour.value),
  browsingKgPerHour: bounded(0, 5).default(SUSTAINABILITY_FACTORS.browsingKgPerHour.value),
});
export type SustainabilityFactors = z.infer<typeof SustainabilityFactors>;

/**
 * Everything the organiser may change (PUT reporting/events/{id}/sustainability), each with its
 * default: `SustainabilityAssumptions.parse({})` is DEFAULT_ASSUMPTIONS.
 */
export const SustainabilityAssumptions = z
  .strictObject({
    /** Days the in-person event would have lasted (venue energy). */
    eventDays: boundedBy('eventDays').default(1),
    /** Persons per car. */
    carOccupancy: boundedBy('carOccupancy').default(1.2),
    /** Venue energy (electricity and heating) per attendee and day, kWh. */
    venueKwhPerAttendeeDay: boundedBy('venueKwhPerAttendeeDay').default(5),
    /** Participants whose country is unknown (no field chosen, no answer, or an answer without a row). */
    unknown: UnknownTravel.prefault({}),
    /** The event's `select` profile field (PROFILE_ITEM id) whose answer is the participant's country or region. */
    countryFieldId: z.string().max(64, SUSTAINABILITY_MSG.range).nullable().default(null),
    /** Per answer option of that field: one-way distance, mode and hotel nights. */
    regions: z.array(RegionTravel).max(200, SUSTAINABILITY_MSG.range).default([]),
    factors: SustainabilityFactors.prefault({}),
  })
  .superRefine((a, ctx) => {
    const seen = new Set<string>();
    a.regions.forEach((r, i) => {
      if (seen.has(r.option))
        ctx.addIssue({
          code: 'custom',
          path: ['regions', i, 'option'],
          message: SUSTAINABILITY_MSG.duplicateOption,
        });
      seen.add(r.option);
    });
  })
  .meta({ id: 'SustainabilityAssumptions' });
export type SustainabilityAssumptions = z.infer<typeof SustainabilityAssumptions>;
export type SustainabilityAssumptionsInput = z.input<typeof SustainabilityAssumptions>;

/** The defaults of every assumption and factor. */
export const DEFAULT_ASSUMPTIONS: SustainabilityAssumptions = SustainabilityAssumptions.parse({});

const count = z.number().int().min(0);

/** What the event's records say (the server reads them; the formula takes them as given). */
export const SustainabilityInputs = z.object({
  /** People who entered the venue (a visitor session, or anything the venue recorded of them). */
  visitors: count,
  /** Seconds of video watched, live and on demand (`watch` records). */
  watchSeconds: count,
  /** Seconds the venue was open in visitors' browsers (`venueLeave` records). */
  venueSeconds: count,
  /** With a country field chosen: its answers among the visitors and how many gave each. */
  answers: z.array(z.object({ option: z.string(), visitors: count })),
});
export type SustainabilityInputs = z.infer<typeof SustainabilityInputs>;

/** The terms of the calculation, in the order they are shown. */
export const SUSTAINABILITY_TERMS = [
  'travelCar',
  'travelRail',
  'travelCoach',
  'travelShortHaulFlight',
  'travelLongHaulFlight',
  'hotel',
  'venueEnergy',
  'streaming',
  'browsing',
] as const;
export type SustainabilityTermKey = (typeof SUSTAINABILITY_TERMS)[number];

/** The term of each travel mode. */
export const TRAVEL_TERM: Record<TravelMode, SustainabilityTermKey> = {
  car: 'travelCar',
  rail: 'travelRail',
  coach: 'travelCoach',
  shortHaulFlight: 'travelShortHaulFlight',
  longHaulFlight: 'travelLongHaulFlight',
};

/** The factor of each term. */
export const TERM_FACTOR: Record<SustainabilityTermKey, SustainabilityFactorKey> = {
  travelCar: 'carKgPerVehicleKm',
  travelRail: 'railKgPerPassengerKm',
  travelCoach: 'coachKgPerPassengerKm',
  travelShortHaulFlight: 'shortHaulFlightKgPerPassengerKm',
  travelLongHaulFlight: 'longHaulFlightKgPerPassengerKm',
  hotel: 'hotelKgPerRoomNight',
  venueEnergy: 'gridKgPerKwh',
  streaming: 'streamingKgPerViewerHour',
  browsing: 'browsingKgPerHour',
};

/** The unit of each term's quantity. */
export const TERM_UNIT = {
  travelCar: 'passengerKm',
  travelRail: 'passengerKm',
  travelCoach: 'passengerKm',
  travelShortHaulFlight: 'passengerKm',
  travelLongHaulFlight: 'passengerKm',
  hotel: 'roomNights',
  venueEnergy: 'kWh',
  streaming: 'viewerHours',
  browsing: 'hours',
} as const satisfies Record<SustainabilityTermKey, string>;

/** One term: quantity × factor = kg CO₂e. `factor` is per unit of `quantity` (the car's per passenger-km). */
export const SustainabilityTerm = z.object({
  key: z.enum(SUSTAINABILITY_TERMS),
  side: z.enum(['inPerson', 'virtual']),
  quantity: z.number(),
  unit: z.enum(['passengerKm', 'roomNights', 'kWh', 'viewerHours', 'hours']),
  factor: z.number(),
  kg: z.number(),
  source: z.enum(SOURCE_IDS),
  /** The organiser replaced the documented factor (the source no longer applies to it). */
  isFactorEdited: z.boolean(),
});
export type SustainabilityTerm = z.infer<typeof SustainabilityTerm>;

/** The participants of one travel group: an answer option with a row, or those of unknown country (`option` null). */
export const SustainabilityGroup = z.object({ option: z.string().nullable(), visitors: count });

export const SustainabilityResult = z.object({
  attendees: count,
  groups: z.array(SustainabilityGroup),
  terms: z.array(SustainabilityTerm),
  inPersonKg: z.number(),
  virtualKg: z.number(),
  /** inPersonKg − virtualKg: what the virtual event avoided (negative if it caused more). */
  netAvoidedKg: z.number(),
  /** The publications cited by the terms and assumptions, in SOURCE_IDS order. */
  sources: z.array(
    z.object({
      id: z.enum(SOURCE_IDS),
      short: z.string(),
      title: z.string(),
      publisher: z.string(),
      year: z.number().nullable(),
      url: z.string().nullable(),
    }),
  ),
});
export type SustainabilityResult = z.infer<typeof SustainabilityResult>;

/**
 * Rounds to three decimals (grams of kg, metres of km), the precision the report keeps; half away
 * from zero on the decimal value (18.6165 → 18.617), not on its binary approximation.
 */
const round3 = (x: number) => Math.round(Number((x * 1000).toPrecision(12))) / 1000;

/**
 * The calculation, every term written out (pure; throws nothing on valid input):
 * - travel per mode: 2 × Σ over groups (participants × share of the mode × one-way km)
 *   passenger-km × the mode's factor (the car's: per vehicle-km ÷ persons per car);
 * - hotel: Σ participants × nights room-nights × kg per room-night (one room each);
 * - venue energy: participants × days × kWh per attendee-day × kg per kWh;
 * - streaming: watch seconds ÷ 3600 viewer-hours × kg per viewer-hour;
 * - venue browsing: (venue seconds − watch seconds, at least 0) ÷ 3600 hours × kg per hour;
 * - net avoided = in-person terms − virtual terms.
 * Each term is rounded to grams and the totals are the sums of the rounded terms.
 */
export function computeSustainability(
  inputs: SustainabilityInputs,
  assumptions: SustainabilityAssumptions,
): SustainabilityResult {
  const f = assumptions.factors;
  const countOf = new Map(inputs.answers.map((a) => [a.option, a.visitors]));
  const regionGroups = assumptions.countryFieldId
    ? assumptions.regions.map((r) => ({ region: r, visitors: countOf.get(r.option) ?? 0 }))
    : [];
  const known = regionGroups.reduce((sum, g) => sum + g.visitors, 0);
  const unknownVisitors = Math.max(0, inputs.visitors - known);

  const passengerKm: Record<TravelMode, number> = {
    car: 0,
    rail: 0,
    coach: 0,
    shortHaulFlight: 0,
    longHaulFlight: 0,
  };
  for (const mode of TRAVEL_MODES) {
    const { share, distanceKm } = assumptions.unknown.modes[mode];
    passengerKm[mode] += 2 * unknownVisitors * (share / 100) * distanceKm;
  }
  for (const { region, visitors } of regionGroups)
    passengerKm[region.mode] += 2 * visitors * region.distanceKm;
  const roomNights =
    unknownVisitors * assumptions.unknown.hotelNights +
    regionGroups.reduce((sum, g) => sum + g.visitors * g.region.hotelNights, 0);

  const perPassengerKm: Record<TravelMode, number> = {
    car: f.carKgPerVehicleKm / assumptions.carOccupancy,
    rail: f.railKgPerPassengerKm,
    coach: f.coachKgPerPassengerKm,
    shortHaulFlight: f.shortHaulFlightKgPerPassengerKm,
    longHaulFlight: f.longHaulFlightKgPerPassengerKm,
  };
  const viewerHours = inputs.watchSeconds / 3600;
  const browsingHours = Math.max(0, inputs.venueSeconds - inputs.watchSeconds) / 3600;

  const term = (
    key: SustainabilityTermKey,
    side: SustainabilityTerm['side'],
    quantity: number,
    factor: number,
  ): SustainabilityTerm => {
    const factorKey = TERM_FACTOR[key];
    return {
      key,
      side,
      quantity: round3(quantity),
      unit: TERM_UNIT[key],
      // A factor keeps six decimals (the car's per passenger-km: 0.16725 ÷ 1.2 = 0.139375).
      factor: Math.round(factor * 1e6) / 1e6,
      kg: round3(quantity * factor),
      source: SUSTAINABILITY_FACTORS[factorKey].source,
      isFactorEdited: f[factorKey] !== SUSTAINABILITY_FACTORS[factorKey].value,
    };
  };
  const terms: SustainabilityTerm[] = [
    ...TRAVEL_MODES.map((m) => term(TRAVEL_TERM[m], 'inPerson', passengerKm[m], perPassengerKm[m])),
    term('hotel', 'inPerson', roomNights, f.hotelKgPerRoomNight),
    term(
      'venueEnergy',
      'inPerson',
      inputs.visitors * assumptions.eventDays * assumptions.venueKwhPerAttendeeDay,
      f.gridKgPerKwh,
    ),
    term('streaming', 'virtual', viewerHours, f.streamingKgPerViewerHour),
    term('browsing', 'virtual', browsingHours, f.browsingKgPerHour),
  ];
  const total = (side: SustainabilityTerm['side']) =>
    round3(terms.filter((t) => t.side === side).reduce((sum, t) => sum + t.kg, 0));
  const inPersonKg = total('inPerson');
  const virtualKg = total('virtual');

  const cited = new Set<SourceId>(['assumption', 'cibseTm46', 'iea2020', ...terms.map((t) => t.source)]);
  return {
    attendees: inputs.visitors,
    groups: [
      ...regionGroups.map((g) => ({ option: g.region.option, visitors: g.visitors })),
      { option: null, visitors: unknownVisitors },
    ],
    terms,
    inPersonKg,
    virtualKg,
    netAvoidedKg: round3(inPersonKg - virtualKg),
    sources: SOURCE_IDS.filter((id) => cited.has(id)).map((id) => SUSTAINABILITY_SOURCES[id]),
  };
}

/** A `select` profile field of the event the organiser may choose as the participants' country or region. */
export const SustainabilityCountryField = z.object({
  id: z.string(),
  label: z.string(),
  options: z.array(z.string()),
});
export type SustainabilityCountryField = z.infer<typeof SustainabilityCountryField>;

/** GET reporting/events/{id}/sustainability: the assumptions (saved, or the defaults), the event's figures and the result. */
export const SustainabilityReport = z
  .object({
    assumptions: SustainabilityAssumptions,
    /** False while the organiser has saved nothing (the assumptions are the defaults). */
    isSaved: z.boolean(),
    /** The defaults, for "reset to defaults". */
    defaults: SustainabilityAssumptions,
    countryFields: z.array(SustainabilityCountryField),
    inputs: SustainabilityInputs,
    result: SustainabilityResult,
  })
  .meta({ id: 'SustainabilityReport' });
export type SustainabilityReport = z.infer<typeof SustainabilityReport>;

/** GET reporting/events/{id}/sustainability/pdf: the language of the PDF's texts. */
export const SustainabilityPdfQuery = z.object({
  language: z.enum(['en', 'de', 'es', 'fr']).default('en'),
});
export type SustainabilityPdfQuery = z.infer<typeof SustainabilityPdfQuery>;

/**
 * How an amount of CO₂e is shown without inventing precision: tonnes from 1,000 kg (one decimal
 * below 100 t), whole kg from 100 kg, one decimal from 1 kg, grams below. Throws nothing.
 */
export function co2Display(kg: number): { value: number; unit: 'kg' | 't'; maximumFractionDigits: number } {
  const size = Math.abs(kg);
  if (size >= 1000) return { value: kg / 1000, unit: 't', maximumFractionDigits: size >= 100_000 ? 0 : 1 };
  return { value: kg, unit: 'kg', maximumFractionDigits: size >= 100 ? 0 : size >= 1 ? 1 : 3 };
}

import { LANGUAGES, type Language, THEMES, Venue, unresolvedTargets } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { checkVenue } from '../../venue/venue.service.js';
import type { AssetLookup } from './build.js';
import { kickstarterVenue } from './kickstarter.js';
import { TEMPLATES } from './templates.js';
import { type TemplateTexts, templateTexts } from './texts/index.js';

const fakeAssets: AssetLookup = (key) =>
  `00000000-0000-4000-8000-${key.length.toString(16).padStart(12, '0')}`;

describe('templates', () => {
  it.each(TEMPLATES.map((t) => [t.id, t] as const))(
    '%s is a valid venue whose every target resolves',
    (_, t) => {
      for (const date of [null, '2027-12-31']) {
        const built = t.build(fakeAssets, date, templateTexts('en'));
        const venue = Venue.parse(built.venue);
        expect(checkVenue(venue)).toEqual({});
        expect(unresolvedTargets(venue)).toEqual([]);
        expect(venue.rooms.some((r) => r.id === built.startRoomId)).toBe(true);
        expect(venue.rooms.find((r) => r.id === built.helpBoothId)?.kind).toBe('BOOTH');
        expect(venue.agenda).toHaveLength(2);
        if (date) expect(venue.agenda[0]!.date).toBe(date);
      }
    },
  );

  it('still builds without seeded template assets (elements left empty)', () => {
    for (const t of TEMPLATES)
      expect(checkVenue(Venue.parse(t.build(() => null, null, templateTexts('en')).venue))).toEqual({});
  });
});

describe('kickstarterVenue', () => {
  it.each(THEMES.map((t) => [t.id, t] as const))(
    'builds valid venues in theme %s for 0 to 20 booths',
    (_, theme) => {
      for (const boothCount of [0, 1, 3, 5, 6, 20]) {
        for (const videoPresentations of [true, false]) {
          const built = kickstarterVenue(
            fakeAssets,
            {
              name: 'Expo',
              date: null,
              startTime: null,
              timeZone: 'UTC',
              eventType: 'tradeFair',
              videoPresentations,
              booths: boothCount > 0,
              boothCount,
              themeId: theme.id,
            },
            theme,
            templateTexts('en'),
          );
          const venue = Venue.parse(built.venue);
          expect(checkVenue(venue), `${boothCount} ${videoPresentations}`).toEqual({});
          expect(venue.rooms.filter((r) => r.kind === 'BOOTH')).toHaveLength(boothCount);
          expect(venue.rooms.filter((r) => r.kind === 'THEATRE')).toHaveLength(videoPresentations ? 1 : 0);
          expect(venue.rooms[0]!.designId).toBe(theme.designs.hall);
        }
      }
    },
  );
});

/** Keys of the venue whose values a visitor reads. */
const TEXT_KEYS = new Set([
  'title',
  'description',
  'name',
  'label',
  'location',
  'speaker',
  'speakers',
  'buttonLabel',
  'tooltip',
  'category',
  'group',
  'value',
]);

/** Every text a visitor reads in a built venue. */
function textsOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) textsOf(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'string' && TEXT_KEYS.has(k) && v) out.add(v);
      else textsOf(v, out);
    }
  return out;
}

/** The texts of a dictionary, its phrases with their placeholder filled in with the samples templates use. */
function leaves(texts: unknown, out: string[] = []): string[] {
  if (typeof texts === 'string') out.push(texts);
  else if (typeof texts === 'function')
    for (const sample of [1, 2, 'A', 'B']) out.push((texts as (x: never) => string)(sample as never));
  else if (Array.isArray(texts)) for (const v of texts) leaves(v, out);
  else if (texts && typeof texts === 'object') for (const v of Object.values(texts)) leaves(v, out);
  return out;
}

const kickstart = (tx: TemplateTexts) =>
  kickstarterVenue(
    fakeAssets,
    {
      name: 'Expo',
      date: '2027-05-04',
      startTime: null,
      timeZone: 'UTC',
      eventType: 'jobFair',
      videoPresentations: true,
      booths: true,
      boothCount: 7,
      themeId: 'modern',
    },
    THEMES[0]!,
    tx,
  ).venue;

describe('template texts', () => {
  const english = templateTexts('en');
  // Proper names the templates use in every language.
  const names = new Set(['Dr. Alex Morgan', 'Jordan Lee', 'Priya Shah, Jordan Lee', 'Sam Speaker']);
  const others = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');

  it.each(others)('every %s text is translated, except the words both languages share', (language) => {
    const translated = leaves(templateTexts(language));
    const shared = new Set(leaves(english).filter((text, n) => translated[n] === text));
    const builds = [...TEMPLATES.map((t) => t.build(fakeAssets, null, english).venue), kickstart(english)];
    const local = [
      ...TEMPLATES.map((t) => t.build(fakeAssets, null, templateTexts(language)).venue),
      kickstart(templateTexts(language)),
    ];
    builds.forEach((venue, n) => {
      const inEnglish = textsOf(venue);
      const leftInEnglish = [...textsOf(local[n])].filter(
        (text) => inEnglish.has(text) && !shared.has(text) && !names.has(text),
      );
      expect(leftInEnglish).toEqual([]);
    });
    // The shared words are few (Auditorium, Marketing, …), not forgotten translations.
    expect(shared.size).toBeLessThan(translated.length / 10);
  });

  it('builds the German conference with German rooms, agenda and fields', () => {
    const venue = TEMPLATES[0]!.build(fakeAssets, '2027-01-01', templateTexts('de')).venue;
    expect(venue.rooms.map((r) => r.title)).toEqual([
      'Haupthalle',
      'Auditorium',
      'Gold-Sponsor',
      'Silber-Sponsor',
      'Info-Schalter',
      'Networking-Lounge',
    ]);
    expect(venue.agenda?.[0]?.title).toBe('Tag 1');
    expect(venue.agenda?.[0]?.items?.[0]).toMatchObject({
      title: 'Eröffnungs-Keynote',
      buttonLabel: 'Hingehen',
    });
    expect(venue.profileItems?.map((p) => p.label)).toContain('Unternehmen');
    expect(venue.chats?.map((c) => c.title)).toEqual(['Allgemein', 'Fragen und Antworten']);
  });

  it('falls back to English for an unknown language', () => {
    expect(templateTexts('xx')).toBe(templateTexts('en'));
  });
});

describe('template artwork', () => {
  const hallImages = (id: string) => {
    const built = TEMPLATES.find((t) => t.id === id)!.build((key) => key, null, templateTexts('en'));
    const hall = built.venue.rooms.find((r) => r.id === built.startRoomId)!;
    return (hall.elements ?? []).flatMap((e) =>
      'imageAssetId' in e && e.imageAssetId ? [e.imageAssetId] : [],
    );
  };

  it('gives the conference and the job fair halls artwork of their own', () => {
    const conference = hallImages('conference');
    const jobFair = hallImages('jobFair');
    expect(conference).toContain('art-conference-stage');
    expect(jobFair).toContain('art-job-fair-booths');
    expect(conference.filter((image) => jobFair.includes(image))).toEqual(['backdrop-lounge']);
    expect(conference[0]).not.toBe(jobFair[0]);
  });

  it("gives the guided setup's hall the artwork of the event type", () => {
    const banner = (eventType: 'conference' | 'jobFair' | 'webinar') =>
      kickstarterVenue(
        (key) => key,
        {
          name: 'Expo',
          date: null,
          startTime: null,
          timeZone: 'UTC',
          eventType,
          videoPresentations: false,
          booths: false,
          boothCount: 0,
          themeId: 'modern',
        },
        THEMES[0]!,
        templateTexts('en'),
      ).venue.rooms[0]!.elements?.find((e) => e.kind === 'HALL_CANVAS');
    expect(banner('conference')).toMatchObject({ imageAssetId: 'art-conference-stage' });
    expect(banner('jobFair')).toMatchObject({ imageAssetId: 'art-job-fair-booths' });
    expect(banner('webinar')).toMatchObject({ imageAssetId: 'banner-16-9' });
  });

  it('gives templates of one theme different colours', () => {
    const jobFair = TEMPLATES.find((t) => t.id === 'jobFair')!;
    const conference = TEMPLATES.find((t) => t.id === 'conference')!;
    expect(jobFair.themeId).toBe(conference.themeId);
    expect(jobFair.colors?.main).toBeDefined();
    expect(jobFair.colors?.main).not.toBe(THEMES.find((t) => t.id === conference.themeId)?.colors.main);
  });
});

import { THEMES, Venue, unresolvedTargets } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { checkVenue } from '../../venue/venue.service.js';
import type { AssetLookup } from './build.js';
import { kickstarterVenue } from './kickstarter.js';
import { TEMPLATES } from './templates.js';

const fakeAssets: AssetLookup = (key) =>
  `00000000-0000-4000-8000-${key.length.toString(16).padStart(12, '0')}`;

describe('templates', () => {
  it.each(TEMPLATES.map((t) => [t.id, t] as const))(
    '%s is a valid venue whose every target resolves',
    (_, t) => {
      for (const date of [null, '2027-12-31']) {
        const built = t.build(fakeAssets, date);
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
    for (const t of TEMPLATES) expect(checkVenue(Venue.parse(t.build(() => null, null).venue))).toEqual({});
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

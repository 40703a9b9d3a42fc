import { describe, expect, it } from 'vitest';
import { browserTimeZone, timeZoneGroups, visitorDateTime, visitorTimeRange } from './eventTime';

// 12 March 2027, 09:00 in Berlin (UTC+1) = 08:00 UTC = 03:00 in New York (UTC-5; DST starts 14 March).
const BERLIN_NINE = '2027-03-12T08:00:00.000Z';

describe('visitorDateTime', () => {
  it('says the visitor’s own time, and the event’s time and city beside when the zones differ', () => {
    expect(visitorDateTime(BERLIN_NINE, 'Europe/Berlin', 'en', { visitorZone: 'America/New_York' })).toBe(
      'Mar 12, 2027, 3:00 AM (Berlin 9:00 AM)',
    );
    expect(visitorDateTime(BERLIN_NINE, 'Europe/Berlin', 'de', { visitorZone: 'America/New_York' })).toBe(
      '12.03.2027, 03:00 (Berlin 09:00)',
    );
  });

  it('names nothing more when the visitor’s clock is the event’s', () => {
    expect(visitorDateTime(BERLIN_NINE, 'Europe/Berlin', 'de', { visitorZone: 'Europe/Berlin' })).toBe(
      '12.03.2027, 09:00',
    );
    // Paris and Berlin: other names, the same clock.
    expect(visitorDateTime(BERLIN_NINE, 'Europe/Berlin', 'de', { visitorZone: 'Europe/Paris' })).toBe(
      '12.03.2027, 09:00',
    );
  });

  it('adds the event’s date when its day is another one', () => {
    // 09:00 in Tokyo on 12 March is 19:00 on 11 March in New York.
    expect(
      visitorDateTime('2027-03-12T00:00:00.000Z', 'Asia/Tokyo', 'de', { visitorZone: 'America/New_York' }),
    ).toBe('11.03.2027, 19:00 (Tokyo 12.03.2027, 09:00)');
  });

  it('says nothing for no or a bad instant', () => {
    expect(visitorDateTime(null, 'Europe/Berlin', 'en')).toBe('');
    expect(visitorDateTime('soon', 'Europe/Berlin', 'en')).toBe('');
  });
});

describe('visitorTimeRange', () => {
  it('moves an agenda item’s hours into the visitor’s zone, the event’s beside', () => {
    expect(
      visitorTimeRange('2027-03-12', '09:00', '10:30', 'Europe/Berlin', 'en', {
        visitorZone: 'America/New_York',
      }),
    ).toBe('03:00–04:30 (Berlin 09:00–10:30)');
  });

  it('follows daylight saving time on the item’s own date', () => {
    // After 14 March New York is UTC-4, Berlin still UTC+1: five hours apart.
    expect(
      visitorTimeRange('2027-03-20', '09:00', '10:00', 'Europe/Berlin', 'en', {
        visitorZone: 'America/New_York',
      }),
    ).toBe('04:00–05:00 (Berlin 09:00–10:00)');
  });

  it('names the visitor’s weekday when the item falls on another day for them', () => {
    expect(
      visitorTimeRange('2027-03-12', '09:00', '10:00', 'Europe/Berlin', 'en', {
        visitorZone: 'Pacific/Honolulu',
      }),
    ).toBe('Thu 22:00–23:00 (Berlin 09:00–10:00)');
  });

  it('keeps the event’s hours alone when the clocks agree, and names the zone without a date', () => {
    expect(
      visitorTimeRange('2027-03-12', '09:00', '10:00', 'Europe/Berlin', 'en', {
        visitorZone: 'Europe/Berlin',
      }),
    ).toBe('09:00–10:00');
    expect(
      visitorTimeRange(null, '09:00', '10:00', 'Europe/Berlin', 'en', { visitorZone: 'America/New_York' }),
    ).toBe('09:00–10:00 (Berlin)');
  });
});

describe('time zone choices', () => {
  it('groups every zone by region with its offset, and keeps the current one', () => {
    const groups = timeZoneGroups('Europe/Berlin', Date.parse('2027-01-15T12:00:00Z'));
    const europe = groups.find((g) => g.group === 'Europe');
    expect(europe?.items).toContainEqual({ value: 'Europe/Berlin', label: 'Europe/Berlin (UTC+01:00)' });
    expect(groups.find((g) => g.group === 'UTC')?.items).toContainEqual({ value: 'UTC', label: 'UTC' });
    expect(groups.flatMap((g) => g.items).length).toBeGreaterThan(300);
  });

  it('defaults to the browser’s zone', () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

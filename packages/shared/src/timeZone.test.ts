import { describe, expect, it } from 'vitest';
import { EventSettingsRequest, KickstarterRequest } from './events/events.schema.js';
import {
  canonicalTimeZone,
  isTimeZone,
  offsetLabel,
  utcToZonedWallTime,
  zoneCity,
  zoneLabel,
  zoneOffsetMinutes,
  zonedWallTimeToUtc,
} from './timeZone.js';
import { timeZoneField } from './validators.js';
import { toUtcDateTime } from './venue/venue.schema.js';

describe('time zones', () => {
  it('knows IANA zones and UTC, and refuses offsets and made-up names', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('+01:00')).toBe(false);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(canonicalTimeZone('europe/berlin')).toBe('Europe/Berlin');
  });

  it('validates a zone field with validation.invalid', () => {
    expect(timeZoneField.parse(' Europe/Berlin ')).toBe('Europe/Berlin');
    const bad = timeZoneField.safeParse('GMT+1 please');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('validation.invalid');
    expect(EventSettingsRequest.safeParse({ version: 1, timeZone: 'Nowhere/Land' }).success).toBe(false);
  });

  it('defaults the guided setup to UTC and checks its start time', () => {
    const base = {
      name: 'Expo',
      eventType: 'other',
      videoPresentations: false,
      booths: false,
      boothCount: 0,
      themeId: 'x',
    };
    expect(KickstarterRequest.parse(base)).toMatchObject({ timeZone: 'UTC', startTime: null });
    expect(KickstarterRequest.safeParse({ ...base, startTime: '25:00' }).success).toBe(false);
  });

  it('computes the offset at an instant, following daylight saving time', () => {
    expect(zoneOffsetMinutes('Europe/Berlin', Date.parse('2026-01-15T12:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes('Europe/Berlin', Date.parse('2026-07-15T12:00:00Z'))).toBe(120);
    expect(zoneOffsetMinutes('America/New_York', Date.parse('2026-01-15T12:00:00Z'))).toBe(-300);
    expect(zoneOffsetMinutes('Asia/Kathmandu', Date.parse('2026-01-15T12:00:00Z'))).toBe(345);
    expect(zoneOffsetMinutes('UTC', Date.parse('2026-07-15T12:00:00Z'))).toBe(0);
  });

  it('turns a wall time of a zone into its UTC instant and back', () => {
    expect(zonedWallTimeToUtc('2026-12-01T09:00', 'Europe/Berlin')).toBe('2026-12-01T08:00:00.000Z');
    expect(zonedWallTimeToUtc('2026-06-01T09:00', 'Europe/Berlin')).toBe('2026-06-01T07:00:00.000Z');
    expect(zonedWallTimeToUtc('2026-06-01T09:00:30', 'America/New_York')).toBe('2026-06-01T13:00:30.000Z');
    expect(zonedWallTimeToUtc('not a time', 'Europe/Berlin')).toBeNull();
    expect(utcToZonedWallTime('2026-12-01T08:00:00.000Z', 'Europe/Berlin')).toBe('2026-12-01T09:00');
    expect(utcToZonedWallTime('2026-06-01T07:00:00.000Z', 'Europe/Berlin')).toBe('2026-06-01T09:00');
    expect(utcToZonedWallTime('2026-12-01T03:00:00.000Z', 'Asia/Kolkata')).toBe('2026-12-01T08:30');
  });

  it('gets the switch days right: Berlin springs forward on 29 March 2026 and falls back on 25 October', () => {
    // The morning after the switch is already summer time.
    expect(zonedWallTimeToUtc('2026-03-29T01:30', 'Europe/Berlin')).toBe('2026-03-29T00:30:00.000Z');
    expect(zonedWallTimeToUtc('2026-03-29T09:00', 'Europe/Berlin')).toBe('2026-03-29T07:00:00.000Z');
    // 02:30 does not exist that night: the clock shows 03:30 at that moment.
    expect(zonedWallTimeToUtc('2026-03-29T02:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    expect(utcToZonedWallTime('2026-03-29T01:30:00.000Z', 'Europe/Berlin')).toBe('2026-03-29T03:30');
    // 02:30 happens twice in October: the first one (still summer time) is taken.
    expect(zonedWallTimeToUtc('2026-10-25T02:30', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedWallTimeToUtc('2026-10-25T09:00', 'Europe/Berlin')).toBe('2026-10-25T08:00:00.000Z');
    // New York switches on other days (8 March 2026) than Europe.
    expect(zonedWallTimeToUtc('2026-03-08T09:00', 'America/New_York')).toBe('2026-03-08T13:00:00.000Z');
    expect(zonedWallTimeToUtc('2026-03-07T09:00', 'America/New_York')).toBe('2026-03-07T14:00:00.000Z');
  });

  it('reads date-times sent without an offset in the event zone, keeps those with one', () => {
    expect(toUtcDateTime('2026-12-01T09:00', 'Europe/Berlin')).toBe('2026-12-01T08:00:00.000Z');
    expect(toUtcDateTime('2026-12-01T09:00+05:00', 'Europe/Berlin')).toBe('2026-12-01T04:00:00.000Z');
    // A number is still an offset in hours (the UTC-timezone header, where no event is concerned).
    expect(toUtcDateTime('2026-12-01T09:00', 2)).toBe('2026-12-01T07:00:00.000Z');
  });

  it('names a zone with its offset at that moment', () => {
    expect(offsetLabel(60)).toBe('UTC+01:00');
    expect(offsetLabel(-330)).toBe('UTC-05:30');
    expect(offsetLabel(0)).toBe('UTC+00:00');
    expect(zoneLabel('Europe/Berlin', Date.parse('2026-01-15T12:00:00Z'))).toBe('Europe/Berlin (UTC+01:00)');
    expect(zoneLabel('Europe/Berlin', Date.parse('2026-07-15T12:00:00Z'))).toBe('Europe/Berlin (UTC+02:00)');
    expect(zoneLabel('UTC')).toBe('UTC');
    expect(zoneCity('America/New_York')).toBe('New York');
  });
});

import { describe, expect, it } from 'vitest';
import { customRange, presetRange } from './range';

describe('presetRange', () => {
  it('has no ends for the whole event, and a start that long ago for the last 24 hours and 7 days', () => {
    const now = Date.parse('2027-03-12T12:00:00.000Z');
    expect(presetRange('all', now)).toEqual({});
    expect(presetRange('day', now)).toEqual({ from: '2027-03-11T12:00:00.000Z' });
    expect(presetRange('week', now)).toEqual({ from: '2027-03-05T12:00:00.000Z' });
  });
});

describe('customRange', () => {
  it('reads the ends in the event’s zone, across a daylight-saving change', () => {
    // Berlin moves from UTC+1 to UTC+2 on 28 Mar 2027.
    expect(customRange('2027-03-27T09:00', '2027-03-29T09:00', 'Europe/Berlin')).toEqual({
      range: { from: '2027-03-27T08:00:00.000Z', to: '2027-03-29T07:00:00.000Z' },
    });
  });

  it('requires both ends, the end after the start, and at most a year of days', () => {
    expect(customRange(null, null, 'UTC')).toEqual({
      errors: { from: 'validation.required', to: 'validation.required' },
    });
    expect(customRange('2027-03-12T09:00', '2027-03-12T09:00', 'UTC')).toEqual({
      errors: { to: 'reporting.range.errors.order' },
    });
    expect(customRange('2026-01-01T00:00', '2027-01-02T00:01', 'UTC')).toEqual({
      errors: { to: 'reporting.range.errors.tooLong' },
    });
    expect(customRange('2026-01-01T00:00', '2027-01-02T00:00', 'UTC')).toHaveProperty('range');
  });
});

import { describe, expect, it } from 'vitest';
import { doorStatus, waitParts } from './doors';

const now = new Date('2027-03-12T10:00:00.000Z');

describe('doorStatus', () => {
  it('is open without times', () => {
    expect(doorStatus({ opensAt: null, closesAt: null }, now)).toEqual({ state: 'open' });
  });

  it('is open from the opening time (inclusive) until the closing time (exclusive)', () => {
    const door = { opensAt: '2027-03-12T10:00:00.000Z', closesAt: '2027-03-12T10:00:00.001Z' };
    expect(doorStatus(door, now)).toEqual({ state: 'open' });
    expect(doorStatus({ ...door, closesAt: '2027-03-12T10:00:00.000Z' }, now)).toEqual({ state: 'over' });
  });

  it('is not open yet before its opening time, with the wait', () => {
    expect(doorStatus({ opensAt: '2027-03-12T12:05:00.000Z', closesAt: null }, now)).toEqual({
      state: 'notYet',
      waitMs: (2 * 60 + 5) * 60_000,
    });
  });

  it('is closed after its closing time, whatever its opening time', () => {
    expect(doorStatus({ opensAt: null, closesAt: '2027-03-12T09:59:59.000Z' }, now)).toEqual({
      state: 'over',
    });
    expect(
      doorStatus({ opensAt: '2027-03-11T09:00:00.000Z', closesAt: '2027-03-11T10:00:00.000Z' }, now),
    ).toEqual({ state: 'over' });
  });
});

describe('waitParts', () => {
  it('splits a wait into days, hours and minutes, rounding up to the next minute', () => {
    expect(waitParts((2 * 60 + 5) * 60_000)).toEqual({ days: 0, hours: 2, minutes: 5 });
    expect(waitParts((2 * 60 + 4) * 60_000 + 1)).toEqual({ days: 0, hours: 2, minutes: 5 });
    expect(waitParts(1)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(waitParts((26 * 60 + 30) * 60_000)).toEqual({ days: 1, hours: 2, minutes: 30 });
  });
});

import type { Door } from '@foyer/shared';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EVENT } from '../testing';
import { DoorForm } from './DoorForm';
import { fromWallTime, instantOf, isNotAfter, toWallTime } from './dateTime';
import { renderForm, sampleCtx, sampleVenue } from './testing';

describe('door date-times', () => {
  it('shows a saved UTC value as the wall time of the event zone, on either side of DST', () => {
    expect(toWallTime('2026-12-01T09:00:00.000Z', 'Europe/Berlin')).toBe('2026-12-01T10:00');
    expect(toWallTime('2026-07-01T09:00:00.000Z', 'Europe/Berlin')).toBe('2026-07-01T11:00');
    expect(toWallTime('2026-12-01T03:00:00.000Z', 'America/New_York')).toBe('2026-11-30T22:00');
    expect(toWallTime('2026-12-01T10:00:00+02:00', 'UTC')).toBe('2026-12-01T08:00');
  });

  it('keeps a typed wall time as typed and empties to null', () => {
    expect(toWallTime('2026-12-01T10:00', 'Europe/Berlin')).toBe('2026-12-01T10:00');
    expect(toWallTime(null, 'Europe/Berlin')).toBe('');
    expect(fromWallTime('2026-12-01T10:00')).toBe('2026-12-01T10:00');
    expect(fromWallTime('')).toBeNull();
  });

  it('round-trips: a wall time read in the zone is the saved instant, also on a switch day', () => {
    const saved = new Date(instantOf('2026-12-01T10:00', 'Europe/Berlin')).toISOString();
    expect(saved).toBe('2026-12-01T09:00:00.000Z');
    expect(toWallTime(saved, 'Europe/Berlin')).toBe('2026-12-01T10:00');
    // 29 March 2026: Berlin is UTC+1 at 01:00 and UTC+2 from 03:00.
    expect(new Date(instantOf('2026-03-29T01:00', 'Europe/Berlin')).toISOString()).toBe(
      '2026-03-29T00:00:00.000Z',
    );
    expect(new Date(instantOf('2026-03-29T10:00', 'Europe/Berlin')).toISOString()).toBe(
      '2026-03-29T08:00:00.000Z',
    );
  });

  it('compares saved and typed values as instants', () => {
    expect(isNotAfter('2026-12-01T09:00:00.000Z', '2026-12-01T10:00', 'Europe/Berlin')).toBe(true);
    expect(isNotAfter('2026-12-01T09:00:00.000Z', '2026-12-01T10:01', 'Europe/Berlin')).toBe(false);
    expect(isNotAfter(null, '2026-12-01T10:00', 'Europe/Berlin')).toBe(false);
  });
});

function DoorHarness({
  initial,
  onChange,
  timeZone = 'Europe/Berlin',
}: {
  initial: Door;
  onChange: (d: Door) => void;
  timeZone?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DoorForm
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      errors={{}}
      ctx={sampleCtx(undefined, undefined, { event: { ...EVENT, timeZone } })}
      mode="edit"
    />
  );
}

describe('DoorForm', () => {
  const door = (): Door => ({ ...sampleVenue().doors[0]!, opensAt: '2026-12-01T09:00:00.000Z' });

  it('shows the saved opening in the event zone with the zone named beside it', () => {
    renderForm(<DoorHarness initial={door()} onChange={() => {}} />);
    const opens = screen.getByLabelText(/Opens at/) as HTMLInputElement;
    expect(opens.value).toBe('2026-12-01T10:00');
    expect(screen.getAllByText('Europe/Berlin (UTC+01:00)').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Opens at (Europe/Berlin (UTC+01:00))')).toBe(opens);
  });

  it('uses the event zone, not the browser’s: a New York event shows New York time', () => {
    renderForm(<DoorHarness initial={door()} onChange={() => {}} timeZone="America/New_York" />);
    expect((screen.getByLabelText(/Opens at/) as HTMLInputElement).value).toBe('2026-12-01T04:00');
    expect(screen.getAllByText('America/New_York (UTC-05:00)').length).toBeGreaterThan(0);
  });

  it('sends a typed time as wall time without offset', () => {
    const onChange = vi.fn();
    renderForm(<DoorHarness initial={door()} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText(/Closes at/), { target: { value: '2026-12-01T18:30' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ closesAt: '2026-12-01T18:30' }));
  });

  it('says under the closing time when it is not after the opening', () => {
    renderForm(<DoorHarness initial={door()} onChange={() => {}} />);
    const closes = screen.getByLabelText(/Closes at/);
    fireEvent.change(closes, { target: { value: '2026-12-01T09:30' } });
    expect(closes.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Invalid value')).toBeTruthy();
    fireEvent.change(closes, { target: { value: '2026-12-01T11:00' } });
    expect(closes.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText('Invalid value')).toBeNull();
  });
});

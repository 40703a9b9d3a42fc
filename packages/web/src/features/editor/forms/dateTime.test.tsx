import type { Door } from '@foyer/shared';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DoorForm } from './DoorForm';
import { fromWallTime, instantOf, isNotAfter, offsetLabel, toWallTime } from './dateTime';
import { renderForm, sampleCtx, sampleVenue } from './testing';

describe('door date-times', () => {
  it('shows a saved UTC value as the wall time of the organiser zone', () => {
    expect(toWallTime('2026-12-01T09:00:00.000Z', 1)).toBe('2026-12-01T10:00');
    expect(toWallTime('2026-12-01T03:00:00.000Z', -5.5)).toBe('2026-11-30T21:30');
    expect(toWallTime('2026-12-01T10:00:00+02:00', 0)).toBe('2026-12-01T08:00');
  });

  it('keeps a typed wall time as typed and empties to null', () => {
    expect(toWallTime('2026-12-01T10:00', 1)).toBe('2026-12-01T10:00');
    expect(toWallTime(null, 1)).toBe('');
    expect(fromWallTime('2026-12-01T10:00')).toBe('2026-12-01T10:00');
    expect(fromWallTime('')).toBeNull();
  });

  it('round-trips: a wall time read in the zone is the saved instant', () => {
    const saved = new Date(instantOf('2026-12-01T10:00', 1)).toISOString();
    expect(saved).toBe('2026-12-01T09:00:00.000Z');
    expect(toWallTime(saved, 1)).toBe('2026-12-01T10:00');
  });

  it('names the zone as UTC±hh:mm', () => {
    expect(offsetLabel(1)).toBe('UTC+01:00');
    expect(offsetLabel(0)).toBe('UTC+00:00');
    expect(offsetLabel(-5.5)).toBe('UTC-05:30');
  });

  it('compares saved and typed values as instants', () => {
    expect(isNotAfter('2026-12-01T09:00:00.000Z', '2026-12-01T10:00', 1)).toBe(true);
    expect(isNotAfter('2026-12-01T09:00:00.000Z', '2026-12-01T10:01', 1)).toBe(false);
    expect(isNotAfter(null, '2026-12-01T10:00', 1)).toBe(false);
  });
});

function DoorHarness({ initial, onChange }: { initial: Door; onChange: (d: Door) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DoorForm
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      errors={{}}
      ctx={sampleCtx()}
      mode="edit"
      offsetHours={1}
    />
  );
}

describe('DoorForm', () => {
  const door = (): Door => ({ ...sampleVenue().doors[0]!, opensAt: '2026-12-01T09:00:00.000Z' });

  it('shows the saved opening in local time with the zone beside it', () => {
    renderForm(<DoorHarness initial={door()} onChange={() => {}} />);
    const opens = screen.getByLabelText(/Opens at/) as HTMLInputElement;
    expect(opens.value).toBe('2026-12-01T10:00');
    expect(screen.getAllByText('UTC+01:00').length).toBeGreaterThan(0);
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

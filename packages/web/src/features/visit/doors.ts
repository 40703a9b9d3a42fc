import type { Door } from '@foyer/shared';

/** Where a door stands at `now`: open, not open yet (and for how long), or closed for good. */
export type DoorStatus = { state: 'open' } | { state: 'notYet'; waitMs: number } | { state: 'over' };

/**
 * A door is open while opensAt ≤ now < closesAt; a missing time is unbounded on that side
 * (the same rule as the renderer's isDoorOpen).
 */
export function doorStatus(door: Pick<Door, 'opensAt' | 'closesAt'>, now: Date): DoorStatus {
  const t = now.getTime();
  if (door.closesAt && Date.parse(door.closesAt) <= t) return { state: 'over' };
  if (door.opensAt && Date.parse(door.opensAt) > t)
    return { state: 'notYet', waitMs: Date.parse(door.opensAt) - t };
  return { state: 'open' };
}

/** A wait in whole days, hours and minutes (rounded up to the next minute, so never "0 min"). */
export function waitParts(ms: number): { days: number; hours: number; minutes: number } {
  const total = Math.max(1, Math.ceil(ms / 60_000));
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 };
}

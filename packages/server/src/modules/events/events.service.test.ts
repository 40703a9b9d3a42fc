import { describe, expect, it } from 'vitest';
import { mayAddEvent, mayOpenEvent } from './events.service.js';

describe('event quotas', () => {
  it.each([
    ['free', 2, 1],
    ['starter', 4, 2],
    ['business', 6, 4],
  ] as const)('%s: %i editable and %i open events', (plan, editable, open) => {
    expect(mayAddEvent(plan, editable - 1)).toBe(true);
    expect(mayAddEvent(plan, editable)).toBe(false);
    expect(mayOpenEvent(plan, open - 1)).toBe(true);
    expect(mayOpenEvent(plan, open)).toBe(false);
  });

  it('puts no limit on an unknown plan', () => {
    expect(mayAddEvent('enterprise', 10_000)).toBe(true);
    expect(mayOpenEvent('enterprise', 10_000)).toBe(true);
  });
});

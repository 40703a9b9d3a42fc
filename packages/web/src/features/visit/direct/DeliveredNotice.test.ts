import { describe, expect, it } from 'vitest';
import { isAwaitingStaff } from './DeliveredNotice';

describe('isAwaitingStaff', () => {
  const me = 'p1';
  it('holds once the visitor wrote and no one else did', () => {
    expect(isAwaitingStaff([], me)).toBe(false);
    expect(isAwaitingStaff([{ participantId: me }], me)).toBe(true);
    expect(isAwaitingStaff([{ participantId: me }, { participantId: me }], me)).toBe(true);
  });

  it('ends with the first answer, from a moderator or the organiser (no participant)', () => {
    expect(isAwaitingStaff([{ participantId: me }, { participantId: 'mod1' }], me)).toBe(false);
    expect(isAwaitingStaff([{ participantId: me }, { participantId: null }], me)).toBe(false);
  });
});

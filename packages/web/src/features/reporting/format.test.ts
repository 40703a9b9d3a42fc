import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n';
import { formatSeconds } from './format';

const t = i18n.getFixedT('en');

describe('formatSeconds', () => {
  it('says seconds under a minute, and minutes, hours and days above', () => {
    expect(formatSeconds(0, t)).toBe('0 s');
    expect(formatSeconds(45, t)).toBe('45 s');
    expect(formatSeconds(59.6, t)).toBe('1 min');
    expect(formatSeconds(90, t)).toBe('2 min');
    expect(formatSeconds(4_320, t)).toBe('1 h 12 min');
    expect(formatSeconds(7_200, t)).toBe('2 h');
    // days leave the minutes out
    expect(formatSeconds(187_245, t)).toBe('2 d 4 h');
  });
});

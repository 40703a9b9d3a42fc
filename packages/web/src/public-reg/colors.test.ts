import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@foyer/shared';
import { pageStyle, readableAccent, readableOn } from './colors';

describe('page colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#fff', '#ffffff')).toBe(1);
  });

  it.each(['#0b3d91', '#fde047', '#777777', '#ff0000', '#00ff00', '#1f5fbf', '#eef1f6'])(
    'picks text on %s that passes AA',
    (main) => {
      expect(contrastRatio(main, readableOn(main))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps a label colour that reads on white and darkens one that does not', () => {
    expect(readableAccent('#0b3d91')).toBe('#0b3d91');
    const yellow = readableAccent('#facc15');
    expect(yellow).not.toBe('#facc15');
    expect(contrastRatio(yellow, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(readableAccent('not a colour')).toBe('#111827');
  });

  it('gives the page its custom properties, white text on the darkened label', () => {
    const style = pageStyle({ mainColor: '#fde047', labelColor: '#facc15', font: 'lora' });
    expect(style['--on-main']).toBe('#111827');
    expect(contrastRatio(style['--label']!, style['--on-label']!)).toBeGreaterThanOrEqual(4.5);
    expect(style['--font']).toBe('"Lora", Georgia, "Times New Roman", serif');
  });
});

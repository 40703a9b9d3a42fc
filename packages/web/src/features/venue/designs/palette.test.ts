import { describe, expect, it } from 'vitest';
import { mix, paletteOf } from './palette';

describe('paletteOf', () => {
  it('tints walls and floor towards the main colour and keeps the lettering colour', () => {
    const blue = paletteOf({ main: '#1f5fbf', text: '#FFFFFF' });
    const red = paletteOf({ main: '#c92a2a', text: '#000' });
    expect(blue.main).toBe('#1f5fbf');
    expect(blue.text).toBe('#ffffff');
    expect(red.text).toBe('#000000');
    expect(blue.wall).not.toBe(red.wall);
    expect(blue.floor).not.toBe(red.floor);
  });

  it('falls back to a usable colour for a malformed value', () => {
    expect(paletteOf({ main: 'nonsense', text: '#fff' }).main).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('mixes two colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#102030', '#102030', 0.3)).toBe('#102030');
  });
});

import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './encoding.js';

describe('preferredEncoding', () => {
  it('takes brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0.0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding(['deflate', 'BR'])).toBe('br');
  });
});

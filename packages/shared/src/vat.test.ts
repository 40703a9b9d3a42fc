import { describe, expect, it } from 'vitest';
import { EU_COUNTRY_CODES } from './countryCodes.js';
import { isValidVatId, normalizeVatId, vatIdIssue } from './vat.js';

describe('isValidVatId', () => {
  it.each([
    ['DE', 'DE123456789'],
    ['DE', 'de 123 456 789'],
    ['AT', 'ATU12345678'],
    ['FR', 'FRXX123456789'],
    ['FR', 'FR12345678901'],
    ['NL', 'NL123456789B01'],
    ['GR', 'EL123456789'],
    ['ES', 'ESX1234567X'],
    ['ES', 'ES12345678Z'],
    ['IE', 'IE1234567WA'],
    ['BE', 'BE0123456789'],
    ['SE', 'SE123456789001'],
    ['IT', 'IT12345678901'],
  ])('%s %s is valid', (country, id) => {
    expect(isValidVatId(country, id)).toBe(true);
  });

  it.each([
    ['DE', '123456789'],
    ['DE', 'DE12345678'],
    ['DE', 'AT123456789'],
    ['AT', 'AT12345678'],
    ['GR', 'GR123456789'],
    ['NL', 'NL123456789'],
    ['BE', 'BE2123456789'],
    ['FR', 'FRIO123456789'],
    ['DE', ''],
  ])('%s %s is refused', (country, id) => {
    expect(isValidVatId(country, id)).toBe(false);
  });

  it('knows a format for every EU country', () => {
    for (const c of EU_COUNTRY_CODES) expect(isValidVatId(c, `${c}x`)).toBe(false);
  });

  it('accepts any id up to 30 characters outside the EU', () => {
    expect(isValidVatId('CH', 'CHE-123.456.789 MWST')).toBe(true);
    expect(isValidVatId('US', 'x'.repeat(31))).toBe(false);
  });

  it('normalises spaces, dots, dashes and case', () => {
    expect(normalizeVatId(' de-123.456 789 ')).toBe('DE123456789');
  });
});

describe('vatIdIssue', () => {
  it('requires an id for EU countries only', () => {
    expect(vatIdIssue('DE', '')).toBe('validation.vatRequired');
    expect(vatIdIssue('DE', undefined)).toBe('validation.vatRequired');
    expect(vatIdIssue('CH', '')).toBeUndefined();
  });

  it('checks the EU format', () => {
    expect(vatIdIssue('DE', 'DE12')).toBe('validation.vatFormat');
    expect(vatIdIssue('DE', 'DE123456789')).toBeUndefined();
    expect(vatIdIssue('US', 'anything')).toBeUndefined();
  });
});

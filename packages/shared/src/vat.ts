import { isEuCountry } from './countryCodes.js';
import { MSG } from './validators.js';

/**
 * VAT id formats of the EU member states (VIES), without the country prefix. Greece uses `EL`.
 * Only the format is checked, not whether the number is registered.
 */
const EU_VAT_FORMATS: Record<string, { prefix: string; body: RegExp }> = {
  AT: { prefix: 'AT', body: /^U\d{8}$/ },
  BE: { prefix: 'BE', body: /^[01]\d{9}$/ },
  BG: { prefix: 'BG', body: /^\d{9,10}$/ },
  HR: { prefix: 'HR', body: /^\d{11}$/ },
  CY: { prefix: 'CY', body: /^\d{8}[A-Z]$/ },
  CZ: { prefix: 'CZ', body: /^\d{8,10}$/ },
  DK: { prefix: 'DK', body: /^\d{8}$/ },
  EE: { prefix: 'EE', body: /^\d{9}$/ },
  FI: { prefix: 'FI', body: /^\d{8}$/ },
  FR: { prefix: 'FR', body: /^[0-9A-HJ-NP-Z]{2}\d{9}$/ },
  DE: { prefix: 'DE', body: /^\d{9}$/ },
  GR: { prefix: 'EL', body: /^\d{9}$/ },
  HU: { prefix: 'HU', body: /^\d{8}$/ },
  IE: { prefix: 'IE', body: /^(?:\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/ },
  IT: { prefix: 'IT', body: /^\d{11}$/ },
  LV: { prefix: 'LV', body: /^\d{11}$/ },
  LT: { prefix: 'LT', body: /^(?:\d{9}|\d{12})$/ },
  LU: { prefix: 'LU', body: /^\d{8}$/ },
  MT: { prefix: 'MT', body: /^\d{8}$/ },
  NL: { prefix: 'NL', body: /^\d{9}B\d{2}$/ },
  PL: { prefix: 'PL', body: /^\d{10}$/ },
  PT: { prefix: 'PT', body: /^\d{9}$/ },
  RO: { prefix: 'RO', body: /^[1-9]\d{1,9}$/ },
  SK: { prefix: 'SK', body: /^\d{10}$/ },
  SI: { prefix: 'SI', body: /^\d{8}$/ },
  ES: { prefix: 'ES', body: /^(?:[A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/ },
  SE: { prefix: 'SE', body: /^\d{10}01$/ },
};

/** Upper case without spaces, dots and dashes: how a VAT id is compared and stored. */
export const normalizeVatId = (vatId: string) => vatId.replace(/[\s.-]/g, '').toUpperCase();

/**
 * Whether the VAT id has the EU format of the country (spec §5): the country's prefix (EL for
 * Greece) and its number pattern; spaces, dots and dashes are ignored. Outside the EU any
 * non-empty id up to 30 characters passes. An empty id is never valid here — whether one is
 * required is the caller's rule (see `vatIdIssue`).
 */
export function isValidVatId(country: string, vatId: string): boolean {
  const id = normalizeVatId(vatId);
  if (!id) return false;
  const format = EU_VAT_FORMATS[country];
  if (!format) return id.length <= 30;
  return id.startsWith(format.prefix) && format.body.test(id.slice(format.prefix.length));
}

/**
 * The issue of a VAT id for a country, as a `validation.*` key, or undefined: required for EU
 * countries (`validation.vatRequired`), in the country's EU format (`validation.vatFormat`).
 */
export function vatIdIssue(country: string, vatId: string | undefined): string | undefined {
  const id = (vatId ?? '').trim();
  if (!id) return isEuCountry(country) ? MSG.vatRequired : undefined;
  if (isEuCountry(country) && !isValidVatId(country, id)) return MSG.vatFormat;
  return undefined;
}

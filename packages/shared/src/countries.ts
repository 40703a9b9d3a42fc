import countries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import type { Language } from './i18n.js';

for (const locale of [de, en, es, fr]) countries.registerLocale(locale);

/** EU member states, for which a VAT id is required (spec §9). */
export const EU_COUNTRY_CODES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

/** Every ISO 3166-1 alpha-2 code. */
export const COUNTRY_CODES: readonly string[] = Object.keys(countries.getAlpha2Codes());

export const isCountryCode = (code: string) => COUNTRY_CODES.includes(code);
export const isEuCountry = (code: string) => (EU_COUNTRY_CODES as readonly string[]).includes(code);

/** Countries with names in the given language, sorted by name. */
export function countryOptions(language: Language): { value: string; label: string }[] {
  return COUNTRY_CODES.map((code) => ({
    value: code,
    label: countries.getName(code, language) ?? code,
  })).sort((a, b) => a.label.localeCompare(b.label, language));
}

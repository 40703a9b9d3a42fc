import countries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import { COUNTRY_CODES } from './countryCodes.js';
import type { Language } from './i18n.js';

for (const locale of [de, en, es, fr]) countries.registerLocale(locale);

/** Countries with names in the given language, sorted by name. */
export function countryOptions(language: Language): { value: string; label: string }[] {
  return COUNTRY_CODES.map((code) => ({
    value: code,
    label: countries.getName(code, language) ?? code,
  })).sort((a, b) => a.label.localeCompare(b.label, language));
}

/** Interface languages (spec §1); English is the default. */
export const LANGUAGES = ['en', 'de', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Reads a `language` header value, falling back to English. */
export function parseLanguage(value: unknown): Language {
  const v = typeof value === 'string' ? value.slice(0, 2).toLowerCase() : '';
  return (LANGUAGES as readonly string[]).includes(v) ? (v as Language) : DEFAULT_LANGUAGE;
}

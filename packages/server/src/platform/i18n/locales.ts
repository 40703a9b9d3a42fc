import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@foyer/shared';

const require = createRequire(import.meta.url);
const files = new Map<string, Record<Language, Record<string, unknown>>>();

/** A locale file of @foyer/shared (`mail`, `sms`, `reporting`) in every language, read once per process. */
function localeFile(name: string): Record<Language, Record<string, unknown>> {
  let file = files.get(name);
  if (!file) {
    file = Object.fromEntries(
      LANGUAGES.map((lang) => [
        lang,
        JSON.parse(readFileSync(require.resolve(`@foyer/shared/locales/${lang}/${name}.json`), 'utf8')),
      ]),
    ) as Record<Language, Record<string, unknown>>;
    files.set(name, file);
  }
  return file;
}

/**
 * The texts of one section of a server locale file (`section` undefined: the whole file), as a
 * lookup by language: an unknown language answers English. Throws when the file is missing.
 */
export function localeTexts<T>(
  name: 'mail' | 'sms' | 'reporting' | 'advanced' | 'sustainability',
  section?: string,
): (language: string) => T {
  const file = localeFile(name);
  const of = (lang: Language) => (section === undefined ? file[lang] : file[lang][section]) as T;
  return (language) =>
    of((LANGUAGES as readonly string[]).includes(language) ? (language as Language) : DEFAULT_LANGUAGE);
}

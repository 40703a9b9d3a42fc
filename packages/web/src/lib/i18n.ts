import { DEFAULT_LANGUAGE, LANGUAGES, type Language, parseLanguage } from '@foyer/shared';
import firstTexts from 'virtual:foyer-first-texts';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_KEY = 'foyer.language';

function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return stored && (LANGUAGES as readonly string[]).includes(stored)
      ? (stored as Language)
      : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * The other languages' texts, each a chunk of its own loaded when first shown (each is about 40 KB of
 * the first screen's JavaScript, gzipped); English, the default and fallback, is in the bundle.
 */
const OTHER_LANGUAGES = {
  de: () => import('@foyer/shared/locales/de/app.json'),
  es: () => import('@foyer/shared/locales/es/app.json'),
  fr: () => import('@foyer/shared/locales/fr/app.json'),
} satisfies Record<Exclude<Language, 'en'>, () => Promise<unknown>>;

void i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend((language: string) =>
      language in OTHER_LANGUAGES ? OTHER_LANGUAGES[language as keyof typeof OTHER_LANGUAGES]() : undefined,
    ),
  )
  .init({
    resources: { en: { app: firstTexts } },
    // English's first screens' sections come with the bundle (the rest: loadAllTexts); the other
    // languages whole through the backend above.
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: ['app'],
    defaultNS: 'app',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

/** Adds texts to English's, loaded once; a failure is tried again next time. */
function textsLoader(load: () => Promise<{ default: Record<string, unknown> }>): () => Promise<void> {
  let loading: Promise<void> | undefined;
  return () => {
    loading ??= load().then(
      (texts) => {
        i18n.addResourceBundle(DEFAULT_LANGUAGE, 'app', texts.default, true, true);
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}

/**
 * Loads every English text (a chunk of its own): the entry carries only the sections of the first
 * screens (lib/firstTexts.ts). Every other screen and dialog awaits this before it shows, so that
 * none ever shows a key (app/lazyPage.ts, ui/lazyDialog.tsx).
 */
export const loadAllTexts = textsLoader(() => import('@foyer/shared/locales/en/app.json'));

/** Loads the sections the venue adds to the first screens' (lib/firstTexts.ts), a smaller chunk. */
export const loadVenueTexts = textsLoader(() => import('virtual:foyer-venue-texts'));

/** Resolves once the texts of the language the app starts in are there (at once for English). */
export function languageReady(): Promise<void> {
  return i18n.loadLanguages(i18n.language).then(() => undefined);
}

/** The current interface language. */
export const currentLanguage = (): Language => parseLanguage(i18n.language);

/** Shows the interface in `language` and sets `<html lang>`, without remembering it. */
export async function applyLanguage(language: Language): Promise<void> {
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

/** Switches the language, remembers it locally and sets `<html lang>`. */
export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  await applyLanguage(language);
}

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
};

export default i18n;

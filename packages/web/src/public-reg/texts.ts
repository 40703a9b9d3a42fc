import type { Language } from '@foyer/shared';
import { createContext, useContext } from 'react';
import type en from '@foyer/shared/locales/en/public.json';

/** The visitor page's texts (locales/<lang>/public.json, key `public`). */
export type PublicTexts = (typeof en)['public'];

// One loader per language, so the bundle fetches only the page's language.
const LOADERS: Record<Language, () => Promise<{ default: { public: PublicTexts } }>> = {
  en: () => import('@foyer/shared/locales/en/public.json'),
  de: () => import('@foyer/shared/locales/de/public.json'),
  es: () => import('@foyer/shared/locales/es/public.json'),
  fr: () => import('@foyer/shared/locales/fr/public.json'),
};

/** Loads the texts of one language (one small chunk). */
export async function loadTexts(language: Language): Promise<PublicTexts> {
  return (await LOADERS[language]()).default.public;
}

/** A text by dotted key (`form.email`), with `{{name}}` placeholders filled; the key itself when missing. */
export function translate(texts: PublicTexts, key: string, vars: Record<string, string> = {}): string {
  let value: unknown = texts;
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') return key;
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
}

/** The text of a validation message key from the schemas (`validation.email`); a generic one if unknown. */
export function validationText(texts: PublicTexts, messageKey: string): string {
  const name = messageKey.replace(/^validation\./, '') as keyof PublicTexts['validation'];
  return texts.validation[name] ?? texts.validation.invalid;
}

export const TextsContext = createContext<PublicTexts | null>(null);

/** The loaded texts; only used below the provider, which renders once they are there. */
export function useTexts(): PublicTexts {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('useTexts outside TextsContext');
  return texts;
}

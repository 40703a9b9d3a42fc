import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@foyer/shared';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import type { TemplateTexts } from './en.js';

export type { TemplateTexts } from './en.js';

const TEXTS: Record<Language, TemplateTexts> = { en, de, fr, es };

/** The template texts of a language (English for an unknown one). Throws nothing. */
export function templateTexts(language: string): TemplateTexts {
  return (LANGUAGES as readonly string[]).includes(language)
    ? TEXTS[language as Language]
    : TEXTS[DEFAULT_LANGUAGE];
}

import type { Language } from '@foyer/shared';

/**
 * The template assets' names in the other languages, by template key (English is the stored name,
 * TEMPLATE_SOURCES). Every account sees one shared set of rows; each user reads them in their language.
 */
export const TEMPLATE_ASSET_NAMES: Record<string, Record<Exclude<Language, 'en'>, string>> = {
  'backdrop-main-hall': {
    de: 'Hintergrund Haupthalle',
    fr: 'Décor du hall principal',
    es: 'Fondo del vestíbulo principal',
  },
  'backdrop-exhibition-hall': {
    de: 'Hintergrund Ausstellungshalle',
    fr: 'Décor du hall d’exposition',
    es: 'Fondo del pabellón de exposición',
  },
  'backdrop-auditorium': {
    de: 'Hintergrund Auditorium',
    fr: 'Décor de l’auditorium',
    es: 'Fondo del auditorio',
  },
  'backdrop-lounge': { de: 'Hintergrund Lounge', fr: 'Décor du salon', es: 'Fondo del salón' },
  'backdrop-booth-wall': {
    de: 'Hintergrund Standwand',
    fr: 'Décor du mur de stand',
    es: 'Fondo de la pared del stand',
  },
  'banner-16-9': {
    de: 'Anmeldebanner 16:9',
    fr: 'Bannière d’inscription 16:9',
    es: 'Banner de registro 16:9',
  },
  'logo-placeholder': {
    de: 'Logo-Platzhalter 140x38',
    fr: 'Emplacement du logo 140x38',
    es: 'Marcador de logotipo 140x38',
  },
  'art-conference-stage': {
    de: 'Konferenzbühne mit Keynote',
    fr: 'Scène de conférence',
    es: 'Escenario de la conferencia',
  },
  'art-conference-poster': {
    de: 'Konferenzplakat',
    fr: 'Affiche de la conférence',
    es: 'Cartel de la conferencia',
  },
  'art-job-fair-booths': {
    de: 'Stände der Jobmesse',
    fr: 'Stands du salon de l’emploi',
    es: 'Stands de la feria de empleo',
  },
  'art-job-fair-board': { de: 'Stellenwand', fr: 'Tableau des offres', es: 'Tablón de empleo' },
  'sample-brochure': { de: 'Beispielbroschüre', fr: 'Brochure d’exemple', es: 'Folleto de ejemplo' },
  'sample-venue-loop': {
    de: 'Beispielvideo Venue',
    fr: 'Vidéo d’exemple du lieu',
    es: 'Vídeo de ejemplo del recinto',
  },
  'staff-host-navy': {
    de: 'Gastgeber im marineblauen Anzug',
    fr: 'Hôte en costume bleu marine',
    es: 'Anfitrión con traje azul marino',
  },
  'staff-guide-teal': { de: 'Guide in Petrol', fr: 'Guide en bleu canard', es: 'Guía en verde azulado' },
  'staff-expert-red': {
    de: 'Expertin im roten Blazer',
    fr: 'Experte en blazer rouge',
    es: 'Experta con americana roja',
  },
  'staff-technician-grey': { de: 'Techniker in Grau', fr: 'Technicien en gris', es: 'Técnico de gris' },
  'staff-manager-purple': { de: 'Managerin in Lila', fr: 'Manager en violet', es: 'Gerente de morado' },
  'staff-greeter-green': { de: 'Empfang in Grün', fr: 'Accueil en vert', es: 'Recepción de verde' },
  'staff-speaker-orange': {
    de: 'Sprecherin in Orange',
    fr: 'Intervenante en orange',
    es: 'Ponente de naranja',
  },
};

/** A template asset's name in `language` (its stored English name otherwise). Throws nothing. */
export function templateAssetName(templateKey: string | null, stored: string, language: Language): string {
  if (!templateKey || language === 'en') return stored;
  return TEMPLATE_ASSET_NAMES[templateKey]?.[language] ?? stored;
}

/** Template keys whose name in `language` contains `search` (case-insensitive). Throws nothing. */
export function templateKeysNamed(search: string, language: Language): string[] {
  if (language === 'en') return [];
  const needle = search.toLocaleLowerCase(language);
  return Object.entries(TEMPLATE_ASSET_NAMES)
    .filter(([, names]) => names[language].toLocaleLowerCase(language).includes(needle))
    .map(([key]) => key);
}

/**
 * The sections (top-level keys) of the English texts that come with the app's entry: those the first
 * screens use (/login and /events/list with their layouts, spec budget P5, issue 20), plus the ones a
 * server's answer may name there (errors, validation, fields, password). The build makes them the
 * module `virtual:foyer-first-texts` (vite.config.ts); the venue loads its own sections
 * (VENUE_TEXT_SECTIONS), every other screen and dialog all the texts before it shows (lib/i18n.ts
 * `loadAllTexts`, app/lazyPage.ts, ui/lazyDialog.tsx).
 * firstTexts.test.ts proves the list covers every key those screens' modules name.
 */
export const FIRST_TEXT_SECTIONS: readonly string[] = [
  'assets',
  'auth',
  'comingSoon',
  'common',
  'createEvent',
  'editor',
  'errors',
  'events',
  'eventsList',
  'fields',
  'help',
  'inbox',
  'info',
  'menu',
  'nav',
  'notFound',
  'password',
  'quota',
  'screens',
  'shell',
  'subscription',
  'support',
  'tour',
  'upload',
  'validation',
  'venue',
];

/**
 * The sections the live venue (/v/…) needs beyond the first ones: the module
 * `virtual:foyer-venue-texts`, which the venue loads instead of all the texts.
 */
export const VENUE_TEXT_SECTIONS: readonly string[] = [
  'elementForm',
  'venuePreview',
  'visit',
  'visitChat',
  'visitDirect',
  'visitQa',
  'visitRating',
  'visitTargets',
  'visitVideo',
  'webcasts',
];

/** The venue's screen, whose static imports make up the venue (the test reads its graph). */
export const VENUE_MODULES = ['src/features/visit/VisitVenuePage.tsx'] as const;

/**
 * What the venue loads later, when a visitor opens it (ui/lazyDialog.tsx with the venue's texts):
 * the viewers and the call screen. Their texts are the venue's too (the test reads their graphs).
 */
export const VENUE_LAZY_MODULES = [
  'src/features/visit/targets/TargetViewer.tsx',
  'src/features/visit/video/CallDialog.tsx',
] as const;

/** The modules whose static imports make up the first screens (the test reads their graph). */
export const FIRST_SCREEN_MODULES = [
  'src/main.tsx',
  'src/app/PublicLayout.tsx',
  'src/features/auth/pages/LoginPage.tsx',
  'src/app/shell/AppLayout.tsx',
  'src/features/events/pages/EventsListPage.tsx',
] as const;

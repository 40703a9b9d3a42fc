/**
 * The product tour (spec §6 "product tour and support", starter and business): a short guided walk
 * through the screen the organiser is on — the events list, the venue editor or the registration page
 * editor. Steps point at `data-tour` anchors of those screens; a step whose anchor is not on screen
 * (a phone layout, an empty list) is left out rather than shown in the void.
 */

export const TOURS = ['events', 'editor', 'regpage'] as const;
export type TourName = (typeof TOURS)[number];

/** One step: the anchor's `data-tour` value and the i18n key of its title and text (`tour.<key>.title|text`). */
export type TourStep = { anchor: string; key: string };

export const TOUR_STEPS: Record<TourName, readonly TourStep[]> = {
  events: [
    { anchor: 'main-nav', key: 'events.nav' },
    { anchor: 'create-event', key: 'events.create' },
    { anchor: 'page', key: 'events.list' },
    { anchor: 'help', key: 'events.help' },
  ],
  editor: [
    { anchor: 'editor-tree', key: 'editor.tree' },
    { anchor: 'editor-form', key: 'editor.form' },
    { anchor: 'editor-preview', key: 'editor.preview' },
  ],
  regpage: [
    { anchor: 'regpage-form', key: 'regpage.form' },
    { anchor: 'regpage-preview', key: 'regpage.preview' },
    { anchor: 'help', key: 'regpage.help' },
  ],
};

/** The tour of the screen at `pathname`; the events list's tour for every other screen. */
export function tourFor(pathname: string): TourName {
  if (/^\/events\/edit\/[^/]+/.test(pathname)) return 'editor';
  if (/^\/events\/regpage\/[^/]+/.test(pathname)) return 'regpage';
  return 'events';
}

/** The CSS selector of a step's anchor. */
export const anchorSelector = (anchor: string) => `[data-tour="${anchor}"]`;

/** Remembered once the tour was offered after the first login (offered once per browser). */
export const TOUR_OFFERED_KEY = 'foyer.tourOffered';

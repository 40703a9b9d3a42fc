import type { RegPageFont } from '@foyer/shared';

/**
 * The page's bundled web fonts. Each loads only its latin 400 and 700 faces (woff2 first), as a
 * chunk of its own, so a page never carries the fonts it does not use.
 */
const LOADERS: Record<RegPageFont, () => Promise<unknown>> = {
  inter: () =>
    Promise.all([import('@fontsource/inter/latin-400.css'), import('@fontsource/inter/latin-700.css')]),
  montserrat: () =>
    Promise.all([
      import('@fontsource/montserrat/latin-400.css'),
      import('@fontsource/montserrat/latin-700.css'),
    ]),
  lora: () =>
    Promise.all([import('@fontsource/lora/latin-400.css'), import('@fontsource/lora/latin-700.css')]),
  'playfair-display': () =>
    Promise.all([
      import('@fontsource/playfair-display/latin-400.css'),
      import('@fontsource/playfair-display/latin-700.css'),
    ]),
};

/** The name of each font, as the organiser picks it. */
export const FONT_NAMES: Record<RegPageFont, string> = {
  inter: 'Inter',
  montserrat: 'Montserrat',
  lora: 'Lora',
  'playfair-display': 'Playfair Display',
};

const FALLBACK: Record<RegPageFont, string> = {
  inter: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  montserrat: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  lora: 'Georgia, "Times New Roman", serif',
  'playfair-display': 'Georgia, "Times New Roman", serif',
};

/** The CSS font-family of a font, with a system fallback of its kind while it loads. */
export const fontStack = (font: RegPageFont) => `"${FONT_NAMES[font]}", ${FALLBACK[font]}`;

const loaded = new Map<RegPageFont, Promise<void>>();

/** Loads a font's faces once; a failure (offline) leaves the fallback and may be retried. Throws nothing. */
export function loadFont(font: RegPageFont): Promise<void> {
  const known = loaded.get(font);
  if (known) return known;
  const loader = LOADERS[font] ?? LOADERS.inter;
  const promise = loader().then(
    () => undefined,
    () => {
      loaded.delete(font);
    },
  );
  loaded.set(font, promise);
  return promise;
}

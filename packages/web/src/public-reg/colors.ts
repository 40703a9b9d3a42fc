import { type RegPageFont, type Rgb, contrastRatio, rgbOf } from '@foyer/shared';
import { fontStack } from './fonts';

/**
 * Readable colours on the page's own colours (WCAG 2 contrast): text on the main colour, and the
 * label colour darkened until it reads on the white cards.
 */

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

export const DARK_TEXT = '#111827';
export const LIGHT_TEXT = '#ffffff';

/**
 * Text for a background colour (#rgb or #rrggbb) that passes AA (4.5): the page's dark ink or white,
 * whichever contrasts more; for the few mid tones where neither does, pure black or white.
 */
export function readableOn(background: string): string {
  if (!rgbOf(background)) return DARK_TEXT;
  const dark = contrastRatio(background, DARK_TEXT);
  const light = contrastRatio(background, LIGHT_TEXT);
  if (Math.max(dark, light) >= 4.5) return dark >= light ? DARK_TEXT : LIGHT_TEXT;
  return contrastRatio(background, '#000000') >= light ? '#000000' : LIGHT_TEXT;
}

/**
 * The colour itself when it reads on `background` at `ratio` (AA: 4.5 for text), else the colour
 * mixed with black step by step until it does: the brand's hue, legible.
 */
export function readableAccent(color: string, background = '#ffffff', ratio = 4.5): string {
  const rgb = rgbOf(color);
  if (!rgb) return DARK_TEXT;
  for (let step = 0; step <= 10; step++) {
    const mixed = rgb.map((c) => c * (1 - step / 10)) as Rgb;
    if (contrastRatio(toHex(mixed), background) >= ratio) return toHex(mixed);
  }
  return DARK_TEXT;
}

/**
 * The custom properties of a page's colours and font: the main colour and the text that reads on
 * it, the label colour as it reads on the white cards, and the text on a label-coloured button.
 */
export function pageStyle(page: {
  mainColor: string;
  labelColor: string;
  font: RegPageFont;
}): Record<`--${string}`, string> {
  const label = readableAccent(page.labelColor);
  return {
    '--main': page.mainColor,
    '--on-main': readableOn(page.mainColor),
    '--label': label,
    '--on-label': readableOn(label),
    '--font': fontStack(page.font),
  };
}

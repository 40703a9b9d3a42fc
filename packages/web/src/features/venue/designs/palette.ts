/** Colours of a scene, derived from the event's main and text colours. */
export type Palette = {
  main: string;
  text: string;
  mainDark: string;
  mainDeep: string;
  mainLight: string;
  mainPale: string;
  wall: string;
  wallShade: string;
  wallSide: string;
  ceiling: string;
  floor: string;
  floorLine: string;
  floorDark: string;
  trim: string;
  metal: string;
  glass: string;
  wood: string;
  woodDark: string;
  leaf: string;
  leafDark: string;
  shadow: string;
};

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const h = hex.trim().replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.padEnd(6, '0').slice(0, 6);
  const n = Number.parseInt(full, 16);
  return Number.isNaN(n) ? [31, 95, 191] : [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** `a` moved towards `b` by `t` (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as Rgb);
}

/** The scene palette: walls and floor tinted by `main`, lettering in `text`. */
export function paletteOf(colors: { main: string; text: string }): Palette {
  const main = toHex(parseHex(colors.main));
  const stone = '#e9e5df';
  return {
    main,
    text: toHex(parseHex(colors.text)),
    mainDark: mix(main, '#000000', 0.3),
    mainDeep: mix(main, '#0b0f1a', 0.6),
    mainLight: mix(main, '#ffffff', 0.45),
    mainPale: mix(main, '#ffffff', 0.8),
    wall: mix(stone, main, 0.07),
    wallShade: mix(stone, main, 0.14),
    wallSide: mix(mix(stone, main, 0.12), '#5a5f6a', 0.16),
    ceiling: mix('#f6f4f1', main, 0.05),
    floor: mix('#cbc5bc', main, 0.12),
    floorLine: mix('#b3aca1', main, 0.12),
    floorDark: mix('#8f887e', main, 0.18),
    trim: '#2c3038',
    metal: '#9aa2ad',
    glass: mix('#dbe8f2', main, 0.08),
    wood: '#c49a6c',
    woodDark: '#8a6540',
    leaf: '#4f9a5b',
    leafDark: '#2f6b3b',
    shadow: 'rgba(20, 24, 32, 0.18)',
  };
}

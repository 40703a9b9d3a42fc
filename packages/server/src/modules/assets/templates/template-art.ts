/**
 * The artwork of single templates, so that their venues do not look alike: a keynote stage with a
 * lectern for the conference (plum and gold), booths with job boards for the job fair (teal and
 * orange). Drawn as SVG without words (any language) and rasterised when the templates are seeded.
 * The motifs sit in the middle, where the wide and the portrait canvas slots crop them.
 */

import { svg } from './artwork.js';

/** Bars of a slide or a card: where words would go. */
const lines = (x: number, y: number, widths: number[], height: number, gap: number, fill: string) =>
  widths
    .map(
      (w, i) =>
        `<rect x="${x}" y="${y + i * (height + gap)}" width="${w}" height="${height}" rx="${height / 2}" fill="${fill}"/>`,
    )
    .join('');

/** A lectern with a microphone, its front at (x, y), `s` times 1. */
const lectern = (x: number, y: number, s: number) =>
  `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M-20 -30 Q-20 -70 10 -90" stroke="#2b2b36" stroke-width="6" fill="none"/>
    <ellipse cx="14" cy="-94" rx="12" ry="16" fill="#2b2b36"/>
    <path d="M-120 0 H120 L96 300 H-96 Z" fill="#5a2a82"/>
    <path d="M-130 -22 H130 L120 0 H-120 Z" fill="#f2b632"/>
    <circle cx="0" cy="120" r="46" fill="none" stroke="#f2b632" stroke-width="10"/>
    <path d="M-22 120 L0 92 L22 120 L0 148 Z" fill="#f2b632"/>
  </g>`;

/** A speaker standing behind the lectern (a silhouette). */
const speaker = (x: number, y: number) =>
  `<circle cx="${x}" cy="${y}" r="46" fill="#2a1838"/>
  <path d="M${x - 90} ${y + 210} Q${x - 86} ${y + 60} ${x} ${y + 56} Q${x + 86} ${y + 60} ${x + 90} ${y + 210} Z" fill="#2a1838"/>`;

/** Heads and shoulders of the audience, one row in the foreground. */
const audience = (y: number, count: number, fill: string) =>
  Array.from({ length: count }, (_, i) => {
    const x = (i + 0.5) * (1920 / count) + (i % 2 ? 14 : -14);
    return `<circle cx="${x}" cy="${y}" r="34" fill="${fill}"/><path d="M${x - 78} ${y + 120} Q${x - 70} ${y + 36} ${x} ${y + 34} Q${x + 70} ${y + 36} ${x + 78} ${y + 120} Z" fill="${fill}"/>`;
  }).join('');

/** The conference's keynote stage: spotlights, a screen with a chart, a lectern and an audience. */
export const conferenceStage = () =>
  svg(
    1920,
    1080,
    `<defs>
      <linearGradient id="cs-wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b1035"/><stop offset="1" stop-color="#43205f"/></linearGradient>
      <linearGradient id="cs-beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe9a8" stop-opacity="0.45"/><stop offset="1" stop-color="#ffe9a8" stop-opacity="0"/></linearGradient>
    </defs>
    <rect width="1920" height="1080" fill="url(#cs-wall)"/>
    <path d="M0 120 Q960 40 1920 120 V180 Q960 100 0 180 Z" fill="#7b2d6b"/>
    <rect x="140" y="120" width="70" height="700" fill="#6d2163"/><rect x="1710" y="120" width="70" height="700" fill="#6d2163"/>
    <rect x="520" y="220" width="880" height="420" rx="14" fill="#0f0a1c"/>
    <rect x="540" y="240" width="840" height="380" rx="6" fill="#f7f1ff"/>
    ${lines(590, 280, [420, 260], 22, 18, '#5a2a82')}
    ${[150, 210, 120, 260, 300]
      .map(
        (h, i) =>
          `<rect x="${900 + i * 80}" y="${580 - h}" width="52" height="${h}" rx="6" fill="${i === 4 ? '#f2b632' : '#c86fc9'}"/>`,
      )
      .join('')}
    <path d="M590 560 L680 470 L760 510 L850 400" stroke="#f2b632" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M400 0 L250 860 H760 Z" fill="url(#cs-beam)"/>
    <path d="M1520 0 L1160 860 H1670 Z" fill="url(#cs-beam)"/>
    <path d="M120 700 H1800 L1920 860 H0 Z" fill="#2a1838"/>
    <path d="M0 860 H1920 V884 H0 Z" fill="#f2b632"/>
    ${speaker(1420, 520)}
    ${lectern(1420, 600, 0.9)}
    <rect y="884" width="1920" height="196" fill="#140b22"/>
    ${audience(950, 11, '#0b0614')}`,
  );

/** The conference poster (portrait): a spotlit lectern and microphone, with title bars above. */
export const conferencePoster = () =>
  svg(
    1080,
    1350,
    `<defs>
      <radialGradient id="cp-spot" cx="0.5" cy="0.55" r="0.55"><stop offset="0" stop-color="#7b2d6b"/><stop offset="1" stop-color="#1b1035"/></radialGradient>
    </defs>
    <rect width="1080" height="1350" fill="url(#cp-spot)"/>
    <rect x="60" y="60" width="960" height="1230" rx="24" fill="none" stroke="#f2b632" stroke-width="8"/>
    ${lines(200, 190, [680, 460], 40, 30, '#f2b632')}
    ${lines(330, 370, [420], 20, 0, '#e9d8ff')}
    <ellipse cx="540" cy="1140" rx="380" ry="60" fill="#0f0a1c" opacity="0.6"/>
    ${speaker(540, 640)}
    ${lectern(540, 820, 1.05)}
    ${[0, 1, 2, 3, 4].map((i) => `<circle cx="${200 + i * 170}" cy="1230" r="10" fill="#f2b632"/>`).join('')}`,
  );

/** A job card pinned to a board (180x124 units at `s` 1): a pin, a coloured stripe, lines of text. */
const jobCard = (x: number, y: number, stripe: string, tilt: number, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s}) rotate(${tilt} 90 62)">
    <rect width="180" height="124" rx="8" fill="#ffffff"/>
    <rect width="180" height="26" rx="8" fill="${stripe}"/>
    ${lines(18, 44, [120, 144, 90], 12, 12, '#9aa9b3')}
    <circle cx="90" cy="6" r="11" fill="#f07c22"/>
  </g>`;

/** A briefcase sign in a circle: "we are hiring" without words. */
const briefcase = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#f07c22"/>
  <rect x="${x - r * 0.5}" y="${y - r * 0.25}" width="${r}" height="${r * 0.62}" rx="${r * 0.08}" fill="#ffffff"/>
  <rect x="${x - r * 0.2}" y="${y - r * 0.42}" width="${r * 0.4}" height="${r * 0.22}" rx="${r * 0.06}" fill="none" stroke="#ffffff" stroke-width="${r * 0.08}"/>
  <rect x="${x - r * 0.5}" y="${y - r * 0.02}" width="${r}" height="${r * 0.06}" fill="#f07c22"/>`;

/** An employer's booth: a job board with cards, a counter and a hanging sign. */
const employerBooth = (x: number, y: number, s: number, color: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M150 -150 V-40 M350 -150 V-40" stroke="#5b6b73" stroke-width="4"/>
    <rect x="110" y="-60" width="280" height="64" rx="10" fill="${color}"/>
    ${lines(160, -38, [180], 18, 0, '#ffffff')}
    <rect x="0" y="20" width="500" height="330" rx="12" fill="#fdf7ec"/>
    <rect x="24" y="44" width="300" height="280" rx="8" fill="#c99a62"/>
    ${jobCard(36, 60, color, -3, 0.8)}${jobCard(160, 110, '#f07c22', 4, 0.8)}
    ${jobCard(60, 200, '#15847f', 2, 0.8)}
    ${briefcase(412, 130, 52)}
    <rect x="-20" y="350" width="540" height="110" rx="10" fill="${color}"/>
    <rect x="-20" y="350" width="540" height="18" rx="8" fill="#f07c22"/>
  </g>`;

/** The job fair's career hall: employer booths with job boards on a light wooden floor. */
export const jobFairBooths = () =>
  svg(
    1920,
    1080,
    `<defs>
      <linearGradient id="jf-wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dff5f1"/><stop offset="1" stop-color="#a9e0d8"/></linearGradient>
    </defs>
    <rect width="1920" height="1080" fill="url(#jf-wall)"/>
    ${Array.from({ length: 9 }, (_, i) => `<rect x="${i * 240 + 40}" y="0" width="120" height="220" rx="12" fill="#ffffff" opacity="0.55"/>`).join('')}
    <rect y="760" width="1920" height="320" fill="#e9c99b"/>
    ${Array.from({ length: 13 }, (_, i) => `<path d="M${i * 160} 760 L${i * 220 - 360} 1080" stroke="#d2ab76" stroke-width="4"/>`).join('')}
    ${employerBooth(90, 420, 1, '#0f6e6a')}
    ${employerBooth(710, 360, 1, '#f07c22')}
    ${employerBooth(1330, 420, 1, '#2b5f8a')}
    <path d="M0 1010 Q480 960 960 1010 T1920 1010 V1080 H0 Z" fill="#0f6e6a" opacity="0.25"/>`,
  );

/** The job fair's job board (portrait): a framed cork board full of pinned job cards. */
export const jobFairBoard = () =>
  svg(
    1080,
    1350,
    `<rect width="1080" height="1350" fill="#0f6e6a"/>
    ${briefcase(540, 170, 96)}
    <rect x="90" y="320" width="900" height="940" rx="22" fill="#ffffff"/>
    <rect x="120" y="350" width="840" height="880" rx="12" fill="#c99a62"/>
    ${[
      [160, 410, '#0f6e6a', -4],
      [420, 400, '#f07c22', 3],
      [690, 420, '#2b5f8a', -2],
      [180, 680, '#f07c22', 2],
      [450, 700, '#0f6e6a', -3],
      [700, 690, '#f07c22', 4],
      [170, 960, '#2b5f8a', -2],
      [440, 980, '#0f6e6a', 3],
      [700, 960, '#2b5f8a', -4],
    ]
      .map(([x, y, c, tilt]) => jobCard(x as number, y as number, c as string, tilt as number, 1.25))
      .join('')}`,
  );

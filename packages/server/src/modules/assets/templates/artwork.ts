/**
 * Original artwork made for Foyer, drawn as SVG and rasterised by sharp when the templates are seeded:
 * venue backdrops, a banner, a logo placeholder, and standing staff figures for booths.
 */

/** An SVG document of this size around `body`. */
export const svg = (width: number, height: number, body: string, viewBox = `0 0 ${width} ${height}`) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;

const lights = (count: number, y: number, color: string) =>
  Array.from({ length: count }, (_, i) => {
    const x = ((i + 0.5) * 1920) / count;
    return `<circle cx="${x}" cy="${y}" r="10" fill="${color}"/><path d="M${x - 10} ${y} L${x - 120} ${y + 520} L${x + 120} ${y + 520} L${x + 10} ${y} Z" fill="${color}" opacity="0.07"/>`;
  }).join('');

/** The main hall: a wide stage with a screen, side walls and a polished floor. */
export const mainHall = () =>
  svg(
    1920,
    1080,
    `<defs>
      <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d2b4f"/><stop offset="1" stop-color="#33477a"/></linearGradient>
      <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8c6a4f"/><stop offset="1" stop-color="#4b3627"/></linearGradient>
      <radialGradient id="glow" cx="0.5" cy="0.35" r="0.5"><stop offset="0" stop-color="#9fd3ff" stop-opacity="0.55"/><stop offset="1" stop-color="#9fd3ff" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="1920" height="1080" fill="url(#wall)"/>
    <rect width="1920" height="1080" fill="url(#glow)"/>
    <path d="M0 0 L380 160 L380 760 L0 1080 Z" fill="#16213d"/>
    <path d="M1920 0 L1540 160 L1540 760 L1920 1080 Z" fill="#16213d"/>
    <path d="M0 1080 L380 760 L1540 760 L1920 1080 Z" fill="url(#floor)"/>
    ${Array.from({ length: 9 }, (_, i) => `<path d="M${380 + i * 145} 760 L${i * 240} 1080" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>`).join('')}
    <rect x="560" y="250" width="800" height="430" rx="12" fill="#0b1224"/>
    <rect x="580" y="270" width="760" height="390" rx="6" fill="#2b6cb0"/>
    <path d="M580 560 Q800 430 960 520 T1340 470 L1340 660 L580 660 Z" fill="#63b3ed" opacity="0.6"/>
    <rect x="520" y="690" width="880" height="70" fill="#2d2d3a"/>
    <rect x="520" y="690" width="880" height="10" fill="#f6ad55"/>
    ${lights(8, 40, '#fefcbf')}
    <rect x="120" y="330" width="140" height="360" rx="8" fill="#f6ad55" opacity="0.85"/>
    <rect x="1660" y="330" width="140" height="360" rx="8" fill="#f6ad55" opacity="0.85"/>`,
  );

/** The exhibition hall: rows of booths with coloured headers on a tiled floor. */
export const exhibitionHall = () => {
  const booth = (x: number, y: number, s: number, color: string) =>
    `<g transform="translate(${x} ${y}) scale(${s})">
      <rect x="0" y="0" width="260" height="150" fill="#f7fafc"/>
      <rect x="0" y="0" width="260" height="34" fill="${color}"/>
      <rect x="20" y="52" width="100" height="70" fill="#cbd5e0"/>
      <rect x="140" y="52" width="100" height="70" fill="#e2e8f0"/>
      <rect x="-10" y="150" width="280" height="40" fill="#a0aec0"/>
    </g>`;
  const colors = ['#e53e3e', '#dd6b20', '#38a169', '#3182ce', '#805ad5', '#d53f8c'];
  return svg(
    1920,
    1080,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e6f0fa"/><stop offset="1" stop-color="#b8cde6"/></linearGradient></defs>
    <rect width="1920" height="1080" fill="url(#sky)"/>
    ${Array.from({ length: 12 }, (_, i) => `<rect x="${i * 170 - 40}" y="0" width="20" height="520" fill="#94a8c4"/>`).join('')}
    <rect y="500" width="1920" height="580" fill="#d9d4c7"/>
    ${Array.from({ length: 14 }, (_, i) => `<path d="M${i * 150} 500 L${i * 300 - 1000} 1080" stroke="#bfb8a6" stroke-width="3"/>`).join('')}
    ${Array.from({ length: 5 }, (_, i) => `<path d="M0 ${520 + i * i * 28} H1920" stroke="#bfb8a6" stroke-width="3"/>`).join('')}
    ${colors.map((c, i) => booth(90 + i * 300, 380, 0.9, c)).join('')}
    ${colors
      .slice(0, 4)
      .map((c, i) => booth(60 + i * 480, 640, 1.5, colors[(i + 2) % colors.length] ?? c))
      .join('')}`,
  );
};

/** The auditorium: curved rows of seats facing a stage and a large screen. */
export const auditorium = () => {
  const rows = Array.from({ length: 6 }, (_, r) => {
    const y = 700 + r * 62;
    const seats = 12 + r * 2;
    const width = 1100 + r * 160;
    return Array.from({ length: seats }, (_, s) => {
      const x = 960 - width / 2 + (s + 0.5) * (width / seats);
      const dy = Math.abs(x - 960) ** 2 / 60000;
      return `<rect x="${x - 26}" y="${y - dy}" width="52" height="44" rx="10" fill="#9b2c2c"/><rect x="${x - 26}" y="${y - dy + 30}" width="52" height="14" rx="4" fill="#742a2a"/>`;
    }).join('');
  }).join('');
  return svg(
    1920,
    1080,
    `<defs><radialGradient id="spot" cx="0.5" cy="0.3" r="0.6"><stop offset="0" stop-color="#3c366b"/><stop offset="1" stop-color="#120f24"/></radialGradient></defs>
    <rect width="1920" height="1080" fill="url(#spot)"/>
    <rect x="420" y="110" width="1080" height="470" rx="10" fill="#0d0b1a"/>
    <rect x="440" y="130" width="1040" height="430" fill="#4c51bf"/>
    <circle cx="960" cy="345" r="120" fill="#a3bffa" opacity="0.5"/>
    <path d="M300 600 H1620 L1700 680 H220 Z" fill="#2d3748"/>
    <path d="M220 680 H1700 V700 H220 Z" fill="#f6e05e"/>
    <path d="M300 60 Q960 -20 1620 60 L1620 100 Q960 20 300 100 Z" fill="#553c9a"/>
    <rect x="180" y="80" width="90" height="560" fill="#702459"/>
    <rect x="1650" y="80" width="90" height="560" fill="#702459"/>
    <rect y="690" width="1920" height="390" fill="#1a1530"/>
    ${rows}`,
  );
};

/** The lounge: warm walls, windows, sofas and plants. */
export const lounge = () => {
  const plant = (x: number) =>
    `<rect x="${x - 40}" y="760" width="80" height="90" rx="10" fill="#975a16"/>
    ${[-50, -20, 10, 40].map((d, i) => `<ellipse cx="${x + d}" cy="${640 + (i % 2) * 40}" rx="32" ry="110" fill="${i % 2 ? '#2f855a' : '#38a169'}" transform="rotate(${d / 2} ${x} 760)"/>`).join('')}`;
  const sofa = (x: number, color: string) =>
    `<rect x="${x}" y="690" width="460" height="130" rx="30" fill="${color}"/>
    <rect x="${x + 20}" y="640" width="420" height="90" rx="26" fill="${color}" opacity="0.85"/>
    <rect x="${x - 20}" y="680" width="60" height="150" rx="24" fill="${color}"/>
    <rect x="${x + 420}" y="680" width="60" height="150" rx="24" fill="${color}"/>`;
  return svg(
    1920,
    1080,
    `<rect width="1920" height="1080" fill="#f3e3cf"/>
    <rect y="840" width="1920" height="240" fill="#b7791f"/>
    ${Array.from({ length: 16 }, (_, i) => `<rect x="${i * 124}" y="840" width="4" height="240" fill="#975a16"/>`).join('')}
    ${[260, 860, 1460].map((x) => `<rect x="${x}" y="150" width="300" height="420" rx="150" fill="#bee3f8" stroke="#fff" stroke-width="18"/><path d="M${x + 150} 160 V560 M${x + 10} 380 H${x + 290}" stroke="#fff" stroke-width="10"/>`).join('')}
    ${sofa(240, '#2c7a7b')}${sofa(1220, '#c05621')}
    <ellipse cx="960" cy="840" rx="190" ry="34" fill="#744210"/>
    <rect x="790" y="760" width="340" height="40" rx="20" fill="#2d3748"/>
    <circle cx="900" cy="745" r="16" fill="#fff"/><circle cx="1000" cy="745" r="16" fill="#fff"/>
    ${plant(120)}${plant(1800)}
    <path d="M760 0 V90 M1160 0 V90" stroke="#2d3748" stroke-width="6"/>
    <circle cx="760" cy="110" r="30" fill="#f6e05e"/><circle cx="1160" cy="110" r="30" fill="#f6e05e"/>`,
  );
};

/** A 16:9 banner for registration pages: layered waves and light shapes, room for a title on the left. */
export const banner = () =>
  svg(
    1920,
    1080,
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f4c75"/><stop offset="0.6" stop-color="#3282b8"/><stop offset="1" stop-color="#bbe1fa"/></linearGradient></defs>
    <rect width="1920" height="1080" fill="url(#b)"/>
    <circle cx="1500" cy="300" r="260" fill="#fff" opacity="0.12"/>
    <circle cx="1680" cy="520" r="160" fill="#fff" opacity="0.1"/>
    <path d="M0 760 C400 660 700 900 1100 800 S1700 640 1920 720 V1080 H0 Z" fill="#1b262c" opacity="0.35"/>
    <path d="M0 860 C500 780 800 980 1200 900 S1760 800 1920 860 V1080 H0 Z" fill="#1b262c" opacity="0.55"/>
    <rect x="140" y="380" width="760" height="26" rx="13" fill="#fff" opacity="0.9"/>
    <rect x="140" y="440" width="520" height="18" rx="9" fill="#fff" opacity="0.6"/>`,
  );

/** A booth backdrop wall: panels, a counter and a screen. */
export const boothWall = () =>
  svg(
    1920,
    1080,
    `<rect width="1920" height="1080" fill="#edf2f7"/>
    <rect x="80" y="80" width="1760" height="760" rx="16" fill="#2a4365"/>
    <rect x="120" y="120" width="520" height="680" rx="10" fill="#3c6e9f"/>
    <rect x="1280" y="120" width="520" height="680" rx="10" fill="#3c6e9f"/>
    <rect x="700" y="160" width="520" height="300" rx="8" fill="#1a202c"/>
    <rect x="716" y="176" width="488" height="268" fill="#4fd1c5"/>
    <rect y="840" width="1920" height="240" fill="#cbd5e0"/>
    <rect x="560" y="700" width="800" height="240" rx="14" fill="#f7fafc"/>
    <rect x="560" y="700" width="800" height="30" rx="10" fill="#ed8936"/>`,
  );

/** A 140x38 logo placeholder on a transparent background: a mark and two bars where a name goes. */
export const logoPlaceholder = () =>
  svg(
    140,
    38,
    `<rect x="1" y="1" width="138" height="36" rx="7" fill="none" stroke="#718096" stroke-width="2" stroke-dasharray="5 3"/>
    <circle cx="20" cy="19" r="10" fill="#4a5568"/><path d="M15 23 L20 13 L25 23 Z" fill="#fff"/>
    <rect x="38" y="11" width="88" height="7" rx="3.5" fill="#4a5568"/>
    <rect x="38" y="22" width="60" height="5" rx="2.5" fill="#a0aec0"/>`,
  );

export type FigureLook = {
  skin: string;
  hair: string;
  hairStyle: 'short' | 'long' | 'bun' | 'curly' | 'shaved' | 'ponytail';
  top: string;
  jacket?: string;
  bottom: string;
  skirt?: boolean;
  shoes: string;
};

const HAIR: Record<FigureLook['hairStyle'], (c: string) => { back: string; front: string }> = {
  short: (c) => ({
    back: '',
    front: `<path d="M69 66 Q70 30 100 30 Q131 30 131 66 Q122 46 100 46 Q80 46 69 66 Z" fill="${c}"/>`,
  }),
  long: (c) => ({
    back: `<path d="M66 64 Q64 28 100 28 Q136 28 134 64 L140 150 Q100 162 60 150 Z" fill="${c}"/>`,
    front: `<path d="M68 64 Q72 32 100 32 Q128 32 132 64 Q116 44 100 50 Q84 44 68 64 Z" fill="${c}"/>`,
  }),
  bun: (c) => ({
    back: `<circle cx="100" cy="26" r="16" fill="${c}"/>`,
    front: `<path d="M69 64 Q70 32 100 32 Q130 32 131 64 Q118 44 100 44 Q82 44 69 64 Z" fill="${c}"/>`,
  }),
  curly: (c) => ({
    back: [
      [76, 44],
      [90, 34],
      [110, 34],
      [124, 44],
      [131, 60],
      [69, 60],
      [100, 30],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="15" fill="${c}"/>`)
      .join(''),
    front: '',
  }),
  shaved: (c) => ({
    back: '',
    front: `<path d="M70 60 Q72 34 100 34 Q128 34 130 60 Q116 44 100 44 Q84 44 70 60 Z" fill="${c}" opacity="0.55"/>`,
  }),
  ponytail: (c) => ({
    back: `<path d="M128 50 Q156 70 146 130 Q138 100 124 70 Z" fill="${c}"/>`,
    front: `<path d="M69 64 Q70 30 100 30 Q131 30 131 64 Q118 44 100 44 Q82 44 69 64 Z" fill="${c}"/>`,
  }),
};

/** A standing member of staff, front view, on a transparent background (200x500 units). */
export function staffFigure(look: FigureLook): string {
  const hair = HAIR[look.hairStyle](look.hair);
  const legs = look.skirt
    ? `<rect x="74" y="330" width="20" height="140" rx="9" fill="${look.skin}"/><rect x="106" y="330" width="20" height="140" rx="9" fill="${look.skin}"/>
       <path d="M64 270 H136 L150 360 H50 Z" fill="${look.bottom}"/>`
    : `<path d="M66 270 H134 L130 472 H104 L100 320 L96 472 H70 Z" fill="${look.bottom}"/>`;
  const jacket = look.jacket
    ? `<path d="M58 128 Q60 112 86 110 L100 200 L114 110 Q140 112 142 128 L140 290 H60 Z" fill="${look.jacket}"/>
       <path d="M86 110 L100 200 L92 130 Z M114 110 L100 200 L108 130 Z" fill="#000" opacity="0.15"/>`
    : '';
  const arm = look.jacket ?? look.top;
  return svg(
    400,
    1000,
    `<ellipse cx="100" cy="482" rx="58" ry="9" fill="#000" opacity="0.18"/>
    ${hair.back}
    ${legs}
    <ellipse cx="82" cy="476" rx="17" ry="8" fill="${look.shoes}"/><ellipse cx="118" cy="476" rx="17" ry="8" fill="${look.shoes}"/>
    <rect x="90" y="92" width="20" height="26" fill="${look.skin}"/>
    <path d="M60 130 Q62 112 100 110 Q138 112 140 130 L136 290 H64 Z" fill="${look.top}"/>
    ${jacket}
    <rect x="38" y="120" width="24" height="150" rx="12" fill="${arm}" transform="rotate(6 50 120)"/>
    <rect x="138" y="120" width="24" height="150" rx="12" fill="${arm}" transform="rotate(-6 150 120)"/>
    <circle cx="41" cy="276" r="11" fill="${look.skin}"/><circle cx="159" cy="276" r="11" fill="${look.skin}"/>
    <ellipse cx="100" cy="66" rx="30" ry="35" fill="${look.skin}"/>
    <ellipse cx="70" cy="70" rx="5" ry="8" fill="${look.skin}"/><ellipse cx="130" cy="70" rx="5" ry="8" fill="${look.skin}"/>
    ${hair.front}
    <circle cx="89" cy="68" r="3.2" fill="#1a202c"/><circle cx="111" cy="68" r="3.2" fill="#1a202c"/>
    <path d="M90 84 Q100 92 110 84" stroke="#742a2a" stroke-width="2.6" fill="none" stroke-linecap="round"/>
    <path d="M88 112 L96 176 M112 112 L104 176" stroke="#2b6cb0" stroke-width="3"/>
    <rect x="88" y="174" width="24" height="32" rx="3" fill="#fff" stroke="#2b6cb0" stroke-width="2"/>
    <rect x="92" y="182" width="16" height="4" fill="#2b6cb0"/><rect x="92" y="190" width="12" height="3" fill="#a0aec0"/>`,
    '0 0 200 500',
  );
}

/** The staff figures seeded as template avatars. */
export const STAFF: { slug: string; name: string; look: FigureLook }[] = [
  {
    slug: 'staff-host-navy',
    name: 'Host in a navy suit',
    look: {
      skin: '#f1c27d',
      hair: '#4a3728',
      hairStyle: 'short',
      top: '#ffffff',
      jacket: '#1a365d',
      bottom: '#1a365d',
      shoes: '#1a202c',
    },
  },
  {
    slug: 'staff-guide-teal',
    name: 'Guide in teal',
    look: {
      skin: '#8d5524',
      hair: '#1a1a1a',
      hairStyle: 'curly',
      top: '#2c7a7b',
      bottom: '#2d3748',
      skirt: true,
      shoes: '#4a5568',
    },
  },
  {
    slug: 'staff-expert-red',
    name: 'Expert in a red blazer',
    look: {
      skin: '#e0ac69',
      hair: '#2d1b0e',
      hairStyle: 'long',
      top: '#f7fafc',
      jacket: '#c53030',
      bottom: '#1a202c',
      shoes: '#742a2a',
    },
  },
  {
    slug: 'staff-technician-grey',
    name: 'Technician in grey',
    look: {
      skin: '#c68642',
      hair: '#3b3b3b',
      hairStyle: 'shaved',
      top: '#718096',
      bottom: '#2b6cb0',
      shoes: '#1a202c',
    },
  },
  {
    slug: 'staff-manager-purple',
    name: 'Manager in purple',
    look: {
      skin: '#ffdbac',
      hair: '#b7791f',
      hairStyle: 'bun',
      top: '#6b46c1',
      bottom: '#322659',
      skirt: true,
      shoes: '#1a202c',
    },
  },
  {
    slug: 'staff-greeter-green',
    name: 'Greeter in green',
    look: {
      skin: '#5c3a21',
      hair: '#0d0d0d',
      hairStyle: 'ponytail',
      top: '#38a169',
      jacket: '#22543d',
      bottom: '#4a5568',
      shoes: '#744210',
    },
  },
  {
    slug: 'staff-speaker-orange',
    name: 'Speaker in orange',
    look: {
      skin: '#f5d0b0',
      hair: '#a0aec0',
      hairStyle: 'short',
      top: '#dd6b20',
      bottom: '#2d3748',
      shoes: '#2d3748',
    },
  },
];

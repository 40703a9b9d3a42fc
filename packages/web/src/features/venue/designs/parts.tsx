import { designById } from '@foyer/shared';
import type { ReactNode } from 'react';
import { mix, type Palette } from './palette';

/** Scene size in SVG units (16:9). */
export const W = 1600;
export const H = 900;

export type Rect = { x: number; y: number; w: number; h: number };
/**
 * `shows(slotId)`: whether the surface of a slot (panel, screen, monitor, staff spot) is drawn; the
 * visitors' venue leaves out the furniture of slots without content. Default: every slot.
 */
export type ArtProps = { p: Palette; uid: string; shows?: (slotId: string) => boolean };

/** Draws the surface of every slot (the editor, the gallery, cards). */
export const showsEverySlot = () => true;

/** A slot of a design in scene units (the artwork draws the surface the slot content sits on). */
export function rectOf(designId: string, slotId: string): Rect {
  const s = designById(designId)?.slots.find((x) => x.id === slotId);
  if (!s) return { x: 0, y: 0, w: 0, h: 0 };
  return { x: (s.x * W) / 100, y: (s.y * H) / 100, w: (s.w * W) / 100, h: (s.h * H) / 100 };
}

const pts = (...xy: number[]) => {
  const out: string[] = [];
  for (let i = 0; i < xy.length; i += 2) out.push(`${xy[i]},${xy[i + 1]}`);
  return out.join(' ');
};
export { pts };

/** Gradients of a room's surfaces (ids prefixed by the scene's uid: several scenes share a page). */
function ShellDefs({ p, uid }: ArtProps) {
  return (
    <defs>
      <linearGradient id={`${uid}-wall`} x1={0} y1={0} x2={0} y2={1}>
        <stop offset={0} stopColor={mix(p.wall, '#ffffff', 0.4)} />
        <stop offset={1} stopColor={p.wallShade} />
      </linearGradient>
      <linearGradient id={`${uid}-side-l`} x1={0} y1={0} x2={1} y2={0}>
        <stop offset={0} stopColor={mix(p.wallSide, '#000000', 0.14)} />
        <stop offset={1} stopColor={p.wallSide} />
      </linearGradient>
      <linearGradient id={`${uid}-side-r`} x1={1} y1={0} x2={0} y2={0}>
        <stop offset={0} stopColor={mix(p.wallSide, '#000000', 0.14)} />
        <stop offset={1} stopColor={p.wallSide} />
      </linearGradient>
      <linearGradient id={`${uid}-floor`} x1={0} y1={0} x2={0} y2={1}>
        <stop offset={0} stopColor={mix(p.floor, p.floorDark, 0.3)} />
        <stop offset={1} stopColor={mix(p.floor, '#ffffff', 0.18)} />
      </linearGradient>
    </defs>
  );
}

/** One-point perspective box: ceiling, side walls, back wall and a tiled floor. */
export function Shell({
  p,
  uid,
  l,
  r,
  t,
  b,
  tiles = 12,
  children,
}: ArtProps & { l: number; r: number; t: number; b: number; tiles?: number; children?: ReactNode }) {
  return (
    <g>
      <ShellDefs p={p} uid={uid} />
      <polygon points={pts(0, 0, W, 0, r, t, l, t)} fill={p.ceiling} />
      <polygon points={pts(0, 0, l, t, l, b, 0, H)} fill={`url(#${uid}-side-l)`} />
      <polygon points={pts(W, 0, r, t, r, b, W, H)} fill={`url(#${uid}-side-r)`} />
      <rect x={l} y={t} width={r - l} height={b - t} fill={`url(#${uid}-wall)`} />
      {children}
      <Floor p={p} uid={uid} l={l} r={r} b={b} tiles={tiles} />
      <line x1={l} y1={b} x2={r} y2={b} stroke={p.floorDark} strokeWidth={4} />
      <line x1={0} y1={H} x2={l} y2={b} stroke={p.floorDark} strokeWidth={3} opacity={0.5} />
      <line x1={W} y1={H} x2={r} y2={b} stroke={p.floorDark} strokeWidth={3} opacity={0.5} />
    </g>
  );
}

/** A perspective floor from the back edge (l..r at y b) to the bottom of the scene. */
export function Floor({
  p,
  uid,
  l,
  r,
  b,
  tiles = 12,
}: ArtProps & { l: number; r: number; b: number; tiles?: number }) {
  const rays: ReactNode[] = [];
  for (let i = 0; i <= tiles; i++) {
    const x0 = l + ((r - l) * i) / tiles;
    const x1 = (W * i) / tiles;
    rays.push(<line key={`r${i}`} x1={x0} y1={b} x2={x1} y2={H} />);
  }
  const rows: ReactNode[] = [];
  let y = b;
  let step = 14;
  while (y < H) {
    y += step;
    step *= 1.45;
    // rows end at the floor's edges, not on the side walls
    const f = Math.min(1, (y - b) / (H - b));
    rows.push(<line key={`h${y}`} x1={l * (1 - f)} y1={y} x2={r + (W - r) * f} y2={y} />);
  }
  return (
    <g>
      <polygon points={pts(l, b, r, b, W, H, 0, H)} fill={uid ? `url(#${uid}-floor)` : p.floor} />
      <g stroke={p.floorLine} strokeWidth={2} opacity={0.7}>
        {rays}
        {rows}
      </g>
      {/* the sheen of a polished floor below the back wall */}
      <ellipse cx={(l + r) / 2} cy={b + 70} rx={(r - l) * 0.45} ry={60} fill="#ffffff" opacity={0.14} />
    </g>
  );
}

/** A glass double door in a back wall, with a lit lintel. */
export function FrontDoor({ p, r }: { p: Palette; r: Rect }) {
  const half = r.w / 2;
  return (
    <g>
      <rect x={r.x - 8} y={r.y - 8} width={r.w + 16} height={r.h + 8} fill={p.trim} rx={3} />
      <rect x={r.x} y={r.y} width={r.w} height={r.h} fill={p.mainDeep} />
      <rect
        x={r.x + 6}
        y={r.y + r.h * 0.28}
        width={half - 9}
        height={r.h * 0.72 - 4}
        fill={p.glass}
        opacity={0.55}
      />
      <rect
        x={r.x + half + 3}
        y={r.y + r.h * 0.28}
        width={half - 9}
        height={r.h * 0.72 - 4}
        fill={p.glass}
        opacity={0.55}
      />
      <rect x={r.x + half - 10} y={r.y + r.h * 0.6} width={5} height={r.h * 0.14} fill={p.metal} />
      <rect x={r.x + half + 5} y={r.y + r.h * 0.6} width={5} height={r.h * 0.14} fill={p.metal} />
      <rect x={r.x} y={r.y} width={r.w} height={r.h * 0.26} fill={p.main} />
    </g>
  );
}

/** A door in a side wall, drawn in perspective inside its slot rectangle. */
export function SideDoor({ p, r, side }: { p: Palette; r: Rect; side: 'left' | 'right' }) {
  const near = side === 'left' ? r.x : r.x + r.w;
  const far = side === 'left' ? r.x + r.w : r.x;
  const lift = r.h * 0.14;
  const frame = pts(near, r.y, far, r.y + lift, far, r.y + r.h - lift * 0.4, near, r.y + r.h);
  const inset = (f: number) => near + (far - near) * f;
  return (
    <g>
      <polygon points={frame} fill={p.trim} />
      <polygon
        points={pts(
          inset(0.1),
          r.y + lift * 0.1 + 8,
          inset(0.9),
          r.y + lift * 0.9 + 8,
          inset(0.9),
          r.y + r.h - lift * 0.36,
          inset(0.1),
          r.y + r.h - lift * 0.04,
        )}
        fill={p.mainDeep}
      />
      <polygon
        points={pts(
          inset(0.1),
          r.y + 8,
          inset(0.9),
          r.y + lift * 0.9 + 8,
          inset(0.9),
          r.y + r.h * 0.3,
          inset(0.1),
          r.y + r.h * 0.28,
        )}
        fill={p.main}
      />
      <polygon
        points={pts(
          inset(0.2),
          r.y + r.h * 0.36,
          inset(0.8),
          r.y + r.h * 0.38,
          inset(0.8),
          r.y + r.h * 0.88,
          inset(0.2),
          r.y + r.h * 0.94,
        )}
        fill={p.glass}
        opacity={0.4}
      />
    </g>
  );
}

/** A fabric banner hanging on two wires, with top and bottom bars. */
export function HangingBanner({ p, r, top = 0 }: { p: Palette; r: Rect; top?: number }) {
  return (
    <g>
      <line x1={r.x + r.w * 0.15} y1={top} x2={r.x + r.w * 0.15} y2={r.y} stroke={p.metal} strokeWidth={2} />
      <line x1={r.x + r.w * 0.85} y1={top} x2={r.x + r.w * 0.85} y2={r.y} stroke={p.metal} strokeWidth={2} />
      <rect x={r.x + 10} y={r.y + 14} width={r.w} height={r.h} fill={p.shadow} />
      <rect x={r.x} y={r.y} width={r.w} height={r.h} fill={p.mainPale} />
      <rect x={r.x - 6} y={r.y - 6} width={r.w + 12} height={10} rx={4} fill={p.trim} />
      <rect x={r.x - 6} y={r.y + r.h - 4} width={r.w + 12} height={10} rx={4} fill={p.trim} />
    </g>
  );
}

/** A framed panel on a wall (canvas surface). */
export function WallPanel({ p, r, frame = 8 }: { p: Palette; r: Rect; frame?: number }) {
  return (
    <g>
      <rect x={r.x + 6} y={r.y + 10} width={r.w} height={r.h} fill={p.shadow} />
      <rect
        x={r.x - frame}
        y={r.y - frame}
        width={r.w + frame * 2}
        height={r.h + frame * 2}
        fill={p.trim}
        rx={4}
      />
      <rect x={r.x} y={r.y} width={r.w} height={r.h} fill={p.mainPale} />
    </g>
  );
}

/** A flat screen (video surface) with a thin bezel; `stand` draws feet to the floor at `floorY`. */
export function Screen({ p, r, bezel = 10 }: { p: Palette; r: Rect; bezel?: number }) {
  return (
    <g>
      <rect x={r.x + 8} y={r.y + 12} width={r.w} height={r.h} fill={p.shadow} />
      <rect
        x={r.x - bezel}
        y={r.y - bezel}
        width={r.w + bezel * 2}
        height={r.h + bezel * 2}
        rx={6}
        fill="#15181e"
      />
      <rect x={r.x} y={r.y} width={r.w} height={r.h} fill="#1f2530" />
      <polygon
        points={pts(r.x, r.y, r.x + r.w * 0.45, r.y, r.x, r.y + r.h * 0.7)}
        fill="#ffffff"
        opacity={0.05}
      />
    </g>
  );
}

/** A document monitor on a pole standing on the floor at `floorY`. */
export function MonitorStand({ p, r, floorY }: { p: Palette; r: Rect; floorY: number }) {
  const cx = r.x + r.w / 2;
  return (
    <g>
      <ellipse cx={cx} cy={floorY} rx={r.w * 0.42} ry={10} fill={p.shadow} />
      <rect x={cx - 7} y={r.y + r.h} width={14} height={floorY - r.y - r.h} fill={p.metal} />
      <rect x={cx - r.w * 0.3} y={floorY - 8} width={r.w * 0.6} height={10} rx={4} fill={p.trim} />
      <Screen p={p} r={r} bezel={7} />
    </g>
  );
}

/** A counter: top slab and a front in the main colour. */
export function Counter({
  p,
  x,
  y,
  w,
  h,
  depth = 26,
}: {
  p: Palette;
  x: number;
  y: number;
  w: number;
  h: number;
  depth?: number;
}) {
  return (
    <g>
      <ellipse cx={x + w / 2} cy={y + h + 4} rx={w * 0.55} ry={12} fill={p.shadow} />
      <polygon points={pts(x + 10, y - depth, x + w - 10, y - depth, x + w, y, x, y)} fill="#f4f2ee" />
      <rect x={x} y={y} width={w} height={12} fill="#ffffff" />
      <rect x={x + 4} y={y + 12} width={w - 8} height={h - 12} fill={p.main} />
      <rect x={x + 4} y={y + h - 10} width={w - 8} height={10} fill={p.mainDark} />
    </g>
  );
}

/** A potted plant whose pot stands at (x, y); `s` scales it. */
export function Plant({ p, x, y, s = 1 }: { p: Palette; x: number; y: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <ellipse cx={0} cy={0} rx={34} ry={8} fill={p.shadow} />
      <path d="M-24 -52 L24 -52 L18 0 L-18 0 Z" fill={p.trim} />
      <g fill={p.leafDark}>
        <ellipse cx={-26} cy={-96} rx={16} ry={44} transform="rotate(-28 -26 -96)" />
        <ellipse cx={26} cy={-100} rx={16} ry={46} transform="rotate(26 26 -100)" />
      </g>
      <g fill={p.leaf}>
        <ellipse cx={0} cy={-118} rx={17} ry={58} />
        <ellipse cx={-40} cy={-76} rx={12} ry={34} transform="rotate(-55 -40 -76)" />
        <ellipse cx={40} cy={-76} rx={12} ry={34} transform="rotate(55 40 -76)" />
      </g>
    </g>
  );
}

/** A round tree (crown and trunk) standing at (x, y). */
export function Tree({ p, x, y, s = 1 }: { p: Palette; x: number; y: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <ellipse cx={0} cy={0} rx={60} ry={12} fill={p.shadow} />
      <rect x={-8} y={-120} width={16} height={120} fill={p.woodDark} />
      <circle cx={0} cy={-170} r={78} fill={p.leafDark} />
      <circle cx={-36} cy={-150} r={52} fill={p.leaf} />
      <circle cx={30} cy={-196} r={48} fill={p.leaf} />
      <circle cx={34} cy={-140} r={40} fill={p.leafDark} opacity={0.6} />
    </g>
  );
}

/** A bench seen from the front. */
export function Bench({ p, x, y, w }: { p: Palette; x: number; y: number; w: number }) {
  return (
    <g>
      <ellipse cx={x + w / 2} cy={y + 4} rx={w * 0.55} ry={9} fill={p.shadow} />
      <rect x={x + 10} y={y - 26} width={8} height={26} fill={p.trim} />
      <rect x={x + w - 18} y={y - 26} width={8} height={26} fill={p.trim} />
      <rect x={x} y={y - 40} width={w} height={16} rx={4} fill={p.wood} />
      <rect x={x} y={y - 28} width={w} height={5} fill={p.woodDark} />
    </g>
  );
}

/** A lounge sofa in the main colour. */
export function Sofa({ p, x, y, w }: { p: Palette; x: number; y: number; w: number }) {
  return (
    <g>
      <ellipse cx={x + w / 2} cy={y + 4} rx={w * 0.55} ry={12} fill={p.shadow} />
      <rect x={x} y={y - 92} width={w} height={54} rx={18} fill={p.mainDark} />
      <rect x={x + 8} y={y - 50} width={w - 16} height={38} rx={10} fill={p.main} />
      <rect x={x - 10} y={y - 70} width={30} height={66} rx={12} fill={p.mainDark} />
      <rect x={x + w - 20} y={y - 70} width={30} height={66} rx={12} fill={p.mainDark} />
      <rect x={x + 12} y={y - 12} width={8} height={12} fill={p.trim} />
      <rect x={x + w - 20} y={y - 12} width={8} height={12} fill={p.trim} />
    </g>
  );
}

/** A ceiling spot with a soft light cone down to `toY`. */
export function Spot({
  p,
  x,
  y,
  toY,
  spread = 90,
}: {
  p: Palette;
  x: number;
  y: number;
  toY: number;
  spread?: number;
}) {
  return (
    <g>
      <polygon
        points={pts(x - 10, y, x + 10, y, x + spread, toY, x - spread, toY)}
        fill="#fffbe8"
        opacity={0.18}
      />
      <rect x={x - 14} y={y - 12} width={28} height={14} rx={4} fill={p.trim} />
    </g>
  );
}

/** A column from `top` to `bottom` at x (left edge). */
export function Column({
  p,
  x,
  top,
  bottom,
  w = 44,
}: {
  p: Palette;
  x: number;
  top: number;
  bottom: number;
  w?: number;
}) {
  return (
    <g>
      <rect x={x} y={top} width={w} height={bottom - top} fill="#f7f5f2" />
      <rect x={x + w * 0.65} y={top} width={w * 0.35} height={bottom - top} fill={p.wallShade} />
      <rect x={x - 6} y={bottom - 16} width={w + 12} height={16} fill={p.wallSide} />
      <rect x={x - 6} y={top} width={w + 12} height={14} fill={p.wallSide} />
    </g>
  );
}

/** A little floor marker where a staff member stands (visible while the slot is empty). */
export function StaffSpot({ p, designId, slotId }: { p: Palette; designId: string; slotId: string }) {
  const s = designById(designId)?.slots.find((x) => x.id === slotId);
  if (!s?.floorY) return null;
  const cx = ((s.x + s.w / 2) * W) / 100;
  return <ellipse cx={cx} cy={(s.floorY * H) / 100} rx={(s.w * W) / 100 / 2.4} ry={10} fill={p.shadow} />;
}

/** The exhibition hall behind a booth: a dim far wall, roof trusses and a grey hall floor. */
export function ExpoHall({ p, uid, horizon = 520 }: ArtProps & { horizon?: number }) {
  const trusses = [0, 1, 2, 3, 4, 5, 6, 7];
  return (
    <g>
      <defs>
        <linearGradient id={`${uid}-hall`} x1={0} y1={0} x2={0} y2={1}>
          <stop offset={0} stopColor={mix(p.wallSide, '#000000', 0.12)} />
          <stop offset={1} stopColor={mix(p.wallSide, '#ffffff', 0.12)} />
        </linearGradient>
        <linearGradient id={`${uid}-hallfloor`} x1={0} y1={0} x2={0} y2={1}>
          <stop offset={0} stopColor={mix(p.floor, p.floorDark, 0.35)} />
          <stop offset={1} stopColor={mix(p.floor, '#ffffff', 0.1)} />
        </linearGradient>
      </defs>
      <rect x={0} y={0} width={W} height={horizon} fill={`url(#${uid}-hall)`} />
      <rect x={0} y={0} width={W} height={110} fill={p.wallShade} opacity={0.7} />
      {trusses.map((i) => (
        <g key={i} stroke={p.metal} strokeWidth={3} opacity={0.7}>
          <line x1={i * 230} y1={40} x2={i * 230 + 200} y2={40} />
          <line x1={i * 230} y1={80} x2={i * 230 + 200} y2={80} />
          <line x1={i * 230} y1={40} x2={i * 230 + 40} y2={80} />
          <line x1={i * 230 + 80} y1={40} x2={i * 230 + 40} y2={80} />
          <line x1={i * 230 + 80} y1={40} x2={i * 230 + 120} y2={80} />
          <line x1={i * 230 + 160} y1={40} x2={i * 230 + 120} y2={80} />
          <line x1={i * 230 + 160} y1={40} x2={i * 230 + 200} y2={80} />
        </g>
      ))}
      {/* distant stands */}
      {[60, 330, 1180, 1420].map((x, i) => (
        <g key={x} opacity={0.55}>
          <rect x={x} y={horizon - 150} width={170} height={150} fill={i % 2 ? p.mainLight : '#ffffff'} />
          <rect x={x} y={horizon - 170} width={170} height={26} fill={i % 2 ? p.mainDark : p.main} />
        </g>
      ))}
      <rect x={0} y={horizon} width={W} height={H - horizon} fill={`url(#${uid}-hallfloor)`} />
      <g stroke={p.floorLine} strokeWidth={2} opacity={0.6}>
        {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((i) => (
          <line key={i} x1={200 + i * 100} y1={horizon} x2={-800 + i * 266} y2={H} />
        ))}
      </g>
    </g>
  );
}

/** A carpet in perspective (booth floor) between y0 and y1, narrowing to the back. */
export function Carpet({
  p,
  x0,
  x1,
  y0,
  y1,
  inset = 120,
}: {
  p: Palette;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  inset?: number;
}) {
  return (
    <g>
      <polygon points={pts(x0 + inset, y0, x1 - inset, y0, x1, y1, x0, y1)} fill={p.mainLight} />
      <polygon points={pts(x0, y1, x1, y1, x1, y1 + 14, x0, y1 + 14)} fill={p.mainDark} />
    </g>
  );
}

/** A flat door in a wall (rect), with frame and handle. */
export function PlainDoor({ p, r }: { p: Palette; r: Rect }) {
  return (
    <g>
      <rect x={r.x - 8} y={r.y - 8} width={r.w + 16} height={r.h + 8} fill={p.trim} rx={3} />
      <rect x={r.x} y={r.y} width={r.w} height={r.h} fill={p.mainDeep} />
      <rect
        x={r.x + r.w * 0.12}
        y={r.y + r.h * 0.3}
        width={r.w * 0.76}
        height={r.h * 0.62}
        fill={p.glass}
        opacity={0.25}
      />
      <rect x={r.x + r.w * 0.8} y={r.y + r.h * 0.58} width={6} height={r.h * 0.12} rx={3} fill={p.metal} />
      <rect x={r.x} y={r.y} width={r.w} height={r.h * 0.24} fill={p.main} />
    </g>
  );
}

/** A chandelier hanging from the ceiling at x. */
export function Chandelier({ p, x, y }: { p: Palette; x: number; y: number }) {
  return (
    <g>
      <line x1={x} y1={0} x2={x} y2={y} stroke={p.trim} strokeWidth={3} />
      <ellipse cx={x} cy={y + 20} rx={70} ry={16} fill="#e9c46a" />
      <ellipse cx={x} cy={y + 14} rx={46} ry={10} fill="#f4dd95" />
      {[-60, -30, 0, 30, 60].map((dx) => (
        <g key={dx}>
          <line x1={x + dx} y1={y + 28} x2={x + dx} y2={y + 52} stroke="#e9c46a" strokeWidth={3} />
          <circle cx={x + dx} cy={y + 56} r={7} fill="#fff6d5" />
        </g>
      ))}
      <ellipse cx={x} cy={y + 60} rx={120} ry={40} fill="#fff3c4" opacity={0.15} />
    </g>
  );
}

/** A pendant lamp hanging at (x, y). */
export function Pendant({ p, x, y }: { p: Palette; x: number; y: number }) {
  return (
    <g>
      <line x1={x} y1={0} x2={x} y2={y} stroke={p.trim} strokeWidth={2} />
      <path d={`M${x - 34} ${y + 34} Q${x} ${y - 14} ${x + 34} ${y + 34} Z`} fill={p.mainDark} />
      <ellipse cx={x} cy={y + 36} rx={20} ry={6} fill="#fff6d5" />
      <polygon
        points={pts(x - 30, y + 36, x + 30, y + 36, x + 110, y + 260, x - 110, y + 260)}
        fill="#fff6d5"
        opacity={0.1}
      />
    </g>
  );
}

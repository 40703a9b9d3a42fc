import { type ArtProps, Bench, Tree, pts, rectOf, showsEverySlot } from './parts';
import { mix } from './palette';

const ID = 'hall-pavilion';

/** Arched hedge gate: a door of the garden, with a view of the lawn beyond. */
function HedgeGate({ p, x, y, w, h }: { p: ArtProps['p']; x: number; y: number; w: number; h: number }) {
  const r = w / 2;
  const arch = `M${x} ${y + h} V${y + r} A${r} ${r} 0 0 1 ${x + w} ${y + r} V${y + h} Z`;
  const bumps = [0, 0.2, 0.4, 0.6, 0.8, 1].map((f) => x - w * 0.45 + w * 1.9 * f);
  return (
    <g>
      <ellipse cx={x + w / 2} cy={y + h + 4} rx={w * 0.95} ry={10} fill={p.shadow} />
      <rect x={x - w * 0.45} y={y} width={w * 1.9} height={h} rx={16} fill={p.leafDark} />
      {bumps.map((bx) => (
        <circle key={bx} cx={bx} cy={y + 6} r={w * 0.16} fill={p.leafDark} />
      ))}
      <path d={arch} fill="#cfe6f7" />
      <rect x={x} y={y + h * 0.62} width={w} height={h * 0.38} fill={p.leaf} />
      <path d={arch} fill={p.mainDeep} opacity={0.18} />
      {[0.25, 0.5, 0.75].map((f) => (
        <line
          key={f}
          x1={x + w * f}
          y1={y + r * (1 - Math.sin(Math.acos(1 - 2 * f)))}
          x2={x + w * f}
          y2={y + h}
          stroke={p.trim}
          strokeWidth={4}
        />
      ))}
      <path d={arch} fill="none" stroke={p.main} strokeWidth={10} />
    </g>
  );
}

/** Billboard on two posts. */
function Billboard({
  p,
  x,
  y,
  w,
  h,
  ground,
}: {
  p: ArtProps['p'];
  x: number;
  y: number;
  w: number;
  h: number;
  ground: number;
}) {
  return (
    <g>
      <ellipse cx={x + w / 2} cy={ground} rx={w * 0.55} ry={10} fill={p.shadow} />
      <rect x={x + w * 0.2 - 5} y={y + h} width={10} height={ground - y - h} fill={p.trim} />
      <rect x={x + w * 0.8 - 5} y={y + h} width={10} height={ground - y - h} fill={p.trim} />
      <rect x={x - 8} y={y - 8} width={w + 16} height={h + 16} rx={4} fill={p.trim} />
      <rect x={x} y={y} width={w} height={h} fill={p.mainPale} />
    </g>
  );
}

/** Hall: a glass pavilion in a garden, with hedge gates and billboards. */
export function HallPavilion({ p, shows = showsEverySlot }: ArtProps) {
  const sky = mix('#cfe6f7', p.main, 0.08);
  const lawn = mix('#8cc084', p.main, 0.06);
  const lawnDark = mix('#6fa968', p.main, 0.06);
  const path = mix('#e8dfcf', p.main, 0.05);
  const door = rectOf(ID, 'door-1');
  const c2 = rectOf(ID, 'canvas-2');
  const c3 = rectOf(ID, 'canvas-3');
  return (
    <g>
      <rect x={0} y={0} width={1600} height={520} fill={sky} />
      <circle cx={1380} cy={110} r={56} fill="#fff7d6" opacity={0.9} />
      <g fill="#ffffff" opacity={0.85}>
        <ellipse cx={260} cy={110} rx={110} ry={26} />
        <ellipse cx={330} cy={92} rx={70} ry={26} />
        <ellipse cx={1100} cy={70} rx={90} ry={20} />
      </g>
      <path d="M0 470 Q 300 380 620 450 T 1200 430 T 1600 450 V 540 H0 Z" fill={mix(lawnDark, sky, 0.45)} />
      <rect x={0} y={520} width={1600} height={380} fill={lawn} />
      <path d="M0 520 Q 400 500 800 520 T 1600 515 V 560 H0 Z" fill={lawnDark} opacity={0.5} />
      {/* paths */}
      <polygon points={pts(740, 576, 860, 576, 1080, 900, 520, 900)} fill={path} />
      <polygon
        points={pts(0, 760, 700, 640, 900, 640, 1600, 760, 1600, 800, 900, 670, 700, 670, 0, 800)}
        fill={path}
      />
      <Tree p={p} x={200} y={560} s={1.1} />
      <Tree p={p} x={1400} y={560} s={1.1} />
      <Tree p={p} x={560} y={520} s={0.6} />
      <Tree p={p} x={1040} y={520} s={0.6} />
      {/* pavilion */}
      <ellipse cx={800} cy={584} rx={300} ry={20} fill={p.shadow} />
      <polygon points={pts(560, 250, 1040, 250, 1040, 576, 560, 576)} fill={p.glass} />
      {[620, 680, 740, 860, 920, 980].map((x) => (
        <line key={x} x1={x} y1={250} x2={x} y2={576} stroke="#ffffff" strokeWidth={6} />
      ))}
      <line x1={560} y1={420} x2={1040} y2={420} stroke="#ffffff" strokeWidth={5} />
      <rect x={552} y={240} width={496} height={52} fill={p.main} />
      <polygon points={pts(520, 244, 800, 90, 1080, 244)} fill={p.mainDark} />
      <polygon points={pts(580, 232, 800, 112, 1020, 232)} fill={p.main} />
      <rect x={550} y={570} width={500} height={12} fill={p.wallShade} />
      <rect x={door.x - 8} y={door.y - 8} width={door.w + 16} height={door.h + 8} fill="#ffffff" />
      <rect x={door.x} y={door.y} width={door.w} height={door.h} fill={p.mainDeep} />
      <rect
        x={door.x + 10}
        y={door.y + door.h * 0.3}
        width={door.w / 2 - 15}
        height={door.h * 0.66}
        fill={p.glass}
        opacity={0.5}
      />
      <rect
        x={door.x + door.w / 2 + 5}
        y={door.y + door.h * 0.3}
        width={door.w / 2 - 15}
        height={door.h * 0.66}
        fill={p.glass}
        opacity={0.5}
      />
      <HedgeGate p={p} {...rectOf(ID, 'door-2')} />
      <HedgeGate p={p} {...rectOf(ID, 'door-3')} />
      {shows('canvas-2') && <Billboard p={p} {...c2} ground={590} />}
      {shows('canvas-3') && <Billboard p={p} {...c3} ground={590} />}
      <HedgeGate p={p} {...rectOf(ID, 'door-4')} />
      <HedgeGate p={p} {...rectOf(ID, 'door-5')} />
      {/* lamps and benches */}
      {[420, 1180].map((x) => (
        <g key={x}>
          <rect x={x - 4} y={560} width={8} height={150} fill={p.trim} />
          <circle cx={x} cy={556} r={14} fill="#fff3c4" stroke={p.trim} strokeWidth={4} />
        </g>
      ))}
      <Bench p={p} x={330} y={830} w={200} />
      <Bench p={p} x={1070} y={830} w={200} />
    </g>
  );
}

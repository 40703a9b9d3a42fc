import { mix } from './palette';
import { type ArtProps, SideDoor, Spot, pts, rectOf, showsEverySlot } from './parts';

const ID = 'theatre-studio';

/** Theatre: a studio stage with an LED wall, a side screen for slides, a lectern and a truss. */
export function TheatreStudio({ p, shows = showsEverySlot }: ArtProps) {
  const led = rectOf(ID, 'screen-1');
  const side = rectOf(ID, 'screen-2');
  const logo = rectOf(ID, 'canvas-1');
  return (
    <g>
      <rect x={0} y={0} width={1600} height={900} fill={p.mainDeep} />
      <polygon points={pts(0, 0, 200, 40, 200, 640, 0, 760)} fill={p.mainDark} opacity={0.6} />
      <rect x={200} y={40} width={1400} height={480} fill={p.mainDeep} />
      {/* back wall slats */}
      {Array.from({ length: 14 }, (_, i) => 220 + i * 100).map((x) => (
        <rect key={x} x={x} y={40} width={60} height={480} fill="#ffffff" opacity={0.04} />
      ))}
      {/* truss */}
      <rect x={120} y={20} width={1480} height={24} fill={p.metal} />
      {Array.from({ length: 30 }, (_, i) => 120 + i * 50).map((x) => (
        <line key={x} x1={x} y1={20} x2={x + 25} y2={44} stroke={p.trim} strokeWidth={3} />
      ))}
      <rect x={led.x} y={12} width={led.w} height={56} rx={4} fill={p.main} />
      <line x1={led.x + 60} y1={0} x2={led.x + 60} y2={12} stroke={p.metal} strokeWidth={3} />
      <line x1={led.x + led.w - 60} y1={0} x2={led.x + led.w - 60} y2={12} stroke={p.metal} strokeWidth={3} />
      <Spot p={p} x={400} y={56} toY={600} spread={140} />
      <Spot p={p} x={800} y={56} toY={600} spread={140} />
      <Spot p={p} x={1250} y={56} toY={600} spread={140} />
      {/* LED wall */}
      {shows('screen-1') && (
        <g>
          <rect x={led.x - 14} y={led.y - 14} width={led.w + 28} height={led.h + 28} fill="#0b0d12" />
          <rect x={led.x} y={led.y} width={led.w} height={led.h} fill="#1f2530" />
          <rect x={led.x - 14} y={led.y + led.h + 14} width={led.w + 28} height={10} fill={p.main} />
        </g>
      )}
      {/* side screen on a stand, logo panel below */}
      {(shows('screen-2') || shows('canvas-1')) && (
        <rect
          x={side.x + side.w / 2 - 8}
          y={side.y + side.h}
          width={16}
          height={560 - side.y - side.h}
          fill={p.metal}
        />
      )}
      {shows('screen-2') && (
        <g>
          <rect
            x={side.x - 10}
            y={side.y - 10}
            width={side.w + 20}
            height={side.h + 20}
            rx={6}
            fill="#0b0d12"
          />
          <rect x={side.x} y={side.y} width={side.w} height={side.h} fill="#1f2530" />
        </g>
      )}
      {shows('canvas-1') && (
        <rect x={logo.x - 6} y={logo.y - 6} width={logo.w + 12} height={logo.h + 12} fill="#ffffff" />
      )}
      {/* stage: floor seen from the front rows, lit edge, audience floor */}
      <polygon points={pts(200, 520, 1600, 520, 1600, 610, 60, 610)} fill={mix('#3a3f4a', p.main, 0.12)} />
      <polygon points={pts(420, 520, 1000, 520, 1040, 610, 380, 610)} fill="#ffffff" opacity={0.05} />
      <rect x={60} y={610} width={1540} height={8} fill={p.main} />
      <rect x={60} y={618} width={1540} height={44} fill="#0b0d12" />
      <polygon points={pts(0, 662, 1600, 662, 1600, 900, 0, 900)} fill={p.mainDeep} />
      <polygon points={pts(0, 662, 1600, 662, 1600, 900, 0, 900)} fill="#000000" opacity={0.35} />
      {/* lectern */}
      <ellipse cx={910} cy={572} rx={70} ry={10} fill="#000000" opacity={0.3} />
      <polygon points={pts(860, 450, 960, 450, 950, 572, 870, 572)} fill={p.main} />
      <rect x={850} y={440} width={120} height={16} rx={4} fill="#ffffff" />
      <line x1={900} y1={440} x2={880} y2={410} stroke={p.trim} strokeWidth={4} />
      {/* chairs */}
      {[480, 580].map((x) => (
        <g key={x}>
          <ellipse cx={x + 35} cy={566} rx={40} ry={8} fill="#000000" opacity={0.3} />
          <rect x={x} y={500} width={70} height={14} rx={6} fill="#ffffff" />
          <rect x={x + 6} y={452} width={58} height={48} rx={8} fill="#f1f3f5" />
          <rect x={x + 31} y={514} width={8} height={50} fill={p.metal} />
          <rect x={x + 12} y={560} width={46} height={6} rx={3} fill={p.metal} />
        </g>
      ))}
      <SideDoor p={p} r={rectOf(ID, 'door-1')} side="left" />
      {/* audience silhouettes in front */}
      {Array.from({ length: 9 }, (_, i) => 120 + i * 170).map((x) => (
        <g key={x} fill="#0b0d12">
          <circle cx={x} cy={800} r={34} />
          <rect x={x - 50} y={830} width={100} height={80} rx={40} />
        </g>
      ))}
    </g>
  );
}

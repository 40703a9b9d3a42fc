import {
  Bench,
  Column,
  Counter,
  FrontDoor,
  HangingBanner,
  type ArtProps,
  Plant,
  Shell,
  SideDoor,
  pts,
  rectOf,
  showsEverySlot,
} from './parts';

const ID = 'hall-atrium';

/** Hall: a two-storey atrium with a skylight, a gallery, four doors and two side entrances. */
export function HallAtrium({ p, uid, shows = showsEverySlot }: ArtProps) {
  const doors = [1, 2, 3, 4].map((n) => rectOf(ID, `door-${n}`));
  const l = 230;
  const r = 1370;
  const t = 40;
  const b = 585;
  return (
    <g>
      <Shell p={p} uid={uid} l={l} r={r} t={t} b={b} tiles={14}>
        {/* skylight */}
        <polygon points={pts(120, 0, 1480, 0, r - 40, t, l + 40, t)} fill={p.glass} />
        {[0.2, 0.4, 0.6, 0.8].map((f) => (
          <line
            key={f}
            x1={120 + 1360 * f}
            y1={0}
            x2={l + 40 + (r - l - 80) * f}
            y2={t}
            stroke={p.metal}
            strokeWidth={4}
          />
        ))}
        {/* upper storey windows */}
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <g key={i}>
            <rect x={l + 30 + i * 188} y={t + 30} width={160} height={190} fill={p.glass} />
            <rect
              x={l + 30 + i * 188}
              y={t + 30}
              width={160}
              height={190}
              fill="none"
              stroke={p.wallShade}
              strokeWidth={8}
            />
            <line
              x1={l + 110 + i * 188}
              y1={t + 30}
              x2={l + 110 + i * 188}
              y2={t + 220}
              stroke={p.wallShade}
              strokeWidth={5}
            />
          </g>
        ))}
        {/* gallery slab and its glass railing */}
        <rect x={l} y={248} width={r - l} height={24} fill={p.wallShade} opacity={0.9} />
        <rect x={l} y={272} width={r - l} height={62} fill={p.main} />
        <rect x={l} y={334} width={r - l} height={10} fill={p.mainDark} />
        <rect x={l} y={206} width={r - l} height={42} fill={p.glass} opacity={0.5} />
        <line x1={l} y1={206} x2={r} y2={206} stroke={p.metal} strokeWidth={5} />
        {/* ground-floor wall and doors */}
        <rect x={l} y={344} width={r - l} height={b - 344} fill={p.wall} />
        {[330, 562, 786, 1010, 1234].map((x) => (
          <Column key={x} p={p} x={x} top={344} bottom={b} w={36} />
        ))}
        {doors.map((d) => (
          <FrontDoor key={d.x} p={p} r={d} />
        ))}
        {/* side walls: entrances */}
        <SideDoor p={p} r={rectOf(ID, 'door-5')} side="left" />
        <SideDoor p={p} r={rectOf(ID, 'door-6')} side="right" />
      </Shell>
      {/* floor medallion */}
      <ellipse cx={800} cy={760} rx={420} ry={78} fill={p.mainLight} opacity={0.55} />
      <ellipse cx={800} cy={760} rx={300} ry={54} fill="none" stroke={p.main} strokeWidth={6} opacity={0.6} />
      {/* banners */}
      {['canvas-1', 'canvas-2', 'canvas-3'].filter(shows).map((slotId) => (
        <HangingBanner key={slotId} p={p} r={rectOf(ID, slotId)} />
      ))}
      {/* furniture */}
      <Counter p={p} x={650} y={700} w={300} h={92} />
      <rect x={796} y={630} width={8} height={46} fill={p.metal} />
      <circle cx={800} cy={616} r={26} fill={p.mainDark} stroke="#ffffff" strokeWidth={4} />
      <rect x={796} y={612} width={8} height={18} rx={2} fill="#ffffff" />
      <circle cx={800} cy={603} r={4.5} fill="#ffffff" />
      <Plant p={p} x={300} y={700} s={1.1} />
      <Plant p={p} x={1300} y={700} s={1.1} />
      <Bench p={p} x={90} y={860} w={260} />
      <Bench p={p} x={1250} y={860} w={260} />
    </g>
  );
}

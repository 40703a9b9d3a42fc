import {
  type ArtProps,
  Bench,
  Chandelier,
  Column,
  FrontDoor,
  Plant,
  PlainDoor,
  Shell,
  WallPanel,
  pts,
  rectOf,
  showsEverySlot,
} from './parts';

const ID = 'hall-foyer';

/** Hall: a classic theatre foyer with double doors up three steps, posters and chandeliers. */
export function HallFoyer({ p, uid, shows = showsEverySlot }: ArtProps) {
  const l = 60;
  const r = 1540;
  const t = 24;
  const b = 600;
  const sign = rectOf(ID, 'canvas-3');
  return (
    <g>
      <Shell p={p} uid={uid} l={l} r={r} t={t} b={b} tiles={16}>
        {/* wainscot */}
        <rect x={l} y={420} width={r - l} height={b - 420} fill={p.mainPale} />
        <rect x={l} y={414} width={r - l} height={10} fill={p.wood} />
        {/* cornice and entablature */}
        <rect x={l} y={t} width={r - l} height={22} fill={p.wallShade} />
        <rect x={540} y={176} width={520} height={62} fill={p.main} />
        <rect x={530} y={170} width={540} height={10} fill={p.mainDark} />
        <rect x={530} y={236} width={540} height={10} fill={p.mainDark} />
        {/* portal columns */}
        <Column p={p} x={470} top={170} bottom={b - 24} w={50} />
        <Column p={p} x={1080} top={170} bottom={b - 24} w={50} />
        <Column p={p} x={781} top={246} bottom={b - 24} w={38} />
        {/* steps up to the auditorium doors */}
        <polygon points={pts(450, 576, 1150, 576, 1170, 588, 430, 588)} fill={p.wallShade} />
        <polygon points={pts(430, 588, 1170, 588, 1190, 600, 410, 600)} fill={p.wallSide} />
        <FrontDoor p={p} r={rectOf(ID, 'door-1')} />
        <FrontDoor p={p} r={rectOf(ID, 'door-2')} />
        {[3, 4, 5, 6].map((n) => (
          <PlainDoor key={n} p={p} r={rectOf(ID, `door-${n}`)} />
        ))}
        {/* poster frames */}
        {shows('canvas-1') && <WallPanel p={p} r={rectOf(ID, 'canvas-1')} frame={12} />}
        {shows('canvas-2') && <WallPanel p={p} r={rectOf(ID, 'canvas-2')} frame={12} />}
        {shows('canvas-3') && (
          <g>
            <rect
              x={sign.x - 10}
              y={sign.y - 10}
              width={sign.w + 20}
              height={sign.h + 20}
              rx={8}
              fill="#c9a24a"
            />
            <rect x={sign.x} y={sign.y} width={sign.w} height={sign.h} fill={p.mainPale} />
          </g>
        )}
      </Shell>
      {/* red carpet to the doors */}
      <polygon points={pts(560, 600, 1040, 600, 1220, 900, 380, 900)} fill={p.main} />
      <polygon
        points={pts(580, 600, 1020, 600, 1190, 900, 410, 900)}
        fill="none"
        stroke="#e9c46a"
        strokeWidth={4}
        opacity={0.8}
      />
      <Chandelier p={p} x={330} y={40} />
      <Chandelier p={p} x={1270} y={40} />
      <Plant p={p} x={400} y={650} s={0.9} />
      <Plant p={p} x={1200} y={650} s={0.9} />
      {/* velvet rope posts */}
      {[300, 1300].map((x) => (
        <g key={x}>
          <rect x={x - 5} y={700} width={10} height={90} fill="#c9a24a" />
          <ellipse cx={x} cy={792} rx={22} ry={7} fill="#c9a24a" />
        </g>
      ))}
      <path d="M300 712 Q 340 760 380 712" stroke={p.mainDark} strokeWidth={8} fill="none" />
      <path d="M1220 712 Q 1260 760 1300 712" stroke={p.mainDark} strokeWidth={8} fill="none" />
      <Bench p={p} x={60} y={870} w={240} />
      <Bench p={p} x={1300} y={870} w={240} />
    </g>
  );
}

import { type ArtProps, SideDoor, Spot, WallPanel, pts, rectOf, showsEverySlot } from './parts';

const ID = 'theatre-amphi';

/** Theatre: an amphitheatre seen from the upper rows, a framed stage screen and side banners. */
export function TheatreAmphi({ p, shows = showsEverySlot }: ArtProps) {
  const screen = rectOf(ID, 'screen-1');
  const rows = [0, 1, 2, 3, 4];
  return (
    <g>
      <rect x={0} y={0} width={1600} height={900} fill={p.mainDeep} />
      <polygon points={pts(0, 0, 1600, 0, 1440, 60, 160, 60)} fill={p.trim} />
      <polygon points={pts(0, 0, 160, 60, 160, 560, 0, 700)} fill={p.mainDark} opacity={0.8} />
      <polygon points={pts(1600, 0, 1440, 60, 1440, 560, 1600, 700)} fill={p.mainDark} opacity={0.8} />
      <rect x={160} y={60} width={1280} height={500} fill={p.mainDeep} />
      {/* proscenium and curtains */}
      <rect
        x={screen.x - 70}
        y={screen.y - 50}
        width={screen.w + 140}
        height={screen.h + 150}
        fill={p.trim}
      />
      <path d={`M${screen.x - 70} ${screen.y - 50} h70 v${screen.h + 150} q-40 -20 -70 0 z`} fill={p.main} />
      <path
        d={`M${screen.x + screen.w + 70} ${screen.y - 50} h-70 v${screen.h + 150} q40 -20 70 0 z`}
        fill={p.main}
      />
      <rect x={screen.x - 70} y={screen.y - 60} width={screen.w + 140} height={40} fill={p.mainDark} />
      {shows('screen-1') && (
        <g>
          <rect
            x={screen.x - 8}
            y={screen.y - 8}
            width={screen.w + 16}
            height={screen.h + 16}
            fill="#0d1016"
          />
          <rect x={screen.x} y={screen.y} width={screen.w} height={screen.h} fill="#1f2530" />
        </g>
      )}
      {/* stage */}
      <polygon points={pts(300, 470, 1300, 470, 1380, 540, 220, 540)} fill={p.wood} />
      <rect x={220} y={540} width={1160} height={26} fill={p.woodDark} />
      <rect x={1120} y={430} width={60} height={70} fill={p.trim} />
      <rect x={1110} y={420} width={80} height={14} fill={p.main} />
      <Spot p={p} x={500} y={70} toY={520} spread={120} />
      <Spot p={p} x={1100} y={70} toY={520} spread={120} />
      {shows('canvas-1') && <WallPanel p={p} r={rectOf(ID, 'canvas-1')} frame={6} />}
      {shows('canvas-2') && <WallPanel p={p} r={rectOf(ID, 'canvas-2')} frame={6} />}
      <SideDoor p={p} r={rectOf(ID, 'door-1')} side="left" />
      <SideDoor p={p} r={rectOf(ID, 'door-2')} side="right" />
      {/* seat rows, curving round the stage and rising towards us */}
      {rows.map((i) => {
        const y = 600 + i * 62 + i * i * 4;
        const sag = 40 + i * 10;
        const seats = 18 - i;
        return (
          <g key={i}>
            <path
              d={`M-40 ${y - sag} Q 800 ${y + sag} 1640 ${y - sag} L1640 ${y - sag + 50} Q 800 ${y + sag + 50} -40 ${y - sag + 50} Z`}
              fill={p.trim}
            />
            {Array.from({ length: seats }, (_, k) => {
              const f = (k + 0.5) / seats;
              const x = -40 + 1680 * f;
              // on the row's curve (a quadratic whose x is linear in f)
              const curve = y - sag + 4 * f * (1 - f) * sag;
              const w = 64 + i * 12;
              const h = 40 + i * 8;
              // two aisles, with step lights
              if (Math.abs(f - 0.3) < 0.5 / seats || Math.abs(f - 0.7) < 0.5 / seats)
                return <circle key={x} cx={x} cy={curve + 8} r={4 + i} fill="#ffe8a3" opacity={0.8} />;
              return (
                <g key={x}>
                  <rect x={x - w / 2} y={curve - h * 0.55} width={w} height={h} rx={12} fill={p.mainDark} />
                  <rect
                    x={x - w / 2 + 5}
                    y={curve - h * 0.55 + 4}
                    width={w - 10}
                    height={h * 0.45}
                    rx={9}
                    fill={p.main}
                  />
                </g>
              );
            })}
          </g>
        );
      })}
    </g>
  );
}

import {
  type ArtProps,
  Carpet,
  Counter,
  ExpoHall,
  MonitorStand,
  Plant,
  Screen,
  StaffSpot,
  pts,
  rectOf,
  showsEverySlot,
} from './parts';

const ID = 'booth-corner';

/** Booth: a corner stand with two walls, a poster wall, a screen and a counter. */
export function BoothCorner({ p, uid, shows = showsEverySlot }: ArtProps) {
  const head = rectOf(ID, 'canvas-1');
  const poster = rectOf(ID, 'canvas-2');
  const door = rectOf(ID, 'door-1');
  return (
    <g>
      <ExpoHall p={p} uid={uid} horizon={560} />
      <Carpet p={p} x0={80} x1={1520} y0={650} y1={860} inset={40} />
      {/* back wall */}
      <rect x={420} y={10} width={860} height={650} fill="#ffffff" />
      <rect x={420} y={10} width={860} height={60} fill={p.main} />
      <rect x={head.x - 10} y={head.y - 8} width={head.w + 20} height={head.h + 16} fill={p.mainPale} />
      <rect x={1280} y={10} width={36} height={650} fill={p.wallShade} />
      <rect x={420} y={560} width={860} height={100} fill={p.mainPale} />
      {/* left wall in perspective */}
      <polygon points={pts(80, 0, 420, 10, 420, 660, 80, 760)} fill={p.wallShade} />
      <polygon points={pts(80, 0, 420, 10, 420, 70, 80, 80)} fill={p.mainDark} />
      {shows('canvas-2') && (
        <rect
          x={poster.x - 8}
          y={poster.y - 8}
          width={poster.w + 16}
          height={poster.h + 16}
          rx={4}
          fill={p.trim}
        />
      )}
      <polygon
        points={pts(
          door.x,
          door.y,
          door.x + door.w,
          door.y + 6,
          door.x + door.w,
          door.y + door.h - 6,
          door.x,
          door.y + door.h,
        )}
        fill={p.mainDeep}
      />
      <polygon
        points={pts(
          door.x,
          door.y,
          door.x + door.w,
          door.y + 6,
          door.x + door.w,
          door.y + 40,
          door.x,
          door.y + 44,
        )}
        fill={p.main}
      />
      {shows('screen-1') && <Screen p={p} r={rectOf(ID, 'screen-1')} />}
      {/* shelves */}
      {[470, 1182].map((x) => (
        <g key={x}>
          <rect x={x} y={250} width={90} height={10} fill={p.wallShade} />
          <rect x={x} y={360} width={90} height={10} fill={p.wallShade} />
          <rect x={x + 14} y={214} width={28} height={36} rx={4} fill={p.main} />
          <rect x={x + 54} y={326} width={32} height={34} rx={4} fill={p.mainLight} />
        </g>
      ))}
      <Counter p={p} x={1010} y={610} w={240} h={110} />
      {shows('monitor-1') && <MonitorStand p={p} r={rectOf(ID, 'monitor-1')} floorY={760} />}
      {shows('staff-1') && <StaffSpot p={p} designId={ID} slotId="staff-1" />}
      <Plant p={p} x={300} y={820} s={1} />
    </g>
  );
}

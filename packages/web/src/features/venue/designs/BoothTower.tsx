import {
  type ArtProps,
  Carpet,
  ExpoHall,
  PlainDoor,
  Plant,
  Screen,
  StaffSpot,
  rectOf,
  showsEverySlot,
} from './parts';

const ID = 'booth-tower';

/** Booth: a central tower with a screen and two shelf wings with built-in monitors. */
export function BoothTower({ p, uid, shows = showsEverySlot }: ArtProps) {
  const top = rectOf(ID, 'canvas-1');
  const plinth = rectOf(ID, 'canvas-2');
  const monitors = [1, 2, 3].filter((n) => shows(`monitor-${n}`)).map((n) => rectOf(ID, `monitor-${n}`));
  return (
    <g>
      <ExpoHall p={p} uid={uid} horizon={580} />
      <PlainDoor p={p} r={rectOf(ID, 'door-1')} />
      <Carpet p={p} x0={100} x1={1500} y0={660} y1={870} inset={120} />
      {/* shelf wings */}
      {[140, 1180].map((x) => (
        <g key={x}>
          <rect x={x} y={250} width={280} height={420} fill="#ffffff" />
          <rect x={x} y={250} width={280} height={22} fill={p.main} />
          <rect x={x} y={640} width={280} height={30} fill={p.mainDark} />
          <rect x={x + (x < 800 ? 270 : 0)} y={250} width={10} height={420} fill={p.wallShade} />
        </g>
      ))}
      <rect x={1180} y={450} width={280} height={10} fill={p.wallShade} />
      {[1210, 1290, 1370].map((x, i) => (
        <rect
          key={x}
          x={x}
          y={490 + (i % 2) * 20}
          width={46}
          height={120 - (i % 2) * 20}
          rx={4}
          fill={i % 2 ? p.mainLight : p.main}
        />
      ))}
      {monitors.map((m) => (
        <Screen key={m.y * 10 + m.x} p={p} r={m} bezel={6} />
      ))}
      {/* tower */}
      <rect x={600} y={10} width={400} height={560} fill={p.main} />
      <rect x={620} y={130} width={360} height={430} fill="#ffffff" />
      <rect x={1000} y={10} width={30} height={560} fill={p.mainDark} />
      <rect x={600} y={390} width={400} height={56} fill={p.main} />
      <rect x={top.x - 8} y={top.y - 6} width={top.w + 16} height={top.h + 12} fill="#ffffff" />
      <rect x={plinth.x - 30} y={plinth.y - 12} width={plinth.w + 60} height={130} fill={p.mainDark} />
      <rect x={plinth.x - 30} y={plinth.y - 20} width={plinth.w + 60} height={12} fill="#ffffff" />
      {shows('screen-1') && <Screen p={p} r={rectOf(ID, 'screen-1')} />}
      {shows('staff-1') && <StaffSpot p={p} designId={ID} slotId="staff-1" />}
      {shows('staff-2') && <StaffSpot p={p} designId={ID} slotId="staff-2" />}
      <Plant p={p} x={120} y={840} s={1} />
    </g>
  );
}

import {
  type ArtProps,
  Carpet,
  Counter,
  ExpoHall,
  MonitorStand,
  PlainDoor,
  Plant,
  Screen,
  StaffSpot,
  pts,
  rectOf,
  showsEverySlot,
} from './parts';

const ID = 'booth-kiosk';

/** Booth: a compact kiosk stand with a back wall, a screen, a counter and a document monitor. */
export function BoothKiosk({ p, uid, shows = showsEverySlot }: ArtProps) {
  const head = rectOf(ID, 'canvas-1');
  return (
    <g>
      <ExpoHall p={p} uid={uid} horizon={560} />
      <PlainDoor p={p} r={rectOf(ID, 'door-1')} />
      <Carpet p={p} x0={140} x1={1460} y0={650} y1={840} inset={160} />
      {/* back wall */}
      <rect x={470} y={60} width={660} height={600} fill="#ffffff" />
      <rect x={1130} y={60} width={40} height={600} fill={p.wallShade} />
      <polygon points={pts(430, 60, 470, 60, 470, 660, 430, 680)} fill={p.wallShade} />
      <path d="M470 560 C 620 520 760 590 900 545 S 1080 520 1130 530 V600 H470 Z" fill={p.mainPale} />
      <rect x={470} y={600} width={660} height={60} fill={p.main} />
      <rect x={head.x - 10} y={head.y - 10} width={head.w + 20} height={head.h + 20} fill={p.main} />
      <rect x={470} y={14} width={660} height={46} fill={p.mainDark} />
      {shows('screen-1') && <Screen p={p} r={rectOf(ID, 'screen-1')} />}
      {/* shelf lights */}
      <rect x={500} y={480} width={600} height={14} fill={p.wallShade} />
      {[540, 700, 900, 1060].map((x) => (
        <rect key={x} x={x} y={452} width={36} height={28} rx={4} fill={x % 200 ? p.mainLight : p.main} />
      ))}
      <Counter p={p} x={610} y={582} w={380} h={110} />
      {shows('monitor-1') && <MonitorStand p={p} r={rectOf(ID, 'monitor-1')} floorY={760} />}
      {shows('staff-1') && <StaffSpot p={p} designId={ID} slotId="staff-1" />}
      <Plant p={p} x={1330} y={800} s={1} />
    </g>
  );
}

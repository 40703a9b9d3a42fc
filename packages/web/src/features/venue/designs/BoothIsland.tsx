import {
  type ArtProps,
  Carpet,
  Counter,
  ExpoHall,
  HangingBanner,
  MonitorStand,
  Plant,
  Screen,
  SideDoor,
  StaffSpot,
  pts,
  rectOf,
  showsEverySlot,
} from './parts';

const ID = 'booth-island';

/** Booth: a large island stand under a hanging ring banner, with a central media wall. */
export function BoothIsland({ p, uid, shows = showsEverySlot }: ArtProps) {
  return (
    <g>
      <ExpoHall p={p} uid={uid} horizon={540} />
      {/* hall wall on the left with the way back */}
      <polygon points={pts(0, 0, 150, 70, 150, 600, 0, 700)} fill={p.wallShade} />
      <SideDoor p={p} r={rectOf(ID, 'door-1')} side="left" />
      <Carpet p={p} x0={110} x1={1490} y0={620} y1={860} inset={140} />
      {/* media wall */}
      <rect x={500} y={140} width={600} height={470} fill="#ffffff" />
      <rect x={500} y={140} width={600} height={16} fill={p.main} />
      <polygon points={pts(1100, 140, 1150, 160, 1150, 600, 1100, 610)} fill={p.wallShade} />
      <polygon points={pts(500, 140, 450, 160, 450, 600, 500, 610)} fill={p.wallShade} />
      <rect x={500} y={400} width={600} height={56} fill={p.main} />
      {/* brand graphic on the lower media wall */}
      <path d="M500 560 C 640 500 760 600 900 540 S 1060 500 1100 520 V610 H500 Z" fill={p.mainPale} />
      <path
        d="M500 590 C 660 540 780 620 920 570 S 1060 540 1100 556 V610 H500 Z"
        fill={p.mainLight}
        opacity={0.6}
      />
      {shows('screen-1') && <Screen p={p} r={rectOf(ID, 'screen-1')} />}
      {/* side towers */}
      <rect x={260} y={260} width={46} height={380} fill={p.main} />
      <rect x={1294} y={260} width={46} height={380} fill={p.main} />
      <Counter p={p} x={630} y={592} w={340} h={110} />
      {shows('monitor-1') && <MonitorStand p={p} r={rectOf(ID, 'monitor-1')} floorY={770} />}
      {shows('monitor-2') && <MonitorStand p={p} r={rectOf(ID, 'monitor-2')} floorY={770} />}
      {shows('staff-1') && <StaffSpot p={p} designId={ID} slotId="staff-1" />}
      {shows('staff-2') && <StaffSpot p={p} designId={ID} slotId="staff-2" />}
      {shows('canvas-1') && <HangingBanner p={p} r={rectOf(ID, 'canvas-1')} />}
      <Plant p={p} x={1440} y={840} s={1} />
    </g>
  );
}

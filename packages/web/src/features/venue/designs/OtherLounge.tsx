import {
  type ArtProps,
  Pendant,
  Plant,
  Screen,
  Shell,
  SideDoor,
  Sofa,
  StaffSpot,
  WallPanel,
  rectOf,
  showsEverySlot,
} from './parts';

const ID = 'other-lounge';

/** Other room: a lounge with wood panelling, a media wall, sofas, a rug and a bar corner. */
export function OtherLounge({ p, uid, shows = showsEverySlot }: ArtProps) {
  const l = 210;
  const r = 1390;
  return (
    <g>
      <Shell p={p} uid={uid} l={l} r={r} t={50} b={600} tiles={10}>
        {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => (
          <rect key={i} x={l + i * 100} y={50} width={4} height={550} fill={p.wallShade} />
        ))}
        <rect x={540} y={80} width={520} height={300} fill={p.wood} opacity={0.35} />
        {/* sideboard */}
        <rect x={560} y={470} width={480} height={110} fill={p.woodDark} />
        <rect x={560} y={460} width={480} height={14} fill={p.wood} />
        <rect x={580} y={490} width={140} height={70} fill={p.wood} opacity={0.6} />
        <rect x={880} y={490} width={140} height={70} fill={p.wood} opacity={0.6} />
        {shows('canvas-1') && <WallPanel p={p} r={rectOf(ID, 'canvas-1')} frame={10} />}
        {shows('canvas-2') && <WallPanel p={p} r={rectOf(ID, 'canvas-2')} frame={10} />}
        <SideDoor p={p} r={rectOf(ID, 'door-1')} side="right" />
        <SideDoor p={p} r={rectOf(ID, 'door-2')} side="left" />
      </Shell>
      {shows('screen-1') && <Screen p={p} r={rectOf(ID, 'screen-1')} />}
      {/* rug */}
      <ellipse cx={760} cy={780} rx={520} ry={90} fill={p.mainLight} opacity={0.7} />
      <ellipse cx={760} cy={780} rx={460} ry={72} fill="none" stroke={p.mainPale} strokeWidth={5} />
      {/* coffee table */}
      <ellipse cx={700} cy={742} rx={130} ry={30} fill={p.wood} />
      <rect x={660} y={742} width={80} height={40} fill={p.woodDark} />
      <circle cx={660} cy={732} r={12} fill="#ffffff" />
      <Sofa p={p} x={250} y={820} w={280} />
      <Sofa p={p} x={1090} y={820} w={280} />
      {shows('staff-1') && <StaffSpot p={p} designId={ID} slotId="staff-1" />}
      <Pendant p={p} x={480} y={70} />
      <Pendant p={p} x={1120} y={70} />
      <Plant p={p} x={300} y={640} s={0.9} />
      <Plant p={p} x={1300} y={640} s={0.9} />
    </g>
  );
}

/**
 * The design catalogue (spec §3 rooms, "design: one must be chosen"): every room is drawn from one
 * design, a 16:9 scene with fixed slots where elements are placed. Slot geometry is in percent of
 * the scene (top-left origin) so that the web renderer and the server's templates agree on it.
 * Ids are stable: saved rooms and templates refer to them.
 */

/** Room types (spec §3). */
export const ROOM_TYPES = ['hall', 'booth', 'theatre', 'other'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

/** What can sit in a slot: logo/picture canvases, document monitors, video screens, staff, doors. */
export const SLOT_KINDS = ['canvas', 'monitor', 'screen', 'staff', 'door'] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];

export type Slot = {
  /** `<kind>-<n>`, e.g. 'canvas-1', 'door-2'. */
  id: string;
  kind: SlotKind;
  /** Left, top, width and height in percent of the scene. */
  x: number;
  y: number;
  w: number;
  h: number;
  /** Staff slots: where the figure's feet stand, in percent of the scene height. */
  floorY?: number;
  /** Staff slots: scene height percent per metre of body height at that depth. */
  metresToPercent?: number;
};

export type Design = {
  id: string;
  roomType: RoomType;
  /** Locale key `designs.<id>.name`. */
  name: string;
  /** The look the design belongs to (matches a theme id). */
  theme: string;
  slots: readonly Slot[];
};

type Box = [x: number, y: number, w: number, h: number];

const box = (id: string, kind: SlotKind, [x, y, w, h]: Box): Slot => ({ id, kind, x, y, w, h });
const canvas = (n: number, b: Box) => box(`canvas-${n}`, 'canvas', b);
const monitor = (n: number, b: Box) => box(`monitor-${n}`, 'monitor', b);
const screen = (n: number, b: Box) => box(`screen-${n}`, 'screen', b);
const door = (n: number, b: Box) => box(`door-${n}`, 'door', b);
/** A staff slot: `x`/`w` the stand-in area, feet at `floorY`, scaled by `metresToPercent`. */
const staff = (n: number, x: number, w: number, floorY: number, metresToPercent: number): Slot => {
  const h = Math.round(2.1 * metresToPercent * 10) / 10;
  return { id: `staff-${n}`, kind: 'staff', x, y: floorY - h, w, h, floorY, metresToPercent };
};

const design = (id: string, roomType: RoomType, theme: string, slots: Slot[]): Design => ({
  id,
  roomType,
  name: `designs.${id}.name`,
  theme,
  slots,
});

/** Every design, in the order the design pickers show them. */
export const DESIGNS: readonly Design[] = [
  // Halls
  design('hall-atrium', 'hall', 'modern', [
    canvas(1, [36, 8, 28, 17]),
    canvas(2, [9, 14, 13, 28]),
    canvas(3, [78, 14, 13, 28]),
    door(1, [24, 41, 10, 24]),
    door(2, [38, 41, 10, 24]),
    door(3, [52, 41, 10, 24]),
    door(4, [66, 41, 10, 24]),
    door(5, [1, 44, 8, 32]),
    door(6, [91, 44, 8, 32]),
  ]),
  design('hall-foyer', 'hall', 'classic', [
    canvas(1, [7, 14, 20, 26]),
    canvas(2, [73, 14, 20, 26]),
    canvas(3, [38, 6, 24, 12]),
    door(1, [34, 30, 15, 34]),
    door(2, [51, 30, 15, 34]),
    door(3, [7, 45, 9, 21]),
    door(4, [18, 45, 9, 21]),
    door(5, [73, 45, 9, 21]),
    door(6, [84, 45, 9, 21]),
  ]),
  design('hall-pavilion', 'hall', 'garden', [
    canvas(1, [40, 12, 20, 13]),
    canvas(2, [5, 28, 15, 20]),
    canvas(3, [80, 28, 15, 20]),
    door(1, [42, 34, 16, 30]),
    door(2, [23, 44, 10, 21]),
    door(3, [67, 44, 10, 21]),
    door(4, [3, 58, 11, 25]),
    door(5, [86, 58, 11, 25]),
  ]),
  // Booths
  design('booth-kiosk', 'booth', 'modern', [
    canvas(1, [37, 9, 26, 12]),
    canvas(2, [39, 66, 22, 9]),
    screen(1, [36, 25, 28, 24]),
    monitor(1, [14, 42, 13, 14]),
    staff(1, 67, 10, 84, 22),
    door(1, [88, 36, 10, 34]),
  ]),
  design('booth-island', 'booth', 'modern', [
    canvas(1, [30, 3, 40, 10]),
    canvas(2, [40, 67, 20, 9]),
    screen(1, [34, 19, 32, 25]),
    monitor(1, [10, 42, 12, 14]),
    monitor(2, [78, 42, 12, 14]),
    staff(1, 23, 10, 86, 22),
    staff(2, 67, 10, 86, 22),
    door(1, [1, 34, 7, 34]),
  ]),
  design('booth-corner', 'booth', 'classic', [
    canvas(1, [44, 8, 30, 12]),
    canvas(2, [10, 16, 15, 26]),
    screen(1, [47, 24, 26, 22]),
    monitor(1, [30, 44, 11, 14]),
    staff(1, 80, 10, 86, 22),
    door(1, [12, 50, 8, 22]),
  ]),
  design('booth-tower', 'booth', 'garden', [
    canvas(1, [41, 3, 18, 10]),
    canvas(2, [40, 52, 20, 8]),
    screen(1, [38, 18, 24, 24]),
    monitor(1, [11, 33, 13, 13]),
    monitor(2, [76, 33, 13, 13]),
    monitor(3, [11, 52, 13, 13]),
    staff(1, 27, 10, 88, 22),
    staff(2, 63, 10, 88, 22),
    door(1, [91, 40, 8, 30]),
  ]),
  // Theatres
  design('theatre-amphi', 'theatre', 'classic', [
    screen(1, [27, 8, 46, 34]),
    canvas(1, [6, 10, 15, 30]),
    canvas(2, [79, 10, 15, 30]),
    door(1, [1, 48, 7, 24]),
    door(2, [92, 48, 7, 24]),
  ]),
  design('theatre-studio', 'theatre', 'modern', [
    screen(1, [18, 10, 44, 36]),
    screen(2, [67, 16, 22, 19]),
    canvas(1, [67, 39, 22, 9]),
    door(1, [2, 36, 8, 32]),
  ]),
  // Other
  design('other-lounge', 'other', 'garden', [
    canvas(1, [8, 14, 17, 24]),
    canvas(2, [75, 14, 17, 24]),
    screen(1, [38, 12, 24, 20]),
    staff(1, 57, 9, 84, 21),
    door(1, [89, 34, 9, 34]),
    door(2, [2, 34, 9, 34]),
  ]),
];

export type DesignId = string;

/** Looks (guided setup, spec §2 kickstarter "themes"): a design per room type and colours. */
export type Theme = {
  id: string;
  /** Locale key `designs.themes.<id>`. */
  name: string;
  designs: { hall: string; booth: readonly string[]; theatre: string };
  colors: { main: string; text: string };
};

export const THEMES: readonly Theme[] = [
  {
    id: 'modern',
    name: 'designs.themes.modern',
    designs: {
      hall: 'hall-atrium',
      booth: ['booth-island', 'booth-kiosk', 'booth-tower'],
      theatre: 'theatre-studio',
    },
    colors: { main: '#1f5fbf', text: '#ffffff' },
  },
  {
    id: 'classic',
    name: 'designs.themes.classic',
    designs: {
      hall: 'hall-foyer',
      booth: ['booth-corner', 'booth-kiosk', 'booth-island'],
      theatre: 'theatre-amphi',
    },
    colors: { main: '#7a2338', text: '#fff8ee' },
  },
  {
    id: 'garden',
    name: 'designs.themes.garden',
    designs: {
      hall: 'hall-pavilion',
      booth: ['booth-tower', 'booth-corner', 'booth-kiosk'],
      theatre: 'theatre-amphi',
    },
    colors: { main: '#2f7a55', text: '#ffffff' },
  },
];

/** The design with this id, or undefined. */
export function designById(id: string): Design | undefined {
  return DESIGNS.find((d) => d.id === id);
}

/** The designs of a room type, in catalogue order. */
export function designsFor(roomType: RoomType): Design[] {
  return DESIGNS.filter((d) => d.roomType === roomType);
}

/** The theme with this id, or undefined. */
export function themeById(id: string): Theme | undefined {
  return THEMES.find((t) => t.id === id);
}

/** The slots of one kind in a design, in slot order ('door-1', 'door-2', …). */
export function slotsOf(designId: string, kind: SlotKind): Slot[] {
  return designById(designId)?.slots.filter((s) => s.kind === kind) ?? [];
}

import { type Slot, type SlotKind, designById } from '@foyer/shared';

/** What a room shows in its slots; the renderer draws it on the room's design. */
export type SceneContent = {
  /** `isPlaceholder`: sample art of the template library, not the organiser's own (the editor shows it, visitors never). */
  canvases: { slotId: string; imageUrl?: string; label: string; isPlaceholder?: boolean }[];
  monitors: { slotId: string; title: string; thumbnailUrl?: string }[];
  screens: { slotId: string; title: string; posterUrl?: string }[];
  staff: { slotId: string; name: string; imageUrl?: string; heightM: number }[];
  doors: { slotId: string; title: string; subtitle?: string; isOpen: boolean }[];
};

/**
 * How an interactive slot behaves (the live venue): not actionable = no button at all; disabled =
 * a button that says why it does nothing now (`hint`, e.g. a closed door's countdown).
 */
export type SlotState = { isActionable: boolean; isDisabled?: boolean; hint?: string };

export const EMPTY_SCENE: SceneContent = { canvases: [], monitors: [], screens: [], staff: [], doors: [] };

/** What stands in a visitor's room where the organiser placed nothing of their own: the event's logo, else its title. */
export type SceneBrand = { logoUrl?: string | null; title: string };

/**
 * The content visitors see (never scaffolding): placeholder canvases are left out, and the design's
 * logo slot, when the organiser put nothing of their own there, shows the event's logo or title.
 */
export function contentForVisitors(
  designId: string,
  content: SceneContent,
  brand?: SceneBrand,
): SceneContent {
  const canvases = content.canvases.filter((c) => !c.isPlaceholder);
  const logoSlot = DESIGN_LOGO_SLOT[designId];
  if (brand && logoSlot && (brand.logoUrl || brand.title) && !canvases.some((c) => c.slotId === logoSlot))
    canvases.push({ slotId: logoSlot, imageUrl: brand.logoUrl ?? undefined, label: brand.title });
  return canvases.length === content.canvases.length && canvases.every((c, i) => c === content.canvases[i])
    ? content
    : { ...content, canvases };
}

/** The canvas of each design where a sign or logo belongs (the one a visitor reads the room by). */
export const DESIGN_LOGO_SLOT: Readonly<Record<string, string>> = {
  'hall-atrium': 'canvas-1',
  'hall-foyer': 'canvas-3',
  'hall-pavilion': 'canvas-1',
  'booth-kiosk': 'canvas-1',
  'booth-island': 'canvas-1',
  'booth-corner': 'canvas-1',
  'booth-tower': 'canvas-1',
  'theatre-amphi': 'canvas-1',
  'theatre-studio': 'canvas-1',
  'other-lounge': 'canvas-1',
};

/** One placed item, whatever its kind. */
export type SceneItem =
  | { kind: 'canvas'; slot: Slot; item: SceneContent['canvases'][number] }
  | { kind: 'monitor'; slot: Slot; item: SceneContent['monitors'][number] }
  | { kind: 'screen'; slot: Slot; item: SceneContent['screens'][number] }
  | { kind: 'staff'; slot: Slot; item: SceneContent['staff'][number] }
  | { kind: 'door'; slot: Slot; item: SceneContent['doors'][number] };

/** Keyboard and reading order: what the room is about first, then people, then the ways out. */
export const KIND_ORDER: readonly SlotKind[] = ['screen', 'monitor', 'canvas', 'staff', 'door'];

/**
 * The content placed on existing slots of the design, in keyboard order (kind, then left to right,
 * then top to bottom). Items naming a slot the design lacks are left out.
 */
export function sceneItems(designId: string, content: SceneContent): SceneItem[] {
  const slots = new Map((designById(designId)?.slots ?? []).map((s) => [s.id, s]));
  const out: SceneItem[] = [];
  const add = <K extends SlotKind>(kind: K, list: { slotId: string }[]) => {
    for (const item of list) {
      const slot = slots.get(item.slotId);
      if (slot && slot.kind === kind) out.push({ kind, slot, item } as SceneItem);
    }
  };
  add('canvas', content.canvases);
  add('monitor', content.monitors);
  add('screen', content.screens);
  add('staff', content.staff);
  add('door', content.doors);
  return out.sort(
    (a, b) =>
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.slot.x - b.slot.x || a.slot.y - b.slot.y,
  );
}

/** The height of a staff figure in scene percent (feet on `floorY`). */
export function staffHeightPercent(slot: Slot, heightM: number): number {
  return heightM * (slot.metresToPercent ?? 25);
}

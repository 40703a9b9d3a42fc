import { type Slot, type SlotKind, designById } from '@foyer/shared';

/** What a room shows in its slots; the renderer draws it on the room's design. */
export type SceneContent = {
  canvases: { slotId: string; imageUrl?: string; label: string }[];
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

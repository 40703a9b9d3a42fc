import {
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  type CollisionDetection,
  closestCenter,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import type { Room, Slot, VenueElement } from '@foyer/shared';
import { VisuallyHidden } from '@mantine/core';
import { IconArrowsMove } from '@tabler/icons-react';
import { type CSSProperties, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RoomScene, toSceneContent } from '../../venue';
import type { EditorContext } from '../types';
import classes from './PlacementScene.module.css';
import { useSlotName } from './SlotSelect';
import {
  elementLabel,
  isSharedSlotKind,
  kindLabelKey,
  roomSlots,
  slotKindOf,
  slotOccupants,
} from './elements';

export type PlacementSceneProps = {
  room: Room;
  ctx: EditorContext;
  /** The element being placed (a canvas, monitor, screen, staff member or door of this room). */
  element: VenueElement;
  /** Called with the slot it was dropped on (another valid slot of its kind). */
  onMove(slotId: string): void;
};

type Point = { x: number; y: number };
type Direction = 'ArrowRight' | 'ArrowLeft' | 'ArrowDown' | 'ArrowUp';
const DIRECTIONS: Record<Direction, Point> = {
  ArrowRight: { x: 1, y: 0 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowDown: { x: 0, y: 1 },
  ArrowUp: { x: 0, y: -1 },
};

/**
 * The candidate nearest to `from` in a direction (arrow-key dragging jumps from slot to slot):
 * only those ahead count, and straying sideways costs twice as much as going ahead.
 */
export function nearestInDirection<T extends Point>(
  from: Point,
  candidates: readonly T[],
  key: string,
): T | undefined {
  const dir = DIRECTIONS[key as Direction];
  if (!dir) return undefined;
  let best: T | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const c of candidates) {
    const dx = c.x - from.x;
    const dy = c.y - from.y;
    const ahead = dx * dir.x + dy * dir.y;
    if (ahead <= 0.5) continue;
    const score = ahead + 2 * Math.abs(dx * dir.y + dy * dir.x);
    if (score < bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

/** Arrow keys move the dragged element onto the next drop zone in that direction. */
const slotKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!(event.code in DIRECTIONS) || !collisionRect) return undefined;
  event.preventDefault();
  const from = {
    x: collisionRect.left + collisionRect.width / 2,
    y: collisionRect.top + collisionRect.height / 2,
  };
  const centres = droppableContainers.getEnabled().flatMap((c) => {
    const rect = droppableRects.get(c.id);
    return rect ? [{ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 }] : [];
  });
  const next = nearestInDirection(from, centres, event.code);
  return next && { x: next.x - collisionRect.width / 2, y: next.y - collisionRect.height / 2 };
};

/** The pointer decides where a dragged element lands; the keyboard lands on the nearest zone. */
const collisionDetection: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);

const boxStyle = (slot: Slot): CSSProperties => ({
  left: `${slot.x}%`,
  top: `${slot.y}%`,
  width: `${slot.w}%`,
  height: `${slot.h}%`,
});

type ZoneState = 'current' | 'free' | 'shared' | 'taken';

function DropZone({ slot, state, name }: { slot: Slot; state: ZoneState; name: string }) {
  const { setNodeRef, isOver } = useDroppable({
    id: slot.id,
    disabled: state === 'taken' || state === 'current',
  });
  return (
    <div
      ref={setNodeRef}
      className={`${classes.zone} ${classes[state]} ${isOver && state !== 'current' ? classes.over : ''}`}
      style={boxStyle(slot)}
      data-zone={slot.id}
      data-state={state}
      aria-hidden
    >
      <span className={classes.zoneName}>{name}</span>
    </div>
  );
}

function Marker({ slot, label, describedBy }: { slot: Slot; label: string; describedBy: string }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: 'placed-element' });
  return (
    <button
      type="button"
      ref={setNodeRef}
      className={`${classes.marker} ${isDragging ? classes.dragging : ''}`}
      style={{ ...boxStyle(slot), transform: CSS.Translate.toString(transform) }}
      {...attributes}
      {...listeners}
      aria-label={label}
      aria-describedby={`${attributes['aria-describedby']} ${describedBy}`}
    >
      <span className={classes.grip} aria-hidden>
        <IconArrowsMove size="1em" />
      </span>
    </button>
  );
}

/**
 * The room drawn by the venue renderer with the slots of the element's kind as drop zones: free ones
 * highlighted, taken ones marked, the element's own slot highlighted. Dragging the element (pointer,
 * or keyboard: space, arrows, space) onto another valid slot calls `onMove`; the slot select of the
 * form is the other keyboard way, and a hidden hint says so.
 */
export function PlacementScene({ room, ctx, element, onMove }: PlacementSceneProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const slotName = useSlotName();
  const content = useMemo(() => toSceneContent(room, ctx.venue, ctx.assets), [room, ctx.venue, ctx.assets]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: slotKeyboardCoordinates }),
  );
  const kind = slotKindOf(element.kind);
  const currentId = 'slotId' in element ? element.slotId : undefined;
  const slots = kind ? roomSlots(room, kind) : [];
  const taken = kind ? slotOccupants(room, ctx.venue, kind, element.id) : new Map<string, unknown[]>();
  const stateOf = (slot: Slot): ZoneState => {
    if (slot.id === currentId) return 'current';
    if (!taken.has(slot.id)) return 'free';
    return kind && isSharedSlotKind(kind) ? 'shared' : 'taken';
  };
  const current = slots.find((s) => s.id === currentId);
  const name = elementLabel(element, ctx.assets) || t(kindLabelKey(element.kind));
  const slotNameOf = (id: string | number | undefined) => {
    const slot = slots.find((s) => s.id === id);
    return slot ? slotName(slot) : '';
  };
  const handleDragEnd = ({ over }: DragEndEvent) => {
    const target = slots.find((s) => s.id === over?.id);
    if (target && target.id !== currentId && stateOf(target) !== 'taken') onMove(target.id);
  };
  return (
    <div className={classes.frame}>
      <RoomScene
        designId={room.designId}
        colors={{ main: ctx.event.mainColor, text: ctx.event.textColor }}
        content={content}
        title={elementLabel(room) || t(kindLabelKey(room.kind))}
        highlightSlotId={currentId}
      />
      {kind && slots.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={collisionDetection}
          onDragEnd={handleDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: t('elementForm.placement.instructions') },
            announcements: {
              onDragStart: () => t('elementForm.placement.picked', { name }),
              onDragOver: ({ over }) =>
                over
                  ? t('elementForm.placement.over', { name, slot: slotNameOf(over.id) })
                  : t('elementForm.placement.notOver', { name }),
              onDragEnd: ({ over }) =>
                over && over.id !== currentId
                  ? t('elementForm.placement.dropped', { name, slot: slotNameOf(over.id) })
                  : t('elementForm.placement.cancelled', { name }),
              onDragCancel: () => t('elementForm.placement.cancelled', { name }),
            },
          }}
        >
          <div className={classes.layer}>
            {slots.map((slot) => (
              <DropZone key={slot.id} slot={slot} state={stateOf(slot)} name={slotName(slot)} />
            ))}
            {current && (
              <Marker
                slot={current}
                label={t('elementForm.placement.drag', { name, slot: slotName(current) })}
                describedBy={hintId}
              />
            )}
          </div>
        </DndContext>
      )}
      <VisuallyHidden id={hintId}>{t('elementForm.placement.keyboardHint')}</VisuallyHidden>
    </div>
  );
}

import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper, Stack } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type SortableRowsProps<T extends { id: string }> = {
  items: readonly T[];
  /** Accessible name of the list. */
  label: string;
  nameOf(item: T): string;
  /** The row's content (usually an ElementRow). */
  renderRow(item: T, index: number): ReactNode;
  /** The new order, as ids. */
  onReorder(ids: string[]): void;
  /** Drag and drop (with the keyboard sensor); false: "move up / move down" buttons instead. */
  isDraggable: boolean;
  /** Move buttons beside the drag handle too (short lists inside a form). */
  hasMoveButtons?: boolean;
  /** A remove button on every row. */
  onRemove?(item: T, index: number): void;
  isDisabled?: boolean;
};

type RowProps = {
  id: string;
  name: string;
  isDisabled: boolean;
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  onRemove?: () => void;
  children: ReactNode;
};

type FrameProps = Omit<RowProps, 'id'> & {
  frameRef?: (node: HTMLElement | null) => void;
  style?: CSSProperties;
  handle?: ReactNode;
};

/** A row's look: the drag handle (if any), the content, then move and remove buttons. */
function RowFrame({
  name,
  isDisabled,
  onMoveUp,
  onMoveDown,
  onRemove,
  frameRef,
  style,
  handle,
  children,
}: FrameProps) {
  const { t } = useTranslation();
  const hasMoveButtons = onMoveUp !== undefined || onMoveDown !== undefined;
  return (
    <Paper ref={frameRef} component="li" withBorder radius="md" style={{ position: 'relative', ...style }}>
      <Group gap={4} wrap="nowrap" pl={4} pr="xs">
        {handle}
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
        {(hasMoveButtons || onRemove) && (
          <Group gap={2} wrap="nowrap">
            {hasMoveButtons && (
              <>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={isDisabled || !onMoveUp}
                  onClick={onMoveUp}
                  aria-label={t('editor.dnd.moveUp', { name })}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={isDisabled || !onMoveDown}
                  onClick={onMoveDown}
                  aria-label={t('editor.dnd.moveDown', { name })}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
              </>
            )}
            {onRemove && (
              <ActionIcon
                variant="subtle"
                color="red"
                disabled={isDisabled}
                onClick={onRemove}
                aria-label={t('editor.dnd.remove', { name })}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        )}
      </Group>
    </Paper>
  );
}

/** A row dragged by its handle (pointer, or Space/Enter then arrows on the handle). */
function SortableRow({ id, ...props }: RowProps) {
  const { t } = useTranslation();
  const sortable = useSortable({ id, disabled: props.isDisabled });
  return (
    <RowFrame
      {...props}
      frameRef={sortable.setNodeRef}
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        zIndex: sortable.isDragging ? 2 : undefined,
        boxShadow: sortable.isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
      handle={
        <ActionIcon
          ref={sortable.setActivatorNodeRef}
          variant="subtle"
          color="gray"
          disabled={props.isDisabled}
          aria-label={t('editor.dnd.handle', { name: props.name })}
          style={{ cursor: props.isDisabled ? undefined : 'grab', touchAction: 'none' }}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
      }
    />
  );
}

/** Screen-reader announcements of a drag, in the user's language (spoken by dnd-kit's live region). */
function useAnnouncements<T extends { id: string }>(
  items: readonly T[],
  nameOf: (item: T) => string,
): Announcements {
  const { t } = useTranslation();
  const nameById = (id: string | number) => {
    const item = items.find((i) => i.id === String(id));
    return item ? nameOf(item) : String(id);
  };
  const positionOf = (id: string | number) => items.findIndex((i) => i.id === String(id)) + 1;
  return {
    onDragStart: ({ active }) =>
      t('editor.dnd.picked', {
        name: nameById(active.id),
        position: positionOf(active.id),
        count: items.length,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? t('editor.dnd.over', {
            name: nameById(active.id),
            position: positionOf(over.id),
            count: items.length,
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('editor.dnd.dropped', {
            name: nameById(active.id),
            position: positionOf(over.id),
            count: items.length,
          })
        : t('editor.dnd.cancelled', { name: nameById(active.id) }),
    onDragCancel: ({ active }) => t('editor.dnd.cancelled', { name: nameById(active.id) }),
  };
}

/**
 * A list whose order a person changes: by drag and drop (pointer and keyboard, with spoken
 * announcements) in the full editor, by "move up / move down" buttons in the plain one.
 */
export function SortableRows<T extends { id: string }>({
  items,
  label,
  nameOf,
  renderRow,
  onReorder,
  isDraggable,
  hasMoveButtons = !isDraggable,
  onRemove,
  isDisabled = false,
}: SortableRowsProps<T>) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useAnnouncements(items, nameOf);
  const ids = items.map((i) => i.id);

  const move = (from: number, to: number) => onReorder(arrayMove(ids, from, to));
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  const Row = isDraggable ? SortableRow : RowFrame;
  const list = (
    <Stack component="ul" gap={6} p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
      {items.map((item, index) => (
        <Row
          key={item.id}
          id={item.id}
          name={nameOf(item)}
          isDisabled={isDisabled}
          onMoveUp={hasMoveButtons && index > 0 ? () => move(index, index - 1) : undefined}
          onMoveDown={hasMoveButtons && index < items.length - 1 ? () => move(index, index + 1) : undefined}
          onRemove={onRemove && (() => onRemove(item, index))}
        >
          {renderRow(item, index)}
        </Row>
      ))}
    </Stack>
  );
  if (!isDraggable) return list;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('editor.dnd.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {list}
      </SortableContext>
    </DndContext>
  );
}

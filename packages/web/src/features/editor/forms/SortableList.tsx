import { type ReactNode, useId, useRef } from 'react';
import { SortableRows } from '../components/SortableRows';

type SortableListProps<T> = {
  items: readonly T[];
  /** The new order (and content) of the list. */
  onChange(next: T[]): void;
  /** The row's content; `name` is what the row is called in the buttons' accessible names. */
  renderItem(item: T, index: number): ReactNode;
  nameOf(item: T, index: number): string;
  /** Accessible name of the list. */
  label?: string;
};

/**
 * Stable keys of a list's rows, so that focus and drag follow a row when it moves: rows added at the
 * end get new keys, moves and removals through this list permute them.
 */
function useRowKeys(count: number) {
  const prefix = useId();
  const next = useRef(0);
  const ids = useRef<string[]>([]);
  while (ids.current.length < count) ids.current.push(`${prefix}-${next.current++}`);
  if (ids.current.length > count) ids.current = ids.current.slice(0, count);
  return ids;
}

/**
 * A list of values without ids inside a form (profile options, slideshow images): reordered by drag
 * and drop and by move buttons, and removed one by one — SortableRows with keys of its own.
 */
export function SortableList<T>({ items, onChange, renderItem, nameOf, label }: SortableListProps<T>) {
  const keys = useRowKeys(items.length);
  const rows = items.map((item, index) => ({ id: keys.current[index]!, item, index }));
  return (
    <SortableRows
      items={rows}
      label={label ?? ''}
      nameOf={(row) => nameOf(row.item, row.index)}
      renderRow={(row) => renderItem(row.item, row.index)}
      isDraggable
      hasMoveButtons
      onReorder={(ids) => {
        const byKey = new Map(rows.map((r) => [r.id, r.item]));
        keys.current = ids;
        onChange(ids.map((id) => byKey.get(id)!));
      }}
      onRemove={(row) => {
        keys.current = keys.current.filter((_, i) => i !== row.index);
        onChange(items.filter((_, i) => i !== row.index));
      }}
    />
  );
}

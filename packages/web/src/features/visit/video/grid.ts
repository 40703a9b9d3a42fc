/** Columns and rows of the call's tile grid. */
export type GridLayout = { columns: number; rows: number };

const TILE_RATIO = 16 / 9;
/** The narrowest a tile gets (a name label still fits), and its width before the area is measured. */
const MIN_TILE = 120;
const UNMEASURED_TILE = 320;

/**
 * The grid that shows `count` 16:9 tiles largest in a `width` x `height` area: every column count
 * is tried and the one whose tiles come out widest wins (a phone in portrait stacks them, a wide
 * screen puts them side by side).
 */
export function gridLayout(count: number, width: number, height: number): GridLayout {
  if (count <= 0) return { columns: 1, rows: 1 };
  if (width <= 0 || height <= 0) {
    // Not measured yet (the first render): a square-ish grid.
    const columns = Math.ceil(Math.sqrt(count));
    return { columns, rows: Math.ceil(count / columns) };
  }
  let best: GridLayout = { columns: 1, rows: count };
  let bestWidth = 0;
  for (let columns = 1; columns <= count; columns++) {
    const rows = Math.ceil(count / columns);
    const tileWidth = Math.min(width / columns, (height / rows) * TILE_RATIO);
    if (tileWidth > bestWidth + 0.5) {
      best = { columns, rows };
      bestWidth = tileWidth;
    }
  }
  return best;
}

/** The width in pixels of each tile of `layout` in the area, `gap` pixels apart. */
export function tileWidthFor(layout: GridLayout, width: number, height: number, gap: number): number {
  if (width <= 0 || height <= 0) return UNMEASURED_TILE;
  const byWidth = (width - gap * (layout.columns - 1)) / layout.columns;
  const byHeight = ((height - gap * (layout.rows - 1)) / layout.rows) * TILE_RATIO;
  return Math.max(MIN_TILE, Math.floor(Math.min(byWidth, byHeight)));
}

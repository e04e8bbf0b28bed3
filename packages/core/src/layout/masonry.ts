/** spec 000 §9: masonry constants. */
export const MASONRY_GUTTER = 20;
export const MASONRY_MIN_COLUMN_WIDTH = 200;

export interface MasonryColumns {
  columns: number;
  /** spec 000 §9: base width = width / columns − 30. */
  baseWidth: number;
}

/** How many columns fit `width` at the minimum column width and gutter, at most `maxColumns`. */
export function masonryColumns(width: number, maxColumns: number): MasonryColumns {
  const fit = Math.floor((width + MASONRY_GUTTER) / (MASONRY_MIN_COLUMN_WIDTH + MASONRY_GUTTER));
  const columns = Math.max(1, Math.min(Math.max(1, Math.floor(maxColumns)), fit));
  return { columns, baseWidth: Math.max(0, width / columns - 30) };
}

/**
 * Places items (by their heights) into columns, each into the currently shortest column, left first on
 * ties: the classic masonry order. Returns each item's column and top offset, and the total height.
 */
export function placeInColumns(
  heights: readonly number[],
  columns: number,
): { positions: Array<{ column: number; top: number }>; height: number } {
  const tops = new Array<number>(Math.max(1, columns)).fill(0);
  const positions = heights.map((height) => {
    let column = 0;
    for (let i = 1; i < tops.length; i++) if ((tops[i] ?? 0) < (tops[column] ?? 0)) column = i;
    const top = tops[column] ?? 0;
    tops[column] = top + height + MASONRY_GUTTER;
    return { column, top };
  });
  const height = Math.max(0, ...tops.map((top) => top - MASONRY_GUTTER));
  return { positions, height: heights.length ? height : 0 };
}

/**
 * Cards added to a grid that is already on screen (load-more): each goes into the column that is
 * shortest at that moment, leftmost on ties, below what is there. Cards already shown never move.
 * `columnHeights` are the columns' heights now (px, 0 for an empty one); returns each new card's column.
 */
export function placeAppended(
  columnHeights: readonly number[],
  itemHeights: readonly number[],
  gutter = MASONRY_GUTTER,
): number[] {
  const heights = columnHeights.length ? [...columnHeights] : [0];
  return itemHeights.map((itemHeight) => {
    let column = 0;
    for (let i = 1; i < heights.length; i++) if ((heights[i] ?? 0) < (heights[column] ?? 0)) column = i;
    const height = heights[column] ?? 0;
    heights[column] = height + (height > 0 ? gutter : 0) + itemHeight;
    return column;
  });
}

/**
 * The column a card stands in, from its left edge (px from the grid's left) in a grid `width` wide of
 * `columns` columns: how a layout the browser made (CSS columns, before hydration) is read back.
 */
export function columnAtOffset(
  left: number,
  width: number,
  columns: number,
  gutter = MASONRY_GUTTER,
): number {
  const count = Math.max(1, Math.floor(columns));
  const pitch = (width + gutter) / count;
  return Math.max(0, Math.min(count - 1, Math.floor((left + gutter / 2) / pitch)));
}

/** `ids` grouped by their column (`columnOf`), each column keeping the ids' order. */
export function columnsInOrder<T>(ids: readonly T[], columnOf: (id: T) => number, columns: number): T[][] {
  const result: T[][] = Array.from({ length: Math.max(1, columns) }, () => []);
  for (const id of ids) result[Math.max(0, Math.min(result.length - 1, columnOf(id)))]?.push(id);
  return result;
}

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

/** spec 001 §9: masonry items move to their new places over 400 ms, at once when a filter animation runs. */
export const MASONRY_TRANSITION_MS = 400;

export function masonryTransitionMs(filterAnimation: string): number {
  return filterAnimation && filterAnimation !== 'none' ? 0 : MASONRY_TRANSITION_MS;
}

export interface GridPlacement {
  positions: Array<{ column: number; left: number; top: number }>;
  height: number;
}

/**
 * Masonry placement: each item (by height) into the currently shortest column, the leftmost on ties,
 * so reading order stays left to right. Column width and left offsets from the grid's width and gutter.
 */
export function placeGridItems(
  heights: readonly number[],
  columns: number,
  width: number,
  gutter: number,
): GridPlacement {
  const count = Math.max(1, Math.floor(columns));
  const columnWidth = Math.max(0, (width - gutter * (count - 1)) / count);
  const tops = new Array<number>(count).fill(0);
  const positions = heights.map((height) => {
    let column = 0;
    for (let i = 1; i < count; i++) if ((tops[i] ?? 0) < (tops[column] ?? 0)) column = i;
    const top = tops[column] ?? 0;
    tops[column] = top + height + gutter;
    return { column, left: column * (columnWidth + gutter), top };
  });
  const height = heights.length ? Math.max(0, ...tops.map((top) => top - gutter)) : 0;
  return { positions, height };
}

/** Splits reviews into rows of `perRow` (the `.wprevprodiv` rows of spec 000's list). */
export function chunkIntoRows<T>(items: readonly T[], perRow: number): T[][] {
  const size = Math.max(1, Math.floor(perRow));
  const rows: T[][] = [];
  for (let start = 0; start < items.length; start += size) rows.push(items.slice(start, start + size));
  return rows;
}

/** The `notinstring` wire form of ids already shown: comma-joined, in display order. */
export function formatIdList(ids: readonly number[]): string {
  return ids.join(',');
}

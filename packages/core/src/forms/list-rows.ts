/**
 * Issue 13 §4, spec 001 §5: list and repeater rows. A list's value is its cells row by row (`columns`
 * per row). The delete button is hidden when one row remains; the add button is disabled at the most
 * rows allowed. Rows are added after the row whose button was used, and removed where they are.
 */

export type ListRows = string[][];

/** Cells (row-major) → rows; always at least one (empty) row. */
export function rowsOfCells(cells: readonly string[], columns: number): ListRows {
  const rows: ListRows = [];
  for (let start = 0; start < cells.length; start += columns)
    rows.push(Array.from({ length: columns }, (_, column) => cells[start + column] ?? ''));
  return rows.length > 0 ? rows : [Array.from({ length: columns }, () => '')];
}

/** Rows → cells, leaving out rows with nothing in them. */
export function cellsOfRows(rows: ListRows): string[] {
  return rows.filter((row) => row.some((cell) => cell.trim() !== '')).flat();
}

export const canAddRow = (rows: ListRows, maxRows: number) => rows.length < maxRows;
export const canDeleteRow = (rows: ListRows) => rows.length > 1;

/** A new empty row after row `index` (0-based); unchanged at the maximum. */
export function addRowAfter(rows: ListRows, index: number, columns: number, maxRows: number): ListRows {
  if (!canAddRow(rows, maxRows)) return rows;
  const at = Math.min(Math.max(index + 1, 0), rows.length);
  return [...rows.slice(0, at), Array.from({ length: columns }, () => ''), ...rows.slice(at)];
}

/** Row `index` removed; unchanged when it is the last one left. */
export function deleteRow(rows: ListRows, index: number): ListRows {
  if (!canDeleteRow(rows) || index < 0 || index >= rows.length) return rows;
  return rows.filter((_, at) => at !== index);
}

export function setCell(rows: ListRows, row: number, column: number, value: string): ListRows {
  return rows.map((cells, at) =>
    at === row ? cells.map((cell, c) => (c === column ? value : cell)) : cells,
  );
}

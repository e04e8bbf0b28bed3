/** The data table's visitor-side logic (spec 001 §4 "Data table", §9): search, sort, pages, info text. */

export type SortDirection = 'ascending' | 'descending';

export interface TableSort {
  column: number;
  direction: SortDirection;
}

/** Rows whose cells contain the search text, case- and accent-insensitively; all rows for blank text. */
export function searchRows(rows: readonly string[][], text: string): string[][] {
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase();
  const needle = fold(text.trim());
  if (needle === '') return [...rows];
  return rows.filter((row) => row.some((cell) => fold(cell).includes(needle)));
}

const numeric = (cell: string): number | undefined => {
  const trimmed = cell.trim().replace(/[,%]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed);
};

/** Compares two cells: numbers by value (`9` before `10`), before text; text by the visitor's collation. */
export function compareCells(a: string, b: string): number {
  const x = numeric(a);
  const y = numeric(b);
  if (x !== undefined && y !== undefined) return x - y;
  if (x !== undefined) return -1;
  if (y !== undefined) return 1;
  return a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });
}

/** Rows sorted by one column (stable: equal cells keep their order); the rows as given without a sort. */
export function sortRows(rows: readonly string[][], sort: TableSort | undefined): string[][] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) => sign * compareCells(a.row[sort.column] ?? '', b.row[sort.column] ?? '') || a.index - b.index,
    )
    .map(({ row }) => row);
}

/** The next sort after a click on a column's heading: ascending first, then it toggles (spec 001 §4). */
export function nextSort(current: TableSort | undefined, column: number): TableSort {
  if (current?.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: 'ascending' };
}

/** How many pages `total` rows make, at least 1. */
export function pageCount(total: number, rowsPerPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, rowsPerPage)));
}

/**
 * The numbered page buttons (spec 001 §9): the first and the last page, the active one, and at most
 * three numbered pages before it; `gap` where pages are left out. Previous and next sit around them.
 */
export function tablePageNumbers(active: number, last: number): Array<number | 'gap'> {
  const pages = new Set<number>([1, last]);
  for (let page = Math.max(1, active - 3); page <= active; page += 1) pages.add(page);
  const sorted = [...pages].filter((page) => page >= 1 && page <= last).sort((a, b) => a - b);
  const numbers: Array<number | 'gap'> = [];
  for (const page of sorted) {
    const previous = numbers[numbers.length - 1];
    if (typeof previous === 'number' && page > previous + 1) numbers.push('gap');
    numbers.push(page);
  }
  return numbers;
}

/** The rows of one page (1-based), and the first and last row numbers it shows (1-based; 0 when empty). */
export function pageSlice<T>(rows: readonly T[], page: number, rowsPerPage: number) {
  const start = (page - 1) * rowsPerPage;
  const shown = rows.slice(start, start + rowsPerPage);
  return { rows: shown, from: shown.length ? start + 1 : 0, to: start + shown.length };
}

/** spec 001 §9 word for word: 'Showing X to Y of N Entries.' */
export function tableInfoText(from: number, to: number, total: number): string {
  return `Showing ${from} to ${to} of ${total} Entries.`;
}

import { describe, expect, it } from 'vitest';
import {
  compareCells,
  nextSort,
  pageCount,
  pageSlice,
  searchRows,
  sortRows,
  tableInfoText,
  tablePageNumbers,
} from '../../src/data/table-view.ts';

const ROWS = [
  ['Colombia', 'Huila', '10'],
  ['Ethiopia', 'Sidama', '9'],
  ['Brazil', 'Minas Gerais', '100'],
  ['Perú', 'Cajamarca', '9'],
];

describe('searchRows', () => {
  it('keeps rows with a cell containing the text, ignoring case and accents', () => {
    expect(searchRows(ROWS, 'PERU')).toEqual([['Perú', 'Cajamarca', '9']]);
    expect(searchRows(ROWS, 'ma')).toEqual([ROWS[1], ROWS[3]]);
  });

  it('keeps every row for blank text', () => {
    expect(searchRows(ROWS, '  ')).toEqual(ROWS);
  });
});

describe('sorting', () => {
  it('sorts numbers by value, not as text', () => {
    expect(sortRows(ROWS, { column: 2, direction: 'ascending' }).map((row) => row[2])).toEqual([
      '9',
      '9',
      '10',
      '100',
    ]);
  });

  it('sorts descending and keeps equal cells in their order', () => {
    expect(sortRows(ROWS, { column: 2, direction: 'descending' }).map((row) => row[0])).toEqual([
      'Brazil',
      'Colombia',
      'Ethiopia',
      'Perú',
    ]);
  });

  it('sorts text by collation and numbers before text', () => {
    expect(sortRows(ROWS, { column: 0, direction: 'ascending' }).map((row) => row[0])).toEqual([
      'Brazil',
      'Colombia',
      'Ethiopia',
      'Perú',
    ]);
    expect(compareCells('5', 'abc')).toBeLessThan(0);
  });

  it('toggles a column ascending, descending, ascending; a new column starts ascending', () => {
    const first = nextSort(undefined, 1);
    expect(first).toEqual({ column: 1, direction: 'ascending' });
    const second = nextSort(first, 1);
    expect(second).toEqual({ column: 1, direction: 'descending' });
    expect(nextSort(second, 1)).toEqual({ column: 1, direction: 'ascending' });
    expect(nextSort(second, 0)).toEqual({ column: 0, direction: 'ascending' });
  });
});

describe('pages (spec 001 §9)', () => {
  it('shows the first and last page, the active one and at most three before it', () => {
    expect(tablePageNumbers(1, 10)).toEqual([1, 'gap', 10]);
    expect(tablePageNumbers(4, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(tablePageNumbers(7, 10)).toEqual([1, 'gap', 4, 5, 6, 7, 'gap', 10]);
    expect(tablePageNumbers(10, 10)).toEqual([1, 'gap', 7, 8, 9, 10]);
  });

  it('shows a single page once', () => {
    expect(tablePageNumbers(1, 1)).toEqual([1]);
    expect(tablePageNumbers(2, 2)).toEqual([1, 2]);
  });

  it('counts pages and slices one page with its first and last row numbers', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(11, 5)).toBe(3);
    expect(pageSlice(['a', 'b', 'c', 'd', 'e', 'f'], 2, 4)).toEqual({ rows: ['e', 'f'], from: 5, to: 6 });
    expect(pageSlice([], 1, 4)).toEqual({ rows: [], from: 0, to: 0 });
  });

  it("writes the info text word for word: 'Showing X to Y of N Entries.'", () => {
    expect(tableInfoText(6, 10, 23)).toBe('Showing 6 to 10 of 23 Entries.');
  });
});

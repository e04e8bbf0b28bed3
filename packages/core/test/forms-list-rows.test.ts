import { describe, expect, it } from 'vitest';
import {
  addRowAfter,
  canAddRow,
  canDeleteRow,
  cellsOfRows,
  deleteRow,
  rowsOfCells,
  setCell,
} from '../src/forms/list-rows.ts';

describe('list rows', () => {
  it('reads cells row by row and always shows at least one row', () => {
    expect(rowsOfCells(['Ann', 'vegan', 'Bob', 'nuts'], 2)).toEqual([
      ['Ann', 'vegan'],
      ['Bob', 'nuts'],
    ]);
    expect(rowsOfCells(['Ann', 'vegan', 'Cy'], 2)).toEqual([
      ['Ann', 'vegan'],
      ['Cy', ''],
    ]);
    expect(rowsOfCells([], 3)).toEqual([['', '', '']]);
  });
  it('adds an empty row after the row used, and not beyond the most rows', () => {
    const rows = [['a'], ['b']];
    expect(addRowAfter(rows, 0, 1, 3)).toEqual([['a'], [''], ['b']]);
    expect(addRowAfter([['a'], ['b'], ['c']], 2, 1, 3)).toEqual([['a'], ['b'], ['c']]);
    expect(canAddRow([['a'], ['b'], ['c']], 3)).toBe(false);
    expect(canAddRow(rows, 3)).toBe(true);
  });
  it('deletes the row used, but never the last one left', () => {
    expect(deleteRow([['a'], ['b']], 0)).toEqual([['b']]);
    expect(deleteRow([['a']], 0)).toEqual([['a']]);
    expect(canDeleteRow([['a']])).toBe(false);
    expect(canDeleteRow([['a'], ['b']])).toBe(true);
    expect(deleteRow([['a'], ['b']], 5)).toEqual([['a'], ['b']]);
  });
  it('sets one cell and drops empty rows when the value is stored', () => {
    const rows = setCell(
      [
        ['', ''],
        ['', ''],
      ],
      1,
      1,
      'nuts',
    );
    expect(rows).toEqual([
      ['', ''],
      ['', 'nuts'],
    ]);
    expect(cellsOfRows(rows)).toEqual(['', 'nuts']);
    expect(cellsOfRows([[' ', '']])).toEqual([]);
  });
});

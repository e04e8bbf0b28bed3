import { describe, expect, it } from 'vitest';
import { isMobileWidth, slidesToShowAt } from '../src/layout/breakpoints.ts';
import {
  columnAtOffset,
  columnsInOrder,
  masonryColumns,
  placeAppended,
  placeInColumns,
} from '../src/layout/masonry.ts';

describe('masonry columns (gutter 20, minimum column width 200)', () => {
  it('fits as many columns of at least 200 px as the width allows, up to the maximum', () => {
    expect(masonryColumns(1000, 3)).toEqual({ columns: 3, baseWidth: 1000 / 3 - 30 });
    expect(masonryColumns(639, 3).columns).toBe(2);
    expect(masonryColumns(640, 3).columns).toBe(3);
    expect(masonryColumns(300, 3)).toEqual({ columns: 1, baseWidth: 270 });
  });

  it('never has fewer than one column', () => {
    expect(masonryColumns(50, 4).columns).toBe(1);
  });

  it('puts each item into the shortest column, leftmost on ties', () => {
    const { positions, height } = placeInColumns([100, 50, 80, 30], 2);
    expect(positions).toEqual([
      { column: 0, top: 0 },
      { column: 1, top: 0 },
      { column: 1, top: 70 },
      { column: 0, top: 120 },
    ]);
    expect(height).toBe(150);
  });
});

describe('masonry load-more: cards on screen stay, new ones fill the shortest column', () => {
  it('puts each new card into the column shortest at that moment, leftmost on ties', () => {
    // Columns 300, 120 and 200 px tall; gutter 20.
    expect(placeAppended([300, 120, 200], [100, 50, 80, 30])).toEqual([1, 2, 1, 2]);
  });

  it('adds no gutter above the first card of an empty column', () => {
    expect(placeAppended([0, 0], [100, 100, 10])).toEqual([0, 1, 0]);
    expect(placeAppended([0, 30], [10, 10])).toEqual([0, 0]);
  });

  it('places into one column when there is one', () => {
    expect(placeAppended([500], [10, 20])).toEqual([0, 0]);
    expect(placeAppended([], [10])).toEqual([0]);
  });

  it('reads a card’s column back from its left edge', () => {
    // 3 columns in 1000 px: each (1000 − 40) / 3 = 320 wide, starting at 0, 340 and 680.
    expect(columnAtOffset(0, 1000, 3)).toBe(0);
    expect(columnAtOffset(340, 1000, 3)).toBe(1);
    expect(columnAtOffset(680, 1000, 3)).toBe(2);
    expect(columnAtOffset(679.6, 1000, 3)).toBe(2);
    expect(columnAtOffset(5000, 1000, 3)).toBe(2);
    expect(columnAtOffset(-3, 1000, 3)).toBe(0);
  });

  it('groups ids by their column, keeping their order', () => {
    const column = new Map([
      ['a', 0],
      ['b', 0],
      ['c', 1],
      ['d', 2],
      ['e', 2],
    ]);
    expect(columnsInOrder(['a', 'b', 'c', 'd', 'e'], (id) => column.get(id) ?? 0, 3)).toEqual([
      ['a', 'b'],
      ['c'],
      ['d', 'e'],
    ]);
  });
});

describe('carousel breakpoints', () => {
  it('shows 3 slides on wide screens, 2 below 992 px and 1 below 600 px', () => {
    expect(slidesToShowAt(1280, 10)).toBe(3);
    expect(slidesToShowAt(992, 10)).toBe(3);
    expect(slidesToShowAt(991, 10)).toBe(2);
    expect(slidesToShowAt(600, 10)).toBe(2);
    expect(slidesToShowAt(599, 10)).toBe(1);
  });

  it('shows 1 slide when there is a single slide', () => {
    expect(slidesToShowAt(1280, 1)).toBe(1);
  });

  it('honours min-direction breakpoints', () => {
    expect(slidesToShowAt(1400, 10, 2, [{ width: 1200, slides: 4, direction: 'min' }])).toBe(4);
    expect(slidesToShowAt(1100, 10, 2, [{ width: 1200, slides: 4, direction: 'min' }])).toBe(2);
  });

  it('treats widths under the 320 px minimum base as 320', () => {
    expect(slidesToShowAt(200, 10, 3, [{ width: 300, slides: 5, direction: 'max' }])).toBe(3);
  });

  it('counts under 600 px as mobile', () => {
    expect(isMobileWidth(599)).toBe(true);
    expect(isMobileWidth(600)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { formatFilterHash, parseFilterHash } from '../src/catalogue/filter-hash.ts';
import { gridColumns, gridDeviceAt } from '../src/catalogue/grid-columns.ts';
import { masonryTransitionMs, placeGridItems } from '../src/catalogue/grid-placement.ts';
import { formatMoney, onSale, stockText } from '../src/catalogue/product-text.ts';

describe('grid columns (spec 001 §5, §9)', () => {
  it('caps columns at 8', () => {
    expect(gridColumns('12', 'desktop')).toBe(8);
    expect(gridColumns('8', 'desktop')).toBe(8);
    expect(gridColumns('5', 'tablet')).toBe(5);
  });
  it('falls back to 3 for a value containing pro', () => {
    expect(gridColumns('pro-6', 'mobile')).toBe(3);
    expect(gridColumns('5pro', 'desktop')).toBe(3);
  });
  it('defaults to 3, 2 and 1 by device', () => {
    expect(gridColumns(undefined, 'desktop')).toBe(3);
    expect(gridColumns('', 'tablet')).toBe(2);
    expect(gridColumns('zero', 'mobile')).toBe(1);
    expect(gridColumns('0', 'desktop')).toBe(3);
  });
  it('counts above 1024 px as desktop and above 768 px as tablet', () => {
    expect(gridDeviceAt(1025)).toBe('desktop');
    expect(gridDeviceAt(1024)).toBe('tablet');
    expect(gridDeviceAt(769)).toBe('tablet');
    expect(gridDeviceAt(768)).toBe('mobile');
  });
});

describe('filter deep links', () => {
  it('reads a term, all as none, and ignores anything else', () => {
    expect(parseFilterHash('#filter:coffee-beans')).toBe('coffee-beans');
    expect(parseFilterHash('#filter:all')).toBe('');
    expect(parseFilterHash('#filter:<img src=x>')).toBeUndefined();
    expect(parseFilterHash('#filter:a%22b')).toBeUndefined();
    expect(parseFilterHash('#filter:%E0%A4%A')).toBeUndefined();
    expect(parseFilterHash('#menu')).toBeUndefined();
  });
  it('writes a term, and all for none', () => {
    expect(formatFilterHash('cakes')).toBe('#filter:cakes');
    expect(formatFilterHash('')).toBe('#filter:all');
    expect(parseFilterHash(formatFilterHash('tea_2'))).toBe('tea_2');
  });
});

describe('masonry', () => {
  it('places each item in the shortest column, leftmost on ties', () => {
    const placed = placeGridItems([100, 50, 80, 30], 3, 320, 10);
    expect(placed.positions.map((p) => p.column)).toEqual([0, 1, 2, 1]);
    expect(placed.positions[3]).toEqual({ column: 1, left: 110, top: 60 });
    expect(placed.height).toBe(100);
  });
  it('moves over 400 ms, at once when a filter animation is set', () => {
    expect(masonryTransitionMs('none')).toBe(400);
    expect(masonryTransitionMs('fade')).toBe(0);
  });
});

describe('product text', () => {
  it('formats minor units with the currency decimals', () => {
    expect(formatMoney(1250, 'GBP')).toBe('£12.50');
    expect(formatMoney(1250, 'JPY')).toBe('JP¥1,250');
  });
  it('says low stock with the units left, and out of stock', () => {
    expect(stockText({ stockStatus: 'instock', stockQuantity: 3, lowStock: true })).toBe(
      'Only 3 left in stock',
    );
    expect(stockText({ stockStatus: 'instock', stockQuantity: 30, lowStock: false })).toBe('In stock');
    expect(stockText({ stockStatus: 'outofstock', stockQuantity: 0, lowStock: false })).toBe('Out of stock');
  });
  it('is on sale only below the price', () => {
    expect(onSale({ priceMinor: 1000, salePriceMinor: 800 })).toBe(true);
    expect(onSale({ priceMinor: 1000, salePriceMinor: 1000 })).toBe(false);
    expect(onSale({ priceMinor: 1000, salePriceMinor: null })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  absorbGrowth,
  endlessMayLoad,
  endlessReserveTarget,
  nextEndlessReserve,
} from '../src/reviews/endless-reserve.ts';

describe('the space an endless list keeps below its reviews', () => {
  it('takes in what a new page adds, so the content after the list stays where it is', () => {
    expect(absorbGrowth(900, 600)).toBe(300);
    expect(absorbGrowth(300, 600)).toBe(0);
    expect(absorbGrowth(300, -100)).toBe(400);
  });

  it('is sized for the reviews still to come, half again, at least a screen, none once the list ended', () => {
    // 4 reviews take 600 px: 64 more take about 9600 px, reserved with the margin as 14,400.
    expect(endlessReserveTarget({ listHeight: 600, shown: 4, remaining: 64, viewportHeight: 900 })).toBe(
      14_400,
    );
    expect(endlessReserveTarget({ listHeight: 600, shown: 4, remaining: 2, viewportHeight: 900 })).toBe(900);
    expect(endlessReserveTarget({ listHeight: 600, shown: 68, remaining: 0, viewportHeight: 900 })).toBe(0);
  });

  it('does not change while the content after the list is on screen', () => {
    // The reserve runs from 100 to 500 px in a 900 px viewport: what follows it is visible.
    expect(nextEndlessReserve({ current: 400, target: 9000, top: 100, viewportHeight: 900 })).toBe(400);
    expect(nextEndlessReserve({ current: 400, target: 0, top: 100, viewportHeight: 900 })).toBe(400);
  });

  it('grows to its target while out of sight below the viewport', () => {
    expect(nextEndlessReserve({ current: 900, target: 9000, top: 850, viewportHeight: 900 })).toBe(9000);
  });

  it('shrinks only as far as keeps the content after it below the viewport', () => {
    expect(nextEndlessReserve({ current: 3000, target: 0, top: 200, viewportHeight: 900 })).toBe(700);
    expect(nextEndlessReserve({ current: 3000, target: 0, top: 1000, viewportHeight: 900 })).toBe(0);
  });

  it('lets the next page load while the content after the list is out of sight', () => {
    const base = { listHeight: 600, shown: 4, pageSize: 4, viewportHeight: 900 };
    expect(endlessMayLoad({ ...base, reserve: 100, reserveTop: 850 })).toBe(true);
  });

  it('holds the next page while the content after the list is on screen and the reserve cannot take it', () => {
    // A page of 4 takes about 600 px: the reserve must hold 900 with the margin.
    const base = { listHeight: 600, shown: 4, pageSize: 4, viewportHeight: 900 };
    expect(endlessMayLoad({ ...base, reserve: 899, reserveTop: -300 })).toBe(false);
    expect(endlessMayLoad({ ...base, reserve: 900, reserveTop: -300 })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { absorbGrowth, endlessReserveTarget, nextEndlessReserve } from '../src/reviews/endless-reserve.ts';

describe('the space an endless list keeps below its reviews', () => {
  it('takes in what a new page adds, so the content after the list stays where it is', () => {
    expect(absorbGrowth(900, 600)).toBe(300);
    expect(absorbGrowth(300, 600)).toBe(0);
    expect(absorbGrowth(300, -100)).toBe(400);
  });

  it('is sized for the reviews still to come, at least a screen, and none once the list has ended', () => {
    // 4 reviews take 600 px: 64 more take about 9600 px.
    expect(endlessReserveTarget({ listHeight: 600, shown: 4, remaining: 64, viewportHeight: 900 })).toBe(
      9600,
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
});

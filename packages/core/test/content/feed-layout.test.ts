import { describe, expect, it, vi } from 'vitest';
import { createFeedRelayout, feedMasonry } from '../../src/content/feed-layout.ts';
import type { Clock } from '../../src/timing/clock.ts';

const fakeClock = (): Clock => ({
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

describe('feedMasonry', () => {
  it('puts each post under the shortest column, leftmost on ties, with both gutters', () => {
    const { places, height } = feedMasonry([100, 50, 80, 30], {
      width: 320,
      columns: 3,
      gutterX: 10,
      gutterY: 20,
    });
    expect(places).toEqual([
      { left: 0, top: 0, width: 100 },
      { left: 110, top: 0, width: 100 },
      { left: 220, top: 0, width: 100 },
      // Column 2 (50 + 20) is the shortest.
      { left: 110, top: 70, width: 100 },
    ]);
    expect(height).toBe(100);
  });

  it('has no height without posts, and one column at least', () => {
    expect(feedMasonry([], { width: 300, columns: 3, gutterX: 10, gutterY: 10 }).height).toBe(0);
    expect(feedMasonry([40, 40], { width: 300, columns: 0, gutterX: 10, gutterY: 10 })).toEqual({
      places: [
        { left: 0, top: 0, width: 300 },
        { left: 0, top: 50, width: 300 },
      ],
      height: 90,
    });
  });
});

describe('createFeedRelayout', () => {
  it('lays out now and again at 100, 500 and 1000 ms (spec 001 §9)', () => {
    vi.useFakeTimers();
    const relayout = vi.fn();
    const machine = createFeedRelayout(fakeClock(), relayout);
    machine.settle();
    expect(relayout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(99);
    expect(relayout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(relayout).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(400);
    expect(relayout).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(499);
    expect(relayout).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(1);
    expect(relayout).toHaveBeenCalledTimes(4);
    vi.useRealTimers();
  });

  it('lays out once, 200 ms after the last resize of a burst', () => {
    vi.useFakeTimers();
    const relayout = vi.fn();
    const machine = createFeedRelayout(fakeClock(), relayout);
    machine.resized();
    vi.advanceTimersByTime(150);
    machine.resized();
    vi.advanceTimersByTime(199);
    expect(relayout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(relayout).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('releases every timer on destroy', () => {
    vi.useFakeTimers();
    const relayout = vi.fn();
    const machine = createFeedRelayout(fakeClock(), relayout);
    machine.settle();
    machine.resized();
    machine.destroy();
    vi.advanceTimersByTime(5000);
    expect(relayout).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});

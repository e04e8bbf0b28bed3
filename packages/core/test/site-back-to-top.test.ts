import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BACK_TO_TOP_SCROLL_MS,
  easeInOutCubic,
  isBackToTopShown,
  scrollPositionAt,
  scrollToTop,
} from '../src/site/back-to-top.ts';
import { systemClock } from '../src/timing/clock.ts';

/** Frames every 16 ms on the fake timers, as a browser paints. */
const frames = {
  requestFrame: (callback: () => void) => setTimeout(callback, 16),
  cancelFrame: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

describe('back-to-top threshold (spec 000 §9: 50 px)', () => {
  it('hides at the top and at exactly 50 px', () => {
    expect(isBackToTopShown(0)).toBe(false);
    expect(isBackToTopShown(50)).toBe(false);
  });

  it('shows from 51 px down', () => {
    expect(isBackToTopShown(51)).toBe(true);
    expect(isBackToTopShown(4000)).toBe(true);
  });
});

describe('the scroll curve', () => {
  it('starts where the page is, passes the middle halfway, ends at the top', () => {
    expect(scrollPositionAt(1000, 0, 400)).toBe(1000);
    expect(scrollPositionAt(1000, 200, 400)).toBe(500);
    expect(scrollPositionAt(1000, 400, 400)).toBe(0);
    expect(easeInOutCubic(0.25)).toBeLessThan(0.25);
  });

  it('never moves back down', () => {
    let previous = Number.POSITIVE_INFINITY;
    for (let ms = 0; ms <= 400; ms += 8) {
      const top = scrollPositionAt(3000, ms, 400);
      expect(top).toBeLessThanOrEqual(previous);
      previous = top;
    }
  });
});

describe('scrolling to the top (spec 000 §9: 400 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is still on its way at 399 ms and at the top, done, at 400 ms', () => {
    const positions: number[] = [];
    const onDone = vi.fn();
    scrollToTop({ from: 2000, clock: systemClock, frames, scrollTo: (top) => positions.push(top), onDone });
    vi.advanceTimersByTime(BACK_TO_TOP_SCROLL_MS - 1);
    expect(onDone).not.toHaveBeenCalled();
    expect(positions.at(-1)).toBeGreaterThan(0);
    expect(positions.at(-1)).toBeLessThan(2000);
    vi.advanceTimersByTime(1);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(positions.at(-1)).toBe(0);
  });

  it('jumps at once when the duration is 0 (reduced motion)', () => {
    const scrollTo = vi.fn();
    const onDone = vi.fn();
    scrollToTop({ from: 2000, duration: 0, clock: systemClock, frames, scrollTo, onDone });
    expect(scrollTo.mock.calls).toEqual([[0]]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('stops where it is when cancelled, and never calls done', () => {
    const scrollTo = vi.fn();
    const onDone = vi.fn();
    const cancel = scrollToTop({ from: 2000, clock: systemClock, frames, scrollTo, onDone });
    vi.advanceTimersByTime(100);
    cancel();
    const calls = scrollTo.mock.calls.length;
    vi.advanceTimersByTime(1000);
    expect(scrollTo.mock.calls.length).toBe(calls);
    expect(onDone).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  counterProgress,
  counterValueAt,
  formatCount,
  percentShown,
  startCounterRun,
} from '../../src/content/counter.ts';
import { systemClock } from '../../src/timing/clock.ts';

const frames = {
  requestFrame: (callback: () => void) => setTimeout(callback, 16),
  cancelFrame: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

describe('numbers shown (spec 001 §3, §9)', () => {
  it('writes thousands with a comma only when the separator is on', () => {
    expect(formatCount(48250, true)).toBe('48,250');
    expect(formatCount(1_000_000, true)).toBe('1,000,000');
    expect(formatCount(999, true)).toBe('999');
    expect(formatCount(48250, false)).toBe('48250');
  });

  it('shows the percentage rounded', () => {
    expect(percentShown(72, 1)).toBe(72);
    expect(percentShown(72, 0.5)).toBe(36);
    expect(percentShown(65, 0.5)).toBe(33);
    expect(percentShown(100, 0.333)).toBe(33);
  });

  it('counts whole numbers from 0 to the value', () => {
    expect(counterValueAt(412, 0)).toBe(0);
    expect(counterValueAt(412, 1)).toBe(412);
    expect(counterValueAt(412, 0.5)).toBe(206);
  });

  it('eases to the end and is whole at the duration', () => {
    expect(counterProgress(0, 1000)).toBe(0);
    expect(counterProgress(1000, 1000)).toBe(1);
    expect(counterProgress(500, 1000)).toBeGreaterThan(0.5);
    expect(counterProgress(5, 0)).toBe(1);
  });
});

describe('a run (animDelay, animDuration, loop, loopDelay)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits the delay, counts over the duration and ends at exactly 1', () => {
    const seen: number[] = [];
    startCounterRun({
      clock: { ...systemClock, now: () => Date.now() },
      frames,
      duration: 1000,
      delay: 300,
      loop: false,
      loopDelay: 0,
      onProgress: (p) => seen.push(p),
    });
    vi.advanceTimersByTime(299);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([0]);
    vi.advanceTimersByTime(500);
    const middle = seen.at(-1) ?? 0;
    expect(middle).toBeGreaterThan(0);
    expect(middle).toBeLessThan(1);
    vi.advanceTimersByTime(500);
    expect(seen.at(-1)).toBe(1);
    const count = seen.length;
    vi.advanceTimersByTime(5000);
    expect(seen.length).toBe(count);
  });

  it('starts again from 0 after the loop delay, until stopped', () => {
    const seen: number[] = [];
    const stop = startCounterRun({
      clock: { ...systemClock, now: () => Date.now() },
      frames,
      duration: 1000,
      delay: 0,
      loop: true,
      loopDelay: 2000,
      onProgress: (p) => seen.push(p),
    });
    vi.advanceTimersByTime(1000);
    expect(seen.at(-1)).toBe(1);
    seen.length = 0;
    vi.advanceTimersByTime(1999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([0]);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(seen).toEqual([0]);
  });
});

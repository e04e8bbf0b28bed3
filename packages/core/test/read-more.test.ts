import { describe, expect, it, vi } from 'vitest';
import { changeHeight, heightAt, READ_MORE_MS } from '../src/reviews/read-more.ts';
import type { FrameScheduler } from '../src/site/back-to-top.ts';
import type { Clock } from '../src/timing/clock.ts';

const clock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
/** A frame every 16 ms of fake time. */
const frames: FrameScheduler = {
  requestFrame: (callback) => setTimeout(callback, 16),
  cancelFrame: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

describe('read-more height (spec 000 §9: 500 ms)', () => {
  it('takes 500 ms', () => {
    expect(READ_MORE_MS).toBe(500);
  });

  it('is half-way at half the time, both ways, and at the end from 500 ms', () => {
    expect(heightAt(150, 450, 0, 500)).toBe(150);
    expect(heightAt(150, 450, 250, 500)).toBeCloseTo(300);
    expect(heightAt(450, 150, 250, 500)).toBeCloseTo(300);
    expect(heightAt(150, 450, 500, 500)).toBe(450);
    expect(heightAt(150, 450, 900, 500)).toBe(450);
  });

  it('moves the real height every frame for 500 ms, then ends exactly at the target', () => {
    vi.useFakeTimers();
    const heights: number[] = [];
    const onDone = vi.fn();
    changeHeight({ from: 450, to: 150, clock, frames, setHeight: (px) => heights.push(px), onDone });
    vi.advanceTimersByTime(100);
    const early = heights.at(-1) ?? 0;
    expect(early).toBeLessThan(450);
    expect(early).toBeGreaterThan(300);
    vi.advanceTimersByTime(399);
    expect(onDone).not.toHaveBeenCalled();
    expect(heights.at(-1)).toBeGreaterThan(150);
    vi.advanceTimersByTime(1);
    expect(onDone).toHaveBeenCalledOnce();
    expect(heights.at(-1)).toBe(150);
    vi.useRealTimers();
  });

  it('changes at once when the duration is 0 (reduced motion)', () => {
    const heights: number[] = [];
    const onDone = vi.fn();
    changeHeight({
      from: 150,
      to: 450,
      duration: 0,
      clock,
      frames,
      setHeight: (px) => heights.push(px),
      onDone,
    });
    expect(heights).toEqual([450]);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('stops where it is when stopped', () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    const heights: number[] = [];
    const stop = changeHeight({
      from: 150,
      to: 450,
      clock,
      frames,
      setHeight: (px) => heights.push(px),
      onDone,
    });
    vi.advanceTimersByTime(200);
    stop();
    const count = heights.length;
    vi.advanceTimersByTime(1000);
    expect(heights).toHaveLength(count);
    expect(onDone).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterContentReady, THIRD_PARTY_DELAY_MS } from '../src/site/deferred-script.ts';
import { revealPlan } from '../src/site/reveal.ts';
import { systemClock } from '../src/timing/clock.ts';

function fakeDocument(readyState: string) {
  const listeners = new Set<() => void>();
  return {
    readyState,
    addEventListener: (_type: 'DOMContentLoaded', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'DOMContentLoaded', listener: () => void) => listeners.delete(listener),
    contentLoaded() {
      this.readyState = 'interactive';
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

describe('the third-party script delay (spec 000 §7: 8000 ms after content is ready)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for DOMContentLoaded, then 8000 ms', () => {
    const doc = fakeDocument('loading');
    const load = vi.fn();
    afterContentReady(doc, systemClock, load);
    vi.advanceTimersByTime(20_000);
    expect(load).not.toHaveBeenCalled();
    doc.contentLoaded();
    vi.advanceTimersByTime(THIRD_PARTY_DELAY_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('counts from now when the content is ready already', () => {
    const load = vi.fn();
    afterContentReady(fakeDocument('complete'), systemClock, load);
    vi.advanceTimersByTime(7999);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('counts the 8000 ms from the recorded DOMContentLoaded time, not from when its chunk arrives', () => {
    vi.setSystemTime(10_000);
    const readyAt = systemClock.now();
    vi.advanceTimersByTime(180);
    const load = vi.fn();
    afterContentReady(fakeDocument('complete'), systemClock, load, THIRD_PARTY_DELAY_MS, readyAt);
    vi.advanceTimersByTime(THIRD_PARTY_DELAY_MS - 181);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when more than 8000 ms passed since DOMContentLoaded', () => {
    vi.setSystemTime(10_000);
    const readyAt = systemClock.now();
    vi.advanceTimersByTime(9000);
    const load = vi.fn();
    afterContentReady(fakeDocument('complete'), systemClock, load, THIRD_PARTY_DELAY_MS, readyAt);
    vi.advanceTimersByTime(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing when cancelled, before or after the content is ready', () => {
    const doc = fakeDocument('loading');
    const load = vi.fn();
    const cancel = afterContentReady(doc, systemClock, load);
    cancel();
    expect(doc.listeners.size).toBe(0);
    const cancelLater = afterContentReady(fakeDocument('complete'), systemClock, load);
    vi.advanceTimersByTime(4000);
    cancelLater();
    vi.advanceTimersByTime(10_000);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('the scroll-in animation plan (spec 000 §4)', () => {
  it('animates only an element still below the viewport', () => {
    expect(revealPlan({ top: 900 }, 800, false)).toBe('animate');
  });

  it('leaves an element already on screen or above it as it is, so nothing visible disappears', () => {
    expect(revealPlan({ top: 799 }, 800, false)).toBe('leave');
    expect(revealPlan({ top: -300 }, 800, false)).toBe('leave');
  });

  it('never animates under reduced motion', () => {
    expect(revealPlan({ top: 5000 }, 800, true)).toBe('leave');
  });
});

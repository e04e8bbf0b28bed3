import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createAnimatedText,
  LETTER_MS,
  SELECTION_MS,
  TYPE_START_MS,
} from '../../src/content/animated-text.ts';
import { systemClock } from '../../src/timing/clock.ts';

describe('animated text timings (spec 001 §9: fixed delays 500 ms and 1300 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds the word, selects it for 500 ms, and types the next from 1300 ms after the selection', () => {
    const text = createAnimatedText({
      words: ['tea', 'cake'],
      effect: 'typing',
      hold: 2500,
      clock: systemClock,
    });
    expect(SELECTION_MS).toBe(500);
    expect(TYPE_START_MS).toBe(1300);
    text.start();
    expect(text.getState()).toMatchObject({ index: 0, phase: 'holding', letters: 3 });
    vi.advanceTimersByTime(2499);
    expect(text.getState().phase).toBe('holding');
    vi.advanceTimersByTime(1);
    expect(text.getState().phase).toBe('selected');
    vi.advanceTimersByTime(499);
    expect(text.getState().phase).toBe('selected');
    vi.advanceTimersByTime(1);
    expect(text.getState()).toMatchObject({ phase: 'cleared', letters: 0 });
    vi.advanceTimersByTime(799);
    expect(text.getState().phase).toBe('cleared');
    vi.advanceTimersByTime(1);
    expect(text.getState()).toMatchObject({ index: 1, phase: 'typing', letters: 1 });
    vi.advanceTimersByTime(LETTER_MS * 3);
    expect(text.getState()).toMatchObject({ index: 1, phase: 'holding', letters: 4 });
    vi.advanceTimersByTime(2500 + 1300);
    expect(text.getState()).toMatchObject({ index: 0, phase: 'typing', letters: 1 });
  });

  it('rotates to the next word every hold, sliding for 500 ms', () => {
    const text = createAnimatedText({
      words: ['a', 'b', 'c'],
      effect: 'rotate',
      hold: 1000,
      clock: systemClock,
    });
    text.start();
    vi.advanceTimersByTime(1000);
    expect(text.getState()).toMatchObject({ index: 0, phase: 'leaving' });
    vi.advanceTimersByTime(500);
    expect(text.getState()).toMatchObject({ index: 1, phase: 'holding' });
    vi.advanceTimersByTime(3000);
    expect(text.getState().index).toBe(0);
  });

  it('stops with a whole word shown and no timer left', () => {
    const text = createAnimatedText({
      words: ['tea', 'cake'],
      effect: 'typing',
      hold: 1000,
      clock: systemClock,
    });
    text.start();
    vi.advanceTimersByTime(1000 + 1300 + LETTER_MS);
    expect(text.getState().phase).toBe('typing');
    text.stop();
    expect(text.getState()).toMatchObject({ index: 1, phase: 'holding', letters: 4, running: false });
    vi.advanceTimersByTime(60_000);
    expect(text.getState()).toMatchObject({ index: 1, phase: 'holding' });
  });
});

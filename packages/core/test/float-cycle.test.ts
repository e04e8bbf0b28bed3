import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFloatCycle } from '../src/reviews/float-cycle.ts';
import { systemClock } from '../src/timing/clock.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A review answer long enough to show (spec 000 §8: under 100 characters stops the cycle). */
const answer = (offset: number) =>
  `<div class="wprev-float" data-startoffset="${offset + 1}"><article data-review-id="${offset}">${'x'.repeat(100)}</article></div>`;

function setup(fetchReview = vi.fn(async (offset: number) => answer(offset))) {
  const sanitize = vi.fn((html: string) => html);
  const cycle = createFloatCycle({ clock: systemClock, fetchReview, sanitize, log: vi.fn() });
  return { cycle, fetchReview, sanitize };
}

describe('the pop-up float cycle (spec 000 §9)', () => {
  it('goes out and fetches review 1 exactly 8 s after the float came in', async () => {
    const { cycle, fetchReview } = setup();
    cycle.start();
    await vi.advanceTimersByTimeAsync(7999);
    expect(fetchReview).not.toHaveBeenCalled();
    expect(cycle.getState().phase).toBe('showing');
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchReview).toHaveBeenCalledExactlyOnceWith(1);
    expect(cycle.getState().phase).toBe('out');
  });

  it('comes in again with the new review 6 s after going out', async () => {
    const { cycle } = setup();
    cycle.start();
    await vi.advanceTimersByTimeAsync(8000 + 5999);
    expect(cycle.getState().phase).toBe('out');
    await vi.advanceTimersByTimeAsync(1);
    expect(cycle.getState()).toMatchObject({ phase: 'showing', count: 1, html: answer(1) });
  });

  it('repeats every 14 s with one counter: startoffset 1, 2, 3…', async () => {
    const { cycle, fetchReview } = setup();
    cycle.start();
    await vi.advanceTimersByTimeAsync(8000);
    await vi.advanceTimersByTimeAsync(13_999);
    expect(fetchReview).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchReview).toHaveBeenCalledTimes(2);
    expect(fetchReview).toHaveBeenLastCalledWith(2);
    await vi.advanceTimersByTimeAsync(14_000);
    expect(fetchReview).toHaveBeenLastCalledWith(3);
  });

  it('stops after 50 counts', async () => {
    const { cycle, fetchReview } = setup();
    cycle.start();
    await vi.advanceTimersByTimeAsync(8000 + 49 * 14_000 + 6000);
    expect(fetchReview).toHaveBeenCalledTimes(50);
    expect(fetchReview).toHaveBeenLastCalledWith(50);
    expect(cycle.getState()).toMatchObject({ phase: 'showing', count: 50 });
    await vi.advanceTimersByTimeAsync(10 * 14_000);
    expect(fetchReview).toHaveBeenCalledTimes(50);
    expect(cycle.getState().phase).toBe('finished');
  });

  it('stops when an answer is empty, keeping the review it had', async () => {
    const { cycle, fetchReview } = setup(
      vi.fn(async (offset: number) => (offset === 2 ? '' : answer(offset))),
    );
    cycle.start();
    await vi.advanceTimersByTimeAsync(8000 + 14_000 + 6000);
    expect(cycle.getState()).toMatchObject({ phase: 'finished', html: answer(1) });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchReview).toHaveBeenCalledTimes(2);
  });

  it('stops when an answer is under 100 characters, and does not sanitise or show it', async () => {
    const short = 'x'.repeat(99);
    const { cycle, sanitize } = setup(vi.fn(async () => short));
    cycle.start();
    await vi.advanceTimersByTimeAsync(8000 + 6000);
    expect(cycle.getState()).toMatchObject({ phase: 'finished', html: null });
    expect(sanitize).not.toHaveBeenCalled();
  });

  it('goes on with an answer of exactly 100 characters', async () => {
    const exact = 'x'.repeat(100);
    const { cycle } = setup(vi.fn(async () => exact));
    cycle.start();
    await vi.advanceTimersByTimeAsync(8000 + 6000);
    expect(cycle.getState()).toMatchObject({ phase: 'showing', html: exact });
  });

  it('stops when the fetch fails', async () => {
    const { cycle } = setup(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    cycle.start();
    await vi.advanceTimersByTimeAsync(8000 + 6000);
    expect(cycle.getState().phase).toBe('finished');
  });

  it('inserts only what the sanitiser returns', async () => {
    const clean = createFloatCycle({
      clock: systemClock,
      fetchReview: async () => `<img src=x onerror=alert(1)>${'x'.repeat(100)}`,
      sanitize: (html) => html.replace(/ onerror=[^>]*/, ''),
    });
    clean.start();
    await vi.advanceTimersByTimeAsync(14_000);
    expect(clean.getState().html).toBe(`<img src=x>${'x'.repeat(100)}`);
  });

  it('comes in as soon as a late answer arrives', async () => {
    let resolve: (text: string) => void = () => {};
    const { cycle } = setup(vi.fn(() => new Promise<string>((done) => (resolve = done))));
    cycle.start();
    await vi.advanceTimersByTimeAsync(8000 + 9000);
    expect(cycle.getState().phase).toBe('out');
    resolve(answer(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(cycle.getState().phase).toBe('showing');
  });

  it('holds its countdown while the pointer is over the float, and resumes with the time left', async () => {
    const { cycle, fetchReview } = setup();
    cycle.start();
    await vi.advanceTimersByTimeAsync(5000);
    cycle.hold('hover');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchReview).not.toHaveBeenCalled();
    cycle.release('hover');
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetchReview).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchReview).toHaveBeenCalledOnce();
  });

  it('holds while the tab is hidden', async () => {
    const { cycle, fetchReview } = setup();
    cycle.start();
    cycle.hold('hidden');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchReview).not.toHaveBeenCalled();
    cycle.release('hidden');
    await vi.advanceTimersByTimeAsync(8000);
    expect(fetchReview).toHaveBeenCalledOnce();
  });

  it('stays paused after the pointer leaves when the visitor pressed pause', async () => {
    const { cycle, fetchReview } = setup();
    cycle.start();
    cycle.pause();
    cycle.hold('hover');
    cycle.release('hover');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchReview).not.toHaveBeenCalled();
    expect(cycle.getState().paused).toBe(true);
    cycle.play();
    await vi.advanceTimersByTimeAsync(8000);
    expect(fetchReview).toHaveBeenCalledOnce();
  });

  it('runs no timer before start and none after stop', async () => {
    const { cycle, fetchReview } = setup();
    await vi.advanceTimersByTimeAsync(60_000);
    cycle.start();
    cycle.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchReview).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores an answer that arrives after stop, and starts afresh with the next number', async () => {
    let resolve: (text: string) => void = () => {};
    const fetchReview = vi.fn(() => new Promise<string>((done) => (resolve = done)));
    const { cycle } = setup(fetchReview);
    cycle.start();
    await vi.advanceTimersByTimeAsync(8000);
    cycle.stop();
    resolve(answer(1));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(cycle.getState()).toMatchObject({ phase: 'waiting', html: null });
    cycle.start();
    await vi.advanceTimersByTimeAsync(8000);
    expect(fetchReview).toHaveBeenLastCalledWith(2);
  });
});

describe('a review the sanitiser empties', () => {
  it('stops the cycle instead of showing an empty float', async () => {
    vi.useFakeTimers();
    const cycle = createFloatCycle({
      clock: systemClock,
      fetchReview: async () => `<script>${'x'.repeat(100)}</script>`,
      sanitize: () => '',
    });
    cycle.start();
    await vi.advanceTimersByTimeAsync(14_000);
    expect(cycle.getState()).toMatchObject({ phase: 'finished', html: null });
  });
});

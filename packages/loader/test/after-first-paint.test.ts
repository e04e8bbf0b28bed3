import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, PAINT_WAIT_LIMIT_MS } from '../src/after-first-paint.ts';

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }) => void;

/**
 * A window with the parts afterFirstPaint reads: a paint observer the test reports to, frames the test
 * runs, and the images the page holds.
 */
function fakeWindow(
  images: Array<{ complete: boolean; naturalWidth: number; top: number; decoded: Promise<void> }>,
) {
  const frames: Array<() => void> = [];
  let report: PaintCallback | undefined;
  class Observer {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(callback: PaintCallback) {
      report = callback;
    }
    observe() {}
    disconnect() {
      report = undefined;
    }
  }
  const window = {
    innerWidth: 412,
    innerHeight: 823,
    setTimeout: (task: () => void, ms: number) => setTimeout(task, ms),
    requestAnimationFrame: (task: () => void) => frames.push(task),
    PerformanceObserver: Observer,
    document: {
      querySelectorAll: () =>
        images.map((image) => ({
          complete: image.complete,
          naturalWidth: image.naturalWidth,
          getBoundingClientRect: () => ({ top: image.top, bottom: image.top + 100, left: 0, right: 300 }),
          decode: () => image.decoded,
        })),
    },
  } as unknown as Window;
  return {
    window,
    paint: (name: string) => report?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }),
    /** Runs the frames requested so far (each may request the next). */
    frame: () => {
      for (const task of frames.splice(0)) task();
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the loader’s moment after load (issue 10)', () => {
  it('waits for the first contentful paint, the images in view decoded, and two frames', async () => {
    let decode: () => void = () => {};
    const decoded = new Promise<void>((resolve) => {
      decode = resolve;
    });
    const page = fakeWindow([{ complete: true, naturalWidth: 800, top: 120, decoded }]);
    const task = vi.fn();
    afterFirstPaint(page.window, task);
    page.paint('first-paint');
    await vi.advanceTimersByTimeAsync(0);
    page.frame();
    expect(task).not.toHaveBeenCalled();
    page.paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    page.frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).not.toHaveBeenCalled(); // the hero image is not decoded yet
    decode();
    await vi.advanceTimersByTimeAsync(0);
    page.frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).not.toHaveBeenCalled(); // one frame begun: the one that shows the image
    page.frame();
    expect(task).not.toHaveBeenCalled(); // after that frame, in a task of its own
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_LIMIT_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not wait for images out of view or not loaded (a lazy one may never load)', async () => {
    const never = new Promise<void>(() => {});
    const page = fakeWindow([
      { complete: true, naturalWidth: 800, top: 2400, decoded: never },
      { complete: false, naturalWidth: 0, top: 100, decoded: never },
    ]);
    const task = vi.fn();
    afterFirstPaint(page.window, task);
    page.paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    page.frame();
    page.frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a page that never paints (a background tab) gets the task at the time limit, once', async () => {
    const page = fakeWindow([]);
    const task = vi.fn();
    afterFirstPaint(page.window, task);
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_LIMIT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    page.paint('first-contentful-paint');
    page.frame();
    page.frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

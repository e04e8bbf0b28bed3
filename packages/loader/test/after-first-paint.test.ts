import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, PAINT_WAIT_LIMIT_MS } from '../src/after-first-paint.ts';

interface FakeEntry {
  name?: string;
  size?: number;
  element?: unknown;
}

interface FakeImage {
  complete: boolean;
  naturalWidth: number;
  naturalHeight: number;
  top: number;
  height: number;
  decoded: Promise<void>;
}

/**
 * A window with the parts afterFirstPaint reads: paint and largest-paint observers the test reports to
 * (as the browser does once a frame is presented), and the images the page holds (412 px wide view).
 */
function fakeWindow(images: FakeImage[]) {
  const observers = new Map<string, (entries: FakeEntry[]) => void>();
  class Observer {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    type = '';
    constructor(private callback: (list: { getEntries(): FakeEntry[] }) => void) {}
    observe({ type }: { type: string }) {
      this.type = type;
      observers.set(type, (entries) => this.callback({ getEntries: () => entries }));
    }
    takeRecords() {
      return [];
    }
    disconnect() {
      observers.delete(this.type);
    }
  }
  const elements = images.map((image) => ({
    complete: image.complete,
    naturalWidth: image.naturalWidth,
    naturalHeight: image.naturalHeight,
    getBoundingClientRect: () => ({ top: image.top, bottom: image.top + image.height, left: 0, right: 412 }),
    decode: () => image.decoded,
  }));
  // Places as the browser computes them at its next layout (a 412 × 823 view), delivered together.
  class Intersections {
    targets: typeof elements = [];
    constructor(private callback: (entries: unknown[]) => void) {}
    observe(target: (typeof elements)[number]) {
      if (this.targets.push(target) > 1) return;
      queueMicrotask(() =>
        this.callback(
          this.targets.map((element) => {
            const box = element.getBoundingClientRect();
            const height = Math.max(0, Math.min(box.bottom, 823) - Math.max(box.top, 0));
            return {
              target: element,
              isIntersecting: height > 0,
              intersectionRect: { width: 412, height },
            };
          }),
        ),
      );
    }
    disconnect() {}
  }
  const window = {
    innerWidth: 412,
    innerHeight: 823,
    setTimeout: (task: () => void, ms: number) => setTimeout(task, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    PerformanceObserver: Observer,
    IntersectionObserver: Intersections,
    document: { querySelectorAll: () => elements },
  } as unknown as Window;
  return {
    window,
    elements,
    /** The browser reports entries of one kind (nothing happens if nobody observes that kind). */
    report: (type: string, entries: FakeEntry[]) => observers.get(type)?.(entries),
  };
}

const hero = (decoded: Promise<void> = Promise.resolve()): FakeImage => ({
  complete: true,
  naturalWidth: 1200,
  naturalHeight: 600,
  top: 120,
  height: 206,
  decoded,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the loader’s moment after load (issue 10)', () => {
  it('waits for the first contentful paint, the images in view decoded and the largest reported painted', async () => {
    let decode: () => void = () => {};
    const decoded = new Promise<void>((resolve) => {
      decode = resolve;
    });
    const page = fakeWindow([hero(decoded)]);
    const task = vi.fn();
    afterFirstPaint(page.window, task);
    page.report('paint', [{ name: 'first-paint' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).not.toHaveBeenCalled();
    page.report('paint', [{ name: 'first-contentful-paint' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).not.toHaveBeenCalled(); // the hero image is not decoded yet
    decode();
    await vi.advanceTimersByTimeAsync(0);
    // A heading painted first is smaller than the hero: still waiting for the hero's paint.
    page.report('largest-contentful-paint', [{ size: 20_000, element: {} }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).not.toHaveBeenCalled();
    page.report('largest-contentful-paint', [{ size: 412 * 206, element: page.elements[0] }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_LIMIT_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not wait for images smaller than what was painted, out of view, or not loaded', async () => {
    const never = new Promise<void>(() => {});
    const page = fakeWindow([
      {
        complete: true,
        naturalWidth: 40,
        naturalHeight: 40,
        top: 10,
        height: 40,
        decoded: Promise.resolve(),
      },
      { ...hero(never), top: 2400 },
      { ...hero(never), complete: false, naturalWidth: 0 },
    ]);
    const task = vi.fn();
    afterFirstPaint(page.window, task);
    page.report('paint', [{ name: 'first-contentful-paint' }]);
    await vi.advanceTimersByTimeAsync(0);
    // The page's largest paint is its heading's text, larger than the 40 px logo.
    page.report('largest-contentful-paint', [{ size: 30_000, element: {} }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a page that never paints (a background tab) gets the task at the time limit, once', async () => {
    const page = fakeWindow([hero()]);
    const task = vi.fn();
    afterFirstPaint(page.window, task);
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_LIMIT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    page.report('paint', [{ name: 'first-contentful-paint' }]);
    page.report('largest-contentful-paint', [{ size: 412 * 206, element: page.elements[0] }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a browser without paint reports gets the task once the page’s images are decoded', async () => {
    const page = fakeWindow([hero()]);
    (page.window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver = undefined;
    const task = vi.fn();
    afterFirstPaint(page.window, task);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

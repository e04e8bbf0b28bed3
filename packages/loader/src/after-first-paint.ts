/**
 * Issue 10: the moment the start script adds the loader on a page that is whole without it. `load` alone
 * was too early: the page's first frame (and with it the largest paint, the hero image) is often
 * presented after `load` (seen 16–40 ms after it on /), so the loader's request and first task came
 * before both, and Lighthouse's simulation counts every request and task that starts before the
 * observed paints into its FCP and LCP estimates (/ LCP 1.20× the page without script in one run).
 *
 * So: after `load`, once the first contentful paint has been reported, the images in the first
 * viewport are decoded, and two more frames have begun (the second begins after the first one that
 * could show those images was produced). A page that paints nothing (a background tab) or a browser
 * without these APIs gets the task at the latest `PAINT_WAIT_LIMIT_MS` after `load`. Interactions are
 * not delayed by this: a click on a widget brings the loader at once (page-boot-install.ts).
 */
export const PAINT_WAIT_LIMIT_MS = 3000;

/** Resolves once the page's first contentful paint has been reported (at once if it has, or cannot be). */
function firstContentfulPaint(window: Window): Promise<void> {
  // The window the page runs in (passed in so tests give their own); a very old browser lacks it.
  const Observer = (window as Window & { PerformanceObserver?: typeof PerformanceObserver })
    .PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new Observer((list: PerformanceObserverEntryList) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Decoded copies of the loaded images the visitor sees now (what a largest paint is made of). */
function imagesInView(window: Window): Promise<unknown>[] {
  const height = window.innerHeight;
  const width = window.innerWidth;
  return Array.from(window.document.querySelectorAll('img'))
    .filter((image) => {
      if (!image.complete || image.naturalWidth === 0) return false;
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < height && box.right > 0 && box.left < width;
    })
    .map((image) => image.decode().catch(() => undefined));
}

/** Runs `task` once, after the page's first paint and the images in view (or at the time limit). */
export function afterFirstPaint(window: Window, task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  window.setTimeout(run, PAINT_WAIT_LIMIT_MS);
  const nextFrame = (then: () => void) =>
    typeof window.requestAnimationFrame === 'function' ? window.requestAnimationFrame(then) : then();
  void firstContentfulPaint(window)
    .then(() => Promise.all(imagesInView(window)))
    // Whatever went wrong in reading the page, the frames still decide (and the limit stands).
    .catch(() => undefined)
    .then(() => nextFrame(() => nextFrame(() => window.setTimeout(run, 0))));
}

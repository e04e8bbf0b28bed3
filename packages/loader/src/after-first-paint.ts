import { inNextTask } from '@site-widgets/core/timing/next-task.ts';

/**
 * Issue 10: the moment the start script adds the loader on a page that is whole without it. `load` alone
 * was too early: the page's first frame (and with it the largest paint, the hero image) is often
 * presented after `load` (seen 10–45 ms after it on /), so the loader's request and first task came
 * before both, and Lighthouse's simulation counts every request and task that starts before the
 * observed paints into its FCP and LCP estimates (/ LCP 1.20× the page without script in one run).
 *
 * So: after `load`, once the first contentful paint has been reported, the images in the first viewport
 * are decoded, and each of them that could be the largest paint has been reported as painted, in a task
 * of its own. The browser's own reports decide, not frames or timers: a page whose clock a test has
 * stopped still paints and reports. A page that paints nothing (a background tab), or a browser without
 * these reports, gets the task at the latest `PAINT_WAIT_LIMIT_MS` after `load`. Interactions are not
 * delayed by this: a click on a widget brings the loader at once (page-boot-install.ts).
 */
export const PAINT_WAIT_LIMIT_MS = 3000;

type WithObserver = Window & {
  PerformanceObserver?: typeof PerformanceObserver;
  IntersectionObserver?: typeof IntersectionObserver;
};

/** What the wait still holds (observers), released when the task runs, whichever way it comes. */
type Releases = Array<() => void>;

/** The entries of one kind the browser has reported and goes on reporting, while `until` says no. */
function observe<E extends PerformanceEntry>(
  window: WithObserver,
  releases: Releases,
  type: string,
  until: (entries: E[]) => boolean,
): Promise<void> {
  const Observer = window.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes(type)) return Promise.resolve();
  return new Promise((resolve) => {
    const entries: E[] = [];
    const observer = new Observer((list: PerformanceObserverEntryList) => {
      entries.push(...(list.getEntries() as E[]));
      check();
    });
    function check() {
      if (!until(entries)) return;
      observer.disconnect();
      resolve();
    }
    releases.push(() => observer.disconnect());
    observer.observe({ type, buffered: true });
    entries.push(...(observer.takeRecords() as E[]));
    check();
  });
}

/** A loaded image the visitor sees now, and the area it can be counted as painting. */
interface ImageInView {
  image: HTMLImageElement;
  area: number;
}

/**
 * The loaded images the visitor sees now (what a largest paint is made of), once decoded. Their places
 * come from an IntersectionObserver, computed with the browser's next layout: reading each image's box
 * at `load` forced a layout of its own (9 ms on /, and of the sections laid out only near the screen).
 */
function imagesInView(window: WithObserver, releases: Releases): Promise<ImageInView[]> {
  const loaded = Array.from(window.document.querySelectorAll('img')).filter(
    (image) => image.complete && image.naturalWidth > 0,
  );
  const Observer = window.IntersectionObserver;
  if (!Observer || loaded.length === 0) return Promise.resolve([]);
  return new Promise<ImageInView[]>((resolve) => {
    const observer = new Observer((entries: IntersectionObserverEntry[]) => {
      observer.disconnect();
      resolve(
        entries
          .filter((entry) => entry.isIntersecting)
          .map((entry) => {
            const image = entry.target as HTMLImageElement;
            const { width, height } = entry.intersectionRect;
            // The browser counts an enlarged image at most at its own pixels.
            return { image, area: Math.min(width * height, image.naturalWidth * image.naturalHeight) };
          }),
      );
    });
    releases.push(() => observer.disconnect());
    for (const image of loaded) observer.observe(image);
  }).then(async (inView) => {
    await Promise.all(inView.map(({ image }) => image.decode().catch(() => undefined)));
    return inView;
  });
}

/** Resolves once every image that could still be the largest paint has been reported as painted. */
function largestPaintReported(window: Window, releases: Releases, images: ImageInView[]): Promise<void> {
  return observe<PerformanceEntry & { size: number; element: Element | null }>(
    window,
    releases,
    'largest-contentful-paint',
    (entries) => {
      const largest = Math.max(0, ...entries.map((entry) => entry.size));
      const painted = new Set(entries.map((entry) => entry.element));
      return images.every(({ image, area }) => painted.has(image) || area <= largest);
    },
  );
}

/** Runs `task` once, after the page's first paint and its largest (or at the time limit). */
export function afterFirstPaint(window: Window, task: () => void): void {
  const releases: Releases = [];
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    window.clearTimeout(limit);
    for (const release of releases.splice(0)) release();
    task();
  };
  const limit = window.setTimeout(run, PAINT_WAIT_LIMIT_MS);
  void observe(window, releases, 'paint', (entries) =>
    entries.some((entry) => entry.name === 'first-contentful-paint'),
  )
    // Past the limit, nothing more is observed.
    .then(() => (done ? [] : imagesInView(window, releases)))
    .then((images) => (done ? undefined : largestPaintReported(window, releases, images)))
    // Whatever went wrong in reading the page, the loader still comes (and the limit stands).
    .catch(() => undefined)
    .then(() => inNextTask(window, run));
}

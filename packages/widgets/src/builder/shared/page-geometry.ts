/**
 * Layout reads, made only outside the scroll path (at start, after a resize pause, when something
 * changes size): the scroll handlers then work on these numbers and `window.scrollY` alone.
 */

/** An element's top from the top of the page, from its layout box (its own transform not counted). */
export function layoutTop(element: HTMLElement): number {
  let top = 0;
  let current: HTMLElement | null = element;
  while (current) {
    top += current.offsetTop;
    current = current.offsetParent as HTMLElement | null;
  }
  return top;
}

/** Calls `task` in the next animation frame, at most once per frame. */
export function frameThrottle(task: () => void): { schedule(): void; cancel(): void } {
  let handle = 0;
  return {
    schedule() {
      if (handle) return;
      handle = requestAnimationFrame(() => {
        handle = 0;
        task();
      });
    },
    cancel() {
      if (handle) cancelAnimationFrame(handle);
      handle = 0;
    },
  };
}

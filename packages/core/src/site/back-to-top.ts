import type { Clock } from '../timing/clock.ts';

/** spec 000 §2, §9: the back-to-top button shows once the page is scrolled more than 50 px. */
export const BACK_TO_TOP_THRESHOLD_PX = 50;

/** spec 000 §2, §9: a click scrolls smoothly to the top in 400 ms. */
export const BACK_TO_TOP_SCROLL_MS = 400;

/** Whether the button shows at this scroll position: strictly more than 50 px down. */
export function isBackToTopShown(scrollY: number, threshold = BACK_TO_TOP_THRESHOLD_PX): boolean {
  return scrollY > threshold;
}

/** Slow start, slow end: the usual curve for a scroll the visitor asked for. */
export function easeInOutCubic(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** Where the page is `elapsed` ms into a scroll from `from` to the top taking `duration` ms. */
export function scrollPositionAt(from: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return 0;
  return Math.round(from * (1 - easeInOutCubic(elapsed / duration)));
}

/** Animation frames; the browser passes requestAnimationFrame, tests pass timers. */
export interface FrameScheduler {
  requestFrame(callback: () => void): unknown;
  cancelFrame(handle: unknown): void;
}

export interface ScrollToTopOptions {
  /** Where the page is now (px from the top). */
  from: number;
  /** How long the scroll takes; default 400 ms, 0 jumps at once (reduced motion). */
  duration?: number;
  clock: Clock;
  frames: FrameScheduler;
  scrollTo(top: number): void;
  /** Called once the page is at the top (not when cancelled). */
  onDone(): void;
}

/**
 * Scrolls to the top along the curve, one step per frame; a timer of exactly `duration` ms ends it (so
 * the end never waits for a late frame). Returns a function that stops it where it is.
 */
export function scrollToTop(options: ScrollToTopOptions): () => void {
  const { from, clock, frames, scrollTo, onDone } = options;
  const duration = options.duration ?? BACK_TO_TOP_SCROLL_MS;
  if (duration <= 0 || from <= 0) {
    scrollTo(0);
    onDone();
    return () => {};
  }
  const start = clock.now();
  let frame: unknown;
  const step = () => {
    scrollTo(scrollPositionAt(from, clock.now() - start, duration));
    frame = frames.requestFrame(step);
  };
  frame = frames.requestFrame(step);
  const end = clock.setTimeout(() => {
    frames.cancelFrame(frame);
    scrollTo(0);
    onDone();
  }, duration);
  return () => {
    frames.cancelFrame(frame);
    clock.clearTimeout(end);
  };
}

import { easeInOutCubic, type FrameScheduler } from '../site/back-to-top.ts';
import type { Clock } from '../timing/clock.ts';

export interface ScrollAnimationOptions {
  from: number;
  to: number;
  /** 0 jumps at once (reduced motion). */
  duration: number;
  clock: Clock;
  frames: FrameScheduler;
  scrollTo(top: number): void;
  onDone?(): void;
}

/** Where the page is `elapsed` ms into a scroll from `from` to `to` taking `duration` ms. */
export function scrollPositionBetween(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return Math.round(from + (to - from) * easeInOutCubic(elapsed / duration));
}

/** Scrolls from `from` to `to` frame by frame over `duration` ms; returns a function that stops it. */
export function animateScroll(options: ScrollAnimationOptions): () => void {
  const { from, to, duration, clock, frames, scrollTo, onDone } = options;
  if (duration <= 0 || from === to) {
    scrollTo(to);
    onDone?.();
    return () => {};
  }
  const start = clock.now();
  let handle: unknown = frames.requestFrame(function step() {
    const elapsed = clock.now() - start;
    scrollTo(scrollPositionBetween(from, to, elapsed, duration));
    if (elapsed >= duration) {
      handle = undefined;
      onDone?.();
    } else handle = frames.requestFrame(step);
  });
  return () => {
    if (handle !== undefined) frames.cancelFrame(handle);
    handle = undefined;
  };
}

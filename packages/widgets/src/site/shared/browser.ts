import type { FrameScheduler } from '@site-widgets/core/site/back-to-top.ts';
import type { Clock } from '@site-widgets/core/timing/clock.ts';

/** The window's timers, read at call time so a test's (or Playwright's) fake clock is the one used. */
export const windowClock: Clock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

export const windowFrames: FrameScheduler = {
  requestFrame: (callback) => window.requestAnimationFrame(() => callback()),
  cancelFrame: (handle) => window.cancelAnimationFrame(handle as number),
};

/** The visitor asked the system for reduced motion. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

import type { Clock } from '../timing/clock.ts';

/** spec 001 §9: motion effects wait for a 200 ms pause in resizing before measuring again. */
export const MOTION_RESIZE_DEBOUNCE_MS = 200;
/** spec 001 §9: sticky sections wait 300 ms. */
export const STICKY_RESIZE_DEBOUNCE_MS = 300;

export interface Debounced {
  /** Starts (or restarts) the wait; `run` is called once calls have paused for the delay. */
  call(): void;
  destroy(): void;
}

/** Calls `run` once calls to `call()` have stopped for `delay` ms. */
export function createDebounce(clock: Clock, delay: number, run: () => void): Debounced {
  let timer: unknown;
  return {
    call() {
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = clock.setTimeout(() => {
        timer = undefined;
        run();
      }, delay);
    },
    destroy() {
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
    },
  };
}

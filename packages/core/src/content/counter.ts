import type { FrameScheduler } from '../site/back-to-top.ts';
import type { Clock } from '../timing/clock.ts';

/** Slow at the end, the way a counter settles on its number. */
export function easeOutCubic(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return 1 - (1 - t) ** 3;
}

/** How far a run is `elapsed` ms after it started counting (0–1), eased. */
export function counterProgress(elapsed: number, duration: number): number {
  if (duration <= 0) return 1;
  return easeOutCubic(elapsed / duration);
}

/** The whole number a counter shows at `progress` of its run to `target`. */
export function counterValueAt(target: number, progress: number): number {
  return Math.round(target * Math.min(1, Math.max(0, progress)));
}

/** spec 001 §9: the percentage a bar shows is rounded. */
export function percentShown(percent: number, progress: number): number {
  return Math.round(percent * Math.min(1, Math.max(0, progress)));
}

/** spec 001 §3 counterSeparator: thousands with a comma (12,500) when asked, else the bare digits. */
export function formatCount(value: number, separator: boolean): string {
  const digits = String(Math.trunc(value));
  return separator ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : digits;
}

export interface CounterRunOptions {
  clock: Clock;
  frames: FrameScheduler;
  /** ms the count takes (animDuration). */
  duration: number;
  /** ms before it starts (animDelay). */
  delay: number;
  /** Run again after `loopDelay` ms, for ever. */
  loop: boolean;
  loopDelay: number;
  /** The run's eased progress, 0–1; exactly 1 at the end of each run. */
  onProgress(progress: number): void;
}

/**
 * spec 001 §3 "Progress bar options": waits `delay`, counts from 0 over `duration` (a frame at a time,
 * ended by a timer of exactly `duration` so the last number never waits for a late frame), then, when
 * looping, waits `loopDelay` and starts again from 0. Returns a function that stops it where it is.
 */
export function startCounterRun(options: CounterRunOptions): () => void {
  const { clock, frames } = options;
  let timer: unknown;
  let frame: unknown;
  let started = 0;

  const finish = () => {
    frames.cancelFrame(frame);
    frame = undefined;
    options.onProgress(1);
    timer = options.loop ? clock.setTimeout(run, options.loopDelay) : undefined;
  };
  const step = () => {
    options.onProgress(counterProgress(clock.now() - started, options.duration));
    frame = frames.requestFrame(step);
  };
  function run() {
    started = clock.now();
    if (options.duration <= 0) return finish();
    options.onProgress(0);
    frame = frames.requestFrame(step);
    timer = clock.setTimeout(finish, options.duration);
  }

  timer = clock.setTimeout(run, options.delay);
  return () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    if (frame !== undefined) frames.cancelFrame(frame);
    timer = undefined;
    frame = undefined;
  };
}

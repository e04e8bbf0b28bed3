import { easeInOutCubic, type FrameScheduler } from '../site/back-to-top.ts';
import type { Clock } from '../timing/clock.ts';

/** spec 000 §9: read-more animation, both ways. */
export const READ_MORE_MS = 500;

/** The height (px) `elapsed` ms into a change from `from` to `to` taking `duration` ms, on the curve. */
export function heightAt(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return from + (to - from) * easeInOutCubic(Math.max(0, elapsed) / duration);
}

export interface HeightChangeOptions {
  from: number;
  to: number;
  /** default 500 ms; 0 changes at once (reduced motion). */
  duration?: number;
  clock: Clock;
  frames: FrameScheduler;
  setHeight(px: number): void;
  /** Called once the height is `to` (not when stopped). */
  onDone(): void;
}

/**
 * Changes a height along the curve, one step per frame, so the real height moves for the whole
 * duration both ways (a `max-height` transition to a large value finishes opening early and waits
 * before closing). A timer of exactly `duration` ms ends it. Returns a function that stops it.
 */
export function changeHeight(options: HeightChangeOptions): () => void {
  const { from, to, clock, frames, setHeight, onDone } = options;
  const duration = options.duration ?? READ_MORE_MS;
  if (duration <= 0 || from === to) {
    setHeight(to);
    onDone();
    return () => {};
  }
  const start = clock.now();
  setHeight(from);
  let frame: unknown;
  const step = () => {
    setHeight(heightAt(from, to, clock.now() - start, duration));
    frame = frames.requestFrame(step);
  };
  frame = frames.requestFrame(step);
  const end = clock.setTimeout(() => {
    frames.cancelFrame(frame);
    setHeight(to);
    onDone();
  }, duration);
  return () => {
    frames.cancelFrame(frame);
    clock.clearTimeout(end);
  };
}

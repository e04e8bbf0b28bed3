import type { Clock } from '../timing/clock.ts';

/** Why a float's timers are held: pointer over it, keyboard focus in it, tab hidden, or the visitor paused it. */
export type FloatHold = 'hover' | 'focus' | 'hidden' | 'paused';

/**
 * One pending callback that can be held and released: while held the countdown stops, and on release
 * it runs for the time that was left (spec 000 §4: the float's animation pauses while the tab is hidden
 * or the pointer is over it).
 */
export function createHoldableTimer(clock: Clock) {
  let pending: { callback: () => void; dueAt: number; remaining: number } | undefined;
  let handle: unknown;
  const holds = new Set<FloatHold>();

  function disarm() {
    if (handle !== undefined) clock.clearTimeout(handle);
    handle = undefined;
  }

  function arm() {
    if (!pending || holds.size > 0) return;
    const current = pending;
    current.dueAt = clock.now() + current.remaining;
    handle = clock.setTimeout(() => {
      handle = undefined;
      if (pending !== current) return;
      pending = undefined;
      current.callback();
    }, current.remaining);
  }

  return {
    /** Replaces any pending callback with `callback` in `ms` (counted only while not held). */
    set(ms: number, callback: () => void) {
      disarm();
      pending = { callback, dueAt: clock.now() + ms, remaining: Math.max(0, ms) };
      arm();
    },
    cancel() {
      disarm();
      pending = undefined;
    },
    hold(reason: FloatHold) {
      if (holds.has(reason)) return;
      holds.add(reason);
      if (holds.size > 1 || !pending) return;
      disarm();
      pending.remaining = Math.max(0, pending.dueAt - clock.now());
    },
    release(reason: FloatHold) {
      if (!holds.delete(reason) || holds.size > 0) return;
      arm();
    },
    isHeld: (reason?: FloatHold) => (reason ? holds.has(reason) : holds.size > 0),
  };
}

export type HoldableTimer = ReturnType<typeof createHoldableTimer>;

import { describe, expect, it, vi } from 'vitest';
import { createAutoplay } from '../src/timing/autoplay.ts';
import type { Clock } from '../src/timing/clock.ts';

/** A clock the test moves by hand. */
function manualClock() {
  let now = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  let next = 1;
  const clock: Clock = {
    now: () => now,
    setTimeout(callback, ms) {
      const id = next++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
  };
  function advance(ms: number) {
    const end = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].callback();
    }
    now = end;
  }
  return { clock, advance, pending: () => timers.size };
}

function setup(enabled = true) {
  const time = manualClock();
  const onAdvance = vi.fn();
  const autoplay = createAutoplay({ clock: time.clock, delay: 3000, enabled, onAdvance });
  return { ...time, onAdvance, autoplay };
}

describe('autoplay', () => {
  it('moves on every 3000 ms once connected, not before', () => {
    const { autoplay, advance, onAdvance } = setup();
    advance(10_000);
    expect(onAdvance).not.toHaveBeenCalled();
    autoplay.connect();
    advance(2999);
    expect(onAdvance).not.toHaveBeenCalled();
    advance(1);
    expect(onAdvance).toHaveBeenCalledTimes(1);
    advance(3000);
    expect(onAdvance).toHaveBeenCalledTimes(2);
    expect(autoplay.getState().status).toBe('playing');
  });

  it('is off and starts no timer when the widget does not autoplay', () => {
    const { autoplay, advance, onAdvance, pending } = setup(false);
    autoplay.connect();
    autoplay.play();
    advance(10_000);
    expect(onAdvance).not.toHaveBeenCalled();
    expect(pending()).toBe(0);
    expect(autoplay.getState().status).toBe('off');
  });

  it('pauses while the pointer is over it and resumes with a full delay when it leaves', () => {
    const { autoplay, advance, onAdvance } = setup();
    autoplay.connect();
    advance(2000);
    autoplay.hold('hover');
    expect(autoplay.getState().status).toBe('paused');
    advance(10_000);
    expect(onAdvance).not.toHaveBeenCalled();
    autoplay.release('hover');
    expect(autoplay.getState().status).toBe('playing');
    advance(2999);
    expect(onAdvance).not.toHaveBeenCalled();
    advance(1);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('stays paused until every hold is released', () => {
    const { autoplay, advance, onAdvance } = setup();
    autoplay.connect();
    autoplay.hold('hover');
    autoplay.hold('hidden');
    autoplay.release('hover');
    advance(5000);
    expect(onAdvance).not.toHaveBeenCalled();
    expect(autoplay.getState()).toEqual({ status: 'paused', holds: ['hidden'] });
    autoplay.release('hidden');
    advance(3000);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('stops for good on pause (or keyboard focus) and only play restarts it', () => {
    const { autoplay, advance, onAdvance } = setup();
    autoplay.connect();
    autoplay.stop();
    autoplay.hold('hover');
    autoplay.release('hover');
    advance(10_000);
    expect(onAdvance).not.toHaveBeenCalled();
    expect(autoplay.getState().status).toBe('stopped');
    autoplay.play();
    advance(3000);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('waits a full delay after the visitor moved the slides', () => {
    const { autoplay, advance, onAdvance } = setup();
    autoplay.connect();
    advance(2500);
    autoplay.restart();
    advance(2999);
    expect(onAdvance).not.toHaveBeenCalled();
    advance(1);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('releases its timer on disconnect and can be connected again', () => {
    const { autoplay, advance, onAdvance, pending } = setup();
    autoplay.connect();
    autoplay.disconnect();
    expect(pending()).toBe(0);
    advance(10_000);
    expect(onAdvance).not.toHaveBeenCalled();
    autoplay.connect();
    advance(3000);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('tells subscribers when its status changes, and only then', () => {
    const { autoplay } = setup();
    const listener = vi.fn();
    autoplay.subscribe(listener);
    autoplay.connect();
    autoplay.release('hover');
    expect(listener).not.toHaveBeenCalled();
    autoplay.hold('hover');
    autoplay.hold('hover');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

import { createStore } from '../store.ts';
import type { Clock } from './clock.ts';

/**
 * off: the widget does not autoplay · playing: moves on every `delay` ms · paused: held for a while
 * (pointer over it, tab hidden, a drag) and resumes by itself · stopped: the visitor pressed pause or moved
 * keyboard focus into it (WAI-ARIA carousel pattern), or reduced motion is asked for; only play restarts it.
 */
export type AutoplayStatus = 'off' | 'playing' | 'paused' | 'stopped';
export type AutoplayHold = 'hover' | 'hidden' | 'drag';

export interface AutoplayState {
  status: AutoplayStatus;
  holds: readonly AutoplayHold[];
}

export interface AutoplayOptions {
  clock: Clock;
  /** ms between moves (spec 000 §9: slider delay 3000, carousel autoplay speed 3000). */
  delay: number;
  enabled: boolean;
  /** Moves to the next slide. */
  onAdvance: () => void;
}

/**
 * The autoplay rule of the slider and the carousel as a small state machine. It runs no timer until
 * `connect()`; `disconnect()` releases its timer (a React effect may connect it again). A countdown always
 * starts afresh: after a move, on resume, and on `restart()` when the visitor moved the slides.
 */
export function createAutoplay(options: AutoplayOptions) {
  const { clock } = options;
  let rotating = options.enabled;
  const holds = new Set<AutoplayHold>();
  let connected = false;
  let timer: unknown;

  const statusNow = (): AutoplayStatus => {
    if (!options.enabled) return 'off';
    if (!rotating) return 'stopped';
    return holds.size > 0 ? 'paused' : 'playing';
  };
  const snapshot = (): AutoplayState => ({ status: statusNow(), holds: [...holds] });
  const store = createStore<AutoplayState>(snapshot());

  function cancel() {
    if (timer === undefined) return;
    clock.clearTimeout(timer);
    timer = undefined;
  }

  function schedule() {
    cancel();
    if (connected && statusNow() === 'playing') timer = clock.setTimeout(tick, options.delay);
  }

  function tick() {
    timer = undefined;
    options.onAdvance();
    schedule();
  }

  function update() {
    const before = store.getState();
    const next = snapshot();
    if (next.status !== 'playing') cancel();
    else if (before.status !== 'playing' || timer === undefined) schedule();
    if (next.status !== before.status || next.holds.join() !== before.holds.join()) store.setState(next);
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    /** The visitor pressed play. */
    play() {
      rotating = options.enabled;
      update();
    },
    /** The visitor pressed pause, keyboard focus entered, or reduced motion is asked for. */
    stop() {
      rotating = false;
      update();
    },
    /** Holds rotation for a reason until `release(reason)`. */
    hold(reason: AutoplayHold) {
      holds.add(reason);
      update();
    },
    release(reason: AutoplayHold) {
      holds.delete(reason);
      update();
    },
    /** The visitor moved the slides: the next automatic move waits a full delay. */
    restart() {
      if (timer !== undefined) schedule();
    },
    connect() {
      connected = true;
      schedule();
    },
    disconnect() {
      connected = false;
      cancel();
    },
  };
}

export type Autoplay = ReturnType<typeof createAutoplay>;

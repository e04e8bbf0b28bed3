import type { FloatMemory } from '../storage/float-memory.ts';
import { createStore } from '../store.ts';
import type { Clock } from '../timing/clock.ts';
import { createHoldableTimer, type FloatHold } from './holdable-timer.ts';

/** waiting: hidden off-screen until its delay is over · shown · closed (by the visitor, auto-close, or memory). */
export type FloatPresenceStatus = 'waiting' | 'shown' | 'closed';
export type FloatClosedBy = 'visitor' | 'auto' | 'earlier' | 'first-visit';

export interface FloatPresenceState {
  status: FloatPresenceStatus;
  closedBy: FloatClosedBy | null;
}

export interface FloatPresenceOptions {
  clock: Clock;
  memory: FloatMemory;
  /** The float's id in the session's 'floats' memory. */
  id: number;
  /** ms from start until it comes in. */
  delayMs: number;
  /** ms it stays before closing by itself; 0 = it stays. */
  autoCloseMs: number;
  /** Show it on the first page of the session only (stored as `firstvisithide`). */
  firstVisitHide: boolean;
}

/**
 * When a floating badge or pop-up float is on screen (spec 000 §4): it starts hidden off-screen, comes
 * in after its delay, may close by itself, and a visitor's close is remembered for the session. Its
 * countdowns hold while the pointer is over it or the tab is hidden.
 */
export function createFloatPresence(options: FloatPresenceOptions) {
  const { memory, id } = options;
  const timer = createHoldableTimer(options.clock);
  const store = createStore<FloatPresenceState>({ status: 'waiting', closedBy: null });
  /** Decided on the first start (it writes the session memory), kept for a restart. */
  let verdict: 'show' | FloatClosedBy | undefined;

  function close(by: FloatClosedBy) {
    timer.cancel();
    if (by === 'visitor') memory.rememberClosed(id);
    store.setState({ status: 'closed', closedBy: by });
  }

  function show() {
    store.setState({ status: 'shown', closedBy: null });
    if (options.autoCloseMs > 0) timer.set(options.autoCloseMs, () => close('auto'));
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    /** Starts the delay (again, after stop(), if it had not come in yet). */
    start() {
      if (verdict === undefined) {
        const remembered = memory.get(id);
        if (remembered?.clickedclose === 'yes') verdict = 'earlier';
        else if (options.firstVisitHide && remembered?.firstvisithide === 'yes') verdict = 'first-visit';
        else verdict = 'show';
        if (verdict === 'show' && options.firstVisitHide) memory.rememberFirstVisit(id);
      }
      if (verdict !== 'show') {
        if (store.getState().status !== 'closed') close(verdict);
        return;
      }
      if (store.getState().status === 'waiting') timer.set(options.delayMs, show);
    },
    /** The visitor pressed the close button. */
    close: () => close('visitor'),
    hold: (reason: FloatHold) => timer.hold(reason),
    release: (reason: FloatHold) => timer.release(reason),
    /** Stops its countdowns (the widget unmounts); start() resumes a float that had not come in. */
    stop() {
      timer.cancel();
    },
  };
}

export type FloatPresence = ReturnType<typeof createFloatPresence>;

import {
  FLOAT_FIRST_FETCH_MS,
  FLOAT_MAX_COUNT,
  FLOAT_MIN_ANSWER_LENGTH,
  FLOAT_REPEAT_MS,
  FLOAT_SHOW_AGAIN_MS,
} from '@site-widgets/contract/reviews/get-float.ts';
import { createStore } from '../store.ts';
import type { Clock } from '../timing/clock.ts';
import { createHoldableTimer, type FloatHold } from './holdable-timer.ts';

/**
 * waiting: not started (the float is not in yet) · showing: a review is in · out: the float went out and
 * the next review is being fetched · finished: no more reviews (the limit, a short answer or a failure);
 * the float stays in with the review it has.
 */
export type FloatCyclePhase = 'waiting' | 'showing' | 'out' | 'finished';

export interface FloatCycleState {
  phase: FloatCyclePhase;
  /** Reviews fetched so far: the counter starts at 1 (review 0 is on the page at load). */
  count: number;
  /** The sanitised HTML of the review shown; null while it is still the one the page loaded with. */
  html: string | null;
  /** The visitor pressed pause (WCAG 2.2.2); only play resumes it. */
  paused: boolean;
}

export interface FloatCycleOptions {
  clock: Clock;
  /** `wprp_get_float` with this `startoffset`; resolves to the HTML answer. */
  fetchReview(startOffset: number): Promise<string>;
  /**
   * Makes server HTML safe to insert (DOMPurify in the browser); run only on answers long enough to
   * use. An empty result stops the cycle.
   */
  sanitize(html: string): string;
  log?: (message: string, cause?: unknown) => void;
}

/**
 * spec 000 §4, §9 pop-up float cycle: 8 s after the float is in, it goes out and the next review is
 * fetched; it comes in again 6 s after going out, and goes out again 14 s after the last time; after
 * 50 fetches, or an answer under 100 characters (spec 000 §8), it stops. Every countdown holds while
 * the pointer is over the float, the tab is hidden, or the visitor paused it.
 */
export function createFloatCycle(options: FloatCycleOptions) {
  const { clock } = options;
  const log = options.log ?? ((message, cause) => console.error(message, cause));
  const timer = createHoldableTimer(clock);
  const store = createStore<FloatCycleState>({ phase: 'waiting', count: 0, html: null, paused: false });
  /** The fetched review waiting to come in: HTML, or null for "no more". */
  let next: string | null | undefined;
  let dueIn = false;
  /** Bumped by stop(): an answer to an earlier round is ignored. */
  let round = 0;

  const update = (change: Partial<FloatCycleState>) => store.setState({ ...store.getState(), ...change });

  function goOut() {
    const { count } = store.getState();
    if (count >= FLOAT_MAX_COUNT) {
      update({ phase: 'finished' });
      return;
    }
    const startOffset = count + 1;
    next = undefined;
    dueIn = false;
    update({ phase: 'out', count: startOffset });
    timer.set(FLOAT_SHOW_AGAIN_MS, comeIn);
    const mine = round;
    options.fetchReview(startOffset).then(
      (text) => {
        if (mine !== round) return;
        // An answer the sanitiser empties (nothing safe left) ends the cycle like an empty one.
        const clean = text.length < FLOAT_MIN_ANSWER_LENGTH ? '' : options.sanitize(text);
        arrived(clean === '' ? null : clean);
      },
      (error) => {
        if (mine !== round) return;
        log('[site-widgets] review-float: the next review could not be loaded', error);
        arrived(null);
      },
    );
  }

  function arrived(html: string | null) {
    next = html;
    // Late answer: the 6 s are over, so it comes in now (or when the holds end).
    if (!dueIn) return;
    if (timer.isHeld()) timer.set(0, comeIn);
    else comeIn();
  }

  function comeIn() {
    if (next === undefined) {
      dueIn = true;
      return;
    }
    if (next === null) {
      update({ phase: 'finished' });
      return;
    }
    update({ phase: 'showing', html: next });
    next = undefined;
    // Out again 14 s after the last time out: 6 s out, then 8 s in.
    timer.set(FLOAT_REPEAT_MS - FLOAT_SHOW_AGAIN_MS, goOut);
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    /** The float is in: the first fetch (or the next, after a stop) is due 8 s from now. */
    start() {
      if (store.getState().phase !== 'waiting') return;
      update({ phase: 'showing' });
      timer.set(FLOAT_FIRST_FETCH_MS, goOut);
    },
    hold: (reason: FloatHold) => timer.hold(reason),
    release: (reason: FloatHold) => timer.release(reason),
    pause() {
      timer.hold('paused');
      update({ paused: true });
    },
    play() {
      timer.release('paused');
      update({ paused: false });
    },
    /** Stops every countdown and ignores answers still out; start() begins again (the counter is kept). */
    stop() {
      round += 1;
      timer.cancel();
      next = undefined;
      dueIn = false;
      if (store.getState().phase !== 'finished') update({ phase: 'waiting' });
    },
  };
}

export type FloatCycle = ReturnType<typeof createFloatCycle>;

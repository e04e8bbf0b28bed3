import { createStore } from '../store.ts';
import type { Clock } from '../timing/clock.ts';

/** spec 001 §9: the animated text's fixed delays: the selection shows 500 ms… */
export const SELECTION_MS = 500;
/** …and the next word starts being typed 1300 ms after the selection began. */
export const TYPE_START_MS = 1300;
/** Between two typed letters. */
export const LETTER_MS = 150;
/** The rotate effect's change of word (the CSS transition's length). */
export const ROTATE_MS = 500;

/**
 * holding: the word stands whole · selected: it is highlighted before being erased · cleared: nothing
 * shows until typing starts · typing: `letters` letters of the word show · leaving: (rotate) the word
 * slides out while the next comes in.
 */
export type AnimatedTextPhase = 'holding' | 'selected' | 'cleared' | 'typing' | 'leaving';

export interface AnimatedTextState {
  index: number;
  phase: AnimatedTextPhase;
  /** How many letters of the word show (all of them except while typing). */
  letters: number;
  /** stopped: the visitor paused it, or reduced motion is asked for. */
  running: boolean;
}

export interface AnimatedTextOptions {
  words: readonly string[];
  effect: 'typing' | 'rotate';
  /** ms a whole word stays. */
  hold: number;
  clock: Clock;
}

/** The step after `state` and how long it waits before it: the effect's timeline, one step at a time. */
export function nextAnimatedTextStep(
  state: AnimatedTextState,
  options: Pick<AnimatedTextOptions, 'words' | 'effect' | 'hold'>,
): { state: AnimatedTextState; after: number } {
  const { words, effect, hold } = options;
  const count = words.length;
  const next = (state.index + 1) % count;
  const lengthOf = (index: number) => [...(words[index] ?? '')].length;
  if (effect === 'rotate') {
    if (state.phase === 'leaving') {
      return {
        state: { ...state, index: next, phase: 'holding', letters: lengthOf(next) },
        after: ROTATE_MS,
      };
    }
    return { state: { ...state, phase: 'leaving' }, after: hold };
  }
  switch (state.phase) {
    case 'holding':
      return { state: { ...state, phase: 'selected' }, after: hold };
    case 'selected':
      return { state: { ...state, phase: 'cleared', letters: 0 }, after: SELECTION_MS };
    case 'cleared':
      return {
        state: { ...state, index: next, phase: 'typing', letters: 1 },
        after: TYPE_START_MS - SELECTION_MS,
      };
    default: {
      const letters = state.letters + 1;
      const done = letters >= lengthOf(state.index);
      return {
        state: { ...state, phase: done ? 'holding' : 'typing', letters },
        after: LETTER_MS,
      };
    }
  }
}

/**
 * The animated text (spec 001 §4, §9) as a store: the first word stands whole, then, every `hold` ms,
 * it is selected (500 ms), erased, and the next word is typed from 1300 ms after the selection, a letter
 * every 150 ms; or (rotate) the next word slides in over 500 ms. Runs no timer until `start()`.
 */
export function createAnimatedText(options: AnimatedTextOptions) {
  const store = createStore<AnimatedTextState>({
    index: 0,
    phase: 'holding',
    letters: [...(options.words[0] ?? '')].length,
    running: false,
  });
  let timer: unknown;

  const schedule = () => {
    const { state, after } = nextAnimatedTextStep(store.getState(), options);
    timer = options.clock.setTimeout(() => {
      store.setState({ ...state, running: true });
      schedule();
    }, after);
  };
  const cancel = () => {
    if (timer !== undefined) options.clock.clearTimeout(timer);
    timer = undefined;
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    start() {
      if (store.getState().running) return;
      store.setState({ ...store.getState(), running: true });
      schedule();
    },
    /** Stops where it is, the word shown whole (nothing half-typed stays on screen). */
    stop() {
      cancel();
      const state = store.getState();
      const index = state.phase === 'leaving' ? (state.index + 1) % options.words.length : state.index;
      store.setState({
        index,
        phase: 'holding',
        letters: [...(options.words[index] ?? '')].length,
        running: false,
      });
    },
  };
}

export type AnimatedText = ReturnType<typeof createAnimatedText>;

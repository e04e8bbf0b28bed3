import type { Clock } from '../timing/clock.ts';
import { isLongEnough, LIVE_SEARCH_DELAY_MS } from './live-search.ts';

export interface GridSearchOptions {
  clock: Clock;
  /** Reloads the grid's first page with the term ('' = no text filter). */
  apply(term: string): void;
  /** The term the grid already shows; default ''. */
  initial?: string;
}

/**
 * The text box bound to a grid (issue 11 item 6), on the live search's timing rules (spec 001 §4, §9):
 * the grid reloads 400 ms after the last keystroke, for a term of more than 2 characters, or for an
 * empty box (the whole grid again). One or two characters change nothing. Enter is the view's to ignore.
 */
export function createGridSearch(options: GridSearchOptions) {
  let applied = options.initial ?? '';
  let timer: unknown;

  const cancel = () => {
    if (timer !== undefined) options.clock.clearTimeout(timer);
    timer = undefined;
  };

  return {
    /** The box's text changed. */
    input(text: string) {
      cancel();
      const term = text.trim();
      if (term !== '' && !isLongEnough(term)) return;
      timer = options.clock.setTimeout(() => {
        timer = undefined;
        if (term === applied) return;
        applied = term;
        options.apply(term);
      }, LIVE_SEARCH_DELAY_MS);
    },
    /** The term the grid shows (or is loading). */
    applied: () => applied,
    destroy: cancel,
  };
}

export type GridSearch = ReturnType<typeof createGridSearch>;

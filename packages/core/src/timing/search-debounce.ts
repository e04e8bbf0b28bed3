import type { Clock } from './clock.ts';

/** spec 000 §5, §9: search waits for a 600 ms pause in typing. */
export const SEARCH_DEBOUNCE_MS = 600;

/** spec 000 §5: a search fires only for an empty text (clears it) or one of two characters or more. */
export function isSearchable(text: string): boolean {
  const length = [...text.trim()].length;
  return length === 0 || length > 1;
}

/**
 * Calls `onSearch` once typing has paused for 600 ms, with the last text, if that text is searchable
 * and differs from the last one searched.
 */
export function createSearchDebounce(
  clock: Clock,
  onSearch: (text: string) => void,
  delay = SEARCH_DEBOUNCE_MS,
) {
  let timer: unknown;
  let lastSearched = '';
  return {
    input(text: string) {
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = clock.setTimeout(() => {
        timer = undefined;
        const trimmed = text.trim();
        if (!isSearchable(trimmed) || trimmed === lastSearched) return;
        lastSearched = trimmed;
        onSearch(trimmed);
      }, delay);
    },
    destroy() {
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
    },
  };
}

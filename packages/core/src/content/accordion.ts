import type { Clock } from '../timing/clock.ts';

/** spec 001 §4: `accordion` keeps one panel open; any other type toggles each panel on its own. */
export type AccordionType = 'accordion' | 'toggle';

/** spec 001 §9: the accordion's search filters 1000 ms after the last keystroke. */
export const ACCORDION_SEARCH_DELAY_MS = 1000;

/** spec 001 §9: the interaction speed is set in seconds and used × 1000 as milliseconds. */
export const interactionSpeedMs = (seconds: number): number => Math.max(0, Math.round(seconds * 1000));

/** The open panels after the visitor toggles `index` (sorted, no duplicates). */
export function togglePanel(open: readonly number[], index: number, type: AccordionType): number[] {
  if (open.includes(index)) return open.filter((item) => item !== index);
  if (type === 'accordion') return [index];
  return [...open, index].sort((a, b) => a - b);
}

/** The open panels after `index` is opened (by hover, a deep link or a hash): never closes it. */
export function openPanel(open: readonly number[], index: number, type: AccordionType): number[] {
  if (open.includes(index)) return [...open];
  return togglePanel(open, index, type);
}

/** Lower-cased words of a search, at most 20, each at most 100 characters. */
export function searchWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 20)
    .map((word) => word.slice(0, 100));
}

/** Whether a panel's text (title and content) holds every word of the search; an empty search matches. */
export function panelMatches(text: string, query: string): boolean {
  const haystack = text.toLowerCase();
  return searchWords(query).every((word) => haystack.includes(word));
}

/** The indexes of the panels whose text matches the search. */
export function matchingPanels(texts: readonly string[], query: string): number[] {
  return texts.flatMap((text, index) => (panelMatches(text, query) ? [index] : []));
}

export interface PanelSearchOptions {
  clock: Clock;
  /** Called with the search once typing has paused for `delay` ms. */
  onSearch: (query: string) => void;
  /** Default ACCORDION_SEARCH_DELAY_MS (1000). */
  delay?: number;
}

/** The search box's timing: each keystroke restarts the delay; only the last text is searched. */
export function createPanelSearch({
  clock,
  onSearch,
  delay = ACCORDION_SEARCH_DELAY_MS,
}: PanelSearchOptions) {
  let timer: unknown;
  const cancel = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };
  return {
    /** The visitor changed the text. */
    input(query: string) {
      cancel();
      timer = clock.setTimeout(() => {
        timer = undefined;
        onSearch(query);
      }, delay);
    },
    /** Releases the pending timer (unmount). */
    destroy: cancel,
  };
}

import { createStore } from '../store.ts';
import type { Clock } from '../timing/clock.ts';
import { isListboxKey, nextActiveIndex } from './live-search-keys.ts';
import type { SearchCategoryMemory } from './search-category-memory.ts';

/** spec 001 §4, §9: live search fires 400 ms after the last keystroke. */
export const LIVE_SEARCH_DELAY_MS = 400;
/** spec 001 §4: the results panel opens when the keyword is longer than 2 characters. */
export const LIVE_SEARCH_MIN_CHARACTERS = 3;

/** Whether a keyword is long enough to search (and keep the panel open): more than 2 characters. */
export function isLongEnough(keyword: string): boolean {
  return [...keyword.trim()].length >= LIVE_SEARCH_MIN_CHARACTERS;
}

export interface LiveSearchQuery {
  keyword: string;
  /** '' for every category. */
  category: string;
  offset: number;
}

export interface LiveSearchPage<R> {
  results: R[];
  /** How many results match in all. */
  total: number;
  /** Where the next page starts; undefined at the end. */
  nextOffset: number | undefined;
}

/**
 * idle: nothing asked yet (or a short keyword) · loading: a search is out · ready: its answer shows ·
 * failed: the answer could not be read (the panel stays closed).
 */
export type LiveSearchStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface LiveSearchState<R> {
  /** The keyword as typed. */
  keyword: string;
  category: string;
  panel: 'open' | 'closed';
  status: LiveSearchStatus;
  /** The answer's keyword (what `results` were found for). */
  searched: string;
  results: R[];
  total: number;
  nextOffset: number | undefined;
  loadingMore: boolean;
  /** The option aria-activedescendant names; -1 for none. */
  active: number;
}

/** What a key did: `choose` (Enter on an active option), `handled` (default prevented), or `none`. */
export type LiveSearchKeyOutcome = 'choose' | 'handled' | 'none';

export interface LiveSearchOptions<R> {
  clock: Clock;
  /** Runs one search; the machine drops any answer that is no longer the latest request's. */
  search(query: LiveSearchQuery): Promise<LiveSearchPage<R>>;
  /** Where the chosen category is remembered; default: not remembered. */
  categoryMemory?: SearchCategoryMemory;
  delayMs?: number;
}

/**
 * The live search box (spec 001 §4, §5, §9): debounces typing, opens and closes its results panel, keeps
 * only the latest request's answer, pages by offset, remembers the category and moves the active option.
 */
export function createLiveSearch<R>(options: LiveSearchOptions<R>) {
  const { clock, search, categoryMemory } = options;
  const delayMs = options.delayMs ?? LIVE_SEARCH_DELAY_MS;
  const store = createStore<LiveSearchState<R>>({
    keyword: '',
    category: categoryMemory?.read() ?? '',
    panel: 'closed',
    status: 'idle',
    searched: '',
    results: [],
    total: 0,
    nextOffset: undefined,
    loadingMore: false,
    active: -1,
  });
  let timer: unknown;
  /** Every request gets the next number; an answer applies only if its number is still the latest. */
  let latest = 0;
  let destroyed = false;

  const update = (change: Partial<LiveSearchState<R>>) => store.setState({ ...store.getState(), ...change });

  function cancelTimer() {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  }

  /** Forgets whatever is out: its answer will not show. */
  function dropPending() {
    cancelTimer();
    latest += 1;
  }

  function run(query: LiveSearchQuery, more: boolean) {
    const number = ++latest;
    update(more ? { loadingMore: true } : { status: 'loading' });
    search(query).then(
      (page) => {
        if (destroyed || number !== latest) return;
        const state = store.getState();
        if (more) {
          update({
            results: [...state.results, ...page.results],
            total: page.total,
            nextOffset: page.nextOffset,
            loadingMore: false,
          });
          return;
        }
        update({
          status: 'ready',
          searched: query.keyword,
          results: page.results,
          total: page.total,
          nextOffset: page.nextOffset,
          loadingMore: false,
          active: -1,
          panel: isLongEnough(state.keyword) ? 'open' : 'closed',
        });
      },
      () => {
        if (destroyed || number !== latest) return;
        update(more ? { loadingMore: false } : { status: 'failed', panel: 'closed', active: -1 });
      },
    );
  }

  function schedule() {
    cancelTimer();
    timer = clock.setTimeout(() => {
      timer = undefined;
      const { keyword, category } = store.getState();
      if (isLongEnough(keyword)) run({ keyword: keyword.trim(), category, offset: 0 }, false);
    }, delayMs);
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,

    /** The field's text changed (a keystroke, a paste, text typed before the code arrived). */
    input(keyword: string) {
      const state = store.getState();
      if (keyword === state.keyword && timer !== undefined) return;
      if (!isLongEnough(keyword)) {
        // A short keyword closes the panel at once and nothing pending may reopen it.
        dropPending();
        update({ keyword, panel: 'closed', status: 'idle', active: -1, loadingMore: false });
        return;
      }
      update({ keyword, active: -1 });
      schedule();
    },

    /** The visitor chose a category: remembered, and the current keyword searched again at once. */
    chooseCategory(category: string) {
      categoryMemory?.write(category);
      const remembered = categoryMemory ? categoryMemory.read() : category;
      update({ category: remembered, active: -1 });
      const { keyword } = store.getState();
      cancelTimer();
      if (isLongEnough(keyword)) run({ keyword: keyword.trim(), category: remembered, offset: 0 }, false);
    },

    /** Asks for the next page of the shown results, appended below them. */
    loadMore() {
      const state = store.getState();
      if (state.status !== 'ready' || state.nextOffset === undefined || state.loadingMore) return;
      run({ keyword: state.searched, category: state.category, offset: state.nextOffset }, true);
    },

    /** Outside click or the close control: the panel closes, the text stays. */
    close() {
      const state = store.getState();
      if (state.panel === 'closed' && state.active === -1) return;
      update({ panel: 'closed', active: -1 });
    },

    /** The visitor clicked back into the field: the last answer shows again if it still fits the text. */
    reopen() {
      const state = store.getState();
      if (state.status === 'ready' && isLongEnough(state.keyword) && state.searched === state.keyword.trim())
        update({ panel: 'open' });
    },

    /** A key in the field. Enter never searches or submits (spec 001 §5); on an active option it chooses it. */
    key(key: string): LiveSearchKeyOutcome {
      const state = store.getState();
      if (key === 'Enter') return state.panel === 'open' && state.active >= 0 ? 'choose' : 'handled';
      if (key === 'Escape') {
        if (state.panel === 'open') {
          update({ panel: 'closed', active: -1 });
          return 'handled';
        }
        return 'none';
      }
      if (!isListboxKey(key)) return 'none';
      if (state.panel === 'closed') {
        if (key !== 'ArrowDown' && key !== 'ArrowUp') return 'none';
        if (state.status !== 'ready' || !isLongEnough(state.keyword)) return 'none';
        update({ panel: 'open', active: nextActiveIndex(key, -1, state.results.length) });
        return 'handled';
      }
      // Home/End move the caret until an option is active (APG: either is allowed).
      if ((key === 'Home' || key === 'End') && state.active < 0) return 'none';
      update({ active: nextActiveIndex(key, state.active, state.results.length) });
      return 'handled';
    },

    /** The pointer moved onto an option. */
    setActive(index: number) {
      const state = store.getState();
      if (index >= -1 && index < state.results.length && index !== state.active) update({ active: index });
    },

    destroy() {
      destroyed = true;
      cancelTimer();
    },
  };
}

export type LiveSearch<R> = ReturnType<typeof createLiveSearch<R>>;

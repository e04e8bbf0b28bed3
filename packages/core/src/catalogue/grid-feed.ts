import type { GridItemsResponse } from '@site-widgets/contract/catalogue/grid-actions.ts';
import type { GridItemView, GridTermView } from '@site-widgets/contract/catalogue/grid-items.ts';
import { createStore } from '../store.ts';
import type { Clock } from '../timing/clock.ts';

/** spec 001 §9: the finished message shows for about 2 s, then goes. */
export const GRID_FINISHED_MESSAGE_MS = 2000;
/** spec 001 §9: after a filter click the grid reloads 800 ms later. */
export const GRID_FILTER_RELOAD_MS = 800;
/** spec 001 §9: infinite scroll loads when the grid's end is within 300 px of the viewport's bottom. */
export const INFINITE_SCROLL_THRESHOLD_PX = 300;

/**
 * ready: more can be loaded (button shown) · loading: a page is being fetched (loader shown) ·
 * finished: the last page arrived, the finished message shows (about 2 s) · exhausted: nothing more,
 * no button, no message · filtering: a filter was chosen, the grid is empty and the loader shows until
 * its first page arrives.
 */
export type GridFeedStatus = 'ready' | 'loading' | 'finished' | 'exhausted' | 'filtering';

export interface GridFeedState {
  status: GridFeedStatus;
  items: GridItemView[];
  /** The chosen term slug; '' = all. */
  filter: string;
  /** The text the grid is narrowed by (issue 11 item 6, `wpr_search`); '' = none. */
  search: string;
  /** Visible items under the filter, as the server counted them. */
  queryFound: number;
  /** Pages shown since the last filter (the first counts). */
  pagesShown: number;
  /** Increases with every filter result, so a view can replay its entrance animation. */
  generation: number;
}

export interface GridFeedOptions {
  initial: { items: GridItemView[]; queryFound: number; filter: string };
  /** pagination_max_pages: pages shown at most; 0 = no limit. */
  maxPages: number;
  /** The kind's items action (spec 001 §7 `wpr_filter_grid_posts` …). */
  action: string;
  /** The `grid_settings` text every call carries (it names the widget). */
  gridSettings: string;
  taxonomy: string;
  post: (action: string, fields: Record<string, string>) => Promise<string>;
  clock: Clock;
  /** Where failures go; default console.error (spec 001 §8: load-more failure is logged only). */
  log?: (message: string, cause?: unknown) => void;
  /** Called with each page's terms (counts may change after an owner's edit). */
  onTerms?: (terms: GridTermView[]) => void;
}

function parseItems(text: string): GridItemsResponse['data'] | undefined {
  try {
    const body = JSON.parse(text) as Partial<GridItemsResponse> | null;
    const data = body?.data;
    if (!data || !Array.isArray(data.items) || typeof data.query_found !== 'number') return undefined;
    return data;
  } catch {
    return undefined;
  }
}

/** Whether an infinite-scroll grid ending at `gridBottom` (viewport px) should load its next page. */
export function nearGridEnd(gridBottom: number, viewportHeight: number): boolean {
  return gridBottom - viewportHeight <= INFINITE_SCROLL_THRESHOLD_PX;
}

/**
 * The paging and filtering of a post, media or product grid (spec 001 §4 "Grids"): load-more appends the
 * next page by offset; the last page shows the finished message for about 2 s; a filter empties the grid,
 * shows the loader and fetches the filter's first page 800 ms later. Only the newest call's answer is
 * applied. Every timer it starts is released by destroy().
 */
export function createGridFeed(options: GridFeedOptions) {
  const log = options.log ?? ((message, cause) => console.error(message, cause));
  const store = createStore<GridFeedState>({
    status: 'ready',
    items: options.initial.items,
    filter: options.initial.filter,
    search: '',
    queryFound: options.initial.queryFound,
    pagesShown: 1,
    generation: 0,
  });
  const hasMore = (state: Pick<GridFeedState, 'items' | 'queryFound' | 'pagesShown'>) =>
    state.items.length < state.queryFound && (options.maxPages === 0 || state.pagesShown < options.maxPages);
  store.setState({ ...store.getState(), status: hasMore(store.getState()) ? 'ready' : 'exhausted' });

  let destroyed = false;
  let latest = 0;
  let finishedTimer: unknown;
  let filterTimer: unknown;

  const clearTimers = () => {
    if (finishedTimer !== undefined) options.clock.clearTimeout(finishedTimer);
    if (filterTimer !== undefined) options.clock.clearTimeout(filterTimer);
    finishedTimer = undefined;
    filterTimer = undefined;
  };

  function fields(offset: number, filter: string): Record<string, string> {
    const search = store.getState().search;
    return {
      wpr_offset: String(offset),
      wpr_filter: filter || '*',
      wpr_taxonomy: options.taxonomy,
      grid_settings: options.gridSettings,
      wpr_answer: 'json',
      ...(search ? { wpr_search: search } : {}),
    };
  }

  async function fetchPage(offset: number, filter: string) {
    const ticket = ++latest;
    let text: string;
    try {
      text = await options.post(options.action, fields(offset, filter));
    } catch (error) {
      if (!destroyed && ticket === latest) log('[site-widgets] grid: loading items failed', error);
      return { ticket, data: undefined };
    }
    const data = parseItems(text);
    if (!data && ticket === latest) log('[site-widgets] grid: the answer could not be read');
    return { ticket, data };
  }

  async function loadMore(): Promise<void> {
    const before = store.getState();
    if (destroyed || before.status !== 'ready') return;
    store.setState({ ...before, status: 'loading' });
    const { ticket, data } = await fetchPage(before.items.length, before.filter);
    if (destroyed || ticket !== latest) return;
    const current = store.getState();
    if (!data) {
      store.setState({ ...current, status: 'ready' });
      return;
    }
    if (data.terms) options.onTerms?.(data.terms);
    const known = new Set(current.items.map((item) => item.id));
    const added = data.items.filter((item) => !known.has(item.id));
    const next = {
      ...current,
      items: [...current.items, ...added],
      queryFound: data.query_found,
      pagesShown: current.pagesShown + 1,
    };
    // An empty page means the server has nothing more, whatever it counted before.
    if (added.length > 0 && hasMore(next)) {
      store.setState({ ...next, status: 'ready' });
      return;
    }
    store.setState({ ...next, status: 'finished' });
    finishedTimer = options.clock.setTimeout(() => {
      finishedTimer = undefined;
      if (store.getState().status === 'finished')
        store.setState({ ...store.getState(), status: 'exhausted' });
    }, GRID_FINISHED_MESSAGE_MS);
  }

  async function reload(filter: string): Promise<void> {
    const { ticket, data } = await fetchPage(0, filter);
    if (destroyed || ticket !== latest) return;
    const current = store.getState();
    if (!data) {
      store.setState({ ...current, status: 'exhausted' });
      return;
    }
    if (data.terms) options.onTerms?.(data.terms);
    const next = { ...current, items: data.items, queryFound: data.query_found, pagesShown: 1 };
    store.setState({
      ...next,
      status: data.items.length > 0 && hasMore(next) ? 'ready' : 'exhausted',
      generation: current.generation + 1,
    });
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    loadMore,
    /** Chooses a filter ('' = all): the grid empties, the loader shows, the page arrives after 800 ms. */
    setFilter(term: string): Promise<void> {
      const before = store.getState();
      if (destroyed || (term === before.filter && before.status !== 'filtering')) return Promise.resolve();
      clearTimers();
      latest++; // an answer still out belongs to the old filter
      store.setState({ ...before, filter: term, items: [], queryFound: 0, status: 'filtering' });
      return new Promise((resolve) => {
        filterTimer = options.clock.setTimeout(() => {
          filterTimer = undefined;
          void reload(term).then(resolve);
        }, GRID_FILTER_RELOAD_MS);
      });
    },
    /**
     * Narrows the grid by text ('' = none): the grid empties, the loader shows and its first page under
     * the text is asked at once (the search box already waited 400 ms); paging continues within it.
     */
    setSearch(text: string): Promise<void> {
      const before = store.getState();
      if (destroyed || text === before.search) return Promise.resolve();
      clearTimers();
      latest++; // an answer still out belongs to the old text
      store.setState({ ...before, search: text, items: [], queryFound: 0, status: 'filtering' });
      return reload(before.filter);
    },
    destroy() {
      destroyed = true;
      clearTimers();
    },
  };
}

export type GridFeed = ReturnType<typeof createGridFeed>;

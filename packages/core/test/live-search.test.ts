import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveSearch, type LiveSearchPage, type LiveSearchQuery } from '../src/catalogue/live-search.ts';
import { nextActiveIndex } from '../src/catalogue/live-search-keys.ts';
import { createSearchCategoryMemory } from '../src/catalogue/search-category-memory.ts';
import { createMemoryStorage } from '../src/storage/browser-storage.ts';
import { systemClock } from '../src/timing/clock.ts';

/** A search whose answers the test releases by hand, in any order. */
function controlledSearch() {
  const calls: Array<{
    query: LiveSearchQuery;
    answer(page: Partial<LiveSearchPage<string>>): Promise<void>;
    fail(): Promise<void>;
  }> = [];
  const search = vi.fn(
    (query: LiveSearchQuery) =>
      new Promise<LiveSearchPage<string>>((resolve, reject) => {
        calls.push({
          query,
          async answer(page) {
            resolve({ results: [], total: 0, nextOffset: undefined, ...page });
            await Promise.resolve();
            await Promise.resolve();
          },
          async fail() {
            reject(new Error('network'));
            await Promise.resolve();
            await Promise.resolve();
          },
        });
      }),
  );
  return { search, calls };
}

describe('live search timing (spec 001 §5, §9: 400 ms after the last keystroke, above 2 characters)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches 400 ms after the last keystroke, not before, once', () => {
    const { search } = controlledSearch();
    const live = createLiveSearch({ clock: systemClock, search });
    live.input('lat');
    vi.advanceTimersByTime(300);
    live.input('latt');
    vi.advanceTimersByTime(399);
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(search).toHaveBeenCalledExactlyOnceWith({ keyword: 'latt', category: '', offset: 0 });
    vi.advanceTimersByTime(5000);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('does not search or open for 2 characters or fewer', () => {
    const { search } = controlledSearch();
    const live = createLiveSearch({ clock: systemClock, search });
    live.input('la');
    vi.advanceTimersByTime(1000);
    live.input('  a ');
    vi.advanceTimersByTime(1000);
    expect(search).not.toHaveBeenCalled();
    expect(live.getState().panel).toBe('closed');
  });

  it('opens the panel when the answer for a long enough keyword arrives', async () => {
    const { search, calls } = controlledSearch();
    const live = createLiveSearch({ clock: systemClock, search });
    live.input('latte');
    expect(live.getState().panel).toBe('closed');
    vi.advanceTimersByTime(400);
    expect(live.getState().status).toBe('loading');
    await calls[0]?.answer({ results: ['Latte'], total: 1 });
    expect(live.getState()).toMatchObject({ panel: 'open', status: 'ready', results: ['Latte'], total: 1 });
  });

  it('closes at once when the keyword gets short, and the pending answer does not reopen it', async () => {
    const { search, calls } = controlledSearch();
    const live = createLiveSearch({ clock: systemClock, search });
    live.input('latte');
    vi.advanceTimersByTime(400);
    await calls[0]?.answer({ results: ['Latte'], total: 1 });
    live.input('lattes');
    vi.advanceTimersByTime(400);
    live.input('la');
    expect(live.getState().panel).toBe('closed');
    await calls[1]?.answer({ results: ['Lattes'], total: 1 });
    expect(live.getState().panel).toBe('closed');
    expect(live.getState().results).toEqual(['Latte']);
  });

  it('shows only the latest request’s answer when an older one arrives later', async () => {
    const { search, calls } = controlledSearch();
    const live = createLiveSearch({ clock: systemClock, search });
    live.input('mocha');
    vi.advanceTimersByTime(400);
    live.input('mochas');
    vi.advanceTimersByTime(400);
    await calls[1]?.answer({ results: ['new'], total: 1 });
    await calls[0]?.answer({ results: ['old'], total: 1 });
    expect(live.getState().results).toEqual(['new']);
    expect(live.getState().searched).toBe('mochas');
  });

  it('a failed search leaves the panel closed', async () => {
    const { search, calls } = controlledSearch();
    const live = createLiveSearch({ clock: systemClock, search });
    live.input('latte');
    vi.advanceTimersByTime(400);
    await calls[0]?.fail();
    expect(live.getState()).toMatchObject({ status: 'failed', panel: 'closed' });
  });

  it('Enter never searches; it chooses only an active option', async () => {
    const { search, calls } = controlledSearch();
    const live = createLiveSearch({ clock: systemClock, search });
    live.input('latte');
    expect(live.key('Enter')).toBe('handled');
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    await calls[0]?.answer({ results: ['a', 'b'], total: 2 });
    expect(live.key('Enter')).toBe('handled');
    live.key('ArrowDown');
    expect(live.key('Enter')).toBe('choose');
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('destroy stops a pending search', () => {
    const { search } = controlledSearch();
    const live = createLiveSearch({ clock: systemClock, search });
    live.input('latte');
    live.destroy();
    vi.advanceTimersByTime(1000);
    expect(search).not.toHaveBeenCalled();
  });
});

describe('live search panel and paging', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function opened(results = ['a', 'b', 'c']) {
    const control = controlledSearch();
    const live = createLiveSearch({ clock: systemClock, search: control.search });
    live.input('coffee');
    vi.advanceTimersByTime(400);
    await control.calls[0]?.answer({ results, total: 5, nextOffset: results.length });
    return { live, ...control };
  }

  it('close (outside click, close control) keeps the text; focus reopens the same answer without a request', async () => {
    const { live, search } = await opened();
    live.close();
    expect(live.getState()).toMatchObject({ panel: 'closed', keyword: 'coffee' });
    live.reopen();
    expect(live.getState().panel).toBe('open');
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('loads more by offset and appends the next page', async () => {
    const { live, calls } = await opened();
    live.loadMore();
    live.loadMore();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.query).toEqual({ keyword: 'coffee', category: '', offset: 3 });
    await calls[1]?.answer({ results: ['d', 'e'], total: 5, nextOffset: undefined });
    expect(live.getState()).toMatchObject({ results: ['a', 'b', 'c', 'd', 'e'], nextOffset: undefined });
    live.loadMore();
    expect(calls).toHaveLength(2);
  });

  it('drops a load-more answer once the keyword changed', async () => {
    const { live, calls } = await opened();
    live.loadMore();
    live.input('coffees');
    vi.advanceTimersByTime(400);
    await calls[1]?.answer({ results: ['stale'], total: 5 });
    await calls[2]?.answer({ results: ['fresh'], total: 1 });
    expect(live.getState().results).toEqual(['fresh']);
  });

  it('Escape closes an open panel; arrow keys open it again with an active option', async () => {
    const { live } = await opened();
    expect(live.key('Escape')).toBe('handled');
    expect(live.getState().panel).toBe('closed');
    expect(live.key('Escape')).toBe('none');
    expect(live.key('ArrowUp')).toBe('handled');
    expect(live.getState()).toMatchObject({ panel: 'open', active: 2 });
  });

  it('arrow keys wrap, Home and End jump once an option is active', async () => {
    const { live } = await opened();
    expect(live.key('Home')).toBe('none');
    live.key('ArrowDown');
    expect(live.getState().active).toBe(0);
    live.key('End');
    expect(live.getState().active).toBe(2);
    live.key('ArrowDown');
    expect(live.getState().active).toBe(0);
    live.key('ArrowUp');
    expect(live.getState().active).toBe(2);
    live.key('Home');
    expect(live.getState().active).toBe(0);
  });

  it('typing clears the active option', async () => {
    const { live } = await opened();
    live.key('ArrowDown');
    live.input('coffee b');
    expect(live.getState().active).toBe(-1);
  });
});

describe('category memory (spec 001 §3: kept in local storage)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts with the stored category and stores a new choice, searching again at once', async () => {
    const storage = createMemoryStorage();
    storage.setItem('sw-live-search-category:7', 'beans');
    const memory = createSearchCategoryMemory(storage, 7, ['beans', 'equipment']);
    const { search } = controlledSearch();
    const live = createLiveSearch({ clock: systemClock, search, categoryMemory: memory });
    expect(live.getState().category).toBe('beans');
    live.input('grinder');
    live.chooseCategory('equipment');
    expect(search).toHaveBeenCalledExactlyOnceWith({ keyword: 'grinder', category: 'equipment', offset: 0 });
    expect(storage.getItem('sw-live-search-category:7')).toBe('equipment');
    vi.advanceTimersByTime(400);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('reads a stored category the widget does not offer as every category, and forgets “every”', () => {
    const storage = createMemoryStorage();
    storage.setItem('sw-live-search-category:7', '<script>');
    const memory = createSearchCategoryMemory(storage, 7, ['beans']);
    expect(memory.read()).toBe('');
    memory.write('beans');
    memory.write('');
    expect(storage.getItem('sw-live-search-category:7')).toBeNull();
  });
});

describe('listbox keys', () => {
  it('has no active option in an empty list', () => {
    expect(nextActiveIndex('ArrowDown', -1, 0)).toBe(-1);
    expect(nextActiveIndex('End', -1, 4)).toBe(3);
  });
});

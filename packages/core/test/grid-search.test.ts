import type { GridItemView } from '@site-widgets/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGridFeed } from '../src/catalogue/grid-feed.ts';
import { createGridSearch } from '../src/catalogue/grid-search.ts';
import type { Clock } from '../src/timing/clock.ts';

const clock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the search box bound to a grid (issue 11 item 6)', () => {
  it('applies the term 400 ms after the last keystroke, not before', () => {
    const apply = vi.fn();
    const search = createGridSearch({ clock, apply });
    search.input('esp');
    vi.advanceTimersByTime(300);
    search.input('espresso');
    vi.advanceTimersByTime(399);
    expect(apply).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(apply).toHaveBeenCalledExactlyOnceWith('espresso');
  });

  it('ignores one or two characters, and an empty box brings the whole grid back', () => {
    const apply = vi.fn();
    const search = createGridSearch({ clock, apply });
    search.input('es');
    vi.advanceTimersByTime(1000);
    expect(apply).not.toHaveBeenCalled();
    search.input('  bean  ');
    vi.advanceTimersByTime(400);
    expect(apply).toHaveBeenLastCalledWith('bean');
    search.input('be');
    vi.advanceTimersByTime(1000);
    expect(apply).toHaveBeenCalledTimes(1);
    search.input('');
    vi.advanceTimersByTime(400);
    expect(apply).toHaveBeenLastCalledWith('');
  });

  it('does not reload for the term already shown, and destroy cancels a pending term', () => {
    const apply = vi.fn();
    const search = createGridSearch({ clock, apply });
    search.input('');
    vi.advanceTimersByTime(400);
    expect(apply).not.toHaveBeenCalled();
    search.input('kettle');
    search.destroy();
    vi.advanceTimersByTime(1000);
    expect(apply).not.toHaveBeenCalled();
  });
});

function item(id: number): GridItemView {
  return {
    id,
    title: `Item ${id}`,
    excerpt: '',
    publishedAt: '2026-01-01',
    author: '',
    image: null,
    terms: [],
  };
}

function answer(ids: number[], queryFound: number): string {
  return JSON.stringify({
    success: true,
    data: { html: '', items: ids.map(item), query_found: queryFound, page_count: 0, per_page: 2, filter: '' },
  });
}

describe('a grid narrowed by text', () => {
  it('asks its first page with wpr_search at once, then pages within the narrowed set', async () => {
    const post = vi.fn(async (_action: string, fields: Record<string, string>) =>
      fields.wpr_offset === '0' ? answer([7, 8], 3) : answer([9], 3),
    );
    const feed = createGridFeed({
      initial: { items: [item(1), item(2)], queryFound: 10, filter: 'beans' },
      maxPages: 0,
      action: 'wpr_filter_woo_products',
      gridSettings: '{"widget_id":7}',
      taxonomy: 'product_cat',
      post,
      clock,
    });
    const searched = feed.setSearch('hazelnut');
    expect(feed.getState()).toMatchObject({ status: 'filtering', items: [], search: 'hazelnut' });
    await searched;
    expect(post.mock.calls[0]?.[1]).toMatchObject({
      wpr_offset: '0',
      wpr_search: 'hazelnut',
      wpr_filter: 'beans',
    });
    expect(feed.getState()).toMatchObject({ status: 'ready', queryFound: 3 });
    await feed.loadMore();
    expect(post.mock.calls[1]?.[1]).toMatchObject({ wpr_offset: '2', wpr_search: 'hazelnut' });
    expect(feed.getState().items.map((shown) => shown.id)).toEqual([7, 8, 9]);
    await feed.setSearch('');
    expect(post.mock.calls[2]?.[1]).not.toHaveProperty('wpr_search');
  });
});

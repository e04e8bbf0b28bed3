import type { GridItemView } from '@site-widgets/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createGridFeed,
  GRID_FILTER_RELOAD_MS,
  GRID_FINISHED_MESSAGE_MS,
  type GridFeedOptions,
  nearGridEnd,
} from '../src/catalogue/grid-feed.ts';
import type { Clock } from '../src/timing/clock.ts';

const clock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

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
    data: {
      html: '',
      items: ids.map(item),
      query_found: queryFound,
      page_count: 0,
      per_page: 2,
      filter: '',
      terms: [],
    },
  });
}

function feedWith(post: GridFeedOptions['post'], overrides: Partial<GridFeedOptions> = {}) {
  return createGridFeed({
    initial: { items: [item(1), item(2)], queryFound: 5, filter: '' },
    maxPages: 0,
    action: 'wpr_filter_grid_posts',
    gridSettings: '{"widget_id":7}',
    taxonomy: 'category',
    post,
    clock,
    log: () => {},
    ...overrides,
  });
}

describe('the grid feed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for the next page by offset with the grid settings, the filter and the taxonomy', async () => {
    const post = vi.fn().mockResolvedValue(answer([3, 4], 5));
    const feed = feedWith(post);
    await feed.loadMore();
    expect(post).toHaveBeenCalledWith('wpr_filter_grid_posts', {
      wpr_offset: '2',
      wpr_filter: '*',
      wpr_taxonomy: 'category',
      grid_settings: '{"widget_id":7}',
      wpr_answer: 'json',
    });
    expect(feed.getState().items.map((i) => i.id)).toEqual([1, 2, 3, 4]);
    expect(feed.getState().status).toBe('ready');
  });

  it('is loading while a page is out and ignores a second click meanwhile', async () => {
    let resolve: (text: string) => void = () => {};
    const post = vi.fn().mockReturnValue(new Promise<string>((r) => (resolve = r)));
    const feed = feedWith(post);
    const first = feed.loadMore();
    expect(feed.getState().status).toBe('loading');
    await feed.loadMore();
    expect(post).toHaveBeenCalledTimes(1);
    resolve(answer([3, 4], 5));
    await first;
    expect(feed.getState().status).toBe('ready');
  });

  it('shows the finished message for 2 s after the last page, then nothing', async () => {
    const post = vi
      .fn()
      .mockResolvedValueOnce(answer([3, 4], 5))
      .mockResolvedValueOnce(answer([5], 5));
    const feed = feedWith(post);
    await feed.loadMore();
    await feed.loadMore();
    expect(feed.getState().status).toBe('finished');
    vi.advanceTimersByTime(GRID_FINISHED_MESSAGE_MS - 1);
    expect(feed.getState().status).toBe('finished');
    vi.advanceTimersByTime(1);
    expect(feed.getState().status).toBe('exhausted');
    await feed.loadMore();
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('stops at the maximum pages even when the server has more', async () => {
    const post = vi.fn().mockResolvedValue(answer([3, 4], 9));
    const feed = feedWith(post, { maxPages: 2 });
    await feed.loadMore();
    expect(feed.getState().status).toBe('finished');
  });

  it('starts exhausted when the first page holds everything', () => {
    const feed = feedWith(vi.fn(), { initial: { items: [item(1)], queryFound: 1, filter: '' } });
    expect(feed.getState().status).toBe('exhausted');
  });

  it('on a filter empties the grid and shows the loader, then fetches the first page 800 ms later', async () => {
    const post = vi.fn().mockResolvedValue(answer([7, 8], 3));
    const feed = feedWith(post);
    const done = feed.setFilter('coffee');
    expect(feed.getState()).toMatchObject({ items: [], status: 'filtering', filter: 'coffee' });
    vi.advanceTimersByTime(GRID_FILTER_RELOAD_MS - 1);
    expect(post).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await done;
    expect(post).toHaveBeenCalledWith(
      'wpr_filter_grid_posts',
      expect.objectContaining({ wpr_offset: '0', wpr_filter: 'coffee' }),
    );
    expect(feed.getState().items.map((i) => i.id)).toEqual([7, 8]);
    expect(feed.getState().status).toBe('ready');
    expect(feed.getState().generation).toBe(1);
  });

  it('applies only the last of quick filter clicks', async () => {
    const post = vi.fn().mockResolvedValue(answer([9], 1));
    const feed = feedWith(post);
    void feed.setFilter('coffee');
    vi.advanceTimersByTime(400);
    const last = feed.setFilter('cakes');
    vi.advanceTimersByTime(GRID_FILTER_RELOAD_MS);
    await last;
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      'wpr_filter_grid_posts',
      expect.objectContaining({ wpr_filter: 'cakes' }),
    );
    expect(feed.getState().status).toBe('exhausted');
  });

  it('logs a failed load-more and offers the button again', async () => {
    const log = vi.fn();
    const feed = feedWith(vi.fn().mockRejectedValue(new Error('offline')), { log });
    await feed.loadMore();
    expect(log).toHaveBeenCalled();
    expect(feed.getState().status).toBe('ready');
  });

  it('releases its timers on destroy', async () => {
    const post = vi.fn().mockResolvedValue(answer([1], 1));
    const feed = feedWith(post);
    void feed.setFilter('coffee');
    feed.destroy();
    vi.advanceTimersByTime(GRID_FILTER_RELOAD_MS * 2);
    expect(post).not.toHaveBeenCalled();
  });
});

describe('infinite scroll threshold', () => {
  it('loads when the grid end is within 300 px below the viewport', () => {
    expect(nearGridEnd(1100, 800)).toBe(true);
    expect(nearGridEnd(1101, 800)).toBe(false);
  });
});

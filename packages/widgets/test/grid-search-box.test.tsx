import type { GridItemView } from '@site-widgets/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Grid } from '../src/catalogue/grid-parts/Grid.tsx';
import { type GridProps, gridDisplaySettings } from '../src/catalogue/grid-parts/settings.ts';
import { PostContext } from '../src/runtime/post-context.ts';

function item(id: number): GridItemView {
  return {
    id,
    title: `Item ${id}`,
    excerpt: '',
    publishedAt: '2026-03-12T10:00:00.000Z',
    author: '',
    image: null,
    terms: [],
  };
}

function answer(ids: number[], queryFound: number) {
  return JSON.stringify({
    success: true,
    data: {
      html: '',
      items: ids.map(item),
      query_found: queryFound,
      page_count: 0,
      per_page: 2,
      filter: '',
      taxonomy: 'product_cat',
    },
  });
}

function props(search: boolean): GridProps {
  return {
    settings: {
      ...gridDisplaySettings(
        'product-grid',
        { grid: 7, search, searchLabel: 'Search the shop' },
        { taxonomy: 'product_cat', perPage: 2 },
      ),
    },
    initial: { items: [item(1), item(2)], queryFound: 5, filter: '', terms: [] },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the search box of a grid (data-search)', () => {
  it('is absent by default', () => {
    render(
      <PostContext.Provider value={vi.fn()}>
        <Grid {...props(false)} />
      </PostContext.Provider>,
    );
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('reloads the grid with wpr_search 400 ms after the last key; Enter does nothing', async () => {
    const post = vi.fn(async () => answer([8], 1));
    render(
      <PostContext.Provider value={post}>
        <Grid {...props(true)} />
      </PostContext.Provider>,
    );
    const field = screen.getByRole('searchbox', { name: 'Search the shop' });
    expect(field.closest('search')?.getAttribute('aria-label')).toBe('Search the shop');
    fireEvent.change(field, { target: { value: 'kettle' } });
    const enter = fireEvent.keyDown(field, { key: 'Enter' });
    expect(enter).toBe(false); // default prevented
    await act(async () => vi.advanceTimersByTime(399));
    expect(post).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]).toEqual([
      'wpr_filter_woo_products',
      expect.objectContaining({ wpr_search: 'kettle', wpr_offset: '0' }),
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Item 8',
    ]);
  });
});

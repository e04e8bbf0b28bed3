import type { GridItemView, GridKind } from '@site-widgets/contract';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Grid } from '../src/catalogue/grid-parts/Grid.tsx';
import { renderGridWidget } from '../src/catalogue/grid-parts/server.tsx';
import {
  EDITOR_LOAD_MORE_ALERT,
  type GridDisplaySettings,
  type GridProps,
  gridDisplaySettings,
} from '../src/catalogue/grid-parts/settings.ts';
import { mount as mountPostGrid } from '../src/catalogue/post-grid/widget.tsx';
import { PostContext } from '../src/runtime/post-context.ts';

function item(id: number, fields: Partial<GridItemView> = {}): GridItemView {
  return {
    id,
    title: `Item ${id}`,
    excerpt: `About ${id}`,
    publishedAt: '2026-03-12T10:00:00.000Z',
    author: 'Kate',
    image: null,
    terms: [],
    ...fields,
  };
}

function answer(ids: number[], queryFound: number, extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    success: true,
    data: {
      html: '',
      items: ids.map((id) => item(id)),
      query_found: queryFound,
      page_count: 0,
      per_page: 2,
      filter: '',
      taxonomy: 'category',
      ...extra,
    },
  });
}

function props(
  kind: GridKind,
  display: Partial<GridDisplaySettings> = {},
  initial: Partial<GridProps['initial']> = {},
): GridProps {
  return {
    settings: { ...gridDisplaySettings(kind, { grid: 7 }, { taxonomy: 'category', perPage: 2 }), ...display },
    initial: {
      items: [item(1), item(2)],
      queryFound: 5,
      filter: '',
      terms: [
        { slug: 'coffee', name: 'Coffee', count: 3 },
        { slug: 'cakes', name: 'Cakes', count: 2 },
        { slug: 'empty', name: 'Empty', count: 0 },
      ],
      ...initial,
    },
  };
}

function renderGrid(p: GridProps, post: (action: string, fields: Record<string, string>) => Promise<string>) {
  return render(
    <PostContext.Provider value={post}>
      <Grid {...p} />
    </PostContext.Provider>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
  document.body.className = '';
  vi.unstubAllGlobals();
});

describe('post grid', () => {
  beforeEach(() => vi.useFakeTimers());

  it('loads the next page with load-more, then shows the finished message for 2 s', async () => {
    const post = vi
      .fn()
      .mockResolvedValueOnce(answer([3, 4], 5))
      .mockResolvedValueOnce(answer([5], 5));
    renderGrid(props('post-grid'), post);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more posts' })));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Item 1',
      'Item 2',
      'Item 3',
      'Item 4',
    ]);
    expect(post).toHaveBeenCalledWith(
      'wpr_filter_grid_posts',
      expect.objectContaining({ wpr_offset: '2', grid_settings: '{"widget_id":7}' }),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more posts' })));
    expect(screen.queryByRole('button', { name: 'Load more posts' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('That is every one of our posts.');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('moves focus to the first new post when the last page replaces the button', async () => {
    const post = vi.fn().mockResolvedValueOnce(answer([3, 4, 5], 5));
    renderGrid(props('post-grid'), post);
    const button = screen.getByRole('button', { name: 'Load more posts' });
    button.focus();
    await act(async () => fireEvent.click(button));
    expect(document.activeElement?.textContent).toContain('Item 3');
  });

  it('marks the chosen filter pressed, empties the grid with the loader, and reloads after 800 ms', async () => {
    const post = vi.fn().mockResolvedValue(answer([9], 1, { filter: 'coffee' }));
    renderGrid(props('post-grid', { filters: true, filtersCount: true }), post);
    const filters = screen.getByRole('group', { name: 'Filter Journal' });
    const coffee = within(filters).getByRole('button', { name: 'Coffee 3' });
    expect(within(filters).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(coffee));
    expect(coffee.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('Loading posts…');
    expect(post).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(800));
    expect(post).toHaveBeenCalledWith(
      'wpr_filter_grid_posts',
      expect.objectContaining({ wpr_offset: '0', wpr_filter: 'coffee' }),
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Item 9']);
  });

  it('hides empty terms when asked', () => {
    renderGrid(props('post-grid', { filters: true, filtersHideEmpty: true }), vi.fn());
    expect(screen.queryByRole('button', { name: 'Empty' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cakes' })).toBeTruthy();
  });

  it('opens filtered from a #filter: deep link and writes the hash on a filter change', async () => {
    window.history.replaceState(null, '', '/journal#filter:cakes');
    const post = vi.fn().mockResolvedValue(answer([4], 1));
    renderGrid(props('post-grid', { filters: true, deeplinking: true }), post);
    expect(screen.getByRole('button', { name: 'Cakes' }).getAttribute('aria-pressed')).toBe('true');
    await act(async () => vi.advanceTimersByTime(800));
    expect(post).toHaveBeenCalledWith(
      'wpr_filter_grid_posts',
      expect.objectContaining({ wpr_filter: 'cakes' }),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'All' })));
    expect(window.location.hash).toBe('#filter:all');
  });

  it('ignores a deep link to something that is not a term', () => {
    window.history.replaceState(null, '', '/journal#filter:%3Cimg%3E');
    const post = vi.fn();
    renderGrid(props('post-grid', { filters: true, deeplinking: true }), post);
    act(() => vi.advanceTimersByTime(2000));
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('only alerts in the editor instead of loading more', async () => {
    document.body.classList.add('elementor-editor-active');
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const post = vi.fn();
    renderGrid(props('post-grid'), post);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more posts' })));
    expect(alert).toHaveBeenCalledWith(EDITOR_LOAD_MORE_ALERT);
    expect(post).not.toHaveBeenCalled();
  });

  it('animates items that arrive, with a delay per item, but not the first page, and none under reduced motion', async () => {
    const display = { animation: 'slide-up' as const, animationDelay: 100 };
    const post = vi.fn().mockResolvedValue(answer([3, 4], 5));
    const { container, unmount } = renderGrid(props('post-grid', display), post);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more posts' })));
    const items = container.querySelectorAll<HTMLElement>('.sw-grid__item');
    expect(items[0]?.className).not.toContain('enter');
    expect(items[2]?.className).toContain('sw-grid__item--enter-slide-up');
    expect(items[3]?.style.animationDelay).toBe('100ms');
    unmount();
    const matchMedia = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
      );
    const still = renderGrid(props('post-grid', display), post);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more posts' })));
    for (const item of still.container.querySelectorAll('.sw-grid__item'))
      expect(item.className).not.toContain('enter');
    matchMedia.mockRestore();
  });
});

describe('product grid', () => {
  it('shows price, sale price and stock as text', () => {
    const product = (fields: Partial<NonNullable<GridItemView['product']>>) => ({
      priceMinor: 1250,
      salePriceMinor: null,
      currency: 'GBP',
      stockStatus: 'instock' as const,
      stockQuantity: 30,
      lowStock: false,
      productType: 'simple' as const,
      sku: 'X',
      ...fields,
    });
    const items = [
      item(1, {
        title: 'House blend',
        product: product({ salePriceMinor: 999, stockQuantity: 2, lowStock: true }),
      }),
      item(2, { title: 'Grinder', product: product({ stockStatus: 'outofstock', stockQuantity: 0 }) }),
    ];
    renderGrid(props('product-grid', {}, { items, queryFound: 2 }), vi.fn());
    const [blend, grinder] = screen.getAllByRole('article');
    expect(blend?.textContent).toContain('Was £12.50');
    expect(blend?.textContent).toContain('now £9.99');
    expect(blend?.textContent).toContain('Only 2 left in stock');
    expect(grinder?.textContent).toContain('Out of stock');
  });
});

describe('media grid', () => {
  it('renders pictures as links of one lightbox group, the same on the server and in the browser', () => {
    const image = {
      src: '/media/a-medium.webp',
      full: '/media/a.webp',
      alt: 'The quay at dawn',
      width: 600,
      height: 400,
    };
    const p = props('media-grid', {}, { items: [item(1, { image, caption: 'Dawn' })], queryFound: 1 });
    const html = renderToString(
      <PostContext.Provider value={vi.fn()}>
        <Grid {...p} />
      </PostContext.Provider>,
    );
    expect(html).toContain('data-lightbox-group="grid-7"');
    renderGrid(p, vi.fn());
    const link = screen.getByRole('link', { name: 'The quay at dawn' });
    expect(link.getAttribute('href')).toBe('/media/a.webp');
    expect(screen.getByText('Dawn')).toBeTruthy();
  });
});

describe('display settings', () => {
  it('applies the columns rule per device: cap 8, pro → 3, defaults 3/2/1', () => {
    const settings = gridDisplaySettings(
      'post-grid',
      { grid: 1, columnsDesktop: '12', columnsTablet: 'pro-4' },
      { taxonomy: 'category', perPage: 6 },
    );
    expect(settings.columns).toEqual({ desktop: 8, tablet: 3, mobile: 1 });
  });
});

describe('mount', () => {
  it('hydrates the markup the server rendered', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderGridWidget(props('post-grid', { filters: true }));
    const element = host.firstElementChild as HTMLElement;
    document.body.append(element);
    const error = vi.spyOn(console, 'error');
    const unmount = await act(async () => mountPostGrid(element));
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Load more posts' })).toBeTruthy();
    act(() => unmount?.());
    element.remove();
    error.mockRestore();
  });

  it('puts the load-more button in the server HTML (the loader holds a press made before the code), not for infinite scroll', () => {
    const host = document.createElement('div');
    host.innerHTML = renderGridWidget(props('product-grid'));
    expect(within(host).getByRole('button', { name: 'Load more products' })).toBeTruthy();
    host.innerHTML = renderGridWidget(props('product-grid', { paginationType: 'infinite-scroll' }));
    expect(within(host).queryByRole('button')).toBeNull();
  });

  it('searches for what was typed in the server HTML’s box before the code arrived', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? new Response(answer([3], 1))
        : new Response(JSON.stringify({ nonce: 'fresh' })),
    );
    vi.stubGlobal('fetch', fetch);
    const host = document.createElement('div');
    host.innerHTML = renderGridWidget(
      props('post-grid', { search: true, searchLabel: 'Search the journal' }),
    );
    const element = host.firstElementChild as HTMLElement;
    document.body.append(element);
    const box = within(element).getByRole('searchbox', { name: 'Search the journal' }) as HTMLInputElement;
    box.value = 'latte';
    const unmount = await act(async () => mountPostGrid(element));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await act(async () => vi.advanceTimersByTimeAsync(400));
    const posted = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(new URLSearchParams(String(posted?.[1]?.body)).get('wpr_search')).toBe('latte');
    expect(box.value).toBe('latte');
    act(() => unmount?.());
    element.remove();
  });

  it('on a plain page fetches the first page with only the widget id, and takes the owner’s page size', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? new Response(answer([1, 2], 4, { per_page: 2, terms: [{ slug: 'tea', name: 'Tea', count: 4 }] }))
        : new Response(JSON.stringify({ nonce: 'fresh' })),
    );
    vi.stubGlobal('fetch', fetch);
    const element = document.createElement('div');
    element.dataset.widget = 'post-grid';
    element.dataset.grid = '9';
    element.dataset.filters = 'yes';
    element.dataset.queryPostsPerPage = '48';
    document.body.append(element);
    const unmount = await act(async () => mountPostGrid(element));
    const posted = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = new URLSearchParams(String(posted?.[1]?.body));
    expect(body.get('action')).toBe('wpr_filter_grid_posts');
    expect(body.get('grid_settings')).toBe('{"widget_id":9}');
    expect(body.get('wpr_offset')).toBe('0');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Tea' })).toBeTruthy();
    act(() => unmount?.());
    element.remove();
  });

  it('keeps the fallback and names the attribute when one is invalid', async () => {
    const element = document.createElement('div');
    element.dataset.widget = 'post-grid';
    element.dataset.grid = 'seven';
    element.innerHTML = '<p>Fallback</p>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await mountPostGrid(element)).toBeUndefined();
    expect(error.mock.calls[0]?.[0]).toContain('post-grid: data-grid');
    expect(element.textContent).toBe('Fallback');
    error.mockRestore();
  });
});

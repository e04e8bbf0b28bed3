import { renderLoopFilter } from '@site-widgets/widgets/builder/loop-filter/server.tsx';
import { renderLoopGrid } from '@site-widgets/widgets/builder/loop-grid/server.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOOP_REFRESHED_EVENT, mount } from '../src/builder/loop-filter/widget.ts';

const ROUTE = '/wp-json/elementor-pro/v1/refresh-loop';

function page(selected: Array<{ taxonomy: string; join: 'OR'; terms: string[] }> = []) {
  document.body.className = '';
  document.body.innerHTML =
    '<script type="application/json" id="site-widgets-vars">{"pageId":40}</script>' +
    renderLoopFilter({
      widgetId: '7',
      action: '/topics',
      label: 'Filter journal posts',
      join: 'OR',
      groups: [
        {
          taxonomy: 'category',
          legend: 'Topics',
          terms: [
            { slug: 'news', name: 'News', count: 2 },
            { slug: 'events', name: 'Events', count: 1 },
          ],
        },
      ],
      selected,
      rest: '/wp-json/',
      postId: 40,
    }) +
    renderLoopGrid({
      widgetId: '7',
      source: 'post-grid',
      label: 'Journal posts by topic',
      items: [],
      total: 3,
      page: 1,
      pageCount: 1,
      baseUrl: '/topics',
    });
  return document.querySelector<HTMLElement>('[data-widget="loop-filter"]') as HTMLElement;
}

const box = (value: string) =>
  document.querySelector<HTMLInputElement>(`input[value="${value}"]`) as HTMLInputElement;
const grid = () => document.querySelector<HTMLElement>('[data-loop-grid]') as HTMLElement;
const countText = () => grid().querySelector('[data-slot="count"]')?.textContent;

function tick(value: string) {
  box(value).checked = !box(value).checked;
  box(value).dispatchEvent(new Event('change', { bubbles: true }));
}

describe('loop-filter widget', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    window.history.replaceState(null, '', '/topics');
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('pushes the address, shows the overlay, posts the spec fields and swaps the container', async () => {
    let answer: (value: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const destroy = await mount(page());
    const refreshed = vi.fn();
    grid().addEventListener(LOOP_REFRESHED_EVENT, refreshed);
    const before = window.history.length;
    tick('news');
    expect(window.location.search).toBe('?e-filter-7-category=news');
    expect(window.history.length).toBe(before + 1);
    expect(grid().dataset.state).toBe('loading');
    expect(grid().getAttribute('aria-busy')).toBe('true');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(ROUTE);
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({
      post_id: 40,
      widget_filters: {
        category: {
          filterType: 'taxonomy',
          filterData: { terms: ['news'], selectedTaxonomy: 'category', logicalJoin: 'OR' },
        },
      },
      widget_id: '7',
      pagination_base_url: '/topics?e-filter-7-category=news',
    });
    answer(new Response('{"data":"<p data-slot=\\"count\\">2 posts</p>"}', { status: 200 }));
    await vi.waitFor(() => expect(grid().dataset.state).toBe('idle'));
    expect(countText()).toBe('2 posts');
    expect(grid().hasAttribute('aria-busy')).toBe(false);
    expect(refreshed).toHaveBeenCalledTimes(1);
    expect(grid().querySelector('[role="status"]')?.textContent).toBe('2 posts');
    destroy?.();
  });

  it('replaces nothing on a failed, non-OK or empty answer', async () => {
    const destroy = await mount(page());
    for (const outcome of [
      () => Promise.reject(new TypeError('network')),
      () => Promise.resolve(new Response('{"data":"<p>x</p>"}', { status: 500 })),
      () => Promise.resolve(new Response('{"data":""}', { status: 200 })),
    ]) {
      fetchMock.mockImplementationOnce(outcome);
      tick('events');
      await vi.waitFor(() => expect(grid().dataset.state).toBe('idle'));
      expect(countText()).toBe('3 posts');
    }
    destroy?.();
  });

  it('in edit mode also sends widget_model, is_edit_mode and the X-WP-Nonce header', async () => {
    fetchMock.mockResolvedValue(new Response('{"data":"<p>1 post</p>"}', { status: 200 }));
    const element = page();
    element.dataset.restNonce = 'abc.def';
    document.body.classList.add('elementor-editor-active');
    const destroy = await mount(element);
    tick('news');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>)['X-WP-Nonce']).toBe('abc.def');
    expect(JSON.parse(String(init.body))).toMatchObject({ is_edit_mode: true, widget_model: { id: '7' } });
    destroy?.();
  });

  it('follows back and forward: the boxes follow the address and the grid refreshes without a push', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"data":"<p data-slot=\\"count\\">1 post</p>"}', { status: 200 }),
    );
    const destroy = await mount(page());
    window.history.pushState(null, '', '/topics?e-filter-7-category=events~news');
    const length = window.history.length;
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(box('news').checked).toBe(true);
    expect(box('events').checked).toBe(true);
    expect(window.history.length).toBe(length);
    await vi.waitFor(() => expect(countText()).toBe('1 post'));
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body));
    expect(body.widget_filters.category.filterData.terms).toEqual(['events', 'news']);
    destroy?.();
  });

  it('takes up a box ticked before the code arrived: the address is pushed and the grid refreshed', async () => {
    fetchMock.mockResolvedValue(new Response('{"data":"<p data-slot=\\"count\\">2 posts</p>"}'));
    const scope = page();
    box('news').checked = true;
    const length = window.history.length;
    const destroy = await mount(scope);
    expect(window.location.search).toBe('?e-filter-7-category=news');
    expect(window.history.length).toBe(length + 1);
    await vi.waitFor(() => expect(countText()).toBe('2 posts'));
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body));
    expect(body.widget_filters.category.filterData.terms).toEqual(['news']);
    destroy?.();
  });

  it('follows an address that changed before the code arrived (back after a reload): no push, boxes from the address', async () => {
    fetchMock.mockResolvedValue(new Response('{"data":"<p data-slot=\\"count\\">3 posts</p>"}'));
    // The server rendered ?…=news; back moved the address to /topics before any listener was there.
    const scope = page([{ taxonomy: 'category', join: 'OR', terms: ['news'] }]);
    expect(box('news').checked).toBe(true);
    const length = window.history.length;
    const destroy = await mount(scope);
    expect(box('news').checked).toBe(false);
    expect(window.location.search).toBe('');
    expect(window.history.length).toBe(length);
    await vi.waitFor(() => expect(countText()).toBe('3 posts'));
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body));
    expect(body.widget_filters).toEqual({});
    destroy?.();
  });

  it('asks nothing when the page is as the address says, terms it does not offer aside', async () => {
    window.history.replaceState(null, '', '/topics?e-filter-7-category=news~gone');
    const scope = page([{ taxonomy: 'category', join: 'OR', terms: ['news'] }]);
    const length = window.history.length;
    const destroy = await mount(scope);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.history.length).toBe(length);
    expect(box('news').checked).toBe(true);
    destroy?.();
  });
});

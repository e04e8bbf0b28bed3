import type { SearchAnswerView } from '@site-widgets/contract';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveSearch } from '../src/catalogue/live-search/LiveSearch.tsx';
import { readSearchAnswer } from '../src/catalogue/live-search/read-answer.ts';
import { SearchAnswerMarkup } from '../src/catalogue/live-search/SearchAnswerMarkup.tsx';
import { type LiveSearchProps, liveSearchSettings } from '../src/catalogue/live-search/settings.ts';
import { PostContext } from '../src/runtime/post-context.ts';

const answer = (titles: string[], extra: Partial<SearchAnswerView> = {}): string =>
  renderToStaticMarkup(
    <SearchAnswerMarkup
      answer={{
        results: titles.map((title, index) => ({
          id: index + 1,
          kind: 'post',
          title,
          url: `/journal/post-${index + 1}`,
          description: `About ${title}`,
          image: { src: `/media/${index + 1}-thumbnail.webp`, width: 150, height: 150, alt: '' },
        })),
        total: titles.length,
        nextOffset: undefined,
        noResults: 'Nothing here',
        target: '_self',
        ...extra,
      }}
    />,
  );

const props: LiveSearchProps = {
  settings: liveSearchSettings({ searchId: 4, words: 12 }),
  categories: [
    { slug: 'beans', name: 'Beans' },
    { slug: 'equipment', name: 'Equipment' },
  ],
};

function renderBox(post: (action: string, fields: Record<string, string>) => Promise<string>) {
  return render(
    <PostContext.Provider value={post}>
      <LiveSearch {...props} />
    </PostContext.Provider>,
  );
}

/** Types into the field as the browser does: the value changes, then an input event. */
function type(text: string) {
  const field = screen.getByRole('combobox', { name: 'Search the site' });
  fireEvent.input(field, { target: { value: text } });
}

async function settle() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the live search box', () => {
  it('renders on the server as a plain GET form to the results page, its field a collapsed combobox', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<LiveSearch {...props} />);
    const form = host.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/search');
    expect(form?.getAttribute('method')).toBe('get');
    const field = host.querySelector('input[name="s"]');
    expect(field?.getAttribute('role')).toBe('combobox');
    expect(field?.getAttribute('aria-expanded')).toBe('false');
    expect(host.querySelector(`#${CSS.escape(field?.getAttribute('aria-controls') ?? '')}`)).not.toBeNull();
    expect(host.querySelector('input[name="search_id"]')?.getAttribute('value')).toBe('4');
    expect(host.querySelector('button[type="submit"]')?.textContent).toBe('Search');
  });

  it('asks 400 ms after the last keystroke with every spec field, then shows a listbox of results', async () => {
    const post = vi.fn(async () => answer(['Latte art', 'Latte at home']));
    renderBox(post);
    type('lat');
    await act(async () => vi.advanceTimersByTime(399));
    expect(post).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(post).toHaveBeenCalledTimes(1);
    const [action, fields] = post.mock.calls[0] as unknown as [string, Record<string, string>];
    expect(action).toBe('wpr_data_fetch');
    expect(Object.keys(fields).sort()).toEqual(
      [
        'sw_search_widget',
        'wpr_keyword',
        'wpr_query_type',
        'wpr_option_post_type',
        'wpr_taxonomy_type',
        'wpr_category',
        'wpr_number_of_results',
        'wpr_search_results_offset',
        'wpr_show_description',
        'wpr_number_of_words',
        'wpr_show_ajax_thumbnail',
        'wpr_show_product_price',
        'wpr_show_view_result_btn',
        'wpr_view_result_text',
        'wpr_no_results',
        'wpr_exclude_without_thumb',
        'wpr_ajax_search_link_target',
        'wpr_show_ps_pt',
        'wpr_show_attachments',
      ].sort(),
    );
    expect(fields).toMatchObject({ wpr_keyword: 'lat', sw_search_widget: '4', wpr_number_of_words: '12' });
    await settle();
    const field = screen.getByRole('combobox', { name: 'Search the site' });
    expect(field.getAttribute('aria-expanded')).toBe('true');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Latte art'),
      expect.stringContaining('Latte at home'),
    ]);
    const image = options[0]?.querySelector('img');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['150', '150']);
  });

  it('moves the active option with the arrow keys and chooses it with Enter', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    renderBox(async () => answer(['Latte art', 'Latte at home']));
    type('latte');
    await act(async () => vi.advanceTimersByTime(400));
    await settle();
    const field = screen.getByRole('combobox', { name: 'Search the site' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    const [first, second] = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(field.getAttribute('aria-activedescendant')).toBe(first?.id);
    expect(first?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(field, { key: 'End' });
    expect(field.getAttribute('aria-activedescendant')).toBe(second?.id);
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(assign).toHaveBeenCalledExactlyOnceWith('/journal/post-2');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('ignores Enter without an active option: no submit, no request', async () => {
    const post = vi.fn(async () => answer(['Latte art']));
    renderBox(post);
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    document.querySelector('form')?.addEventListener('submit', onSubmit);
    type('latte');
    const enter = fireEvent.keyDown(screen.getByRole('combobox', { name: 'Search the site' }), {
      key: 'Enter',
    });
    expect(enter).toBe(false);
    await act(async () => vi.advanceTimersByTime(400));
    expect(post).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes on an outside click, on the close control and for a short keyword', async () => {
    renderBox(async () => answer(['Latte art']));
    const field = screen.getByRole('combobox', { name: 'Search the site' });
    const open = async () => {
      type('latte');
      await act(async () => vi.advanceTimersByTime(400));
      await settle();
      fireEvent.click(field);
      expect(field.getAttribute('aria-expanded')).toBe('true');
    };
    await open();
    fireEvent.pointerDown(document.body);
    expect(field.getAttribute('aria-expanded')).toBe('false');
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Close results' }));
    expect(field.getAttribute('aria-expanded')).toBe('false');
    await open();
    type('la');
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the no-results text as text, and loads more by offset', async () => {
    const post = vi
      .fn<(action: string, fields: Record<string, string>) => Promise<string>>()
      .mockResolvedValueOnce(answer(['One'], { total: 2, nextOffset: 1 }))
      .mockResolvedValueOnce(answer(['Two'], { total: 2 }).replace('data-id="1"', 'data-id="2"'))
      .mockResolvedValueOnce(answer([], { noResults: '<img src=x onerror=alert(1)>' }));
    renderBox(post);
    type('cake');
    await act(async () => vi.advanceTimersByTime(400));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'More results' }));
    await settle();
    expect(post.mock.calls[1]?.[1]).toMatchObject({ wpr_keyword: 'cake', wpr_search_results_offset: '1' });
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(2);
    type('cakes');
    await act(async () => vi.advanceTimersByTime(400));
    await settle();
    expect(screen.getByRole('status').textContent).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('remembers the chosen category in local storage and searches again with it', async () => {
    const post = vi.fn<(action: string, fields: Record<string, string>) => Promise<string>>(async () =>
      answer(['House blend']),
    );
    renderBox(post);
    type('house');
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'beans' } });
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]?.[1]).toMatchObject({ wpr_category: 'beans', wpr_keyword: 'house' });
    expect(localStorage.getItem('sw-live-search-category:4')).toBe('beans');
    cleanup();
    renderBox(post);
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe('beans');
  });
});

describe('reading an answer back', () => {
  it('takes text and safe addresses only', () => {
    const view = readSearchAnswer(
      '<div data-slot="search-answer" data-total="1"><ul><li data-slot="search-result" data-id="3" data-kind="post">' +
        '<a href="javascript:alert(1)"><img data-slot="search-result-image" src="https://evil.test/x.png">' +
        '<span data-slot="search-result-title"><b>Bold</b> title</span></a></li></ul></div>',
    );
    expect(view?.results).toEqual([{ id: 3, kind: 'post', title: 'Bold title', url: '#' }]);
    expect(readSearchAnswer('0')).toBeUndefined();
  });
});

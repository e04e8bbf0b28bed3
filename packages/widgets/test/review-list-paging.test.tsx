import type { ReviewFacets, ReviewView } from '@site-widgets/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ReviewList,
  type ReviewListProps,
  type ReviewListSettings,
} from '../src/reviews/review-list/ReviewList.tsx';
import { PostContext } from '../src/runtime/post-context.ts';

afterEach(cleanup);

function view(id: number, fields: Partial<ReviewView> = {}): ReviewView {
  return {
    id,
    reviewerName: `Reviewer ${id}`,
    avatarUrl: null,
    rating: 4,
    recommendation: null,
    platform: 'Google',
    title: '',
    text: `Text ${id}`,
    createdAt: '2025-03-12T10:00:00.000Z',
    language: 'en',
    sourcePageName: '',
    permalink: null,
    companyName: '',
    ...fields,
  };
}

const facets: ReviewFacets = {
  sources: [
    { value: 'quay', label: 'Quay Street', count: 8, average: 4.5 },
    { value: 'gun', label: 'Gunwharf', count: 4, average: 4 },
  ],
  platforms: [
    { value: 'Google', label: 'Google', count: 9, average: 4.4 },
    { value: 'Yelp', label: 'Yelp', count: 3, average: 4 },
  ],
  languages: [
    { value: 'en', label: 'en', count: 10, average: 4.4 },
    { value: 'de', label: 'de', count: 2, average: 4 },
  ],
};

function answer(ids: number[], extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    reviews: ids.map((id) => view(id)),
    newnotinstring: ids.join(','),
    hideldbtn: '',
    totalreviewsindb: 12,
    lastslidenum: 6,
    ...extra,
  });
}

function renderList(
  settings: Partial<ReviewListSettings>,
  post: (action: string, fields: Record<string, string>) => Promise<string>,
) {
  const props: ReviewListProps = {
    settings: { templateId: 5, perRow: 1, rows: 2, loadMore: 'pagenums', ...settings },
    initial: {
      reviews: [view(1), view(2)],
      hasMore: true,
      totalInDb: 12,
      aggregate: { ratedCount: 12, average: 4.4 },
      facets,
    },
  };
  return render(
    <PostContext.Provider value={post}>
      <ReviewList {...props} />
    </PostContext.Provider>,
  );
}

describe('page numbers', () => {
  it('shows the bar for 12 reviews at 2 per page and fetches the clicked page', async () => {
    const post = vi.fn().mockResolvedValue(answer([11, 12], { hideldbtn: 'yes' }));
    renderList({}, post);
    const nav = screen.getByRole('navigation', { name: 'Review pages' });
    expect([...nav.querySelectorAll('button')].map((b) => b.textContent)).toEqual(
      ['1', '2', '…', '6', '›'].filter((t) => t !== '…'),
    );
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Page 6' })));
    expect(post).toHaveBeenCalledWith(
      'wprp_load_more_revs',
      expect.objectContaining({ clickedpnum: '6', revid: '5', perrow: '1', nrows: '2' }),
    );
    expect(screen.getByText('Reviewer 11')).toBeTruthy();
    expect(screen.queryByText('Reviewer 1')).toBeNull();
    expect(screen.getByRole('button', { name: 'Page 6' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: 'Load more reviews' })).toBeNull();
  });
});

describe('the filter bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches 600 ms after typing stops, restarting from page 1', async () => {
    const post = vi.fn().mockResolvedValue(answer([7]));
    renderList({ controls: true }, post);
    fireEvent.change(screen.getByLabelText('Search reviews'), { target: { value: 'scones' } });
    await act(async () => vi.advanceTimersByTime(599));
    expect(post).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(post).toHaveBeenCalledExactlyOnceWith(
      'wprp_load_more_revs',
      expect.objectContaining({ textsearch: 'scones', filterbar: 'yes', clickedpnum: '1' }),
    );
  });

  it('filters by sort, rating, location, language and review type', async () => {
    const post = vi.fn().mockResolvedValue(answer([3]));
    renderList({ controls: true }, post);
    await act(async () => fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'highest' } }));
    await act(async () => fireEvent.change(screen.getByLabelText('Rating'), { target: { value: '5' } }));
    await act(async () => fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'gun' } }));
    await act(async () => fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'de' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yelp' })));
    expect(post).toHaveBeenLastCalledWith(
      'wprp_load_more_revs',
      expect.objectContaining({
        textsort: 'highest',
        textrating: '5',
        textsource: 'gun',
        textlang: 'de',
        textrtype: 'Yelp',
        filterbar: 'yes',
      }),
    );
    expect(screen.getByRole('button', { name: 'Yelp' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('read more', () => {
  const long = 'The harbour view is lovely. '.repeat(15);

  it('expands a long text inline and clamps it again', () => {
    const props: ReviewListProps = {
      settings: { templateId: 1, perRow: 1, rows: 1, loadMore: 'none', readMore: 'inline' },
      initial: {
        reviews: [view(1, { text: long })],
        hasMore: false,
        totalInDb: 1,
        aggregate: { ratedCount: 1, average: 4 },
      },
    };
    render(<ReviewList {...props} />);
    const button = screen.getByRole('button', { name: 'Read more' });
    const text = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(text.dataset.clamped).toBe('true');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(text.dataset.clamped).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Read less' }));
    expect(text.dataset.clamped).toBe('true');
  });

  it('does not clamp a short text', () => {
    const props: ReviewListProps = {
      settings: { templateId: 1, perRow: 1, rows: 1, loadMore: 'none' },
      initial: {
        reviews: [view(1, { text: 'Short and sweet.' })],
        hasMore: false,
        totalInDb: 1,
        aggregate: { ratedCount: 1, average: 4 },
      },
    };
    render(<ReviewList {...props} />);
    expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull();
  });

  it('opens the whole review in a dialog in modal mode', () => {
    const props: ReviewListProps = {
      settings: { templateId: 1, perRow: 1, rows: 1, loadMore: 'none', readMore: 'modal' },
      initial: {
        reviews: [view(1, { text: long, title: 'A lovely morning' })],
        hasMore: false,
        totalInDb: 1,
        aggregate: { ratedCount: 1, average: 4 },
      },
    };
    render(<ReviewList {...props} />);
    fireEvent.click(screen.getByRole('button', { name: /Read more/ }));
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.textContent).toContain('A lovely morning');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
  });
});

describe('the source banner', () => {
  it('shows the list’s average and count and filters to a source', async () => {
    const post = vi.fn().mockResolvedValue(answer([4]));
    renderList({ banner: true, loadMore: 'button' }, post);
    const banner = document.querySelector('[data-slot="source-banner"]') as HTMLElement;
    expect(banner.textContent).toContain('4.4');
    expect(banner.textContent).toContain('12 reviews');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Yelp/ })));
    expect(post).toHaveBeenCalledWith(
      'wprp_load_more_revs',
      expect.objectContaining({ textrtype: 'Yelp', filterbar: 'yes' }),
    );
    expect(screen.getByRole('button', { name: /^Yelp/ }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('server rendering of the controls', () => {
  it('renders the filter bar, banner and page numbers on the server as live controls (the loader holds early clicks)', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(
      <ReviewList
        settings={{ templateId: 1, perRow: 1, rows: 2, loadMore: 'pagenums', controls: true, banner: true }}
        initial={{
          reviews: [view(1), view(2)],
          hasMore: true,
          totalInDb: 12,
          aggregate: { ratedCount: 12, average: 4.4 },
          facets,
        }}
      />,
    );
    expect(html).toMatch(/<fieldset class="sw-filter-bar__controls">/);
    expect(html).toContain('aria-label="Review pages"');
    expect(html).toMatch(/aria-label="Page 2"/);
    expect(html).not.toMatch(/aria-label="Page 2"[^>]*disabled/);
    expect(html).not.toMatch(/<button[^>]*class="sw-chip"[^>]*disabled/);
    expect(html).toContain('12 reviews');
  });
});

describe('the masonry layout', () => {
  it('puts every review in one masonry grid instead of rows, with the column bounds as CSS variables', () => {
    render(
      <ReviewList
        settings={{ templateId: 1, perRow: 3, rows: 2, loadMore: 'none', layout: 'masonry' }}
        initial={{
          reviews: [view(1), view(2), view(3), view(4)],
          hasMore: false,
          totalInDb: 4,
          aggregate: { ratedCount: 4, average: 4 },
        }}
      />,
    );
    const grid = document.querySelector('.sw-masonry') as HTMLElement;
    expect(grid.querySelectorAll('[data-review-id]')).toHaveLength(4);
    expect(document.querySelector('.wprevprodiv')).toBeNull();
    expect(grid.style.getPropertyValue('--sw-masonry-max-columns')).toBe('3');
    expect(grid.style.getPropertyValue('--sw-masonry-gutter')).toBe('20px');
  });
});

import type { LoadMoreResponse } from '@site-widgets/contract';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewCarouselWidget } from '../src/reviews/review-carousel/ReviewCarouselWidget.tsx';
import { ReviewListWidget } from '../src/reviews/review-list/ReviewListWidget.tsx';
import { PostContext } from '../src/runtime/post-context.ts';
import { SiteWidgetsProvider } from '../src/runtime/provider.tsx';
import { reviewView } from './support/review-view.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.widgetsReadyAt;
});

const view = reviewView;

function firstPage(ids: number[], perPage: number): string {
  const answer: Partial<LoadMoreResponse> = {
    reviews: ids.map(view),
    hideldbtn: '',
    totalreviewsindb: 20,
    reviewsperpage: perPage,
    aggregate: { ratedCount: 20, average: 4.5 },
  };
  return JSON.stringify(answer);
}

describe('the review list widget for React apps', () => {
  it('shows its fallback, asks for the first page its attributes describe, then shows the reviews', async () => {
    let answer: (text: string) => void = () => {};
    const post = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    render(
      <PostContext.Provider value={post}>
        <ReviewListWidget template="3" perRow="2" rows="2" pageId={9} fallback={<p>Loading reviews…</p>} />
      </PostContext.Provider>,
    );
    expect(screen.getByText('Loading reviews…')).toBeTruthy();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(
      'wprp_load_more_revs',
      expect.objectContaining({ revid: '3', perrow: '2', nrows: '2', cpostid: '9', callnum: '0' }),
    );
    answer(firstPage([1, 2, 3, 4], 4));
    expect(await screen.findByText('Text 4')).toBeTruthy();
    expect(screen.queryByText('Loading reviews…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Load more reviews' })).toBeTruthy();
  });

  it('names the widget and the attribute of a bad prop, keeps its fallback and asks nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const post = vi.fn(() => Promise.resolve(firstPage([1], 1)));
    render(
      <PostContext.Provider value={post}>
        <ReviewListWidget template="3" perRow="lots" fallback={<p>Read our reviews on Google.</p>} />
      </PostContext.Provider>,
    );
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('[site-widgets] review-list: data-per-row: must be a whole number'),
    );
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByText('Read our reviews on Google.')).toBeTruthy();
  });

  it('keeps its fallback when the server answers without reviews', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const post = vi.fn(() => Promise.resolve('0'));
    render(
      <PostContext.Provider value={post}>
        <ReviewListWidget template="3" fallback={<p>Read our reviews on Google.</p>} />
      </PostContext.Provider>,
    );
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByText('Read our reviews on Google.')).toBeTruthy();
  });
});

describe('the review carousel widget for React apps', () => {
  it('asks for data-review-count reviews in one row and shows them as slides', async () => {
    const post = vi.fn(() => Promise.resolve(firstPage([5, 6, 7], 3)));
    render(
      <PostContext.Provider value={post}>
        <ReviewCarouselWidget template="2" reviewCount="3" heading="Guests on us" />
      </PostContext.Provider>,
    );
    const region = await screen.findByRole('region', { name: 'Guests on us' });
    expect(post).toHaveBeenCalledWith(
      'wprp_load_more_revs',
      expect.objectContaining({ revid: '2', perrow: '3', nrows: '1', cpostid: '0' }),
    );
    expect(region.querySelectorAll('[data-review-id]')).toHaveLength(3);
  });
});

describe('SiteWidgetsProvider', () => {
  it('sends the widgets’ calls to the server it is given, with a nonce fetched from that server', async () => {
    const fetch = vi.fn(async (input: string, _init?: RequestInit) =>
      input.endsWith('/nonce')
        ? new Response(JSON.stringify({ nonce: 'n1' }), { headers: { 'content-type': 'application/json' } })
        : new Response(firstPage([1], 1)),
    );
    vi.stubGlobal('fetch', fetch);
    render(
      <SiteWidgetsProvider serverUrl="https://reviews.example.com/">
        <ReviewListWidget template="1" />
      </SiteWidgetsProvider>,
    );
    expect(await screen.findByText('Text 1')).toBeTruthy();
    expect(fetch.mock.calls.map(([input]) => input)).toEqual([
      'https://reviews.example.com/wp-json/site-widgets/v1/nonce',
      'https://reviews.example.com/wp-admin/admin-ajax.php',
    ]);
    const body = new URLSearchParams(String(fetch.mock.calls[1]?.[1]?.body));
    expect(body.get('wpfb_nonce')).toBe('n1');
  });

  it('marks the page ready, as the loader does, so the load-more button shows', () => {
    render(<SiteWidgetsProvider serverUrl="https://reviews.example.com/" />);
    expect(document.documentElement.dataset.widgetsReadyAt).toMatch(/^\d/);
  });
});

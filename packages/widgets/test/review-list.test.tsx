import type { ReviewView } from '@site-widgets/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewList, type ReviewListProps } from '../src/reviews/review-list/ReviewList.tsx';
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
    title: `Title ${id}`,
    text: `Text ${id}`,
    createdAt: '2025-03-12T10:00:00.000Z',
    language: 'en',
    sourcePageName: '',
    permalink: null,
    companyName: '',
    ...fields,
  };
}

const props = (reviews: ReviewView[], hasMore: boolean): ReviewListProps => ({
  settings: { templateId: 1, perRow: 2, rows: 1, loadMore: 'button', heading: 'What guests say' },
  initial: { reviews, hasMore, totalInDb: 3, aggregate: { ratedCount: 3, average: 4 } },
});

function renderList(
  p: ReviewListProps,
  post: (action: string, fields: Record<string, string>) => Promise<string>,
) {
  return render(
    <PostContext.Provider value={post}>
      <ReviewList {...p} />
    </PostContext.Provider>,
  );
}

describe('the review list', () => {
  it('shows each review’s name, stars, date, platform, title and text', () => {
    renderList(props([view(1)], false), vi.fn());
    const region = screen.getByRole('region', { name: 'What guests say' });
    expect(region.textContent).toContain('Reviewer 1');
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(screen.getByText('12 March 2025')).toBeTruthy();
    expect(region.textContent).toContain('via Google');
    expect(screen.getByRole('heading', { name: 'Title 1' })).toBeTruthy();
    expect(screen.getByText('Text 1')).toBeTruthy();
  });

  it('loads the next page on “Load more reviews”, then hides the button when the server says so', async () => {
    let finish: (text: string) => void = () => {};
    const post = vi.fn(
      () =>
        new Promise<string>((resolve) => {
          finish = resolve;
        }),
    );
    renderList(props([view(1), view(2)], true), post);
    await userEvent.click(screen.getByRole('button', { name: 'Load more reviews' }));
    expect(screen.queryByRole('button', { name: 'Load more reviews' })).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Loading reviews…');
    expect(post).toHaveBeenCalledWith(
      'wprp_load_more_revs',
      expect.objectContaining({ revid: '1', perrow: '2', nrows: '1', notinstring: '1,2' }),
    );
    await act(async () =>
      finish(
        JSON.stringify({
          reviews: [view(3)],
          newnotinstring: '1,2,3',
          hideldbtn: 'yes',
          totalreviewsindb: 3,
        }),
      ),
    );
    expect(screen.getByText('Reviewer 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more reviews' })).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Showing 3 of 3 reviews');
  });

  it('shows the button again after a network failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const post = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderList(props([view(1)], true), post);
    await userEvent.click(screen.getByRole('button', { name: 'Load more reviews' }));
    expect(await screen.findByRole('button', { name: 'Load more reviews' })).toBeTruthy();
    expect(console.error).toHaveBeenCalled();
  });

  it('renders visitor-written markup as text', () => {
    renderList(
      props(
        [view(1, { reviewerName: '<img src=x onerror=alert(1)>', text: '<script>alert(1)</script>' })],
        false,
      ),
      vi.fn(),
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('falls back to initials when an avatar fails to load', () => {
    renderList(props([view(1, { avatarUrl: '/missing.jpg', reviewerName: 'Ada Lovelace' })], false), vi.fn());
    const image = document.querySelector('img.sw-avatar') as HTMLImageElement;
    fireEvent.error(image);
    expect(document.querySelector('img.sw-avatar')).toBeNull();
    expect(screen.getByText('AL')).toBeTruthy();
  });

  it('shows unrated recommendations as a recommendation, not as stars', () => {
    renderList(props([view(1, { rating: null, recommendation: 'positive' })], false), vi.fn());
    expect(screen.getByText('Recommends')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Rated/ })).toBeNull();
  });
});

describe('review photos', () => {
  it('removes a photo that fails to load, and the container with the last one', () => {
    renderList(props([view(1, { media: ['/a.jpg', '/b.jpg'] })], false), vi.fn());
    const list = screen.getByRole('list', { name: 'Photos from Reviewer 1' });
    const [first, second] = [...list.querySelectorAll('img')];
    fireEvent.error(first as HTMLImageElement);
    expect(screen.getByRole('list', { name: 'Photos from Reviewer 1' }).querySelectorAll('img')).toHaveLength(
      1,
    );
    fireEvent.error(second as HTMLImageElement);
    expect(screen.queryByRole('list', { name: 'Photos from Reviewer 1' })).toBeNull();
  });

  it('never renders a javascript: address as an image or avatar source', () => {
    renderList(
      props([view(1, { media: ['javascript:alert(1)'], avatarUrl: 'javascript:alert(2)' })], false),
      vi.fn(),
    );
    expect(document.querySelector('img')).toBeNull();
  });
});

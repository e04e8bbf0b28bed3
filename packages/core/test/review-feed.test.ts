import type { LoadMoreResponse, ReviewView } from '@site-widgets/contract';
import { describe, expect, it, vi } from 'vitest';
import { createReviewFeed, reviewCountText } from '../src/reviews/review-feed.ts';

function view(id: number): ReviewView {
  return {
    id,
    reviewerName: `R${id}`,
    avatarUrl: null,
    rating: 5,
    recommendation: null,
    platform: 'Google',
    title: '',
    text: 't',
    createdAt: '2025-01-01T00:00:00.000Z',
    language: 'en',
    sourcePageName: '',
    permalink: null,
    companyName: '',
  };
}

function answer(ids: number[], shown: number[], last: boolean): string {
  const body: Partial<LoadMoreResponse> = {
    reviews: ids.map(view),
    newnotinstring: [...shown, ...ids].join(','),
    hideldbtn: last ? 'yes' : '',
    totalreviewsindb: 10,
    aggregate: { ratedCount: 10, average: 4.5 },
  };
  return JSON.stringify(body);
}

const initial = {
  reviews: [view(1), view(2)],
  hasMore: true,
  totalInDb: 10,
  aggregate: { ratedCount: 10, average: 4.5 },
};

describe('the review feed (load-more paging)', () => {
  it('asks for the next page with the ids already shown and an increasing callnum', async () => {
    const post = vi
      .fn()
      .mockResolvedValueOnce(answer([3, 4], [1, 2], false))
      .mockResolvedValueOnce(answer([5], [1, 2, 3, 4], true));
    const feed = createReviewFeed({ initial, post, fields: { revid: '1', perrow: '1', nrows: '2' } });
    await feed.loadMore();
    await feed.loadMore();
    expect(post).toHaveBeenNthCalledWith(1, 'wprp_load_more_revs', {
      revid: '1',
      perrow: '1',
      nrows: '2',
      onereview: '',
      cpostid: '',
      shortcodepageid: '',
      shortcodelang: '',
      shortcodetag: '',
      filterbar: '',
      callnum: '1',
      notinstring: '1,2',
      clickedpnum: '',
      textsearch: '',
      textsort: '',
      textrating: 'unset',
      textsource: 'unset',
      textlang: 'unset',
      textrtype: 'unset',
    });
    expect(post).toHaveBeenNthCalledWith(
      2,
      'wprp_load_more_revs',
      expect.objectContaining({ callnum: '2', notinstring: '1,2,3,4' }),
    );
    expect(feed.getState().reviews.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(feed.getState().status).toBe('exhausted');
  });

  it('is loading while a call is out and ignores a second click meanwhile', async () => {
    let resolve: (text: string) => void = () => {};
    const post = vi.fn(
      () =>
        new Promise<string>((r) => {
          resolve = r;
        }),
    );
    const feed = createReviewFeed({ initial, post, fields: {} });
    const first = feed.loadMore();
    expect(feed.getState().status).toBe('loading');
    await feed.loadMore();
    expect(post).toHaveBeenCalledTimes(1);
    resolve(answer([3], [1, 2], false));
    await first;
    expect(feed.getState().status).toBe('ready');
  });

  it('logs a network failure and offers the button again (spec 000 §8)', async () => {
    const log = vi.fn();
    const feed = createReviewFeed({
      initial,
      post: vi.fn().mockRejectedValue(new TypeError('Failed to fetch')),
      fields: {},
      log,
    });
    await feed.loadMore();
    expect(log).toHaveBeenCalledWith('[site-widgets] review-list: load more failed', expect.any(TypeError));
    expect(feed.getState().status).toBe('ready');
    expect(feed.getState().reviews).toHaveLength(2);
  });

  it('hides the loader and does nothing else on an answer it cannot parse (spec 000 §8)', async () => {
    const feed = createReviewFeed({
      initial,
      post: vi.fn().mockResolvedValue('<html>Fatal error</html>'),
      fields: {},
      log: vi.fn(),
    });
    await feed.loadMore();
    expect(feed.getState().status).toBe('failed');
    expect(feed.getState().reviews).toHaveLength(2);
  });

  it('never shows a review twice even if the server repeats one', async () => {
    const feed = createReviewFeed({
      initial,
      post: vi.fn().mockResolvedValue(answer([2, 3], [1, 2], false)),
      fields: {},
    });
    await feed.loadMore();
    expect(feed.getState().reviews.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('starts exhausted when the first page was the last', () => {
    const feed = createReviewFeed({ initial: { ...initial, hasMore: false }, post: vi.fn(), fields: {} });
    expect(feed.getState().status).toBe('exhausted');
  });

  it('asks for the clicked page by number and replaces the reviews shown', async () => {
    const post = vi
      .fn()
      .mockResolvedValue(
        JSON.stringify({ ...JSON.parse(answer([7, 8], [], false)), newnotinstring: '7,8', lastslidenum: 5 }),
      );
    const feed = createReviewFeed({ initial, pageSize: 2, post, fields: { revid: '1' } });
    await feed.goToPage(4);
    expect(post).toHaveBeenCalledWith(
      'wprp_load_more_revs',
      expect.objectContaining({ clickedpnum: '4', notinstring: '' }),
    );
    expect(feed.getState()).toMatchObject({ page: 4, lastPage: 5 });
    expect(feed.getState().reviews.map((r) => r.id)).toEqual([7, 8]);
  });

  it('restarts from the first page with filterbar=yes when a filter changes, keeping other filters', async () => {
    const post = vi.fn().mockResolvedValue(answer([9], [], true));
    const feed = createReviewFeed({ initial, post, fields: {} });
    await feed.setFilters({ rating: 5 });
    await feed.setFilters({ search: 'scones' });
    expect(post).toHaveBeenLastCalledWith(
      'wprp_load_more_revs',
      expect.objectContaining({
        filterbar: 'yes',
        clickedpnum: '1',
        notinstring: '',
        textrating: '5',
        textsearch: 'scones',
      }),
    );
    expect(feed.getState().reviews.map((r) => r.id)).toEqual([9]);
    expect(feed.getState().page).toBe(1);
  });

  it('applies only the newest answer when an older one arrives late', async () => {
    const resolvers: Array<(text: string) => void> = [];
    const post = vi.fn(
      () =>
        new Promise<string>((r) => {
          resolvers.push(r);
        }),
    );
    const feed = createReviewFeed({ initial, post, fields: {} });
    const first = feed.setFilters({ search: 'old' });
    const second = feed.setFilters({ search: 'new' });
    resolvers[1]?.(answer([20], [], true));
    await second;
    resolvers[0]?.(answer([10], [], true));
    await first;
    expect(feed.getState().reviews.map((r) => r.id)).toEqual([20]);
    expect(feed.getState().filters.search).toBe('new');
  });

  it('drops an answer that arrives after destroy', async () => {
    let resolve: (text: string) => void = () => {};
    const feed = createReviewFeed({
      initial,
      post: () =>
        new Promise<string>((r) => {
          resolve = r;
        }),
      fields: {},
    });
    const pending = feed.loadMore();
    feed.destroy();
    resolve(answer([3], [1, 2], false));
    await pending;
    expect(feed.getState().reviews).toHaveLength(2);
  });
});

describe('the review feed sends every spec 000 §7 field on every call', () => {
  const specFields = [
    'revid',
    'perrow',
    'nrows',
    'onereview',
    'cpostid',
    'shortcodepageid',
    'shortcodelang',
    'shortcodetag',
    'callnum',
    'notinstring',
    'clickedpnum',
    'textsearch',
    'textsort',
    'textrating',
    'textsource',
    'textlang',
    'textrtype',
    'filterbar',
  ];

  it('carries all fields, empty when unset, on load-more, page-number and filter calls', async () => {
    const post = vi.fn().mockResolvedValue(answer([3, 4], [1, 2], false));
    const feed = createReviewFeed({ initial, post, fields: { revid: '1', perrow: '1', nrows: '2' } });
    await feed.loadMore();
    await feed.goToPage(2);
    await feed.setFilters({ search: 'x' });
    expect(post).toHaveBeenCalledTimes(3);
    for (const [, fields] of post.mock.calls as [string, Record<string, string>][]) {
      expect(Object.keys(fields).sort()).toEqual([...specFields].sort());
      expect(fields.shortcodetag).toBe('');
      expect(fields.onereview).toBe('');
    }
  });
});

describe('reviewCountText', () => {
  it('reads "1,000+" for a text search past the server’s count bound, the exact number otherwise', () => {
    expect(reviewCountText(1001, 'coffee')).toBe('1,000+');
    expect(reviewCountText(1000, 'coffee')).toBe('1000');
    expect(reviewCountText(12, 'coffee')).toBe('12');
    // Without a search (or with text that has no word) the count is exact, however large.
    expect(reviewCountText(1001, '')).toBe('1001');
    expect(reviewCountText(5000, ' %% ')).toBe('5000');
  });
});

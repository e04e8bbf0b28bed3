import {
  FEED_END_MARKER,
  type FeedPostView,
  feedWidgetSettingsSchema,
  PAGE_VARS_ELEMENT_ID,
} from '@site-widgets/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SocialFeed } from '../src/content/social-feed/SocialFeed.tsx';
import { renderFeedPostsHtml } from '../src/content/social-feed/server.tsx';

const post = (n: number, extra: Partial<FeedPostView> = {}): FeedPostView => ({
  id: n,
  author: `Author ${n}`,
  handle: 'cafe',
  text: `Post ${n}`,
  mediaUrl: '',
  mediaAlt: '',
  link: `https://social.example/${n}`,
  postedAt: `2026-01-0${n}T10:00:00.000Z`,
  ...extra,
});

const settings = (values: Record<string, unknown>) => feedWidgetSettingsSchema.parse(values);

beforeEach(() => {
  const vars = document.createElement('script');
  vars.type = 'application/json';
  vars.id = PAGE_VARS_ELEMENT_ID;
  vars.textContent = JSON.stringify({ ajaxurl: '/wp-admin/admin-ajax.php', nonce: 'page-nonce', pageId: 1 });
  document.head.append(vars);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.getElementById(PAGE_VARS_ELEMENT_ID)?.remove();
  document.body.replaceChildren();
});

const sentFields = (fetchMock: ReturnType<typeof vi.fn>, call = 0) =>
  new URLSearchParams(String((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].body));

describe('the social feed', () => {
  it('renders its posts on the server, texts escaped, and a no-JS link to one page more', () => {
    const html = renderToString(
      <SocialFeed
        feedId={4}
        settings={settings({ kind: 'twitter', title: 'News' })}
        posts={[post(1, { text: '<img src=x onerror=alert(1)>' })]}
        more
        moreHref="/?feed=4&amp;pages=2"
      />,
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).toMatch(/<a class="sw-feed__more" data-slot="feed-more" href="\/\?feed=4/);
    expect(html).toContain('id="feed-4"');
  });

  it('appends the next instagram posts hidden, reveals them, then shows the finish message', async () => {
    const answer = renderFeedPostsHtml({ posts: [post(3), post(4)], kind: 'instagram', lightbox: false });
    const fetchMock = vi.fn(async () => new Response(answer + FEED_END_MARKER, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <SocialFeed
        feedId={9}
        settings={settings({ kind: 'instagram', postsPerPage: 2, finishText: 'That is all.' })}
        posts={[post(1), post(2)]}
        more
      />,
    );
    expect(document.querySelectorAll('article')).toHaveLength(2);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load More' })));
    expect(document.querySelectorAll('article')).toHaveLength(4);
    expect(document.querySelector('[data-slot="feed-page"]')?.getAttribute('data-state')).toBe('shown');
    expect(screen.getByText('That is all.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('2 more posts shown.');
    // Focus goes to the first new post, as the button it replaced is gone.
    expect(document.activeElement?.textContent).toContain('Post 3');
    const fields = sentFields(fetchMock);
    expect(fields.get('action')).toBe('wpr_load_more_instagram_posts');
    expect(fields.get('wpr_insta_feed_widget_id')).toBe('9');
    expect(fields.get('next_post_index')).toBe('2');
    expect(fields.get('nonce')).toBe('page-nonce');
  });

  it('names the tweets widget inside wpr_load_more_settings and keeps the button while posts follow', async () => {
    const answer = renderFeedPostsHtml({ posts: [post(2)], kind: 'twitter', lightbox: false });
    const fetchMock = vi.fn(async () => new Response(answer, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <SocialFeed
        feedId={5}
        settings={settings({ kind: 'twitter', postsPerPage: 1 })}
        posts={[post(1)]}
        more
      />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load More' })));
    const fields = sentFields(fetchMock);
    expect(fields.get('action')).toBe('wpr_load_more_tweets');
    expect(JSON.parse(fields.get('wpr_load_more_settings') ?? '')).toEqual({ widget_id: '5' });
    expect(fields.get('next_post_index')).toBe('1');
    expect(fields.has('wpr_insta_feed_widget_id')).toBe(false);
    expect(screen.getByRole('button', { name: 'Load More' })).toBeTruthy();
  });

  it('keeps its posts and offers to try again when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('busy', { status: 500 })),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<SocialFeed feedId={5} settings={settings({ kind: 'twitter' })} posts={[post(1)]} more />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load More' })));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(document.querySelectorAll('article')).toHaveLength(1);
    expect(logged).toHaveBeenCalled();
  });

  it('shows the finish message at once when nothing follows the first page', () => {
    render(<SocialFeed feedId={5} settings={settings({ kind: 'twitter' })} posts={[post(1)]} more={false} />);
    expect(screen.getByText('No more posts to show.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lays a masonry feed out at mount, at 100, 500 and 1000 ms, and 200 ms after a resize', () => {
    vi.useFakeTimers();
    render(
      <SocialFeed
        feedId={5}
        settings={settings({ kind: 'instagram', layout: 'masonry' })}
        posts={[post(1), post(2)]}
        more
      />,
    );
    const items = document.querySelector('[data-slot="feed-items"]') as HTMLElement;
    const count = () => Number(items.dataset.layouts);
    expect(count()).toBe(1);
    act(() => vi.advanceTimersByTime(100));
    expect(count()).toBe(2);
    act(() => vi.advanceTimersByTime(400));
    expect(count()).toBe(3);
    act(() => vi.advanceTimersByTime(500));
    expect(count()).toBe(4);
    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(199);
    });
    expect(count()).toBe(4);
    act(() => vi.advanceTimersByTime(1));
    expect(count()).toBe(5);
    expect((document.querySelector('article') as HTMLElement).style.position).toBe('absolute');
  });

  it('renders a picture as a lightbox link only when the lightbox is on, and only http(s) overlay links', () => {
    const withBox = renderFeedPostsHtml({
      posts: [post(1, { mediaUrl: '/a.webp', mediaAlt: 'A cup' })],
      kind: 'instagram',
      lightbox: true,
    });
    expect(withBox).toContain('<a class="sw-feed__media" data-slot="feed-media" href="/a.webp">');
    const still = renderFeedPostsHtml({
      posts: [post(1, { mediaUrl: '/a.webp', mediaAlt: 'A cup', link: '' })],
      kind: 'instagram',
      lightbox: false,
    });
    expect(still).not.toContain('data-slot="feed-media"');
    expect(still).not.toContain('feed-overlay-link');
  });
});

describe('columns per device', () => {
  it('writes each device’s columns on the server’s grid, so it needs no script to be right', () => {
    const html = renderToString(
      <SocialFeed
        feedId={3}
        settings={feedWidgetSettingsSchema.parse({
          kind: 'instagram',
          columns: 5,
          columnsTablet: 3,
          columnsMobile: 2,
        })}
        posts={[post(1)]}
        more={false}
      />,
    );
    expect(html).toContain(
      '--sw-feed-columns-desktop:5;--sw-feed-columns-tablet:3;--sw-feed-columns-mobile:2',
    );
  });

  it('lays masonry out in the device’s columns: a tablet’s at 1024 px', () => {
    vi.useFakeTimers();
    render(
      <SocialFeed
        feedId={3}
        settings={feedWidgetSettingsSchema.parse({
          kind: 'instagram',
          layout: 'masonry',
          columns: 4,
          columnsTablet: 3,
          gutterX: 0,
        })}
        posts={[post(1), post(2), post(3), post(4)]}
        more={false}
      />,
    );
    const items = document.querySelector<HTMLElement>('[data-slot="feed-items"]') as HTMLElement;
    Object.defineProperty(items, 'clientWidth', { value: 900, configurable: true });
    act(() => vi.advanceTimersByTime(100));
    const widths = [...document.querySelectorAll<HTMLElement>('article')].map(
      (article) => article.style.width,
    );
    expect(widths).toEqual(['300px', '300px', '300px', '300px']);
    const lefts = [...document.querySelectorAll<HTMLElement>('article')].map((article) => article.style.left);
    expect(lefts).toEqual(['0px', '300px', '600px', '0px']);
  });
});

import {
  FEED_END_MARKER,
  type FeedPostView,
  type FeedWidgetSettings,
  INSTAGRAM_ACTION,
  TWEETS_ACTION,
} from '@site-widgets/contract/content/social-feeds.ts';
import { gridDeviceAt } from '@site-widgets/core/catalogue/grid-columns.ts';
import { createFeedRelayout, feedColumns, feedMasonry } from '@site-widgets/core/content/feed-layout.ts';
import { type ComponentType, type MouseEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { getRuntime } from '../../runtime/runtime.ts';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import { windowClock } from '../../site/shared/browser.ts';
import { openZoomLightbox } from '../gallery-parts/open-lightbox.ts';
import type { FeedCarouselProps } from './FeedCarousel.tsx';
import { FeedPosts } from './FeedPost.tsx';
import { splitPosts } from './split-posts.ts';

const WIDGET = 'social-feed';

export interface SocialFeedProps {
  feedId: number;
  /** The stored widget's settings (the server's; the browser never sends them back as settings). */
  settings: FeedWidgetSettings;
  /** The first page, newest first. */
  posts: FeedPostView[];
  /** Whether a post follows the first page. */
  more: boolean;
  /** Without script, the load-more link: the same page showing one page more; default none. */
  moreHref?: string | undefined;
}

export interface SocialFeedViews {
  /**
   * The carousel layout's view, given for a carousel feed (it is its own chunk, with Embla, so a grid,
   * masonry or list feed never fetches it). Without it a carousel feed shows as a grid.
   */
  CarouselView?: ComponentType<FeedCarouselProps> | undefined;
}

type FeedState = 'idle' | 'loading' | 'finished' | 'error';

/**
 * The Twitter/X- and Instagram-style feeds (spec 001 §4, §7, §9): the first page from the server, then
 * `wpr_load_more_tweets` / `wpr_load_more_instagram_posts` append the next posts hidden and reveal them
 * once laid out; when none follows, the finish message replaces the button. Masonry lays out again at
 * 100, 500 and 1000 ms and 200 ms after a resize. Pictures open in the lightbox when it is on. Columns
 * per device are CSS custom properties on the server's markup (spec 001 §9 devices); the carousel layout
 * puts each post in a slide, and a load-more's posts become new slides.
 */
export function SocialFeed({
  feedId,
  settings,
  posts,
  more,
  moreHref,
  CarouselView,
}: SocialFeedProps & SocialFeedViews) {
  const titleId = useId();
  const items = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState<string[]>([]);
  const [revealed, setRevealed] = useState(0);
  const [state, setState] = useState<FeedState>(more ? 'idle' : 'finished');
  const [announcement, setAnnouncement] = useState('');
  /** The carousel's slide of the first post the last load-more added. */
  const [reveal, setReveal] = useState<number | undefined>(undefined);
  const layouts = useRef(0);
  const relayout = useRef<ReturnType<typeof createFeedRelayout> | undefined>(undefined);
  const masonry = settings.layout === 'masonry';
  const carousel = settings.layout === 'carousel' && CarouselView !== undefined;
  const hydrated = useHydrated();
  const added = useMemo(
    () =>
      carousel
        ? pages.flatMap((html, index) => splitPosts(html).map((post) => ({ html: post, page: index + 1 })))
        : [],
    [carousel, pages],
  );

  useEffect(() => {
    const container = items.current;
    if (!container || !masonry) return;
    const machine = createFeedRelayout(windowClock, () => layOut(container, settings, ++layouts.current));
    relayout.current = machine;
    const onResize = () => machine.resized();
    window.addEventListener('resize', onResize);
    machine.settle();
    return () => {
      window.removeEventListener('resize', onResize);
      machine.destroy();
      relayout.current = undefined;
    };
  }, [masonry, settings]);

  // New posts arrive hidden: lay them out, then show them and bring focus to the first of them.
  useEffect(() => {
    if (revealed >= pages.length) return;
    const container = items.current;
    relayout.current?.settle();
    setRevealed(pages.length);
    // The carousel brings its new slides into view and focuses the first itself.
    if (carousel) return;
    const page = container?.querySelector<HTMLElement>(
      `[data-slot="feed-page"][data-page="${pages.length}"]`,
    );
    const first = page?.querySelector<HTMLElement>('[data-slot="feed-post"]');
    if (first) {
      first.tabIndex = -1;
      first.focus({ preventScroll: false });
    }
  }, [pages, revealed, carousel]);

  const loadMore = async () => {
    if (state !== 'idle' || !items.current) return;
    setState('loading');
    const next = items.current.querySelectorAll('[data-slot="feed-post"]').length;
    const loadSettings = JSON.stringify({ widget_id: String(feedId) });
    try {
      const { ajax } = getRuntime();
      const html =
        settings.kind === 'twitter'
          ? await ajax.post(
              TWEETS_ACTION,
              { wpr_load_more_settings: loadSettings, next_post_index: String(next) },
              'nonce',
            )
          : await ajax.post(
              INSTAGRAM_ACTION,
              {
                wpr_load_more_settings: loadSettings,
                wpr_insta_feed_widget_id: String(feedId),
                next_post_index: String(next),
              },
              'nonce',
            );
      const finished = html.includes(FEED_END_MARKER) || !html.includes('data-slot="feed-post"');
      const count = html.split('data-slot="feed-post"').length - 1;
      setPages((previous) => [...previous, html.replace(FEED_END_MARKER, '')]);
      if (count > 0) setReveal(next);
      setAnnouncement(`${count} more ${count === 1 ? 'post' : 'posts'} shown.`);
      setState(finished ? 'finished' : 'idle');
    } catch (error) {
      // spec 001 §8: ajax failures are logged; the button stays for another try.
      console.error(`[site-widgets] ${WIDGET}: ${String(error)}`);
      setState('error');
    }
  };

  const onItemsClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!settings.lightbox) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-slot="feed-media"]');
    if (!link || !items.current) return;
    event.preventDefault();
    const links = [...items.current.querySelectorAll<HTMLAnchorElement>('a[data-slot="feed-media"]')];
    const slides = links.map((each) => ({
      src: each.getAttribute('href') ?? '',
      alt: each.querySelector('img')?.getAttribute('alt') ?? '',
      width: 0,
      height: 0,
    }));
    void openZoomLightbox(WIDGET, slides, Math.max(0, links.indexOf(link)), settings.title, link);
  };

  const columns = feedColumns(settings);
  const style = {
    '--sw-feed-columns-desktop': String(columns.desktop),
    '--sw-feed-columns-tablet': String(columns.tablet),
    '--sw-feed-columns-mobile': String(columns.mobile),
    '--sw-feed-gutter-x': `${settings.gutterX}px`,
    '--sw-feed-gutter-y': `${settings.gutterY}px`,
    '--sw-feed-media-width': `${settings.mediaWidth}%`,
    '--sw-feed-media-distance': `${settings.mediaDistance}px`,
  } as React.CSSProperties;

  return (
    <section
      id={`feed-${feedId}`}
      className="sw-feed"
      aria-labelledby={titleId}
      data-kind={settings.kind}
      data-layout={settings.layout === 'carousel' && !carousel ? 'grid' : settings.layout}
      data-media-align={settings.mediaAlign}
      data-state={state}
      style={style}
    >
      <h2 id={titleId} className="sw-feed__title">
        {settings.title}
      </h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks on the picture links inside. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links inside take Enter themselves. */}
      <div className="sw-feed__items" data-slot="feed-items" ref={items} onClick={onItemsClick}>
        {CarouselView && carousel ? (
          <CarouselView feedId={feedId} settings={settings} posts={posts} added={added} reveal={reveal} />
        ) : (
          <FeedPosts posts={posts} kind={settings.kind} lightbox={settings.lightbox} />
        )}
        {!carousel &&
          pages.map((html, index) => (
            <div
              // Pages never reorder: the index is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              className="sw-feed__page"
              data-slot="feed-page"
              data-page={index + 1}
              data-state={index < revealed ? 'shown' : 'entering'}
              // The server's answer: every text in it escaped by React's static rendering.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: our own server's escaped markup.
              dangerouslySetInnerHTML={{ __html: html }}
            />
          ))}
      </div>
      <div className="sw-feed__footer">
        {state === 'finished' ? (
          <p className="sw-feed__finish" data-slot="feed-finish">
            {settings.finishText}
          </p>
        ) : !hydrated && moreHref ? (
          // Without script (or before it), a link to the same page showing one page more.
          <a className="sw-feed__more" data-slot="feed-more" href={moreHref}>
            {settings.loadMoreText}
          </a>
        ) : (
          <button
            type="button"
            className="sw-feed__more"
            data-slot="feed-more"
            aria-busy={state === 'loading' ? true : undefined}
            disabled={state === 'loading'}
            onClick={loadMore}
          >
            {state === 'error' ? 'Try again' : settings.loadMoreText}
          </button>
        )}
        <p className="sw-visually-hidden" role="status">
          {announcement}
        </p>
      </div>
    </section>
  );
}

/**
 * Places a masonry feed's posts under the shortest column, in the device's columns (the count the CSS
 * grid showed before, so the columns do not change when it takes over); counts its layouts on
 * `data-layouts`.
 */
function layOut(container: HTMLElement, settings: FeedWidgetSettings, count: number) {
  const posts = [...container.querySelectorAll<HTMLElement>('[data-slot="feed-post"]')];
  const width = container.clientWidth;
  const columns = feedColumns(settings)[gridDeviceAt(window.innerWidth)];
  const columnWidth = (width - settings.gutterX * (columns - 1)) / columns;
  for (const post of posts) {
    post.style.position = 'absolute';
    post.style.width = `${columnWidth}px`;
  }
  const { places, height } = feedMasonry(
    posts.map((post) => post.offsetHeight),
    { width, columns, gutterX: settings.gutterX, gutterY: settings.gutterY },
  );
  posts.forEach((post, index) => {
    const place = places[index];
    if (!place) return;
    post.style.left = `${place.left}px`;
    post.style.top = `${place.top}px`;
  });
  container.style.height = `${height}px`;
  container.dataset.laidOut = 'masonry';
  container.dataset.layouts = String(count);
}

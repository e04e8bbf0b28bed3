import type { FeedPostView, FeedWidgetSettings } from '@site-widgets/contract/content/social-feeds.ts';
import {
  feedCarouselPaginationView,
  feedCarouselSettings,
  stopShowing,
} from '@site-widgets/core/content/feed-carousel.ts';
import { useEffect, useMemo, useRef } from 'react';
import { CarouselSlide } from '../../reviews/carousel-parts/CarouselSlide.tsx';
import { SLIDE_SLOT } from '../../reviews/carousel-parts/carousel-keys.ts';
import { useCarousel } from '../../reviews/carousel-parts/use-carousel.ts';
import { CarouselFrame } from '../slider-parts/CarouselFrame.tsx';
import { FeedPost } from './FeedPost.tsx';

/** A post a load-more added: the server's escaped HTML of it, and the page it came with (1 = first added). */
export interface AddedPost {
  html: string;
  page: number;
}

export interface FeedCarouselProps {
  feedId: number;
  settings: FeedWidgetSettings;
  /** The server's posts. */
  posts: readonly FeedPostView[];
  /** The posts load-more added since, each a slide after them. */
  added: readonly AddedPost[];
  /** The slide (0-based) of the first post the last load-more added: shown, then focused; none before. */
  reveal: number | undefined;
}

/**
 * The carousel layout of a social feed (spec 001 §3 "Feeds and carousels"): each post a slide of the
 * house carousel (Embla, WAI-ARIA carousel pattern, arrows, dots or the counter or the progress bar, a
 * pause button while it autoplays, none under reduced motion). Slides per device come from the stored
 * settings as CSS media queries, so the server's first slides keep their width when it hydrates. Posts a
 * load-more adds become slides at the end; the carousel moves to the first of them and focuses it.
 */
export function FeedCarousel({ feedId, settings, posts, added, reveal }: FeedCarouselProps) {
  const carouselSettings = useMemo(() => feedCarouselSettings(settings), [settings]);
  const count = posts.length + added.length;
  const carousel = useCarousel(
    carouselSettings,
    count,
    (index) => posts[index]?.mediaUrl ?? '',
    `sw-feed-${feedId}-carousel`,
  );
  const { starts, visitorGoesTo, rootRef } = carousel;

  // A load-more's first post: move to the stop showing it (it may be past the last stop shown) …
  const pendingFocus = useRef<number | undefined>(undefined);
  const moveTo = useRef({ starts, visitorGoesTo });
  useEffect(() => {
    moveTo.current = { starts, visitorGoesTo };
  });
  useEffect(() => {
    if (reveal === undefined) return;
    pendingFocus.current = reveal;
    moveTo.current.visitorGoesTo(stopShowing(reveal, moveTo.current.starts));
  }, [reveal]);
  // … and focus it once it is on screen (an off-screen slide is inert and takes no focus).
  const revealShown = reveal !== undefined && carousel.visible.has(reveal);
  useEffect(() => {
    if (!revealShown || reveal === undefined || pendingFocus.current !== reveal) return;
    pendingFocus.current = undefined;
    const slide = rootRef.current?.querySelectorAll(`[data-slot="${SLIDE_SLOT}"]`)[reveal];
    const post = slide?.querySelector<HTMLElement>('[data-slot="feed-post"]');
    if (!post) return;
    post.tabIndex = -1;
    post.focus({ preventScroll: true });
  }, [revealShown, reveal, rootRef]);

  return (
    <CarouselFrame
      carousel={carousel}
      className="sw-feed__carousel"
      label={`${settings.title}, posts`}
      slideCount={count}
      gap={settings.carouselSpaceBetween}
      pagination={feedCarouselPaginationView(settings)}
    >
      {posts.map((post, index) => (
        <CarouselSlide
          key={post.id}
          index={index}
          total={count}
          visible={carousel.visible.has(index)}
          className="sw-carousel__slide sw-feed__slide"
        >
          <FeedPost post={post} kind={settings.kind} lightbox={settings.lightbox} />
        </CarouselSlide>
      ))}
      {added.map((post, offset) => {
        const index = posts.length + offset;
        return (
          <CarouselSlide
            // Added posts never reorder: their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={`added-${offset}`}
            index={index}
            total={count}
            visible={carousel.visible.has(index)}
            className="sw-carousel__slide sw-feed__slide"
          >
            <div
              className="sw-feed__page"
              data-slot="feed-page"
              data-page={post.page}
              // The server's answer: every text in it escaped by React's static rendering.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: our own server's escaped markup.
              dangerouslySetInnerHTML={{ __html: post.html }}
            />
          </CarouselSlide>
        );
      })}
    </CarouselFrame>
  );
}

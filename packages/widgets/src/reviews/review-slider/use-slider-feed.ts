import type { ReviewAggregate } from '@site-widgets/contract/reviews/load-more.ts';
import type { ReviewView } from '@site-widgets/contract/reviews/review.ts';
import { createReviewFeed, type ReviewFeed } from '@site-widgets/core/reviews/review-feed.ts';
import { shouldLoadNextPage, slideAfterRegroup } from '@site-widgets/core/reviews/slider-rules.ts';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { PostAction } from '../../runtime/post-context.ts';

/** The slider's paging store: pages of `perPage` reviews over `wprp_load_more_revs`. */
export function useSliderFeed(
  templateId: number,
  perPage: number,
  initial: { reviews: ReviewView[]; hasMore: boolean; totalInDb: number; aggregate: ReviewAggregate },
  post: PostAction,
) {
  // The feed holds no timer or listener: an answer arriving after unmount updates a store nobody reads.
  // (Destroying it in an effect cleanup would also break it under StrictMode's second mount.)
  const [feed] = useState(() =>
    createReviewFeed({
      initial,
      pageSize: perPage,
      post,
      fields: { revid: String(templateId), perrow: String(perPage), nrows: '1' },
    }),
  );
  const state = useSyncExternalStore(feed.subscribe, feed.getState, feed.getState);
  return { feed, state };
}

/**
 * Load-more inside the slider: the next page as the second-to-last slide is reached. Not re-run when a
 * failed call makes the feed ready again, so a network failure is retried on the visitor's next move
 * rather than in a loop.
 */
export function useLoadAhead(
  feed: ReviewFeed,
  input: { selected: number; slideCount: number; enabled: boolean; hydrated: boolean },
): void {
  const { selected, slideCount, enabled, hydrated } = input;
  useEffect(() => {
    if (!hydrated) return;
    const status = feed.getState().status;
    if (shouldLoadNextPage({ selected, slideCount, status, enabled })) void feed.loadMore();
  }, [feed, selected, slideCount, enabled, hydrated]);
}

/** A phone turned or a window resized across 600 px: the same first review stays in view. */
export function useKeepFirstReview(
  perSlide: number,
  selected: number,
  slideCount: number,
  goTo: (slide: number, jump: boolean) => void,
): void {
  const groupedBy = useRef(perSlide);
  useEffect(() => {
    if (groupedBy.current === perSlide) return;
    const target = slideAfterRegroup(selected, groupedBy.current, perSlide);
    groupedBy.current = perSlide;
    goTo(Math.min(target, Math.max(0, slideCount - 1)), true);
  }, [perSlide, selected, slideCount, goTo]);
}

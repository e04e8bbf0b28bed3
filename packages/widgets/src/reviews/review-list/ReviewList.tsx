import type { LoadMoreMode, ReviewAggregate, ReviewView } from '@site-widgets/contract';
import { createReviewFeed } from '@site-widgets/core';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { usePost } from '../../runtime/post-context.ts';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import { ReviewRows } from '../review-card/ReviewRows.tsx';

export interface ReviewListSettings {
  templateId: number;
  perRow: number;
  rows: number;
  loadMore: LoadMoreMode;
  heading?: string;
}

export interface ReviewListProps {
  settings: ReviewListSettings;
  /** The first page, as the server rendered it. */
  initial: { reviews: ReviewView[]; hasMore: boolean; totalInDb: number; aggregate: ReviewAggregate };
}

/** The review list with its load-more button (spec 000 §1, §7, §8). */
export function ReviewList({ settings, initial }: ReviewListProps) {
  const post = usePost();
  const [feed] = useState(() =>
    createReviewFeed({
      initial,
      post,
      fields: {
        revid: String(settings.templateId),
        perrow: String(settings.perRow),
        nrows: String(settings.rows),
      },
    }),
  );
  useEffect(() => () => feed.destroy(), [feed]);
  const state = useSyncExternalStore(feed.subscribe, feed.getState, feed.getState);
  const headingId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const shownBefore = useRef(state.reviews.length);

  // When the last page arrives the button goes away; move focus to the first new review so keyboard
  // users are not dropped at the top of the document.
  useEffect(() => {
    const added = state.reviews.length - shownBefore.current;
    if (added > 0 && state.status === 'exhausted') {
      const first = state.reviews[shownBefore.current];
      listRef.current?.querySelector<HTMLElement>(`[data-review-id="${first?.id}"]`)?.focus();
    }
    shownBefore.current = state.reviews.length;
  }, [state.reviews, state.status]);

  const hydrated = useHydrated();
  const showButton = hydrated && settings.loadMore !== 'none' && state.status === 'ready';
  return (
    <section
      className="sw-review-list"
      data-state={state.status}
      aria-labelledby={settings.heading ? headingId : undefined}
      aria-label={settings.heading ? undefined : 'Customer reviews'}
    >
      {settings.heading && (
        <h2 className="sw-review-list__heading" id={headingId}>
          {settings.heading}
        </h2>
      )}
      <div className="sw-review-list__rows" ref={listRef} data-slot="rows">
        <ReviewRows reviews={state.reviews} perRow={settings.perRow} />
      </div>
      {state.reviews.length === 0 && <p className="sw-review-list__empty">No reviews yet.</p>}
      <div className="sw-review-list__footer" data-slot="footer">
        {showButton && (
          <button type="button" className="sw-button sw-load-more" onClick={() => void feed.loadMore()}>
            Load more reviews
          </button>
        )}
        <span
          className="sw-loader"
          role="status"
          data-state={state.status === 'loading' ? 'visible' : 'hidden'}
        >
          {state.status === 'loading'
            ? 'Loading more reviews…'
            : `Showing ${state.reviews.length} of ${state.totalInDb} reviews`}
        </span>
      </div>
    </section>
  );
}

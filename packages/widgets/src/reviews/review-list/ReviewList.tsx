import type { ReviewAggregate, ReviewFacets } from '@site-widgets/contract/reviews/load-more.ts';
import type { LoadMoreMode, ReviewView } from '@site-widgets/contract/reviews/review.ts';
import { createReviewFeed, reviewCountText } from '@site-widgets/core/reviews/review-feed.ts';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { usePost } from '../../runtime/post-context.ts';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import { FilterBar } from '../controls/FilterBar.tsx';
import { PageNumbers } from '../controls/PageNumbers.tsx';
import { SourceBanner } from '../controls/SourceBanner.tsx';
import { useEndlessReserve } from '../controls/use-endless-reserve.ts';
import { useEndlessScroll } from '../controls/use-endless-scroll.ts';
import { ReviewRows } from '../review-card/ReviewRows.tsx';
import type { ReadMoreMode } from '../review-card/ReviewText.tsx';
import { MasonryGrid } from './MasonryGrid.tsx';

export interface ReviewListSettings {
  templateId: number;
  perRow: number;
  rows: number;
  /** button · pagenums (page-number bar) · scroll (endless scroll) · none (first page only). */
  loadMore: LoadMoreMode;
  heading?: string;
  /** Show the search, sort and filter bar; default false. */
  controls?: boolean;
  /** How long review texts open; default inline. */
  readMore?: ReadMoreMode;
  /** Show the source banner (average, count, a button per source); default false. */
  banner?: boolean;
  /** `rows` of `perRow` cards (default), or a `masonry` grid of up to `perRow` columns. */
  layout?: 'rows' | 'masonry';
}

export interface ReviewListProps {
  settings: ReviewListSettings;
  /** The first page, as the server rendered it. */
  initial: {
    reviews: ReviewView[];
    hasMore: boolean;
    totalInDb: number;
    aggregate: ReviewAggregate;
    facets?: ReviewFacets;
  };
}

const NO_FACETS: ReviewFacets = { sources: [], platforms: [], languages: [] };

/** The review list: load-more button, page numbers or endless scroll, and the filter bar (spec 000 §1–§9). */
export function ReviewList({ settings, initial }: ReviewListProps) {
  const post = usePost();
  const pageSize = settings.perRow * settings.rows;
  const [feed] = useState(() =>
    createReviewFeed({
      initial,
      pageSize,
      post,
      fields: {
        revid: String(settings.templateId),
        perrow: String(settings.perRow),
        nrows: String(settings.rows),
      },
    }),
  );
  // No destroy on unmount: the feed holds no timers or listeners, and StrictMode's rehearsal unmount
  // would leave a destroyed feed behind. An answer arriving after unmount only updates a store no one reads.
  const state = useSyncExternalStore(feed.subscribe, feed.getState, feed.getState);
  const hydrated = useHydrated();
  const headingId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const shownBefore = useRef(state.reviews.length);
  const loadMore = useCallback(() => void feed.loadMore(), [feed]);
  const endless = settings.loadMore === 'scroll';
  const reserveRef = useRef<HTMLDivElement>(null);
  const reserve = useEndlessReserve(listRef, reserveRef, {
    active: hydrated && endless,
    shown: state.reviews.length,
    remaining: state.status === 'exhausted' ? 0 : Math.max(0, state.totalInDb - state.reviews.length),
    pageSize,
  });
  useEndlessScroll(
    listRef,
    hydrated && endless,
    state.status === 'ready',
    loadMore,
    undefined,
    reserve.mayLoad,
  );

  // When the last page arrives the button goes away; move focus to the first new review so keyboard
  // users are not dropped at the top of the document.
  useEffect(() => {
    const added = state.reviews.length - shownBefore.current;
    if (added > 0 && state.status === 'exhausted' && settings.loadMore === 'button') {
      const first = state.reviews[shownBefore.current];
      // Not a copy the masonry grid is still measuring (inert); it has placed the card a frame later.
      const focusFirst = () => {
        const selector = `[data-review-id="${first?.id}"]:not([inert] *)`;
        const card = listRef.current?.querySelector<HTMLElement>(selector);
        card?.focus();
        return card !== null && card !== undefined;
      };
      if (!focusFirst()) requestAnimationFrame(() => void focusFirst());
    }
    shownBefore.current = state.reviews.length;
  }, [state.reviews, state.status, settings.loadMore]);

  const goToPage = (page: number) => {
    void feed.goToPage(page).then(() => {
      // spec 000 §9: the page scrolls to the list top when that is off-screen.
      const section = sectionRef.current;
      if (section && section.getBoundingClientRect().top < 0) {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
      }
      listRef.current?.querySelector<HTMLElement>('[data-review-id]')?.focus({ preventScroll: true });
    });
  };

  // In the server HTML too: a list stays plain HTML until it is used (issue 10), and the loader performs
  // a click on it once the list is live.
  const showButton = settings.loadMore === 'button' && state.status === 'ready';
  return (
    <section
      ref={sectionRef}
      className="sw-review-list"
      data-state={state.status}
      data-paging={settings.loadMore}
      aria-labelledby={settings.heading ? headingId : undefined}
      aria-label={settings.heading ? undefined : 'Customer reviews'}
    >
      {settings.heading && (
        <h2 className="sw-review-list__heading" id={headingId}>
          {settings.heading}
        </h2>
      )}
      {settings.banner && (
        <SourceBanner
          aggregate={initial.aggregate}
          total={initial.totalInDb}
          platforms={initial.facets?.platforms ?? []}
          selected={state.filters.platform}
          onSelect={(platform) => void feed.setFilters({ platform })}
        />
      )}
      {settings.controls && (
        <FilterBar
          filters={state.filters}
          facets={initial.facets ?? NO_FACETS}
          onChange={(change) => void feed.setFilters(change)}
        />
      )}
      <div
        className="sw-review-list__rows"
        ref={listRef}
        data-slot="rows"
        aria-busy={state.status === 'loading'}
      >
        {settings.layout === 'masonry' ? (
          <MasonryGrid reviews={state.reviews} maxColumns={settings.perRow} readMore={settings.readMore} />
        ) : (
          <ReviewRows reviews={state.reviews} perRow={settings.perRow} readMore={settings.readMore} />
        )}
      </div>
      {state.reviews.length === 0 && state.status !== 'loading' && (
        <p className="sw-review-list__empty">No reviews match.</p>
      )}
      {endless && (
        // Space the next pages grow into, so the content after the list does not move (use-endless-reserve);
        // the footer comes after it and stays at the viewport's bottom (CSS sticky), so it does not move either.
        <div
          ref={reserveRef}
          className="sw-endless-reserve"
          data-slot="reserve"
          data-state={initial.hasMore ? 'reserved' : 'none'}
          aria-hidden="true"
        />
      )}
      <div className="sw-review-list__footer" data-slot="footer">
        {settings.loadMore === 'pagenums' && (
          <PageNumbers
            current={state.page}
            last={state.lastPage}
            busy={state.status === 'loading'}
            onSelect={goToPage}
          />
        )}
        {showButton && (
          <button type="button" className="sw-button sw-load-more" onClick={loadMore}>
            Load more reviews
          </button>
        )}
        <span
          className="sw-loader"
          role="status"
          data-state={state.status === 'loading' ? 'visible' : 'hidden'}
        >
          {state.status === 'loading'
            ? 'Loading reviews…'
            : `Showing ${state.reviews.length} of ${reviewCountText(state.totalInDb, state.filters.search)} reviews`}
        </span>
      </div>
    </section>
  );
}

import type { ReviewView } from '@site-widgets/contract/reviews/review.ts';
import {
  columnAtOffset,
  columnsInOrder,
  MASONRY_GUTTER,
  MASONRY_MIN_COLUMN_WIDTH,
  masonryColumns,
  placeAppended,
} from '@site-widgets/core/layout/masonry.ts';
import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ReviewCard } from '../review-card/ReviewCard.tsx';
import type { ReadMoreMode } from '../review-card/ReviewText.tsx';

export interface MasonryGridProps {
  reviews: readonly ReviewView[];
  /** The most columns (the template's reviews per row). */
  maxColumns: number;
  readMore?: ReadMoreMode;
}

/** Ids per column once the script holds the layout. */
type Columns = number[][];

/**
 * The masonry grid (spec 000 §9: gutter 20, minimum column width 200, base width = width / columns
 * − 30). The server's markup is laid out by CSS multi-column, which needs no script. Once mounted, the
 * grid reads back the column each card stands in and renders those columns itself, the same boxes at
 * the same places, so hydration moves nothing. From then on cards on screen keep their column: a
 * load-more page is measured off-screen and each new card goes into the shortest column (core
 * `placeAppended`), below what is there. Only a change of column count (a resize) lays out anew.
 */
export function MasonryGrid({ reviews, maxColumns, readMore }: MasonryGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | undefined>();
  const [columns, setColumns] = useState<Columns | undefined>();
  const layout = width === undefined ? undefined : masonryColumns(width, maxColumns);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const byId = new Map(reviews.map((review) => [review.id, review]));
  const shown = columns?.map((ids) => ids.filter((id) => byId.has(id)));
  const placed = new Set(shown?.flat());
  const unplaced = shown ? reviews.filter((review) => !placed.has(review.id)) : [];

  useLayoutEffect(() => {
    const grid = ref.current;
    if (!grid) return;
    const gridWidth = width ?? grid.clientWidth;
    if (gridWidth <= 0) return;
    const count = masonryColumns(gridWidth, maxColumns).columns;
    if (width === undefined) setWidth(gridWidth);
    if (!columns) {
      // Take over from CSS columns: each card stays in the column the browser put it in.
      const left = grid.getBoundingClientRect().left;
      const lefts = new Map(
        [...grid.querySelectorAll<HTMLElement>('[data-masonry-id]')].map((item) => [
          Number(item.dataset.masonryId),
          item.getBoundingClientRect().left - left,
        ]),
      );
      const ids = reviews.map((review) => review.id);
      setColumns(columnsInOrder(ids, (id) => columnAtOffset(lefts.get(id) ?? 0, gridWidth, count), count));
      return;
    }
    if (columns.length !== count) {
      // A new column count: every card is placed anew, in order, shortest column first.
      setColumns(Array.from({ length: count }, () => []));
      return;
    }
    if (unplaced.length === 0) return;
    const measured = [...grid.querySelectorAll<HTMLElement>('[data-slot="measure"] > [data-masonry-id]')];
    const heights = measured.map((item) => item.getBoundingClientRect().height);
    const columnHeights = [...grid.querySelectorAll<HTMLElement>('[data-slot="column"]')].map((column) => {
      const last = column.lastElementChild;
      return last ? last.getBoundingClientRect().bottom - column.getBoundingClientRect().top : 0;
    });
    const placement = placeAppended(columnHeights, heights);
    const next = (shown ?? []).map((ids) => [...ids]);
    placement.forEach((column, index) => {
      const review = unplaced[index];
      if (review) next[column]?.push(review.id);
    });
    setColumns(next);
  });

  const style = {
    '--sw-masonry-max-columns': maxColumns,
    '--sw-masonry-gutter': `${MASONRY_GUTTER}px`,
    '--sw-masonry-min-width': `${MASONRY_MIN_COLUMN_WIDTH}px`,
    ...(layout
      ? { '--sw-masonry-columns': layout.columns, '--sw-masonry-base-width': `${layout.baseWidth}px` }
      : {}),
  } as CSSProperties;
  const item = (review: ReviewView) => (
    <div className="sw-masonry__item w3_wprs-col" key={review.id} data-masonry-id={review.id}>
      <ReviewCard review={review} readMore={readMore} />
    </div>
  );
  if (!shown || !layout) {
    return (
      <div ref={ref} className="sw-masonry" data-columns={layout?.columns} style={style}>
        {reviews.map(item)}
      </div>
    );
  }
  const columnWidth = ((width ?? 0) - MASONRY_GUTTER * (shown.length - 1)) / Math.max(1, shown.length);
  return (
    <div ref={ref} className="sw-masonry" data-columns={shown.length} data-layout="columns" style={style}>
      {shown.map((ids, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position
        <div className="sw-masonry__column" data-slot="column" key={index}>
          {ids.map((id) => {
            const review = byId.get(id);
            return review ? item(review) : null;
          })}
        </div>
      ))}
      {unplaced.length > 0 && (
        // New cards, measured at the column width before they are placed; never painted.
        <div
          className="sw-masonry__measure"
          data-slot="measure"
          aria-hidden="true"
          inert
          style={{ width: columnWidth }}
        >
          {unplaced.map(item)}
        </div>
      )}
    </div>
  );
}

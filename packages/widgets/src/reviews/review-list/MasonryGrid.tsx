import type { ReviewView } from '@site-widgets/contract';
import { MASONRY_GUTTER, MASONRY_MIN_COLUMN_WIDTH, masonryColumns } from '@site-widgets/core';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { ReviewCard } from '../review-card/ReviewCard.tsx';
import type { ReadMoreMode } from '../review-card/ReviewText.tsx';

export interface MasonryGridProps {
  reviews: readonly ReviewView[];
  /** The most columns (the template's reviews per row). */
  maxColumns: number;
  readMore?: ReadMoreMode;
}

/**
 * The masonry grid (spec 000 §9: gutter 20, minimum column width 200, base width = width / columns
 * − 30). Laid out by CSS multi-column, so the browser re-flows it on load-more, resize and image load
 * with no script and no shift at hydration; the script only recomputes the column count by the spec's
 * rule as the grid's width changes (the server's CSS gives the same count by media query until then).
 */
export function MasonryGrid({ reviews, maxColumns, readMore }: MasonryGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [layout, setLayout] = useState<{ columns: number; baseWidth: number } | undefined>();

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setLayout(masonryColumns(entry.contentRect.width, maxColumns));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [maxColumns]);

  const style = {
    '--sw-masonry-max-columns': maxColumns,
    '--sw-masonry-gutter': `${MASONRY_GUTTER}px`,
    '--sw-masonry-min-width': `${MASONRY_MIN_COLUMN_WIDTH}px`,
    ...(layout
      ? { '--sw-masonry-columns': layout.columns, '--sw-masonry-base-width': `${layout.baseWidth}px` }
      : {}),
  } as CSSProperties;
  return (
    <div ref={ref} className="sw-masonry" data-columns={layout?.columns} style={style}>
      {reviews.map((review) => (
        <div className="sw-masonry__item w3_wprs-col" key={review.id}>
          <ReviewCard review={review} readMore={readMore} />
        </div>
      ))}
    </div>
  );
}

import type { ReviewView } from '@site-widgets/contract/reviews/review.ts';
import { chunkIntoRows } from '@site-widgets/core/reviews/rows.ts';
import { ReviewCard } from './ReviewCard.tsx';
import type { ReadMoreMode } from './ReviewText.tsx';

export interface ReviewRowsProps {
  reviews: readonly ReviewView[];
  perRow: number;
  readMore?: ReadMoreMode;
}

/**
 * Reviews in rows of `perRow`: `div.wprevprodiv` rows of `w3_wprs-col` columns, the structure an
 * original front end splits and replaces (reviews-protocol.md). Also the markup of `innerhtml`.
 */
export function ReviewRows({ reviews, perRow, readMore }: ReviewRowsProps) {
  return (
    <>
      {chunkIntoRows(reviews, perRow).map((row) => (
        <div
          className="wprevprodiv sw-review-row"
          key={row[0]?.id}
          style={{ '--sw-per-row': perRow } as React.CSSProperties}
        >
          {row.map((review) => (
            <div className="w3_wprs-col sw-review-col" key={review.id}>
              <ReviewCard review={review} readMore={readMore} />
            </div>
          ))}
        </div>
      ))}
    </>
  );
}

import { ratingLabel, recommendationLabel } from '@site-widgets/core';

export interface StarsProps {
  rating: number | null;
  recommendation: 'positive' | 'negative' | null;
}

/** The star's outline in a 20-unit square. */
const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';
/** Each star is 18 px (20 units at 0.9 px each) with 2 px between them: 98 px in all. */
const STAR_STEP = 20 + 2 / 0.9;

/**
 * Five stars as one image with a spoken name; or a recommendation badge for unrated reviews. One `<svg>`
 * for the five (issue 10): a list of 24 reviews gave the browser 120 SVG roots to lay out, now 24.
 */
export function Stars({ rating, recommendation }: StarsProps) {
  if (rating !== null) {
    return (
      <span className="sw-stars" role="img" aria-label={ratingLabel(rating)} data-rating={rating}>
        <svg
          viewBox={`0 0 ${(STAR_STEP * 4 + 20).toFixed(2)} 20`}
          width="98"
          height="18"
          aria-hidden="true"
          focusable="false"
        >
          {[1, 2, 3, 4, 5].map((n) => (
            <path
              key={n}
              className="sw-star"
              data-filled={n <= rating ? 'true' : 'false'}
              transform={n === 1 ? undefined : `translate(${(STAR_STEP * (n - 1)).toFixed(2)})`}
              d={STAR_PATH}
            />
          ))}
        </svg>
      </span>
    );
  }
  if (recommendation !== null) {
    return (
      <span className="sw-recommendation" data-recommendation={recommendation}>
        {recommendationLabel(recommendation)}
      </span>
    );
  }
  return null;
}

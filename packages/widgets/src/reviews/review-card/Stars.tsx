import { ratingLabel, recommendationLabel } from '@site-widgets/core';

export interface StarsProps {
  rating: number | null;
  recommendation: 'positive' | 'negative' | null;
}

/** Each star is 18 px (20 units at 0.9 px each) with 2 px between them: 98 px in all. */
const STAR_STEP = 20 + 2 / 0.9;

/**
 * The n-th star's outline (0-based), moved along in its own path data rather than by a `transform`
 * attribute, which a host page's CSS `transform` rule would override.
 */
function starPath(index: number): string {
  const x = (at: number) => String(Math.round((at + STAR_STEP * index) * 100) / 100);
  return `M${x(10)} 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L${x(10)} 14.9l-5.2 2.7 1-5.8L${x(1.5)} 7.7l5.9-.9z`;
}
const STAR_PATHS = [0, 1, 2, 3, 4].map(starPath);

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
          {STAR_PATHS.map((path, index) => (
            <path
              key={path}
              className="sw-star"
              data-filled={index + 1 <= rating ? 'true' : 'false'}
              d={path}
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

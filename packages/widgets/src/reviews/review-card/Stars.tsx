import { ratingLabel, recommendationLabel } from '@site-widgets/core/reviews/stars.ts';
import { starOutline } from '../star-outline.ts';

export interface StarsProps {
  rating: number | null;
  recommendation: 'positive' | 'negative' | null;
}

/** Each star is 18 px (20 units at 0.9 px each) with 2 px between them: 98 px in all. */
const STAR_STEP = 20 + 2 / 0.9;

/**
 * The five outlines, each moved along in its own path data rather than by a `transform` attribute,
 * which a host page's CSS `transform` rule would override.
 */
const STAR_PATHS = [0, 1, 2, 3, 4].map((index) => starOutline(STAR_STEP * index));
const VIEW_BOX = `0 0 ${(STAR_STEP * 4 + 20).toFixed(2)} 20`;

/**
 * Five stars as one image with a spoken name; or a recommendation badge for unrated reviews. One `<svg>`
 * for the five (issue 10): a list of 24 reviews gave the browser 120 SVG roots to lay out, now 24.
 */
export function Stars({ rating, recommendation }: StarsProps) {
  if (rating !== null) {
    return (
      <span className="sw-stars" role="img" aria-label={ratingLabel(rating)} data-rating={rating}>
        <svg viewBox={VIEW_BOX} width="98" height="18" aria-hidden="true" focusable="false">
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

import { ratingLabel, recommendationLabel } from '@site-widgets/core';

export interface StarsProps {
  rating: number | null;
  recommendation: 'positive' | 'negative' | null;
}

/** Five stars as one image with a spoken name; or a recommendation badge for unrated reviews. */
export function Stars({ rating, recommendation }: StarsProps) {
  if (rating !== null) {
    return (
      <span className="sw-stars" role="img" aria-label={ratingLabel(rating)} data-rating={rating}>
        {[1, 2, 3, 4, 5].map((n) => (
          <svg
            key={n}
            className="sw-star"
            data-filled={n <= rating ? 'true' : 'false'}
            viewBox="0 0 20 20"
            width="18"
            height="18"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
          </svg>
        ))}
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

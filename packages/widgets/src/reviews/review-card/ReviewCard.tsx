import type { ReviewView } from '@site-widgets/contract/reviews/review.ts';
import { formatReviewDate } from '@site-widgets/core/format/review-date.ts';
import { Avatar } from './Avatar.tsx';
import { ReviewMedia } from './ReviewMedia.tsx';
import { type ReadMoreMode, ReviewText } from './ReviewText.tsx';
import { Stars } from './Stars.tsx';

export interface ReviewCardProps {
  review: ReviewView;
  /** How long texts open: inline, in a modal, or not clamped at all; default inline. */
  readMore?: ReadMoreMode;
}

/**
 * One review. `outerrevdiv` and `data-review-id` are what an original front end looks for
 * (reviews-protocol.md); every visitor-written string is rendered as text, never as markup.
 */
export function ReviewCard({ review, readMore = 'inline' }: ReviewCardProps) {
  const date = formatReviewDate(review.createdAt);
  return (
    <article
      className="outerrevdiv sw-review-card"
      data-review-id={review.id}
      data-platform={review.platform}
      tabIndex={-1}
      lang={review.language || undefined}
    >
      <header className="sw-review-card__header">
        <Avatar name={review.reviewerName} url={review.avatarUrl} />
        <div className="sw-review-card__who">
          <p className="sw-review-card__name">{review.reviewerName}</p>
          <p className="sw-review-card__meta">
            {date && <time dateTime={review.createdAt}>{date}</time>}
            <span className="sw-review-card__platform"> · via {review.platform}</span>
          </p>
        </div>
      </header>
      <Stars rating={review.rating} recommendation={review.recommendation} />
      {review.title && <h3 className="sw-review-card__title">{review.title}</h3>}
      <ReviewText review={review} readMore={readMore} />
      <ReviewMedia urls={review.media} reviewerName={review.reviewerName} />
    </article>
  );
}

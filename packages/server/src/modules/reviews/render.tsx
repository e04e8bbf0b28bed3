import { FLOAT_REVIEW_CLASS, type ReviewView } from '@site-widgets/contract';
import { ReviewCard, ReviewRows } from '@site-widgets/widgets';
import { renderToStaticMarkup } from 'react-dom/server';

/** `innerhtml`: the same rows and cards our client renders, for an original front end to insert. */
export function renderReviewRows(reviews: readonly ReviewView[], perRow: number): string {
  return renderToStaticMarkup(<ReviewRows reviews={reviews} perRow={perRow} />);
}

/**
 * `wprp_get_float`: one review card in the wrapper that tells the client which offset to ask for next.
 * The same escaped card as the lists.
 */
export function renderFloatReview(review: ReviewView, nextOffset: number): string {
  return renderToStaticMarkup(
    <div
      className={`${FLOAT_REVIEW_CLASS} sw-float-review`}
      data-startoffset={nextOffset}
      data-review-id={review.id}
    >
      <ReviewCard review={review} readMore="none" />
    </div>,
  );
}

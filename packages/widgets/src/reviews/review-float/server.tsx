import { renderWidget } from '../../runtime/ssr.tsx';
import { ReviewFloat } from './ReviewFloat.tsx';
import { type ReviewFloatProps, reviewFloatAttributes } from './settings.ts';

export { reviewFloatAttributes } from './settings.ts';

/** The pop-up float as the server puts it into a page: attributes, rendered view (review 0), props. */
export function renderReviewFloatWidget(props: ReviewFloatProps): string {
  return renderWidget(
    'review-float',
    reviewFloatAttributes(props.settings),
    <ReviewFloat {...props} />,
    props,
  );
}

import { renderWidget } from '../../runtime/ssr.tsx';
import { ReviewFormWidget } from './ReviewFormWidget.tsx';
import { type ReviewFormProps, reviewFormAttributes } from './settings.ts';

export { reviewFormAttributes } from './settings.ts';

/** The review form as the server puts it into a page: attributes, rendered view, hydration props. */
export function renderReviewFormWidget(props: ReviewFormProps): string {
  return renderWidget(
    'review-form',
    reviewFormAttributes(props.settings),
    <ReviewFormWidget {...props} />,
    props,
  );
}

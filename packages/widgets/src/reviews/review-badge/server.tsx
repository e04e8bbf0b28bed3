import { renderWidget } from '../../runtime/ssr.tsx';
import { ReviewBadge } from './ReviewBadge.tsx';
import { type ReviewBadgeProps, reviewBadgeAttributes } from './settings.ts';

export { badgePanelListSettings, reviewBadgeAttributes } from './settings.ts';

/** The review badge as the server puts it into a page: attributes, rendered view, hydration props. */
export function renderReviewBadgeWidget(props: ReviewBadgeProps): string {
  return renderWidget(
    'review-badge',
    reviewBadgeAttributes(props.settings),
    <ReviewBadge {...props} />,
    props,
  );
}

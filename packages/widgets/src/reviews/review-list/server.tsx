import { renderWidget } from '../../runtime/ssr.tsx';
import { ReviewList, type ReviewListProps } from './ReviewList.tsx';

/** The review list as the server puts it into a page: attributes, rendered view, hydration props. */
export function renderReviewListWidget(props: ReviewListProps): string {
  const { settings } = props;
  const attributes: Record<string, string> = {
    template: String(settings.templateId),
    'per-row': String(settings.perRow),
    rows: String(settings.rows),
    'load-more': settings.loadMore,
  };
  if (settings.heading) attributes.heading = settings.heading;
  return renderWidget('review-list', attributes, <ReviewList {...props} />, props);
}

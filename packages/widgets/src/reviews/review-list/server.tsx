import { jsonForScript, renderWidget } from '../../runtime/ssr.tsx';
import { ReviewList, type ReviewListProps } from './ReviewList.tsx';
import { aggregateRatingJsonLd, type StructuredDataOptions } from './structured-data.ts';

/** The data attributes (without `data-`) that place a list with these settings. */
export function reviewListAttributes(settings: ReviewListProps['settings']): Record<string, string> {
  const attributes: Record<string, string> = {
    template: String(settings.templateId),
    'per-row': String(settings.perRow),
    rows: String(settings.rows),
    'load-more': settings.loadMore,
  };
  if (settings.heading) attributes.heading = settings.heading;
  if (settings.controls) attributes.controls = 'yes';
  if (settings.banner) attributes.banner = 'yes';
  if (settings.readMore) attributes['read-more'] = settings.readMore;
  if (settings.layout) attributes.layout = settings.layout;
  return attributes;
}

/**
 * The review list as the server puts it into a page: attributes, rendered view, hydration props, and,
 * when it shows the source banner (the average and the count), the JSON-LD aggregate rating of those
 * numbers. A list without the banner shows neither number, so it carries no rating markup.
 */
export function renderReviewListWidget(
  props: ReviewListProps,
  structuredData?: StructuredDataOptions | false,
): string {
  const widget = renderWidget(
    'review-list',
    reviewListAttributes(props.settings),
    <ReviewList {...props} />,
    props,
  );
  const jsonLd =
    structuredData && props.settings.banner
      ? aggregateRatingJsonLd(structuredData, props.initial.aggregate, props.initial.totalInDb)
      : undefined;
  return jsonLd ? `${widget}<script type="application/ld+json">${jsonForScript(jsonLd)}</script>` : widget;
}

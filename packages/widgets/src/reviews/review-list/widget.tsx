import { reviewListAttributesSchema } from '@site-widgets/contract';
import { parseAttributes } from '../../runtime/attributes.ts';
import { fetchFirstPage, renderView } from '../../runtime/mount.tsx';
import { getRuntime } from '../../runtime/runtime.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { ReviewList, type ReviewListProps } from './ReviewList.tsx';

const WIDGET = 'review-list';

/**
 * Hydrates server-rendered markup when the page has it; otherwise (a plain HTML page with only data
 * attributes) fetches the first page and renders it, leaving the fallback content until it arrives.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, reviewListAttributesSchema);
  if (!attributes) return undefined;
  const runtime = getRuntime();
  const post = runtime.ajax.post;

  const server = readServerProps<ReviewListProps>(element);
  if (server) return renderView(element, server, <ReviewList {...server.props} />, post);

  const answer = await fetchFirstPage(WIDGET, post, {
    revid: String(attributes.template),
    perrow: attributes.perRow === undefined ? '' : String(attributes.perRow),
    nrows: attributes.rows === undefined ? '' : String(attributes.rows),
    cpostid: String(runtime.pageVars.pageId),
  });
  if (!answer) return undefined;
  const perRow = attributes.perRow ?? 1;
  const props: ReviewListProps = {
    settings: {
      templateId: attributes.template,
      perRow,
      rows: Math.max(1, Math.round(answer.reviewsperpage / perRow)),
      loadMore: attributes.loadMore ?? 'button',
      heading: attributes.heading,
      controls: attributes.controls,
      banner: attributes.banner,
      readMore: attributes.readMore,
      layout: attributes.layout,
    },
    initial: {
      reviews: answer.reviews,
      hasMore: answer.hideldbtn !== 'yes',
      totalInDb: answer.totalreviewsindb,
      aggregate: answer.aggregate,
      facets: answer.facets,
    },
  };
  return renderView(element, undefined, <ReviewList {...props} />, post);
}

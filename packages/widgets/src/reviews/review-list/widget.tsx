import { reviewListAttributesSchema } from '@site-widgets/contract/reviews/review-list-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { fetchFirstPage, renderView } from '../../runtime/mount.tsx';
import { getRuntime } from '../../runtime/runtime.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { reviewListFirstPageFields, reviewListProps } from './props.ts';
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

  const answer = await fetchFirstPage(
    WIDGET,
    post,
    reviewListFirstPageFields(attributes, runtime.pageVars.pageId),
  );
  if (!answer) return undefined;
  return renderView(element, undefined, <ReviewList {...reviewListProps(attributes, answer)} />, post);
}

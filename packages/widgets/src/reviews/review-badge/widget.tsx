import { reviewBadgeAttributesSchema } from '@site-widgets/contract/reviews/badge-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { fetchFirstPage, renderView } from '../../runtime/mount.tsx';
import { getRuntime } from '../../runtime/runtime.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { ReviewBadge } from './ReviewBadge.tsx';
import { badgePanelListSettings, type ReviewBadgeProps, reviewBadgeSettings } from './settings.ts';

const WIDGET = 'review-badge';

/**
 * Hydrates a server-rendered badge; on a plain HTML page fetches the template's first page (its
 * `aggregate` gives the average and count, its reviews fill the panel) and renders.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, reviewBadgeAttributesSchema);
  if (!attributes) return undefined;
  const runtime = getRuntime();
  const post = runtime.ajax.post;

  const server = readServerProps<ReviewBadgeProps>(element);
  if (server) return renderView(element, server, <ReviewBadge {...server.props} />, post);

  const settings = reviewBadgeSettings(attributes);
  const list = badgePanelListSettings(settings.templateId);
  const answer = await fetchFirstPage(WIDGET, post, {
    revid: String(settings.templateId),
    perrow: String(list.perRow),
    nrows: String(list.rows),
    cpostid: String(runtime.pageVars.pageId),
  });
  if (!answer) return undefined;
  const props: ReviewBadgeProps = {
    settings,
    summary: { aggregate: answer.aggregate, total: answer.totalreviewsindb },
    panel:
      settings.click === 'slideout' || settings.click === 'popup'
        ? {
            reviews: answer.reviews,
            hasMore: answer.hideldbtn !== 'yes',
            totalInDb: answer.totalreviewsindb,
            aggregate: answer.aggregate,
          }
        : undefined,
  };
  return renderView(element, undefined, <ReviewBadge {...props} />, post);
}

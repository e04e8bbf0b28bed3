import { reviewSliderAttributesSchema } from '@site-widgets/contract/reviews/slider-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { fetchFirstPage, renderView } from '../../runtime/mount.tsx';
import { getRuntime } from '../../runtime/runtime.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { ReviewSlider, type ReviewSliderProps } from './ReviewSlider.tsx';
import { reviewSliderSettings } from './settings.ts';

const WIDGET = 'review-slider';

/**
 * Hydrates server-rendered markup when the page has it; otherwise fetches the first page (one slide)
 * and renders, leaving the fallback content until it arrives. The slider then loads on by itself.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, reviewSliderAttributesSchema);
  if (!attributes) return undefined;
  const runtime = getRuntime();
  const post = runtime.ajax.post;

  const server = readServerProps<ReviewSliderProps>(element);
  if (server) return renderView(element, server, <ReviewSlider {...server.props} />, post);

  const perPage = attributes.perPage;
  const answer = await fetchFirstPage(WIDGET, post, {
    revid: String(attributes.template),
    perrow: perPage === undefined ? '' : String(perPage),
    nrows: perPage === undefined ? '' : '1',
    cpostid: String(runtime.pageVars.pageId),
  });
  if (!answer) return undefined;
  const props: ReviewSliderProps = {
    settings: reviewSliderSettings(attributes, {
      perPage: answer.reviewsperpage,
      animateHeight: answer.animateheight === 'yes',
    }),
    initial: {
      reviews: answer.reviews,
      hasMore: answer.hideldbtn !== 'yes',
      totalInDb: answer.totalreviewsindb,
      aggregate: answer.aggregate,
    },
  };
  return renderView(element, undefined, <ReviewSlider {...props} />, post);
}

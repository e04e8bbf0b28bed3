import { reviewCarouselAttributesSchema } from '@site-widgets/contract/reviews/carousel-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { fetchFirstPage, renderView } from '../../runtime/mount.tsx';
import { getRuntime } from '../../runtime/runtime.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { ReviewCarousel, type ReviewCarouselProps } from './ReviewCarousel.tsx';
import { reviewCarouselFirstPageFields, reviewCarouselSettings } from './settings.ts';

const WIDGET = 'review-carousel';

/**
 * Hydrates server-rendered markup when the page has it; otherwise fetches the reviews (one request of
 * `data-review-count`, or the template's page) and renders, leaving the fallback content until then.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, reviewCarouselAttributesSchema);
  if (!attributes) return undefined;
  const runtime = getRuntime();
  const post = runtime.ajax.post;

  const server = readServerProps<ReviewCarouselProps>(element);
  if (server) return renderView(element, server, <ReviewCarousel {...server.props} />, post);

  const answer = await fetchFirstPage(
    WIDGET,
    post,
    reviewCarouselFirstPageFields(attributes, runtime.pageVars.pageId),
  );
  if (!answer) return undefined;
  const props: ReviewCarouselProps = {
    settings: reviewCarouselSettings(attributes),
    initial: { reviews: answer.reviews },
  };
  return renderView(element, undefined, <ReviewCarousel {...props} />, post);
}

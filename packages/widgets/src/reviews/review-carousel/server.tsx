import { renderWidget } from '../../runtime/ssr.tsx';
import { ReviewCarousel, type ReviewCarouselProps } from './ReviewCarousel.tsx';
import { reviewCarouselAttributes } from './settings.ts';

/** The data attributes of these settings, for the embed snippet a page shows. */
export { reviewCarouselAttributes } from './settings.ts';

let rendered = 0;

/**
 * The review carousel as the server puts it into a page: attributes, rendered view, hydration props.
 * Each gets its own `instanceId` (kept in the props it hydrates with), so two widgets on a page never
 * share element ids or slide-width rules.
 */
export function renderReviewCarouselWidget(props: ReviewCarouselProps): string {
  rendered += 1;
  const withId: ReviewCarouselProps = { ...props, instanceId: props.instanceId ?? `sw-carousel-${rendered}` };
  const attributes = reviewCarouselAttributes(props.settings, props.initial.reviews.length);
  return renderWidget('review-carousel', attributes, <ReviewCarousel {...withId} />, withId);
}

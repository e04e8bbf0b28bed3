import { reviewCarouselAttributesSchema } from '@site-widgets/contract/reviews/carousel-attributes.ts';
import type { ReactNode } from 'react';
import type * as z from 'zod/mini';
import { useFirstPage } from '../../runtime/use-first-page.ts';
import { ReviewCarousel } from './ReviewCarousel.tsx';
import { reviewCarouselFirstPageFields, reviewCarouselSettings } from './settings.ts';

/** The attributes of docs/embed.md as props (`reviewCount="6"` for `data-review-count="6"`), plus the React-only ones. */
export type ReviewCarouselWidgetProps = z.input<typeof reviewCarouselAttributesSchema> & {
  /** The id of the page the carousel sits on, as `pageId` in the page variables; default 0. */
  pageId?: number;
  /** Shown while the reviews load and when they cannot; default nothing. */
  fallback?: ReactNode;
};

/**
 * The review carousel for React apps: fetches its reviews from the server of the enclosing
 * SiteWidgetsProvider, then renders ReviewCarousel, as `<div data-widget="review-carousel">` does with the loader.
 */
export function ReviewCarouselWidget({
  pageId = 0,
  fallback = null,
  ...attributes
}: ReviewCarouselWidgetProps) {
  const state = useFirstPage({
    widget: 'review-carousel',
    schema: reviewCarouselAttributesSchema,
    attributes,
    fields: (parsed) => reviewCarouselFirstPageFields(parsed, pageId),
    props: (parsed, answer) => ({
      settings: reviewCarouselSettings(parsed),
      initial: { reviews: answer.reviews },
    }),
  });
  return state.status === 'ready' ? <ReviewCarousel {...state.props} /> : fallback;
}

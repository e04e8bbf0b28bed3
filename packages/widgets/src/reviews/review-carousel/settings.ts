import type { ReviewCarouselAttributes } from '@site-widgets/contract/reviews/carousel-attributes.ts';
import { resolveCarouselSettings } from '@site-widgets/core/reviews/carousel-options.ts';
import { carouselSettingAttributes } from '@site-widgets/core/reviews/carousel-setting-attributes.ts';
import type { ReviewCarouselSettings } from './ReviewCarousel.tsx';

/** A carousel's settings from its parsed data attributes, absent ones at the spec's defaults. */
export function reviewCarouselSettings(attributes: ReviewCarouselAttributes): ReviewCarouselSettings {
  const { template, heading, reviewCount: _reviewCount, ...given } = attributes;
  return { ...resolveCarouselSettings(given), templateId: template, heading };
}

/** The data attributes that give these settings back (what the server writes on the element). */
export function reviewCarouselAttributes(
  settings: ReviewCarouselSettings,
  reviewCount: number,
): Record<string, string> {
  const attributes: Record<string, string> = {
    template: String(settings.templateId),
    ...carouselSettingAttributes(settings),
  };
  if (reviewCount >= 1 && reviewCount <= 50) attributes['review-count'] = String(reviewCount);
  if (settings.heading) attributes.heading = settings.heading;
  return attributes;
}

/** The load-more fields that ask for a carousel's reviews: `data-review-count` of them, or the template's page. */
export function reviewCarouselFirstPageFields(
  attributes: ReviewCarouselAttributes,
  pageId: number,
): Record<string, string> {
  const count = attributes.reviewCount;
  return {
    revid: String(attributes.template),
    perrow: count === undefined ? '' : String(count),
    nrows: count === undefined ? '' : '1',
    cpostid: String(pageId),
  };
}

import type { ReviewCarouselAttributes } from '@site-widgets/contract/reviews/carousel-attributes.ts';
import { resolveCarouselSettings } from '@site-widgets/core/reviews/carousel-options.ts';
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
  const flag = (value: boolean) => (value ? 'yes' : 'no');
  const attributes: Record<string, string> = {
    template: String(settings.templateId),
    'slides-to-show': String(settings.slidesToShow),
    'slides-to-scroll': String(settings.slidesToScroll),
    autoplay: flag(settings.autoplay),
    'autoplay-speed': String(settings.autoplaySpeed),
    speed: String(settings.speed),
    loop: flag(settings.loop),
    fade: flag(settings.fade),
    navigation: settings.navigation,
    pagination: settings.pagination,
    'lazy-load': flag(settings.lazyLoad),
    'pause-on-hover': flag(settings.pauseOnHover),
    gap: String(settings.gap),
    'offset-sides': settings.offsetSides,
    breakpoints: settings.breakpoints.length
      ? settings.breakpoints.map((b) => `${b.width}:${b.slides}:${b.direction}`).join(',')
      : 'none',
  };
  if (reviewCount >= 1 && reviewCount <= 50) attributes['review-count'] = String(reviewCount);
  if (settings.heading) attributes.heading = settings.heading;
  return attributes;
}

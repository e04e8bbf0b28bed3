import type { ReviewSliderAttributes } from '@site-widgets/contract/reviews/slider-attributes.ts';
import { resolveSliderSettings } from '@site-widgets/core/reviews/slider-rules.ts';
import type { ReviewSliderSettings } from './ReviewSlider.tsx';

/** A slider's settings from its parsed data attributes; absent ones at the spec's or the template's. */
export function reviewSliderSettings(
  attributes: ReviewSliderAttributes,
  template: { perPage: number; animateHeight: boolean },
): ReviewSliderSettings {
  const { template: templateId, heading, ...given } = attributes;
  return { ...resolveSliderSettings(given, template), templateId, heading };
}

/** The data attributes that give these settings back (what the server writes on the element). */
export function reviewSliderAttributes(settings: ReviewSliderSettings): Record<string, string> {
  const flag = (value: boolean) => (value ? 'yes' : 'no');
  const attributes: Record<string, string> = {
    template: String(settings.templateId),
    'per-page': String(settings.perPage),
    autoplay: flag(settings.autoplay),
    delay: String(settings.delay),
    speed: String(settings.speed),
    animation: settings.animation,
    arrows: flag(settings.arrows),
    'animate-height': flag(settings.animateHeight),
    'force-height': flag(settings.forceHeight),
    'load-more': flag(settings.loadMore),
  };
  if (settings.heading) attributes.heading = settings.heading;
  return attributes;
}

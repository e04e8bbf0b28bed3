import type { SiteCarouselAttributes } from '@site-widgets/contract/site/site-attributes.ts';
import {
  type CarouselSettings,
  resolveCarouselSettings,
} from '@site-widgets/core/reviews/carousel-options.ts';
import { carouselSettingAttributes } from '@site-widgets/core/reviews/carousel-setting-attributes.ts';
import type { CarouselImage, SiteCarouselSettings } from './SiteCarousel.tsx';

/** A site carousel's settings from its parsed data attributes, absent ones at the spec's defaults. */
export function siteCarouselSettings(attributes: SiteCarouselAttributes): SiteCarouselSettings {
  const { width, height, label, ...given } = attributes;
  return { ...resolveCarouselSettings(given), width, height, label };
}

/** Settings for a server-rendered carousel: the given ones, the rest at the spec's defaults. */
export function siteCarouselSettingsWith(
  given: Partial<CarouselSettings>,
  box: { width: number; height: number; label?: string },
): SiteCarouselSettings {
  return { ...resolveCarouselSettings(given), ...box };
}

/** The data attributes that give these settings back (what the server writes on the element). */
export function siteCarouselAttributes(settings: SiteCarouselSettings): Record<string, string> {
  const attributes: Record<string, string> = {
    width: String(settings.width),
    height: String(settings.height),
    ...carouselSettingAttributes(settings),
  };
  if (settings.label) attributes.label = settings.label;
  return attributes;
}

/** On a plain page: the images of the element's fallback markup (a list of `<img>`), in order. */
export function readCarouselImages(element: HTMLElement): CarouselImage[] {
  return [...element.querySelectorAll('img')]
    .map((image) => ({ src: image.getAttribute('src') ?? '', alt: image.getAttribute('alt') ?? '' }))
    .filter((image) => image.src !== '');
}

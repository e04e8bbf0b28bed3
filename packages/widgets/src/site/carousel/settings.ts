import type { SiteCarouselAttributes } from '@site-widgets/contract/site/site-attributes.ts';
import {
  type CarouselSettings,
  resolveCarouselSettings,
} from '@site-widgets/core/reviews/carousel-options.ts';
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
  const flag = (value: boolean) => (value ? 'yes' : 'no');
  const attributes: Record<string, string> = {
    width: String(settings.width),
    height: String(settings.height),
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
  if (settings.label) attributes.label = settings.label;
  return attributes;
}

/** On a plain page: the images of the element's fallback markup (a list of `<img>`), in order. */
export function readCarouselImages(element: HTMLElement): CarouselImage[] {
  return [...element.querySelectorAll('img')]
    .map((image) => ({ src: image.getAttribute('src') ?? '', alt: image.getAttribute('alt') ?? '' }))
    .filter((image) => image.src !== '');
}

import type { FlipCarouselAttributes } from '@site-widgets/contract/content/slider-attributes.ts';
import { resolveFlipCarouselSettings } from '@site-widgets/core/content/flip-carousel.ts';
import { safeUrl } from '@site-widgets/core/security/safe-url.ts';
import type { FlipCarouselViewSettings, FlipPicture } from './FlipCarousel.tsx';

export function flipCarouselSettings(given: Partial<FlipCarouselAttributes>): FlipCarouselViewSettings {
  return { ...resolveFlipCarouselSettings(given), label: given.label ?? 'Pictures' };
}

/** The data attributes that give these settings back, by the spec's names (spec 001 §3). */
export function flipCarouselAttributes(settings: FlipCarouselViewSettings): Record<string, string> {
  const flag = (value: boolean) => (value ? 'yes' : 'no');
  return {
    label: settings.label,
    'starts-from-center': flag(settings.startsFromCenter),
    'carousel-type': settings.carouselType,
    loop: flag(settings.loop),
    autoplay: flag(settings.autoplay),
    'autoplay-milliseconds': String(settings.autoplayMilliseconds),
    'pause-on-hover': flag(settings.pauseOnHover),
    'play-on-click': flag(settings.playOnClick),
    'play-on-scroll': flag(settings.playOnScroll),
    'pagination-position': settings.paginationPosition,
    spacing: String(settings.spacing),
    'button-prev': settings.buttonPrevious ?? 'none',
    'button-next': settings.buttonNext ?? 'none',
  };
}

/** On a plain page: the element's `<img>` pictures with their sizes (an image without one is left out). */
export function readFlipPictures(element: HTMLElement): FlipPicture[] {
  return [...element.querySelectorAll('img')].flatMap((image) => {
    const src = safeUrl(image.getAttribute('src'));
    const width = Number(image.getAttribute('width'));
    const height = Number(image.getAttribute('height'));
    if (!src || !(width > 0) || !(height > 0)) return [];
    return [{ src, alt: image.getAttribute('alt') ?? '', width, height }];
  });
}

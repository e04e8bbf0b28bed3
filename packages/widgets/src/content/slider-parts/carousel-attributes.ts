import type { CarouselSettings } from '@site-widgets/core/reviews/carousel-options.ts';

/** The spec 000 §3 carousel settings as the data attributes that give them back. */
export function carouselSettingAttributes(settings: CarouselSettings): Record<string, string> {
  const flag = (value: boolean) => (value ? 'yes' : 'no');
  return {
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
}

/** Text of a fallback element, spaces folded. */
export const textOf = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

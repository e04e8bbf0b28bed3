import type { CarouselSettings } from './carousel-options.ts';

/**
 * The spec 000 §3 carousel settings as the data attributes that give them back (what the server
 * writes on a carousel's element). The review, site and content carousels add their own attributes
 * around these.
 */
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

import type { FeedWidgetSettings } from '@site-widgets/contract/content/social-feeds.ts';
import { GRID_DESKTOP_MIN_WIDTH, GRID_TABLET_MIN_WIDTH } from '../catalogue/grid-columns.ts';
import type { Breakpoint } from '../layout/breakpoints.ts';
import { CAROUSEL_DEFAULTS, type CarouselSettings } from '../reviews/carousel-options.ts';
import type { CarouselPaginationView } from './carousel-pagination.ts';

/** The stored settings the carousel layout reads. */
export type FeedCarouselOptions = Pick<
  FeedWidgetSettings,
  | 'carouselAutoplay'
  | 'carouselDelay'
  | 'carouselLoop'
  | 'carouselSlidesDesktop'
  | 'carouselSlidesTablet'
  | 'carouselSlidesMobile'
  | 'carouselSpaceBetween'
  | 'carouselSpeed'
  | 'carouselPagination'
  | 'carouselPaginationType'
>;

/**
 * Slides per device as carousel breakpoints (spec 001 §9: above 1024 px desktop, above 768 px tablet,
 * otherwise mobile): the tablet count below 1025 px, the phone count below 769 px. `slidesToShowAt`
 * and the slide-width CSS (`slideWidthRules`) both read them, so the server's first slides already have
 * the width the browser keeps.
 */
export function feedCarouselBreakpoints(options: FeedCarouselOptions): Breakpoint[] {
  return [
    { width: GRID_DESKTOP_MIN_WIDTH, slides: options.carouselSlidesTablet, direction: 'max' },
    { width: GRID_TABLET_MIN_WIDTH, slides: options.carouselSlidesMobile, direction: 'max' },
  ];
}

/**
 * A feed's carousel options (spec 001 §3 "Feeds and carousels") as the house carousel's settings: one
 * slide per step, held while the pointer is over it, the images near the view loaded first; dots when the
 * pagination is `bullets`, arrows always.
 */
export function feedCarouselSettings(options: FeedCarouselOptions): CarouselSettings {
  const bullets = options.carouselPagination && options.carouselPaginationType === 'bullets';
  return {
    ...CAROUSEL_DEFAULTS,
    slidesToShow: options.carouselSlidesDesktop,
    slidesToScroll: 1,
    autoplay: options.carouselAutoplay,
    autoplaySpeed: options.carouselDelay,
    speed: options.carouselSpeed,
    loop: options.carouselLoop,
    fade: false,
    navigation: bullets ? 'both' : 'arrows',
    pagination: 'none',
    pauseOnHover: true,
    lazyLoad: true,
    gap: options.carouselSpaceBetween,
    offsetSides: 'none',
    breakpoints: feedCarouselBreakpoints(options),
  };
}

/** What stands under the slides besides the dots: the counter, the progress bar, or nothing. */
export function feedCarouselPaginationView(options: FeedCarouselOptions): CarouselPaginationView {
  if (!options.carouselPagination) return 'none';
  if (options.carouselPaginationType === 'fraction') return 'fraction';
  if (options.carouselPaginationType === 'progressbar') return 'progress';
  return 'none';
}

/**
 * The stop that shows slide `slide`: the last stop starting at or before it (`starts` as `snapStarts`
 * gives them, ascending). Used to bring the first post of a load-more into view.
 */
export function stopShowing(slide: number, starts: readonly number[]): number {
  let stop = 0;
  starts.forEach((start, index) => {
    if (start <= slide) stop = index;
  });
  return stop;
}

import type { SliderAnimation } from '@site-widgets/contract/reviews/slider-attributes.ts';
import { isMobileWidth } from '../layout/breakpoints.ts';
import {
  type CarouselEngineOptions,
  type CarouselMotion,
  EMBLA_DRAG_THRESHOLD,
  emblaDuration,
} from './carousel-options.ts';
import type { FeedStatus } from './review-feed.ts';

/** spec 000 §3 "Slider properties" (the slider id is the element; total reviews come from the feed). */
export interface SliderSettings {
  /** Move on by itself; default false. */
  autoplay: boolean;
  /** ms between automatic moves; default 3000. */
  delay: number;
  /** ms a move takes; default 750. */
  speed: number;
  /** default slide. */
  animation: SliderAnimation;
  /** Show previous/next buttons; default true. */
  arrows: boolean;
  /** The slider's height follows the current slide; default: the template's. */
  animateHeight: boolean;
  /** Every slide as tall as the tallest; default false. */
  forceHeight: boolean;
  /** Fetch the next page as the second-to-last slide is reached; default true. */
  loadMore: boolean;
  /** Reviews on one slide on desktop (a page of the feed); default: the template's page size. */
  perPage: number;
}

/** spec 000 §9: own slider defaults. */
export const SLIDER_DELAY_MS = 3000;
export const SLIDER_SPEED_MS = 750;
/** spec 000 §9: a swipe must cover this fraction of the slider's width. */
export const SLIDER_SWIPE_THRESHOLD = 0.2;

/** The settings a site gave, with every absent one at its default (`template` gives the template's). */
export function resolveSliderSettings(
  given: { [K in keyof SliderSettings]?: SliderSettings[K] },
  template: { perPage: number; animateHeight: boolean },
): SliderSettings {
  return {
    autoplay: given.autoplay ?? false,
    delay: given.delay ?? SLIDER_DELAY_MS,
    speed: given.speed ?? SLIDER_SPEED_MS,
    animation: given.animation ?? 'slide',
    arrows: given.arrows ?? true,
    animateHeight: given.animateHeight ?? template.animateHeight,
    forceHeight: given.forceHeight ?? false,
    loadMore: given.loadMore ?? true,
    perPage: Math.max(1, given.perPage ?? template.perPage),
  };
}

/**
 * spec 000 §5 with the slider's threshold: the swipe threshold is a fraction of the width (0.2 → a
 * fifth), the same as a touch threshold of 1 / 0.2 = 5 in `minimumSwipeDistance`.
 */
export function sliderMinimumSwipe(width: number, threshold = SLIDER_SWIPE_THRESHOLD): number {
  return width * threshold;
}

/** A phone by its user agent (or the User-Agent Client Hints `mobile` flag where the browser has it). */
export function isPhoneUserAgent(userAgent: string, mobileHint?: boolean): boolean {
  if (mobileHint !== undefined) return mobileHint;
  // MDN's advice: "Mobi" marks mobile browsers; tablets that also say it are not phones.
  return !/iPad|Tablet/i.test(userAgent) && /Mobi|iPhone|iPod|Windows Phone|Opera Mini/i.test(userAgent);
}

/** spec 000 §9: mobile = width under 600 px or a phone device. */
export function isMobileView(width: number, phone: boolean): boolean {
  return phone || isMobileWidth(width);
}

/** One review per slide on mobile, a page of `perPage` on desktop. */
export function reviewsPerSlide(perPage: number, mobile: boolean): number {
  return mobile ? 1 : Math.max(1, perPage);
}

/** Consecutive groups of `perSlide`; the last may hold fewer. */
export function groupIntoSlides<T>(items: readonly T[], perSlide: number): T[][] {
  const size = Math.max(1, Math.floor(perSlide));
  const slides: T[][] = [];
  for (let start = 0; start < items.length; start += size) slides.push(items.slice(start, start + size));
  return slides;
}

/** When slides are regrouped (a phone turned, a window resized), the slide holding the same first review. */
export function slideAfterRegroup(selected: number, fromPerSlide: number, toPerSlide: number): number {
  return Math.floor((selected * fromPerSlide) / Math.max(1, toPerSlide));
}

/**
 * The load-more inside the slider: fetch the next page as the second-to-last slide is reached
 * (so the slide after the next is there before it is needed), only while the feed can give more.
 */
export function shouldLoadNextPage(input: {
  selected: number;
  slideCount: number;
  status: FeedStatus;
  enabled: boolean;
}): boolean {
  return input.enabled && input.status === 'ready' && input.selected >= input.slideCount - 2;
}

/**
 * How many slides the slider will have once every review is loaded: what the total says, never fewer
 * than are there; only the loaded slides once nothing more can come.
 */
export function sliderSlideTotal(input: {
  loadedSlides: number;
  totalReviews: number;
  perSlide: number;
  moreToCome: boolean;
}): number {
  if (!input.moreToCome) return input.loadedSlides;
  return Math.max(input.loadedSlides, Math.ceil(input.totalReviews / Math.max(1, input.perSlide)));
}

/** The slider as a carousel engine: one slide in view, no loop (it grows at its end), speed as duration. */
export function sliderEngineOptions(
  settings: Pick<SliderSettings, 'speed'>,
  context: { slideCount: number; reducedMotion: boolean },
): CarouselEngineOptions {
  return {
    align: 'start',
    loop: false,
    slidesToScroll: 1,
    duration: context.reducedMotion ? 0 : emblaDuration(settings.speed),
    dragThreshold: EMBLA_DRAG_THRESHOLD,
    containScroll: 'trimSnaps',
    skipSnaps: false,
    watchDrag: context.slideCount > 1,
    breakpoints: {},
  };
}

/**
 * How many of the loaded reviews the slider shows. A page that arrives while the slides move (or the
 * visitor holds them) waits until they are still: a new slide makes the engine re-measure, which would
 * cut the move in progress short (issue 9: moves jumped in 15–25 ms instead of sliding over 750 ms).
 * Fewer reviews than shown (a new feed) are shown at once.
 */
export function reviewsShownInSlider(loaded: number, shown: number, motion: CarouselMotion): number {
  if (loaded <= shown || motion === 'idle') return loaded;
  return shown;
}

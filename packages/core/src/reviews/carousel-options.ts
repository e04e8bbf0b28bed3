import type {
  CAROUSEL_NAVIGATIONS,
  CAROUSEL_OFFSET_SIDES,
  CAROUSEL_PAGINATIONS,
} from '@site-widgets/contract/reviews/carousel-attributes.ts';
import { type Breakpoint, CAROUSEL_MIN_BASE_WIDTH, DEFAULT_BREAKPOINTS } from '../layout/breakpoints.ts';
import { type DragVerdict, SWIPE_CLICK_THRESHOLD_PX } from '../timing/swipe.ts';

export type CarouselNavigation = (typeof CAROUSEL_NAVIGATIONS)[number];
export type CarouselPagination = (typeof CAROUSEL_PAGINATIONS)[number];
export type OffsetSides = (typeof CAROUSEL_OFFSET_SIDES)[number];

/** spec 000 §3 "Carousel settings". */
export interface CarouselSettings {
  /** Slides side by side where no breakpoint applies; default 3. */
  slidesToShow: number;
  /** Slides moved per step (never more than are shown); default 1. */
  slidesToScroll: number;
  /** Move on by itself; default false. */
  autoplay: boolean;
  /** ms between automatic moves; default 3000. */
  autoplaySpeed: number;
  /** ms a move takes; default 500. */
  speed: number;
  /** Wrap from the last slide to the first; default true. */
  loop: boolean;
  /** Cross-fade one slide at a time instead of sliding; default false. */
  fade: boolean;
  /** default both. */
  navigation: CarouselNavigation;
  /** default none. */
  pagination: CarouselPagination;
  /** Load the images of the visible slides ± 1 first, the rest as they come near; default true. */
  lazyLoad: boolean;
  /** Hold autoplay while the pointer is over the carousel; default true. */
  pauseOnHover: boolean;
  /** px between slides; default 20. */
  gap: number;
  /** Where neighbouring slides peek in; default none. */
  offsetSides: OffsetSides;
  /** default 992 → 2 and 600 → 1, each below its width. */
  breakpoints: readonly Breakpoint[];
}

/** spec 000 §9 carousel defaults (autoplay speed 3000, speed 500, 3 slides, scroll 1). */
export const CAROUSEL_DEFAULTS: CarouselSettings = {
  slidesToShow: 3,
  slidesToScroll: 1,
  autoplay: false,
  autoplaySpeed: 3000,
  speed: 500,
  loop: true,
  fade: false,
  navigation: 'both',
  pagination: 'none',
  lazyLoad: true,
  pauseOnHover: true,
  gap: 20,
  offsetSides: 'none',
  breakpoints: DEFAULT_BREAKPOINTS,
};

/** spec 000 §5: minimum swipe = list width / touch threshold. 5 (a fifth of the width) as in slick. */
export const CAROUSEL_TOUCH_THRESHOLD = 5;
/** spec 000 §9: lazy-load previous/next amount. */
export const LAZY_LOAD_AMOUNT = 1;

/** The settings a site gave, with every absent one at its default. */
export function resolveCarouselSettings(given: { [K in keyof CarouselSettings]?: CarouselSettings[K] }) {
  const settings: CarouselSettings = { ...CAROUSEL_DEFAULTS };
  for (const [key, value] of Object.entries(given)) {
    if (value !== undefined && key in settings) Object.assign(settings, { [key]: value });
  }
  return settings;
}

/**
 * Embla's `duration` is not in ms: each 1/60 s step it adds `distance / duration` to a velocity damped by
 * 0.68. Simulating that integrator, a move covers 95 % of its distance in (70/3)·duration − 100 ms for
 * durations 20–140 (25 → 483 ms; 36 → 740 ms). Inverting gives duration = 3·(ms + 100) / 70. Below 15 the
 * motion overshoots, so short speeds use 15 (≈ 250 ms); 0 ms is an instant jump.
 */
export function emblaDuration(speedMs: number): number {
  if (speedMs <= 0) return 0;
  return Math.min(140, Math.max(15, Math.round((3 * (speedMs + 100)) / 70)));
}

/**
 * Embla treats a pointer that moved more than `dragThreshold` px as a drag (and swallows the click);
 * spec 000 §4 counts a movement of 10 px as a swipe already (a click only under 10 px).
 */
export const EMBLA_DRAG_THRESHOLD = SWIPE_CLICK_THRESHOLD_PX - 0.01;

/** The subset of Embla's options a carousel sets (structurally an `EmblaOptionsType`). */
export interface CarouselEngineOptions {
  align: 'start';
  loop: boolean;
  slidesToScroll: number;
  duration: number;
  dragThreshold: number;
  containScroll: 'trimSnaps';
  skipSnaps: false;
  watchDrag: boolean;
  /** Media query → options there (`slidesToScroll` never above the slides shown). */
  breakpoints: Record<string, { slidesToScroll: number }>;
}

export interface CarouselPlan {
  engine: CarouselEngineOptions;
  fade: boolean;
  /** Slides shown where no breakpoint applies. */
  slidesToShow: number;
  breakpoints: readonly Breakpoint[];
  /** ms between automatic moves; null when it does not autoplay. */
  autoplayDelay: number | null;
  arrows: boolean;
  dots: boolean;
}

/** One `--sw-slides` value and the media query it applies in (null: everywhere), in cascade order. */
export interface SlideWidthRule {
  media: string | null;
  slides: number;
}

/**
 * The media query of a breakpoint, or null when it applies at every width: widths below the minimum
 * base width (320) count as 320 (spec 000 §9), so a `max` breakpoint at or under 320 never applies.
 */
export function breakpointMedia(breakpoint: Breakpoint): string | null | false {
  if (breakpoint.direction === 'max') {
    return breakpoint.width <= CAROUSEL_MIN_BASE_WIDTH ? false : `(max-width: ${breakpoint.width - 0.02}px)`;
  }
  return breakpoint.width <= CAROUSEL_MIN_BASE_WIDTH ? null : `(min-width: ${breakpoint.width}px)`;
}

/**
 * `slidesToShowAt` as CSS: the base count, then `min` breakpoints widest last, then `max` breakpoints
 * narrowest last, so the cascade picks what `slidesToShowAt` picks at every width. Counts never exceed
 * the slides there are.
 */
export function slideWidthRules(
  base: number,
  breakpoints: readonly Breakpoint[],
  slideCount: number,
): SlideWidthRule[] {
  const cap = (n: number) => Math.max(1, Math.min(n, Math.max(1, slideCount)));
  const mins = breakpoints.filter((b) => b.direction === 'min').sort((a, b) => a.width - b.width);
  const maxes = breakpoints.filter((b) => b.direction === 'max').sort((a, b) => b.width - a.width);
  const rules: SlideWidthRule[] = [{ media: null, slides: cap(base) }];
  for (const breakpoint of [...mins, ...maxes]) {
    const media = breakpointMedia(breakpoint);
    if (media !== false) rules.push({ media, slides: cap(breakpoint.slides) });
  }
  return rules;
}

/**
 * spec 000 §3, §9 → what the carousel engine and the view do. A single slide shows alone and does not
 * move; fade shows one slide at a time; under reduced motion moves are instant.
 */
export function carouselOptions(
  settings: CarouselSettings,
  context: { slideCount: number; reducedMotion: boolean },
): CarouselPlan {
  const { slideCount } = context;
  const single = slideCount <= 1;
  const slidesToShow = single || settings.fade ? 1 : Math.max(1, Math.min(settings.slidesToShow, slideCount));
  const breakpoints = single || settings.fade ? [] : settings.breakpoints;
  const scroll = (shown: number) => slidesToScrollAt(settings, shown);
  const engineBreakpoints: Record<string, { slidesToScroll: number }> = {};
  for (const rule of slideWidthRules(slidesToShow, breakpoints, slideCount)) {
    if (rule.media) engineBreakpoints[rule.media] = { slidesToScroll: scroll(rule.slides) };
  }
  return {
    engine: {
      align: 'start',
      // Embla itself stops looping where the slides shown fill the view; `loopsAt` says where.
      loop: settings.loop && !single,
      slidesToScroll: scroll(slidesToShow),
      duration: context.reducedMotion ? 0 : emblaDuration(settings.speed),
      dragThreshold: EMBLA_DRAG_THRESHOLD,
      containScroll: 'trimSnaps',
      skipSnaps: false,
      watchDrag: !single,
      breakpoints: engineBreakpoints,
    },
    fade: settings.fade && !single,
    slidesToShow,
    breakpoints,
    autoplayDelay: settings.autoplay && !single ? settings.autoplaySpeed : null,
    arrows: !single && settings.navigation !== 'dots',
    dots: !single && settings.navigation !== 'arrows',
  };
}

/** Whether a carousel wraps around at a number of slides shown: only when some are off screen. */
export function loopsAt(loop: boolean, slideCount: number, shown: number): boolean {
  return loop && slideCount > shown;
}

/** Slides moved per step at a number of slides shown. */
export function slidesToScrollAt(settings: Pick<CarouselSettings, 'slidesToScroll'>, shown: number) {
  return Math.max(1, Math.min(settings.slidesToScroll, shown));
}

/**
 * The first slide of every stop (Embla's scroll snaps with `align: start` and `trimSnaps`): every
 * `scroll`-th slide, and without loop the last stop shows the last slides flush with the end.
 */
export function snapStarts(slideCount: number, shown: number, scroll: number, loop: boolean): number[] {
  const starts: number[] = [];
  if (loop) {
    for (let start = 0; start < slideCount; start += scroll) starts.push(start);
    return starts.length ? starts : [0];
  }
  const last = Math.max(0, slideCount - shown);
  for (let start = 0; start < last; start += scroll) starts.push(start);
  starts.push(last);
  return starts;
}

function around(first: number, count: number, slideCount: number, loop: boolean): number[] {
  const indexes: number[] = [];
  for (let offset = 0; offset < count; offset += 1) {
    const index = first + offset;
    if (loop) indexes.push(((index % slideCount) + slideCount) % slideCount);
    else if (index >= 0 && index < slideCount) indexes.push(index);
  }
  return [...new Set(indexes)];
}

/** The slides on screen when the stop starting at `first` is shown. */
export function visibleSlides(first: number, shown: number, slideCount: number, loop: boolean): number[] {
  return around(first, Math.min(shown, slideCount), slideCount, loop);
}

/** spec 000 §9: the slides whose images load now: the visible ones and `amount` either side. */
export function lazyLoadWindow(
  first: number,
  shown: number,
  slideCount: number,
  loop: boolean,
  amount = LAZY_LOAD_AMOUNT,
): number[] {
  return around(first - amount, Math.min(shown + 2 * amount, slideCount), slideCount, loop);
}

/** Where a finished drag settles: one stop on for a swipe, back where it started otherwise. */
export function snapAfterDrag(verdict: DragVerdict, start: number, snapCount: number, loop: boolean): number {
  const step = verdict === 'swipe-next' ? 1 : verdict === 'swipe-previous' ? -1 : 0;
  const target = start + step;
  if (loop) return ((target % snapCount) + snapCount) % snapCount;
  return Math.max(0, Math.min(snapCount - 1, target));
}

/**
 * spec 000 §4: carousels track animating, swiping and dragging. dragging: pressed, moved under 10 px;
 * swiping: pressed and moved 10 px or more; animating: moving to a stop; idle: at rest.
 */
export type CarouselMotion = 'idle' | 'dragging' | 'swiping' | 'animating';
export type CarouselMotionEvent = 'pointer-down' | 'pointer-moved' | 'pointer-up' | 'scroll' | 'settle';

export function nextMotion(current: CarouselMotion, event: CarouselMotionEvent): CarouselMotion {
  const pressed = current === 'dragging' || current === 'swiping';
  switch (event) {
    case 'pointer-down':
      return 'dragging';
    case 'pointer-moved':
      return pressed ? 'swiping' : current;
    case 'pointer-up':
      return pressed ? 'idle' : current;
    case 'scroll':
      return pressed ? current : 'animating';
    case 'settle':
      return pressed ? current : 'idle';
  }
}

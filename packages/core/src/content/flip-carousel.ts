import type {
  FLIP_CAROUSEL_TYPES,
  FLIP_PAGINATION_POSITIONS,
} from '@site-widgets/contract/content/slider-attributes.ts';
import type { Clock } from '../timing/clock.ts';

export type FlipCarouselType = (typeof FLIP_CAROUSEL_TYPES)[number];
export type FlipPaginationPosition = (typeof FLIP_PAGINATION_POSITIONS)[number];

/** spec 001 §3 "Flip carousel": every setting, by clear names. */
export interface FlipCarouselSettings {
  /** Start at the middle picture; default true. */
  startsFromCenter: boolean;
  /** default coverflow. */
  carouselType: FlipCarouselType;
  /** default true. */
  loop: boolean;
  /** default false. */
  autoplay: boolean;
  /** ms between automatic moves; default 3000. */
  autoplayMilliseconds: number;
  /** default true. */
  pauseOnHover: boolean;
  /** A click on a picture at the side brings it to the front; default true. */
  playOnClick: boolean;
  /** The mouse wheel moves the pictures; default false. */
  playOnScroll: boolean;
  /** default after. */
  paginationPosition: FlipPaginationPosition;
  /** Neighbours' overlap in percent of a picture's width (negative: they tuck under); default -60. */
  spacing: number;
  /** The buttons' labels; null: no buttons. */
  buttonPrevious: string | null;
  buttonNext: string | null;
}

export const FLIP_CAROUSEL_DEFAULTS: FlipCarouselSettings = {
  startsFromCenter: true,
  carouselType: 'coverflow',
  loop: true,
  autoplay: false,
  autoplayMilliseconds: 3000,
  pauseOnHover: true,
  playOnClick: true,
  playOnScroll: false,
  paginationPosition: 'after',
  spacing: -60,
  buttonPrevious: 'Previous picture',
  buttonNext: 'Next picture',
};

/** The attribute values as given (`none` as a button label hides both buttons). */
export function resolveFlipCarouselSettings(given: {
  startsFromCenter?: boolean | undefined;
  carouselType?: FlipCarouselType | undefined;
  loop?: boolean | undefined;
  autoplay?: boolean | undefined;
  autoplayMilliseconds?: number | undefined;
  pauseOnHover?: boolean | undefined;
  playOnClick?: boolean | undefined;
  playOnScroll?: boolean | undefined;
  paginationPosition?: FlipPaginationPosition | undefined;
  spacing?: number | undefined;
  buttonPrev?: string | undefined;
  buttonNext?: string | undefined;
}): FlipCarouselSettings {
  const pick = <K extends keyof FlipCarouselSettings>(key: K, value: FlipCarouselSettings[K] | undefined) =>
    value === undefined ? FLIP_CAROUSEL_DEFAULTS[key] : value;
  const hidden = given.buttonPrev === 'none' || given.buttonNext === 'none';
  return {
    startsFromCenter: pick('startsFromCenter', given.startsFromCenter),
    carouselType: pick('carouselType', given.carouselType),
    loop: pick('loop', given.loop),
    autoplay: pick('autoplay', given.autoplay),
    autoplayMilliseconds: pick('autoplayMilliseconds', given.autoplayMilliseconds),
    pauseOnHover: pick('pauseOnHover', given.pauseOnHover),
    playOnClick: pick('playOnClick', given.playOnClick),
    playOnScroll: pick('playOnScroll', given.playOnScroll),
    paginationPosition: pick('paginationPosition', given.paginationPosition),
    spacing: pick('spacing', given.spacing),
    buttonPrevious: hidden ? null : (given.buttonPrev ?? FLIP_CAROUSEL_DEFAULTS.buttonPrevious),
    buttonNext: hidden ? null : (given.buttonNext ?? FLIP_CAROUSEL_DEFAULTS.buttonNext),
  };
}

/** The picture shown in front first: the middle one (of an even count, the one right of the middle). */
export function flipStartIndex(count: number, startsFromCenter: boolean): number {
  return startsFromCenter && count > 0 ? Math.floor(count / 2) : 0;
}

/**
 * How far picture `index` is from the one in front, signed (-1: just left), the short way round when
 * the carousel loops.
 */
export function flipOffset(index: number, current: number, count: number, loop: boolean): number {
  let offset = index - current;
  if (loop && count > 0) {
    if (offset > count / 2) offset -= count;
    if (offset < -count / 2) offset += count;
  }
  return offset;
}

export interface FlipPlacement {
  /** CSS transform of the picture, relative to its place in the centred row. */
  transform: string;
  zIndex: number;
  /** Pictures further than two places away fade out. */
  opacity: number;
}

/**
 * Where a picture stands at an offset from the front one, for each carousel type (the flipster styles
 * the original used): coverflow turns neighbours away, carousel shrinks them behind, wheel sets them on
 * an arc, flat keeps them in a row. `spacing` (percent) pulls neighbours towards the front one.
 */
export function flipPlacement(offset: number, type: FlipCarouselType, spacing: number): FlipPlacement {
  const distance = Math.abs(offset);
  const side = Math.sign(offset);
  // Percent of the picture's own width: -60 moves a neighbour 60 % of a width towards the front one.
  const shift = `${(offset * spacing).toFixed(1)}%`;
  const zIndex = 100 - distance;
  const opacity = distance > 2 ? 0 : 1;
  switch (type) {
    case 'coverflow':
      return {
        transform:
          distance === 0
            ? 'translateX(0) translateZ(0) rotateY(0deg)'
            : `translateX(${shift}) translateZ(${-120 * distance}px) rotateY(${-side * 55}deg)`,
        zIndex,
        opacity,
      };
    case 'carousel':
      return {
        transform: `translateX(${shift}) scale(${(1 - 0.2 * Math.min(distance, 3)).toFixed(2)})`,
        zIndex,
        opacity,
      };
    case 'wheel':
      return {
        transform: `translateX(${shift}) translateY(${12 * distance * distance}px) rotateZ(${side * 8 * distance}deg)`,
        zIndex,
        opacity,
      };
    case 'flat':
      return { transform: 'none', zIndex, opacity: 1 };
  }
}

/** Where the front moves to by a step, or null at an end without loop. */
export function flipStep(current: number, step: 1 | -1, count: number, loop: boolean): number | null {
  const target = current + step;
  if (target >= 0 && target < count) return target;
  if (!loop || count < 2) return null;
  return (target + count) % count;
}

/** ms a wheel gesture owns the carousel: one move per gesture, however many wheel events it fires. */
export const WHEEL_STEP_MS = 400;

/**
 * play_on_scroll: the mouse wheel moves one picture per gesture (a trackpad fires dozens of events);
 * a step is taken only when `WHEEL_STEP_MS` have passed since the last one.
 */
export function createWheelStepper(clock: Pick<Clock, 'now'>, onStep: (step: 1 | -1) => void) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    /** Returns whether the event moved the carousel (so the page should not scroll). */
    wheel(deltaX: number, deltaY: number): boolean {
      const delta = Math.abs(deltaX) > Math.abs(deltaY) ? deltaX : deltaY;
      if (delta === 0) return false;
      const now = clock.now();
      if (now - last < WHEEL_STEP_MS) return true;
      last = now;
      onStep(delta > 0 ? 1 : -1);
      return true;
    },
  };
}

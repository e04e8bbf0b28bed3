/** spec 000 §9: a device under 600 px wide counts as mobile. */
export const MOBILE_MAX_WIDTH = 600;
/** spec 000 §9 carousel defaults. */
export const CAROUSEL_MIN_BASE_WIDTH = 320;

export interface Breakpoint {
  width: number;
  slides: number;
  /** `max`: applies at widths below `width`; `min`: at widths of `width` and above. */
  direction: 'max' | 'min';
}

/** spec 000 §3, §9: 992 → 2 slides and 600 → 1 slide, each below its width. */
export const DEFAULT_BREAKPOINTS: Breakpoint[] = [
  { width: 992, slides: 2, direction: 'max' },
  { width: 600, slides: 1, direction: 'max' },
];

export function isMobileWidth(width: number): boolean {
  return width < MOBILE_MAX_WIDTH;
}

/**
 * Slides shown at a width: the base count (default 3), then every breakpoint that applies, the most
 * specific last (for `max`, the narrowest; for `min`, the widest); never more slides than there are,
 * and at least 1. Widths below the minimum base width count as that width.
 */
export function slidesToShowAt(
  width: number,
  slideCount: number,
  base = 3,
  breakpoints: readonly Breakpoint[] = DEFAULT_BREAKPOINTS,
): number {
  const effective = Math.max(width, CAROUSEL_MIN_BASE_WIDTH);
  let slides = base;
  const maxes = breakpoints
    .filter((b) => b.direction === 'max' && effective < b.width)
    .sort((a, b) => b.width - a.width);
  const mins = breakpoints
    .filter((b) => b.direction === 'min' && effective >= b.width)
    .sort((a, b) => a.width - b.width);
  for (const breakpoint of [...mins, ...maxes]) slides = breakpoint.slides;
  return Math.max(1, Math.min(slides, Math.max(1, slideCount)));
}

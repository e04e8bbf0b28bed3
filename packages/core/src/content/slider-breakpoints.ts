import type { SliderBreakpointName } from '@site-widgets/contract/content/slider-attributes.ts';
import type { Breakpoint } from '../layout/breakpoints.ts';

/**
 * spec 001 §9: slider breakpoints 1e4, 2399, 1221, 1200, 1024, 880, 768, each the widest window it
 * applies to (slick's `responsive[].breakpoint`, a max-width), named as the page builder names them.
 */
export const SLIDER_BREAKPOINTS: ReadonlyArray<{ name: SliderBreakpointName; width: number }> = [
  { name: 'widescreen', width: 10_000 },
  { name: 'desktop', width: 2399 },
  { name: 'laptop', width: 1221 },
  { name: 'tablet_extra', width: 1200 },
  { name: 'tablet', width: 1024 },
  { name: 'mobile_extra', width: 880 },
  { name: 'mobile', width: 768 },
];

export type SliderColumns = Partial<Record<SliderBreakpointName, number>>;

/**
 * The slider breakpoint a window width falls in: the narrowest whose width is at or above it (a window
 * wider than 10,000 px counts as widescreen).
 */
export function sliderBreakpointAt(width: number): SliderBreakpointName {
  let name: SliderBreakpointName = 'widescreen';
  for (const breakpoint of SLIDER_BREAKPOINTS) if (width <= breakpoint.width) name = breakpoint.name;
  return name;
}

/**
 * Slides shown at each breakpoint: a breakpoint without its own count takes the next wider one's
 * (as the page builder inherits desktop → tablet → mobile); the widest takes `base`.
 */
export function sliderColumns(columns: SliderColumns, base = 1): Record<SliderBreakpointName, number> {
  const resolved = {} as Record<SliderBreakpointName, number>;
  let inherited = columns.desktop ?? base;
  for (const { name } of SLIDER_BREAKPOINTS) {
    if (name === 'widescreen') {
      resolved.widescreen = columns.widescreen ?? inherited;
      continue;
    }
    inherited = columns[name] ?? inherited;
    resolved[name] = inherited;
  }
  return resolved;
}

/** Slides shown at a window width. */
export function sliderColumnsAt(width: number, columns: SliderColumns, base = 1): number {
  return sliderColumns(columns, base)[sliderBreakpointAt(width)];
}

/**
 * The same as the carousels' breakpoint list (`max`: below `width`), so the slide-width CSS and the
 * engine's steps follow it: the base count is the widescreen one, then one `max` rule per narrower
 * breakpoint (slick's max-width X is our "below X + 1").
 */
export function sliderCarouselBreakpoints(
  columns: SliderColumns,
  base = 1,
): { base: number; breakpoints: Breakpoint[] } {
  const resolved = sliderColumns(columns, base);
  const breakpoints = SLIDER_BREAKPOINTS.filter((b) => b.name !== 'widescreen').map((b) => ({
    width: b.width + 1,
    slides: resolved[b.name],
    direction: 'max' as const,
  }));
  return { base: resolved.widescreen, breakpoints };
}

import type { Breakpoint } from '@site-widgets/core/layout/breakpoints.ts';
import { slideWidthRules } from '@site-widgets/core/reviews/carousel-options.ts';

export interface SlideWidthStyleProps {
  /** The value of the root's `data-carousel-id`. */
  scope: string;
  base: number;
  breakpoints: readonly Breakpoint[];
  slideCount: number;
}

/** A useId value as a CSS attribute value: letters, digits, `_` and `-` only. */
export function cssScope(id: string): string {
  return id.replace(/[^\w-]/g, '');
}

/**
 * `--sw-slides` at every breakpoint, as media queries the browser applies before any script runs, so
 * the server-rendered first slides already have their final widths (no measuring, no layout shift).
 * Everything in it is a number or a scrubbed id; no visitor text reaches this style element.
 */
export function SlideWidthStyle({ scope, base, breakpoints, slideCount }: SlideWidthStyleProps) {
  const selector = `[data-carousel-id="${cssScope(scope)}"]`;
  const css = slideWidthRules(base, breakpoints, slideCount)
    .map(({ media, slides }) => {
      const rule = `${selector}{--sw-slides:${slides}}`;
      return media ? `@media ${media}{${rule}}` : rule;
    })
    .join('');
  return <style>{css}</style>;
}

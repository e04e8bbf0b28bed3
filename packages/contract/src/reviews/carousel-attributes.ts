import * as z from 'zod/mini';
import { wholeNumber, yesOrNo } from '../attribute-values.ts';

// Schemas here are built on first use (`z.lazy`), not when the module loads: the site carousel's
// settings come into the chunk every page starts after `load`, where only the schemas of the widgets
// present should cost main-thread time (issue 10, Total Blocking Time).

const choice = <const T extends readonly [string, ...string[]]>(choices: T) =>
  z.enum(choices, `must be one of: ${choices.join(', ')}`);

export const CAROUSEL_NAVIGATIONS = ['arrows', 'dots', 'both'] as const;
export const CAROUSEL_PAGINATIONS = ['none', 'fraction'] as const;
export const CAROUSEL_OFFSET_SIDES = ['none', 'both', 'left', 'right'] as const;

/** A responsive breakpoint as written in `data-breakpoints`: below (`max`) or from (`min`) a width. */
export interface BreakpointAttribute {
  width: number;
  slides: number;
  direction: 'max' | 'min';
}

const BREAKPOINT = String.raw`\d{2,5}:\d{1,2}:(?:max|min)`;

/**
 * `992:2:max,600:1:max` → `[{ width: 992, slides: 2, direction: 'max' }, …]`; `none` → no breakpoints.
 * Up to ten, each with a width of 10–99999 px and 1–12 slides.
 */
const breakpointList = z.lazy(() =>
  z.pipe(
    z
      .string()
      .check(
        z.regex(
          new RegExp(`^(?:none|${BREAKPOINT}(?:,${BREAKPOINT}){0,9})$`),
          'must be none or a list like 992:2:max,600:1:max (width:slides:max|min)',
        ),
      ),
    z
      .transform((value: string): BreakpointAttribute[] =>
        value === 'none'
          ? []
          : value.split(',').map((part) => {
              const [width, slides, direction] = part.split(':');
              return { width: Number(width), slides: Number(slides), direction: direction as 'max' | 'min' };
            }),
      )
      .check(
        z.refine((list) => list.every((b) => b.slides >= 1 && b.slides <= 12), 'slides must be 1 to 12'),
      ),
  ),
);

/**
 * The carousel settings of spec 000 §3 ("Carousel settings (site carousels)") as data attributes, shared
 * by the review carousel and the site (image) carousel. Absent ones take the defaults of spec 000 §9.
 * A function, so the fields are built inside the (lazy) schemas that spread them, when first used.
 */
export const carouselSettingFields = () => ({
  /** `data-slides-to-show`: slides side by side at full width; default 3. */
  slidesToShow: z.optional(wholeNumber(1, 12)),
  /** `data-slides-to-scroll`: slides moved per step; default 1. */
  slidesToScroll: z.optional(wholeNumber(1, 12)),
  /** `data-autoplay`: `yes` moves on by itself (with a pause button); default no. */
  autoplay: z.optional(yesOrNo),
  /** `data-autoplay-speed`: ms between automatic moves, 1000–60000; default 3000. */
  autoplaySpeed: z.optional(wholeNumber(1000, 60_000)),
  /** `data-speed`: ms a move takes, 0–3000; default 500. */
  speed: z.optional(wholeNumber(0, 3000)),
  /** `data-loop`: `yes` wraps from the last slide to the first; default yes. */
  loop: z.optional(yesOrNo),
  /** `data-fade`: `yes` cross-fades one slide at a time; default no. */
  fade: z.optional(yesOrNo),
  /** `data-navigation`: `arrows`, `dots` or `both`; default both. */
  navigation: z.optional(choice(CAROUSEL_NAVIGATIONS)),
  /** `data-pagination`: `fraction` shows "2 / 7" under the slides, `none` nothing; default none. */
  pagination: z.optional(choice(CAROUSEL_PAGINATIONS)),
  /** `data-lazy-load`: `yes` loads images of the visible slides ± 1 first; default yes. */
  lazyLoad: z.optional(yesOrNo),
  /** `data-pause-on-hover`: `yes` holds autoplay while the pointer is over it; default yes. */
  pauseOnHover: z.optional(yesOrNo),
  /** `data-gap`: px between slides, 0–100; default 20. */
  gap: z.optional(wholeNumber(0, 100)),
  /** `data-offset-sides`: `none`, `both`, `left` or `right`: where the neighbouring slides peek in; default none. */
  offsetSides: z.optional(choice(CAROUSEL_OFFSET_SIDES)),
  /** `data-breakpoints`: `width:slides:max|min,…`; default `992:2:max,600:1:max`. */
  breakpoints: z.optional(breakpointList),
});

/**
 * Data attributes of `<div data-widget="review-carousel">` (spec 000 §3 "Carousel settings"), read from
 * `element.dataset`. Absent settings take the defaults of spec 000 §9, applied in core
 * (`resolveCarouselSettings`). docs/embed.md is tested against this schema.
 */
export const reviewCarouselAttributesSchema = z.lazy(() =>
  z.object({
    /** `data-template`: the review template id. Required. */
    template: wholeNumber(1, 999_999),
    /** `data-review-count`: how many reviews the carousel holds (one request); default: the template's page size. */
    reviewCount: z.optional(wholeNumber(1, 50)),
    ...carouselSettingFields(),
    /** `data-heading`: an optional heading above the carousel, also its accessible name; default none. */
    heading: z.optional(z.string().check(z.maxLength(200))),
  }),
);

export type ReviewCarouselAttributes = z.output<typeof reviewCarouselAttributesSchema>;

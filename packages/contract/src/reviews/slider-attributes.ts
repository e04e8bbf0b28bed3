import * as z from 'zod/mini';

const wholeNumber = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,6}$/, 'must be a whole number')),
    z.transform(Number).check(z.refine((n) => n >= min && n <= max, `must be between ${min} and ${max}`)),
  );

const yesOrNo = z.pipe(
  z.enum(['yes', 'no'], 'must be one of: yes, no'),
  z.transform((value) => value === 'yes'),
);

export const SLIDER_ANIMATIONS = ['slide', 'fade'] as const;
export type SliderAnimation = (typeof SLIDER_ANIMATIONS)[number];

/**
 * Data attributes of `<div data-widget="review-slider">` (spec 000 §3 "Slider properties"), read from
 * `element.dataset`. Absent settings take the defaults of spec 000 §9 or the template's, applied in core
 * (`resolveSliderSettings`). docs/embed.md is tested against this schema.
 */
export const reviewSliderAttributesSchema = z.object({
  /** `data-template`: the review template id. Required. */
  template: wholeNumber(1, 999_999),
  /** `data-per-page`: reviews on one slide (one on phones), 1–50; default: the template's page size. */
  perPage: z.optional(wholeNumber(1, 50)),
  /** `data-autoplay`: `yes` moves on by itself (with a pause button); default no. */
  autoplay: z.optional(yesOrNo),
  /** `data-delay`: ms between automatic moves, 1000–60000; default 3000. */
  delay: z.optional(wholeNumber(1000, 60_000)),
  /** `data-speed`: ms a move takes, 0–3000; default 750. */
  speed: z.optional(wholeNumber(0, 3000)),
  /** `data-animation`: `slide` or `fade`; default slide. */
  animation: z.optional(z.enum(SLIDER_ANIMATIONS, `must be one of: ${SLIDER_ANIMATIONS.join(', ')}`)),
  /** `data-arrows`: `yes` shows previous/next buttons; default yes. */
  arrows: z.optional(yesOrNo),
  /** `data-animate-height`: `yes` lets the slider's height follow each slide; default: the template's. */
  animateHeight: z.optional(yesOrNo),
  /** `data-force-height`: `yes` makes every slide as tall as the tallest; default no. */
  forceHeight: z.optional(yesOrNo),
  /** `data-load-more`: `yes` fetches the next page as the second-to-last slide is reached; default yes. */
  loadMore: z.optional(yesOrNo),
  /** `data-heading`: an optional heading above the slider, also its accessible name; default none. */
  heading: z.optional(z.string().check(z.maxLength(200))),
});

export type ReviewSliderAttributes = z.output<typeof reviewSliderAttributesSchema>;

import * as z from 'zod/mini';
import { FLOAT_POSITIONS } from './get-float.ts';

const wholeNumber = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,6}$/, 'must be a whole number')),
    z.transform(Number).check(z.refine((n) => n >= min && n <= max, `must be between ${min} and ${max}`)),
  );

const yesOrNo = z.pipe(
  z.enum(['yes', 'no'], 'must be one of: yes, no'),
  z.transform((value) => value === 'yes'),
);

/**
 * Data attributes of `<div data-widget="review-float">`: a pop-up float that shows one review at a time
 * and cycles through a template's reviews with `wprp_get_float` (spec 000 §4, §7 call 4, §9).
 * docs/embed.md is tested against this schema.
 */
export const reviewFloatAttributesSchema = z.object({
  /** `data-float`: the float id (`fid`). Required. */
  float: wholeNumber(1, 999_999),
  /** `data-template`: the review template id (`wtfid`). Required. */
  template: wholeNumber(1, 999_999),
  /** `data-position`: `right`, `left`, `bottom` or `fade`; default right. */
  position: z.optional(z.enum(FLOAT_POSITIONS, `must be one of: ${FLOAT_POSITIONS.join(', ')}`)),
  /** `data-delay`: ms before it comes in, 0–600000; default 3000. */
  delay: z.optional(wholeNumber(0, 600_000)),
  /** `data-auto-close`: ms before it closes by itself, 0–600000 (0 = stays); default 0. */
  autoClose: z.optional(wholeNumber(0, 600_000)),
  /** `data-first-visit-hide`: `yes` shows it on the first page of the session only; default no. */
  firstVisitHide: z.optional(yesOrNo),
});

export type ReviewFloatAttributes = z.output<typeof reviewFloatAttributesSchema>;

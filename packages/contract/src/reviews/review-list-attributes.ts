import * as z from 'zod/mini';
import { LOAD_MORE_MODES } from './review.ts';

const yesNo = z.pipe(
  z.enum(['yes', 'no'], 'must be yes or no'),
  z.transform((value) => value === 'yes'),
);

const wholeNumber = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,6}$/, 'must be a whole number')),
    z.transform(Number).check(z.refine((n) => n >= min && n <= max, `must be between ${min} and ${max}`)),
  );

/**
 * Data attributes of `<div data-widget="review-list">` (read from `element.dataset`, so `data-per-row`
 * arrives as `perRow`). docs/embed.md is tested against this schema.
 */
export const reviewListAttributesSchema = z.object({
  /** `data-template`: the review template id. Required. */
  template: wholeNumber(1, 999_999),
  /** `data-per-row`: reviews per row; default: the template's. */
  perRow: z.optional(wholeNumber(1, 6)),
  /** `data-rows`: rows per page; default: the template's. */
  rows: z.optional(wholeNumber(1, 50)),
  /** `data-load-more`: `button` shows a load-more button, `none` shows the first page only; default: the template's. */
  loadMore: z.optional(z.enum(LOAD_MORE_MODES, `must be one of: ${LOAD_MORE_MODES.join(', ')}`)),
  /** `data-heading`: an optional heading shown above the list; default none. */
  heading: z.optional(z.string().check(z.maxLength(200))),
  /** `data-controls`: `yes` shows the search, sort and filter bar; default no. */
  controls: z.optional(yesNo),
  /** `data-banner`: `yes` shows the source banner; default no. */
  banner: z.optional(yesNo),
  /** `data-layout`: `rows` of cards, or a `masonry` grid of up to `data-per-row` columns; default rows. */
  layout: z.optional(z.enum(['rows', 'masonry'], 'must be one of: rows, masonry')),
  /** `data-read-more`: long texts expand `inline`, open in a `modal`, or show whole (`none`); default inline. */
  readMore: z.optional(z.enum(['inline', 'modal', 'none'], 'must be one of: inline, modal, none')),
});

export type ReviewListAttributes = z.output<typeof reviewListAttributesSchema>;

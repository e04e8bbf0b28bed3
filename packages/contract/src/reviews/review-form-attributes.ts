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

/** The inputs a review form can show besides the rating (the server's form settings use the same names). */
export const REVIEW_FORM_INPUTS = [
  'name',
  'email',
  'title',
  'text',
  'company',
  'website',
  'consent',
  'avatar',
] as const;
export type ReviewFormInput = (typeof REVIEW_FORM_INPUTS)[number];

/** In the page, behind a button in a modal dialog, or a dialog that opens by itself once per session. */
export const REVIEW_FORM_DISPLAYS = ['inline', 'modal', 'popup'] as const;
export type ReviewFormDisplay = (typeof REVIEW_FORM_DISPLAYS)[number];

/** spec 000 §3: `nop` once per post, `nof` once per form, `none` no limit. */
export const REVIEW_FORM_ONE_SUBMISSION = ['none', 'nop', 'nof'] as const;

/** The rating as five star radios, or thumbs up (5) and down (2). */
export const REVIEW_FORM_RATING_STYLES = ['stars', 'thumbs'] as const;

const inputList = z.pipe(
  z
    .string()
    .check(
      z.regex(
        new RegExp(`^(?:${REVIEW_FORM_INPUTS.join('|')})(?:,(?:${REVIEW_FORM_INPUTS.join('|')}))*$`),
        `must be a comma-separated list of: ${REVIEW_FORM_INPUTS.join(', ')}`,
      ),
    ),
  z.transform((value) => [...new Set(value.split(','))] as ReviewFormInput[]),
);

/**
 * Data attributes of `<div data-widget="review-form">` (spec 000 §3 review form submission, §4, §5).
 * A server-rendered form takes its settings from the form record; these are for a form placed on a
 * plain HTML page and must match that record. docs/embed.md is tested against this schema.
 */
export const reviewFormAttributesSchema = z.object({
  /** `data-form`: the review form id. Required. */
  form: wholeNumber(1, 999_999),
  /** `data-display`: `inline`, `modal` (a button opens it) or `popup` (opens by itself); default inline. */
  display: z.optional(z.enum(REVIEW_FORM_DISPLAYS, `must be one of: ${REVIEW_FORM_DISPLAYS.join(', ')}`)),
  /** `data-popup-delay`: ms before a `popup` form opens, once per session, 0–600000; default 10000. */
  popupDelay: z.optional(wholeNumber(0, 600_000)),
  /** `data-button-label`: the text of the button that opens a `modal` form; default 'Write a review'. */
  buttonLabel: z.optional(z.string().check(z.minLength(1), z.maxLength(80))),
  /** `data-heading`: the form's heading; default 'Leave a review'. */
  heading: z.optional(z.string().check(z.maxLength(200))),
  /** `data-fields`: the inputs shown; default name,email,title,text,consent. */
  fields: z.optional(inputList),
  /** `data-required`: the inputs that must be filled in; default name,text. */
  required: z.optional(inputList),
  /** `data-rating-required`: `yes` refuses a review without a rating; default yes. */
  ratingRequired: z.optional(yesOrNo),
  /** `data-rating-style`: `stars` (1–5) or `thumbs` (up = 5, down = 2); default stars. */
  ratingStyle: z.optional(
    z.enum(REVIEW_FORM_RATING_STYLES, `must be one of: ${REVIEW_FORM_RATING_STYLES.join(', ')}`),
  ),
  /** `data-one-submission`: `nop` once per post, `nof` once per form, `none`; default nof. */
  oneSubmission: z.optional(
    z.enum(REVIEW_FORM_ONE_SUBMISSION, `must be one of: ${REVIEW_FORM_ONE_SUBMISSION.join(', ')}`),
  ),
  /** `data-page-name`: the selected page name sent with the review; default none. */
  pageName: z.optional(z.string().check(z.maxLength(200))),
});

export type ReviewFormAttributes = z.output<typeof reviewFormAttributesSchema>;

import * as z from 'zod/mini';
import { optionalWholeNumber } from '../fields.ts';

/** spec 000 §7 call 4: one review for a pop-up float, as HTML. */
export const GET_FLOAT_ACTION = 'wprp_get_float';

export const getFloatFieldsSchema = z.object({
  fid: z.pipe(z.string('is required').check(z.regex(/^\d{1,9}$/, 'must be a float id')), z.transform(Number)),
  wtfid: z.pipe(
    z.string('is required').check(z.regex(/^\d{1,9}$/, 'must be a review template id')),
    z.transform(Number),
  ),
  wtftype: z._default(z.enum(['pop'], 'must be pop'), 'pop'),
  innerdivonly: z._default(z.enum(['yes', 'no'], 'must be yes or no'), 'yes'),
  startoffset: z._default(optionalWholeNumber(100_000), 0),
});

export type GetFloatFields = z.output<typeof getFloatFieldsSchema>;

/** spec 000 §9 pop-up float cycle. */
export const FLOAT_FIRST_FETCH_MS = 8000;
export const FLOAT_SHOW_AGAIN_MS = 6000;
export const FLOAT_REPEAT_MS = 14000;
export const FLOAT_MAX_COUNT = 50;
/** spec 000 §8: an answer shorter than this stops the cycle. */
export const FLOAT_MIN_ANSWER_LENGTH = 100;

/** Where a float slides in from (or `fade`). */
export const FLOAT_POSITIONS = ['right', 'left', 'bottom', 'fade'] as const;
export type FloatPosition = (typeof FLOAT_POSITIONS)[number];

/** What a click on the float does: follow a link, open the slide-out, open the pop-up, or nothing. */
export const FLOAT_CLICK_ACTIONS = ['none', 'url', 'slideout', 'popup'] as const;
export type FloatClickAction = (typeof FLOAT_CLICK_ACTIONS)[number];

/**
 * The answer's wrapper: `div.wprev_pop_contain` with `data-startoffset` (the offset to ask for next,
 * k+1) and `data-review-id`, holding one `article.outerrevdiv` card. Empty past the last review.
 */
export const FLOAT_REVIEW_CLASS = 'wprev_pop_contain';

import * as z from 'zod/mini';
import { FLOAT_CLICK_ACTIONS, FLOAT_POSITIONS } from './get-float.ts';

const wholeNumber = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,6}$/, 'must be a whole number')),
    z.transform(Number).check(z.refine((n) => n >= min && n <= max, `must be between ${min} and ${max}`)),
  );

const yesOrNo = z.pipe(
  z.enum(['yes', 'no'], 'must be one of: yes, no'),
  z.transform((value) => value === 'yes'),
);

/** Where a badge sits: floating in from a side (or fading in) at a corner, or `inline` in the page. */
export const BADGE_POSITIONS = [...FLOAT_POSITIONS, 'inline'] as const;
export type BadgePosition = (typeof BADGE_POSITIONS)[number];

/**
 * Data attributes of `<div data-widget="review-badge">`: the average rating and review count of a
 * template, floating or in the page; a click follows a link or opens a panel of the reviews (spec 000
 * §2 badge click behaviour, §4 floating badge). docs/embed.md is tested against this schema.
 */
export const reviewBadgeAttributesSchema = z.object({
  /** `data-template`: the review template whose average, count and reviews it shows. Required. */
  template: wholeNumber(1, 999_999),
  /** `data-float`: its id in the session's floats memory (closing is remembered by it); default the template id. */
  float: z.optional(wholeNumber(1, 999_999)),
  /** `data-click`: `url`, `slideout`, `popup` or `none`; default none. */
  click: z.optional(z.enum(FLOAT_CLICK_ACTIONS, `must be one of: ${FLOAT_CLICK_ACTIONS.join(', ')}`)),
  /** `data-link`: where `url` goes (http(s) or site-relative); default none (a click then says so). */
  link: z.optional(z.string().check(z.maxLength(2048))),
  /** `data-new-tab`: `yes` opens the link in a new tab; default no. */
  newTab: z.optional(yesOrNo),
  /** `data-position`: `right`, `left`, `bottom`, `fade` (floating) or `inline`; default right. */
  position: z.optional(z.enum(BADGE_POSITIONS, `must be one of: ${BADGE_POSITIONS.join(', ')}`)),
  /** `data-delay`: ms before a floating badge comes in, 0–600000; default 3000. */
  delay: z.optional(wholeNumber(0, 600_000)),
  /** `data-auto-close`: ms before it closes by itself, 0–600000 (0 = stays); default 0. */
  autoClose: z.optional(wholeNumber(0, 600_000)),
  /** `data-first-visit-hide`: `yes` shows it on the first page of the session only; default no. */
  firstVisitHide: z.optional(yesOrNo),
  /** `data-heading`: the badge's title and the panel's heading; default 'Our reviews'. */
  heading: z.optional(z.string().check(z.maxLength(120))),
});

export type ReviewBadgeAttributes = z.output<typeof reviewBadgeAttributesSchema>;

/** spec 000 §2, §8: a `url` badge without a link. */
export const BADGE_EMPTY_LINK_MESSAGE = 'Please enter a Link to URL value.';
/** spec 000 §2, §8: the browser blocked the new tab. */
export const BADGE_POPUP_BLOCKED_MESSAGE = 'Please allow popups for this website';

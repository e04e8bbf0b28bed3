import * as z from 'zod/mini';
import { MAX_SEARCH_RESULTS } from './search-fetch.ts';

const yesOrNo = z.pipe(
  z.enum(['yes', 'no'], 'must be one of: yes, no'),
  z.transform((value) => value === 'yes'),
);

const wholeNumber = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,6}$/, 'must be a whole number')),
    z.transform(Number).check(z.refine((n) => n >= min && n <= max, `must be between ${min} and ${max}`)),
  );

/**
 * Data attributes of `<div data-widget="live-search">` (spec 001 §3 "Search input attributes"), read
 * from `element.dataset`. What may be found at all is the stored widget's (`data-search-id`); these
 * only choose among it and how results look. docs/embed.md is tested against this schema.
 */
export const liveSearchAttributesSchema = z.object({
  /** `data-search-id`: the owner's search widget record (its kinds, limits, categories). Required. */
  searchId: wholeNumber(1, 999_999),
  /** `data-post-type`: search only `post`, `page`, `product` or `attachment`; default every kind the record allows. */
  postType: z.optional(
    z.enum(['post', 'page', 'product', 'attachment'], 'must be one of: post, page, product, attachment'),
  ),
  /** `data-taxonomy`: the taxonomy of the category choice; default `category` (`product_cat` for products). */
  taxonomy: z.optional(
    z.enum(
      ['category', 'post_tag', 'product_cat', 'product_tag', 'media_category'],
      'must be one of: category, post_tag, product_cat, product_tag, media_category',
    ),
  ),
  /** `data-results`: results per answer, 1–20 (the record's maximum still applies); default 5. */
  results: z.optional(wholeNumber(1, MAX_SEARCH_RESULTS)),
  /** `data-description`: `yes` shows each result's excerpt; default yes. */
  description: z.optional(yesOrNo),
  /** `data-words`: the excerpt is cut to this many words, 1–100; default 15. */
  words: z.optional(wholeNumber(1, 100)),
  /** `data-thumbnails`: `yes` shows each result's thumbnail (space reserved); default yes. */
  thumbnails: z.optional(yesOrNo),
  /** `data-price`: `yes` shows a product's price; default yes. */
  price: z.optional(yesOrNo),
  /** `data-view-results`: `yes` shows a button to the full results page; default yes. */
  viewResults: z.optional(yesOrNo),
  /** `data-view-results-text`: that button's text; default `View all results`. */
  viewResultsText: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  /** `data-no-results`: the text when nothing matches; default `No results found`. */
  noResults: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  /** `data-exclude-without-thumbnail`: `yes` leaves out results without an image; default no. */
  excludeWithoutThumbnail: z.optional(yesOrNo),
  /** `data-link-target`: `_blank` opens results in a new tab; default `_self`. */
  linkTarget: z.optional(z.enum(['_self', '_blank'], 'must be one of: _self, _blank')),
  /** `data-password-protected`: `yes` lists titles of password-protected items, if the record allows; default no. */
  passwordProtected: z.optional(yesOrNo),
  /** `data-attachments`: `yes` lists media items, if the record allows; default no. */
  attachments: z.optional(yesOrNo),
  /** `data-label`: the search field's accessible name; default `Search the site`. */
  label: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  /** `data-placeholder`: the search field's placeholder; default `Search…`. */
  placeholder: z.optional(z.string().check(z.maxLength(100))),
});

export type LiveSearchAttributes = z.output<typeof liveSearchAttributesSchema>;

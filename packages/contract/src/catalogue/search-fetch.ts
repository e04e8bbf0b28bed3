import * as z from 'zod/mini';
import { optionalChoice, optionalFilter, optionalText, optionalWholeNumber } from '../fields.ts';

/** spec 001 §7: the live search's one call; it answers HTML. */
export const DATA_FETCH_ACTION = 'wpr_data_fetch';

/** Longest keyword the server reads; a longer one is refused (400), never cut silently. */
export const MAX_SEARCH_KEYWORD_LENGTH = 100;
/** Most results one answer ever holds, whatever the widget or browser asks. */
export const MAX_SEARCH_RESULTS = 20;
/** Deepest offset "load more" may reach: beyond it a visitor should open the results page. */
export const MAX_SEARCH_OFFSET = 1000;

/** The kinds a search can cover, as the original names them (`attachment` is a media item). */
export const SEARCH_POST_TYPES = ['post', 'page', 'product', 'attachment'] as const;
export type SearchPostType = (typeof SEARCH_POST_TYPES)[number];

/** The taxonomies a search can narrow by. */
export const SEARCH_TAXONOMIES = [
  'category',
  'post_tag',
  'product_cat',
  'product_tag',
  'media_category',
] as const;
export type SearchTaxonomy = (typeof SEARCH_TAXONOMIES)[number];

/**
 * The original client's switches arrive as `yes` (on) or empty (off); `no`, `false` and its script's
 * `undefined` are off as well.
 */
const switchField = z.pipe(
  z.transform((value: unknown) => (value === undefined || value === null ? '' : value)),
  z.pipe(
    z.enum(['yes', 'no', 'true', 'false', '', 'undefined'], 'must be yes or empty'),
    z.transform((value) => value === 'yes' || value === 'true'),
  ),
);

/** Our own field (not in the original protocol): which owner-configured search widget is asking. */
export const SEARCH_WIDGET_FIELD = 'sw_search_widget';

/**
 * spec 001 §7 `wpr_data_fetch`, every field as the original front end names it, plus `sw_search_widget`.
 * What the browser sends only narrows what the widget's stored settings allow (docs/api.md).
 */
export const dataFetchRequestSchema = z.object({
  [SEARCH_WIDGET_FIELD]: z.pipe(
    z.string('is required').check(z.regex(/^\d{1,9}$/, 'must be a search widget id')),
    z.transform(Number),
  ),
  wpr_keyword: z._default(optionalText(MAX_SEARCH_KEYWORD_LENGTH), ''),
  /** `all` (every kind the widget allows) or `custom` (only `wpr_option_post_type`). */
  wpr_query_type: optionalChoice(['all', 'custom'] as const),
  wpr_option_post_type: optionalChoice(SEARCH_POST_TYPES),
  wpr_taxonomy_type: optionalFilter(
    new RegExp(`^(${SEARCH_TAXONOMIES.join('|')})$`),
    `must be one of: ${SEARCH_TAXONOMIES.join(', ')}`,
  ),
  /** A term slug or id of `wpr_taxonomy_type`; `0`, `all` or empty for every category. */
  wpr_category: optionalFilter(/^[a-z0-9][a-z0-9_-]{0,99}$/, 'must be a category slug or id'),
  wpr_number_of_results: optionalWholeNumber(1_000_000_000),
  wpr_search_results_offset: z._default(optionalWholeNumber(MAX_SEARCH_OFFSET), 0),
  wpr_show_description: switchField,
  wpr_number_of_words: optionalWholeNumber(1_000_000_000),
  wpr_show_ajax_thumbnail: switchField,
  wpr_show_product_price: switchField,
  wpr_show_view_result_btn: switchField,
  wpr_view_result_text: optionalText(100),
  wpr_no_results: optionalText(200),
  wpr_exclude_without_thumb: switchField,
  wpr_ajax_search_link_target: optionalChoice(['_self', '_blank'] as const),
  /** Password-protected items (their title only), if the widget's settings allow them. */
  wpr_show_ps_pt: switchField,
  /** Media items, if the widget's settings allow them. */
  wpr_show_attachments: switchField,
});

export type DataFetchRequest = z.output<typeof dataFetchRequestSchema>;

/**
 * The answer's markup our client reads back (docs/api.md): one `<ul data-slot="search-results">` whose
 * `data-total` is the number of matches and `data-next-offset` the offset of the next page (absent at
 * the end), and one `<li data-slot="search-result">` per result.
 */
export const SEARCH_RESULTS_SLOT = 'search-results';
export const SEARCH_RESULT_SLOT = 'search-result';

/** One result as our client shows it (read back from the answer's markup, see docs/api.md). */
export interface SearchResultView {
  id: number;
  kind: 'post' | 'page' | 'product' | 'media';
  title: string;
  /** Site-relative address of the item. */
  url: string;
  /** Plain text cut to the configured word count; absent when not shown. */
  description?: string;
  /** The 150×150 thumbnail (its size reserved before it loads); absent when not shown or none. */
  image?: { src: string; width: number; height: number; alt: string };
  /** A product's price as text (sale price when on sale, then the regular price). */
  price?: { current: string; regular?: string };
  /** A password-protected item: only its title is shown. */
  protected?: boolean;
}

/** One answer: the results of one page, how many match, and where the next page starts. */
export interface SearchAnswerView {
  results: SearchResultView[];
  total: number;
  nextOffset: number | undefined;
  /** The link of the view-results button; absent when not shown. */
  viewResults?: { href: string; text: string };
  /** Shown when nothing matches. */
  noResults: string;
  target: '_self' | '_blank';
}

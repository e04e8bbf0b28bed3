import * as z from 'zod/mini';
import { optionalWholeNumber } from '../fields.ts';
import type { GridItemView, GridTermView } from './grid-items.ts';

/** spec 001 §7: the three calls that answer a grid's items as HTML, by widget kind. */
export const GRID_ITEMS_ACTIONS = {
  'post-grid': 'wpr_filter_grid_posts',
  'product-grid': 'wpr_filter_woo_products',
  'media-grid': 'wpr_filter_grid_media',
} as const;

/** spec 001 §7: the three calls that answer `data.query_found` and `data.page_count`, by widget kind. */
export const GRID_COUNT_ACTIONS = {
  'post-grid': 'wpr_get_filtered_count',
  'product-grid': 'wpr_get_woo_filtered_count',
  'media-grid': 'wpr_get_media_filtered_count',
} as const;

export type GridKind = keyof typeof GRID_ITEMS_ACTIONS;
export const GRID_KINDS = ['post-grid', 'media-grid', 'product-grid'] as const satisfies readonly GridKind[];

/**
 * The key inside `grid_settings` that names the owner's stored grid (catalogue_widgets id). Every other
 * key the original client puts there (query_posts_per_page, query_offset, post types, statuses …) is
 * read by no one: the query lives on the server.
 */
export const GRID_WIDGET_ID_KEY = 'widget_id';

/** A term slug as a visitor may send or deep-link it: letters, digits, `-` and `_`, at most 100. */
export const TERM_SLUG_PATTERN = /^[a-z0-9][a-z0-9_-]{0,99}$/;
/** A taxonomy name (category, post_tag, product_cat …). */
export const TAXONOMY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

/** The most characters of a grid's text search that are read; the rest is ignored. */
export const MAX_GRID_SEARCH_LENGTH = 100;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * `wpr_filter`: the chosen term. `*`, `all`, `unset` or nothing mean no filter; the original client
 * sends a term class (`.category-coffee` or `.coffee`), so a leading `.` is dropped; what remains must
 * be a term slug. Yields the slug or undefined.
 */
const filterTerm = z.pipe(
  z.transform((value: unknown) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim().replace(/^\./, '');
    return trimmed === '' || trimmed === '*' || trimmed === 'all' || trimmed === 'unset'
      ? undefined
      : trimmed;
  }),
  z.optional(z.string().check(z.regex(TERM_SLUG_PATTERN, 'must be a term slug, * or all'))),
);

/** `grid_settings`: JSON text whose `widget_id` names the stored grid; nothing else in it is read. */
const gridSettingsField = z.pipe(
  z.string('is required').check(z.maxLength(20_000, 'must be at most 20000 characters')),
  z.transform((text, context) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      context.issues.push({ code: 'custom', input: text, message: 'must be JSON text' });
      return z.NEVER;
    }
    const raw =
      parsed && typeof parsed === 'object'
        ? (parsed as Record<string, unknown>)[GRID_WIDGET_ID_KEY]
        : undefined;
    const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : raw;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 999_999_999) {
      context.issues.push({
        code: 'custom',
        input: text,
        message: `must be a JSON object whose ${GRID_WIDGET_ID_KEY} is a grid widget id`,
      });
      return z.NEVER;
    }
    return id;
  }),
);

/**
 * spec 001 §7: the fields of the six grid calls (`nonce` is checked by the endpoint). Our own client adds
 * `wpr_answer=json` to read the items as data beside their HTML.
 */
export const gridRequestSchema = z.object({
  wpr_offset: optionalWholeNumber(1_000_000_000),
  /** The original's media and product grids send how many items they show instead of an offset. */
  wpr_item_length: optionalWholeNumber(1_000_000_000),
  wpr_filter: filterTerm,
  wpr_taxonomy: z.pipe(
    z.transform(emptyToUndefined),
    z.optional(z.string().check(z.regex(TAXONOMY_PATTERN, 'must be a taxonomy name'))),
  ),
  grid_settings: gridSettingsField,
  /**
   * Our addition (issue 11 item 6): text that narrows the grid through the full-text index, within the
   * owner's query; blank = none. Cut to MAX_GRID_SEARCH_LENGTH characters.
   */
  wpr_search: z.pipe(
    z.transform((value: unknown) =>
      typeof value === 'string'
        ? [...value].slice(0, MAX_GRID_SEARCH_LENGTH).join('').trim() || undefined
        : value,
    ),
    z.optional(z.string('must be text')),
  ),
  wpr_answer: z.pipe(
    z.transform(emptyToUndefined),
    z.optional(z.enum(['html', 'json'], 'must be one of: html, json')),
  ),
});

export type GridRequest = z.output<typeof gridRequestSchema>;

/** The count calls' answer (`success` as the original's JSON helpers wrap it). */
export interface GridCountResponse {
  success: true;
  data: {
    /** Visible items of the grid under the chosen filter (capped by the owner's max pages). */
    query_found: number;
    /** ceil(query_found / posts per page). */
    page_count: number;
  };
}

/** `wpr_answer=json`: one page of items as data and as the HTML the default answer carries. */
export interface GridItemsResponse {
  success: true;
  data: {
    html: string;
    items: GridItemView[];
    query_found: number;
    page_count: number;
    /** The page size the owner configured. */
    per_page: number;
    /** The filter that was applied ('' = none), after the owner's limits. */
    filter: string;
    /** The taxonomy the grid filters by (the owner's). */
    taxonomy: string;
    /** The grid's filter buttons (its allowed terms with visible counts); only on a first page (offset 0). */
    terms?: GridTermView[];
  };
}

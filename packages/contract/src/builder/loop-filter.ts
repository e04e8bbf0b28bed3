import * as z from 'zod/mini';
import { TAXONOMY_PATTERN, TERM_SLUG_PATTERN } from '../catalogue/grid-actions.ts';
import { GRID_ORDERS, GRID_TAXONOMIES, MAX_GRID_PAGE_SIZE } from '../catalogue/grid-settings.ts';
import {
  LOOP_SOURCES,
  LOOP_WIDGET_ID_PATTERN,
  MAX_LOOP_FILTERS,
  MAX_LOOP_PAGE,
  MAX_LOOP_TERMS,
} from './loop-constants.ts';

/**
 * What a site owner stores per loop grid (catalogue_widgets.settings, kind `loop-grid`): the whole
 * query. A request names the widget and picks only terms of these taxonomies and a page.
 */
export const loopGridOwnerSettingsSchema = z
  .object({
    kind: z.literal('loop-grid'),
    /** Posts or products; the query's content kind and visibility are the catalogue grid's. */
    source: z.enum(LOOP_SOURCES),
    /** The taxonomies visitors may filter by (the first one's terms show on the cards). 1–4. */
    taxonomies: z.array(z.string().check(z.regex(TAXONOMY_PATTERN))).check(z.minLength(1), z.maxLength(4)),
    /**
     * How the filter bar's checked terms of one taxonomy combine (AND or OR), and how a URL value with a
     * single term (a GET form's repeated keys) reads; default OR.
     */
    filterJoin: z._default(z.enum(['AND', 'OR']), 'OR'),
    /** Order of items; default newest first. */
    order: z._default(z.enum(GRID_ORDERS), 'newest'),
    /** Items per page, 1–48; default 9. */
    postsPerPage: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_GRID_PAGE_SIZE)), 9),
    /** Pages a visitor may reach; 0 = no limit. Default 0. */
    maxPages: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(MAX_LOOP_PAGE)), 0),
  })
  .check(
    z.refine(
      (settings) =>
        settings.taxonomies.every((taxonomy) =>
          (GRID_TAXONOMIES[settings.source] as readonly string[]).includes(taxonomy),
        ),
      'taxonomies do not fit the source',
    ),
    z.refine(
      (settings) => !settings.order.startsWith('price') || settings.source === 'product-grid',
      'price orders are for product grids only',
    ),
  );

export type LoopGridOwnerSettings = z.output<typeof loopGridOwnerSettingsSchema>;

/** One filter widget's state as the page builder sends it (spec 001 §3 "Loop filter state"). */
export const loopWidgetFilterSchema = z.object({
  filterType: z.string().check(z.maxLength(40)),
  filterData: z.object({
    terms: z
      .array(z.string().check(z.regex(TERM_SLUG_PATTERN, 'must be a term slug')))
      .check(z.maxLength(MAX_LOOP_TERMS)),
    selectedTaxonomy: z.string().check(z.regex(TAXONOMY_PATTERN, 'must be a taxonomy name')),
    /** AND or OR merge; NOT excludes; anything else disables the filter. */
    logicalJoin: z.optional(z.string().check(z.maxLength(20))),
  }),
});

export type LoopWidgetFilter = z.output<typeof loopWidgetFilterSchema>;

/**
 * spec 001 §7 refresh-loop body (JSON). Unknown fields are dropped; `widget_model` is read in edit mode
 * only for its presence: the query never comes from the browser.
 */
export const refreshLoopRequestSchema = z.object({
  post_id: z.number().check(z.int(), z.minimum(0), z.maximum(2 ** 31 - 1)),
  widget_id: z.string().check(z.regex(LOOP_WIDGET_ID_PATTERN, 'must be a loop grid id')),
  widget_filters: z._default(
    z
      .record(z.string().check(z.maxLength(64)), loopWidgetFilterSchema)
      .check(z.refine((filters) => Object.keys(filters).length <= MAX_LOOP_FILTERS, 'too many filters')),
    {},
  ),
  /** The page's address without page/paged; the answer's page links are built on its path and query. */
  pagination_base_url: z._default(z.string().check(z.maxLength(2048)), '/'),
  widget_model: z.optional(z.unknown()),
  is_edit_mode: z.optional(z.boolean()),
});

export type RefreshLoopRequest = z.output<typeof refreshLoopRequestSchema>;

/** The answer: the loop grid container's new inner HTML. */
export interface RefreshLoopResponse {
  data: string;
}

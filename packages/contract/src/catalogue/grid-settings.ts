import * as z from 'zod/mini';
import { type GridKind, TAXONOMY_PATTERN, TERM_SLUG_PATTERN } from './grid-actions.ts';

/** The most items one page of a grid may hold, whatever is stored or asked. */
export const MAX_GRID_PAGE_SIZE = 48;

/** The content kind each grid kind shows: fixed, never chosen by the browser. */
export const GRID_CONTENT_KIND = {
  'post-grid': 'post',
  'media-grid': 'media',
  'product-grid': 'product',
} as const satisfies Record<GridKind, string>;

/** The taxonomies each grid kind may filter by. */
export const GRID_TAXONOMIES = {
  'post-grid': ['category', 'post_tag'],
  'media-grid': ['media_category'],
  'product-grid': ['product_cat', 'product_tag'],
} as const satisfies Record<GridKind, readonly string[]>;

export const GRID_ORDERS = ['newest', 'oldest', 'title', 'menu-order', 'price-low', 'price-high'] as const;
export type GridOrder = (typeof GRID_ORDERS)[number];

/**
 * What a site owner stores per grid widget (catalogue_widgets.settings): the whole query. The browser
 * names the widget by id and picks only an offset and one of the allowed terms.
 */
export const gridOwnerSettingsSchema = z
  .object({
    kind: z.enum(['post-grid', 'media-grid', 'product-grid']),
    /** The taxonomy the filter buttons and `wpr_filter` use; must fit the kind. */
    taxonomy: z.string().check(z.regex(TAXONOMY_PATTERN)),
    /** Term slugs the grid is limited to (and offers as filters); empty = every term of the taxonomy. */
    terms: z._default(z.array(z.string().check(z.regex(TERM_SLUG_PATTERN))).check(z.maxLength(200)), []),
    /** Order of items; `price-*` only for product grids. Default newest first. */
    order: z._default(z.enum(GRID_ORDERS), 'newest'),
    /** Items per page, 1–48; default 9. */
    postsPerPage: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_GRID_PAGE_SIZE)), 9),
    /** Pages a visitor may load in all (pagination_max_pages); 0 = no limit. Default 0. */
    maxPages: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(10_000)), 0),
  })
  .check(
    z.refine(
      (settings) => (GRID_TAXONOMIES[settings.kind] as readonly string[]).includes(settings.taxonomy),
      'taxonomy does not fit the grid kind',
    ),
    z.refine(
      (settings) => settings.kind === 'product-grid' || !settings.order.startsWith('price'),
      'price orders are for product grids only',
    ),
  );

export type GridOwnerSettings = z.output<typeof gridOwnerSettingsSchema>;

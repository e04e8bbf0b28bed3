import * as z from 'zod/mini';
import { TERM_SLUG_PATTERN } from './grid-actions.ts';
import { MAX_GRID_PAGE_SIZE } from './grid-settings.ts';

const yesNo = z.pipe(
  z.enum(['yes', 'no'], 'must be yes or no'),
  z.transform((value) => value === 'yes'),
);

const wholeNumber = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,6}$/, 'must be a whole number')),
    z.transform(Number).check(z.refine((n) => n >= min && n <= max, `must be between ${min} and ${max}`)),
  );

/** A column count as the page builder writes it; core's `gridColumns` reads it (cap 8, 'pro' → 3). */
const columns = z.string().check(z.maxLength(20, 'must be at most 20 characters'));

export const GRID_LAYOUTS = ['fitRows', 'masonry', 'list'] as const;
export type GridLayout = (typeof GRID_LAYOUTS)[number];
export const GRID_PAGINATION_TYPES = ['load-more', 'infinite-scroll'] as const;
export type GridPaginationType = (typeof GRID_PAGINATION_TYPES)[number];
export const GRID_ANIMATIONS = ['none', 'fade-in', 'slide-up', 'zoom-in'] as const;
export type GridAnimation = (typeof GRID_ANIMATIONS)[number];
export const GRID_FILTER_ANIMATIONS = ['none', 'fade', 'zoom'] as const;
export type GridFilterAnimation = (typeof GRID_FILTER_ANIMATIONS)[number];

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, `must be one of: ${values.join(', ')}`);

/** spec 001 §3 "Grid settings": the display attributes every grid shares (`data-grid` names the query). */
const gridDisplayShape = {
  /** `data-grid`: the id of the owner's stored grid (its query, page size and allowed terms). Required. */
  grid: wholeNumber(1, 999_999),
  /** `data-label`: the grid's accessible name; default by kind (Journal, Gallery, Products). */
  label: z.optional(z.string().check(z.minLength(1), z.maxLength(120))),
  /** `data-layout`: fitRows, masonry or list; default fitRows. */
  layout: z.optional(choice(GRID_LAYOUTS)),
  /** `data-columns-desktop`: columns above 1024 px, at most 8; a value containing `pro` means 3; default 3. */
  columnsDesktop: z.optional(columns),
  /** `data-columns-tablet`: columns from 769 to 1024 px; default 2. */
  columnsTablet: z.optional(columns),
  /** `data-columns-mobile`: columns up to 768 px; default 1. */
  columnsMobile: z.optional(columns),
  /** `data-gutter-desktop`: space between items in px (0–200); default 20. */
  gutterDesktop: z.optional(wholeNumber(0, 200)),
  /** `data-gutter-tablet`: default 20. */
  gutterTablet: z.optional(wholeNumber(0, 200)),
  /** `data-gutter-mobile`: default 16. */
  gutterMobile: z.optional(wholeNumber(0, 200)),
  /** `data-media-align`: list layout, picture on the `left` or `right`; default left. */
  mediaAlign: z.optional(choice(['left', 'right'] as const)),
  /** `data-media-width`: list layout, picture width in per cent (10–90); default 40. */
  mediaWidth: z.optional(wholeNumber(10, 90)),
  /** `data-media-distance`: list layout, space between picture and text in px (0–200); default 20. */
  mediaDistance: z.optional(wholeNumber(0, 200)),
  /** `data-pagination-type`: `load-more` button or `infinite-scroll` (300 px before the end); default load-more. */
  paginationType: z.optional(choice(GRID_PAGINATION_TYPES)),
  /** `data-pagination-max-pages`: pages shown at most (the owner's limit still applies); default no limit. */
  paginationMaxPages: z.optional(wholeNumber(1, 10_000)),
  /** `data-filters`: `yes` shows the filter buttons (the owner's allowed terms); default no. */
  filters: z.optional(yesNo),
  /** `data-filters-count`: `yes` shows each term's item count; default no. */
  filtersCount: z.optional(yesNo),
  /** `data-filters-linkable`: `yes` makes the filters `#filter:{term}` links (copyable; they work without script); default no. */
  filtersLinkable: z.optional(yesNo),
  /** `data-deeplinking`: `yes` opens with the filter in `#filter:{term}` and writes it on each change; default no. */
  deeplinking: z.optional(yesNo),
  /** `data-filters-hide-empty`: `yes` hides terms with no visible item; default no. */
  filtersHideEmpty: z.optional(yesNo),
  /** `data-filters-default-filter`: the term chosen on arrival (a deep link wins); default all. */
  filtersDefaultFilter: z.optional(z.string().check(z.regex(TERM_SLUG_PATTERN, 'must be a term slug'))),
  /** `data-filters-animation`: none, fade or zoom as items appear after a filter; default none. */
  filtersAnimation: z.optional(choice(GRID_FILTER_ANIMATIONS)),
  /** `data-animation`: entrance of items (none, fade-in, slide-up, zoom-in); none under reduced motion; default none. */
  animation: z.optional(choice(GRID_ANIMATIONS)),
  /** `data-animation-delay`: ms between consecutive items' entrances (0–5000); default 0. */
  animationDelay: z.optional(wholeNumber(0, 5000)),
  /** `data-animation-duration`: ms of one entrance (0–5000); default 400. */
  animationDuration: z.optional(wholeNumber(0, 5000)),
  /** `data-stick-last-element-to-bottom`: `yes` aligns each card's last line (price, date) at the bottom; default no. */
  stickLastElementToBottom: z.optional(yesNo),
  /** `data-search`: `yes` shows a text box above the grid that narrows it through the site's full-text search (400 ms after the last key, more than 2 characters, empty for all); default no. */
  search: z.optional(yesNo),
  /** `data-search-label`: the search box's label; default `Search {label}`. */
  searchLabel: z.optional(z.string().check(z.minLength(1), z.maxLength(120))),
  /** `data-query-posts-per-page`: accepted for the original's markup and ignored: the owner's stored page size decides. */
  queryPostsPerPage: z.optional(wholeNumber(1, MAX_GRID_PAGE_SIZE)),
};

/** `<div data-widget="post-grid">`: the journal's posts. docs/embed.md is tested against it. */
export const postGridAttributesSchema = z.object(gridDisplayShape);
/** `<div data-widget="product-grid">`: the shop's products with price and stock. */
export const productGridAttributesSchema = z.object(gridDisplayShape);
/** `<div data-widget="media-grid">`: the gallery, with the lightbox. */
export const mediaGridAttributesSchema = z.object({
  ...gridDisplayShape,
  /** `data-lightbox`: `yes` opens pictures in the lightbox (not in the editor); default yes. */
  lightbox: z.optional(yesNo),
});

export type GridAttributes = z.output<typeof mediaGridAttributesSchema>;

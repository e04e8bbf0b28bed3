/** Loop grid and loop filter constants (issue 14 item 6), free of schemas so the browser can take them alone. */

/** spec 001 §7: the loop refresh call, under the REST base (`{rest}` = `/wp-json/`). */
export const REFRESH_LOOP_ROUTE = 'elementor-pro/v1/refresh-loop';
export const DEFAULT_REST_BASE = '/wp-json/';

/** The content a loop grid may show: posts or products (the same queries as the catalogue's grids). */
export const LOOP_SOURCES = ['post-grid', 'product-grid'] as const;
export type LoopSource = (typeof LOOP_SOURCES)[number];

/** spec 001 §3 logicalJoin. AND and OR merge a filter's terms; NOT is our reading of §2's `!`. */
export const LOOP_JOINS = ['AND', 'OR', 'NOT'] as const;
export type LoopJoin = (typeof LOOP_JOINS)[number];

/** Bounds of one request or URL: taxonomies (filters) and terms per filter. */
export const MAX_LOOP_FILTERS = 8;
export const MAX_LOOP_TERMS = 20;
/** The deepest page a visitor may ask for (`e-page-{id}`); past the owner's last page answers empty. */
export const MAX_LOOP_PAGE = 10_000;

/** Our loop widget ids are the owner's record ids: digits only, so `e-filter-{id}-{taxonomy}` splits. */
export const LOOP_WIDGET_ID_PATTERN = /^[1-9][0-9]{0,8}$/;

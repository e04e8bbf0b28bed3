import * as z from 'zod/mini';
import { MAX_SEARCH_RESULTS } from './search-fetch.ts';

/** What a search widget may ever show, in the site owner's words. */
export const SEARCHABLE_KINDS = ['post', 'page', 'product', 'media'] as const;
export type SearchableKind = (typeof SEARCHABLE_KINDS)[number];

/**
 * A live-search widget's stored settings (table catalogue_widgets, `kind: "live-search"`): the owner
 * decides what a visitor may find; the browser only narrows within it. Defaults are the strictest.
 */
export const liveSearchSettingsSchema = z.object({
  kind: z.literal('live-search'),
  /** Kinds of content it may find; default posts, pages and products. Media (attachments) only when listed here, and then only for a box that asks for attachments. */
  kinds: z._default(
    z
      .array(z.enum(SEARCHABLE_KINDS, `must be one of: ${SEARCHABLE_KINDS.join(', ')}`))
      .check(z.minLength(1, 'must name at least one kind')),
    ['post', 'page', 'product'],
  ),
  /** Most results per answer, 1–20; default 10. */
  maxResults: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_SEARCH_RESULTS)), 10),
  /** Whether the titles of password-protected items may ever show (never their text or image), for a box that asks; default never. */
  allowPasswordProtected: z._default(z.boolean(), false),
  /** Category slugs (any taxonomy) a visitor may narrow by, shown in this order; empty: no category choice. */
  categories: z._default(
    z.array(z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,99}$/))).check(z.maxLength(50)),
    [],
  ),
  /** Where the no-JavaScript form and the view-results button lead; default `/search`. */
  resultsPath: z._default(z.string().check(z.regex(/^\/[a-z0-9/_-]{0,100}$/)), '/search'),
});

export type LiveSearchSettings = z.output<typeof liveSearchSettingsSchema>;

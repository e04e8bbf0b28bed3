import {
  LOOP_WIDGET_ID_PATTERN,
  type LoopJoin,
  MAX_LOOP_FILTERS,
  MAX_LOOP_PAGE,
  MAX_LOOP_TERMS,
} from '@site-widgets/contract/builder/loop-constants.ts';

/** One taxonomy's filter of a loop grid: the chosen terms and how they combine. */
export interface TaxonomyFilter {
  taxonomy: string;
  join: LoopJoin;
  terms: string[];
}

/** spec 001 §2: terms joined by `+` for AND, `~` for OR; `!` for NOT (written before every term). */
export const LOOP_SEPARATORS: Record<LoopJoin, string> = { AND: '+', OR: '~', NOT: '!' };

const TERM = /^[a-z0-9][a-z0-9_-]{0,99}$/;
const TAXONOMY = /^[a-z][a-z0-9_]{0,39}$/;
/** Longer values are hostile (20 terms of 100 characters and their separators fit well inside). */
const MAX_VALUE_LENGTH = MAX_LOOP_TERMS * 101;
const FILTER_KEY_PREFIX = 'e-filter-';
const PAGE_KEY_PREFIX = 'e-page-';
/** Relative addresses are resolved against this; only path, query and hash are ever kept. */
const BASE = 'http://loop.invalid';

/** `e-filter-{widgetId}-{taxonomy}`. */
export function filterKey(widgetId: string, taxonomy: string): string {
  return `${FILTER_KEY_PREFIX}${widgetId}-${taxonomy}`;
}

/** `e-page-{widgetId}`: the loop grid's page number in the URL. */
export function pageKey(widgetId: string): string {
  return `${PAGE_KEY_PREFIX}${widgetId}`;
}

/**
 * Whether a query key is one the filter change drops (spec 001 §2: "any key starting with
 * e-page-{widgetId}"). Our ids are digits, so `e-page-7` must not take `e-page-70` with it: the prefix
 * has to end the key or be followed by something other than a digit.
 */
export function isPageKeyOf(key: string, widgetId: string): boolean {
  const prefix = pageKey(widgetId);
  return key.startsWith(prefix) && !/^[0-9]/.test(key.slice(prefix.length));
}

/** A URL value for the terms: `a+b` (AND), `a~b` (OR), `!a!b` (NOT). Terms are kept as given. */
export function encodeTerms(join: LoopJoin, terms: readonly string[]): string {
  const separator = LOOP_SEPARATORS[join];
  return join === 'NOT' ? terms.map((term) => `!${term}`).join('') : terms.join(separator);
}

/**
 * Reads a URL value back: the join and the terms, merged and de-duplicated, at most MAX_LOOP_TERMS;
 * a single term (no separator) takes `singleJoin` (the filter's own join; default AND).
 * A space is read as `+` (form encoding turns a literal `+` into a space). Malformed values (mixed
 * separators, no valid term, too long) give undefined and are ignored; invalid terms are dropped.
 */
export function decodeTerms(
  value: string,
  singleJoin: LoopJoin = 'AND',
): { join: LoopJoin; terms: string[] } | undefined {
  if (value.length === 0 || value.length > MAX_VALUE_LENGTH) return undefined;
  const text = value.replace(/ /g, '+');
  const hasAnd = text.includes('+');
  const hasOr = text.includes('~');
  const hasNot = text.includes('!');
  if (Number(hasAnd) + Number(hasOr) + Number(hasNot) > 1) return undefined;
  const join: LoopJoin = hasNot ? 'NOT' : hasOr ? 'OR' : 'AND';
  const terms = uniqueTerms(text.split(LOOP_SEPARATORS[join]));
  if (terms.length === 0) return undefined;
  // A value without separator (one term) means the same under AND and OR: it takes the filter's join.
  return { join: hasAnd || hasOr || hasNot ? join : singleJoin, terms };
}

/** Valid term slugs, lower-cased, first occurrence kept, at most MAX_LOOP_TERMS. */
export function uniqueTerms(candidates: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const candidate of candidates) {
    const term = candidate.trim().toLowerCase();
    if (TERM.test(term)) seen.add(term);
    if (seen.size >= MAX_LOOP_TERMS) break;
  }
  return [...seen];
}

function searchOf(search: string | URLSearchParams): URLSearchParams {
  return typeof search === 'string' ? new URLSearchParams(search) : search;
}

/**
 * The loop grid's filters in a query (`location.search` or parsed params): one per taxonomy, in the
 * order of the URL, at most MAX_LOOP_FILTERS. A repeated key (a GET form's checkboxes) merges its
 * values under the first value's join (`singleJoin` for single terms). Other widgets' keys and malformed values are ignored.
 */
export function readLoopFilters(
  search: string | URLSearchParams,
  widgetId: string,
  singleJoin: LoopJoin = 'AND',
): TaxonomyFilter[] {
  if (!LOOP_WIDGET_ID_PATTERN.test(widgetId)) return [];
  const prefix = `${FILTER_KEY_PREFIX}${widgetId}-`;
  const byTaxonomy = new Map<string, TaxonomyFilter>();
  for (const [key, value] of searchOf(search)) {
    if (!key.startsWith(prefix)) continue;
    const taxonomy = key.slice(prefix.length);
    if (!TAXONOMY.test(taxonomy)) continue;
    const decoded = decodeTerms(value, singleJoin);
    if (!decoded) continue;
    const known = byTaxonomy.get(taxonomy);
    if (known) {
      known.terms = uniqueTerms([...known.terms, ...decoded.terms]);
    } else if (byTaxonomy.size < MAX_LOOP_FILTERS) {
      byTaxonomy.set(taxonomy, { taxonomy, ...decoded });
    }
  }
  return [...byTaxonomy.values()];
}

/** The page the URL asks for (`e-page-{id}`), 1 when absent or not a page number. */
export function readLoopPage(search: string | URLSearchParams, widgetId: string): number {
  const value = searchOf(search).get(pageKey(widgetId)) ?? '';
  if (!/^[1-9][0-9]{0,5}$/.test(value)) return 1;
  return Math.min(Number(value), MAX_LOOP_PAGE);
}

function parse(href: string): URL | undefined {
  try {
    return new URL(href, BASE);
  } catch {
    return undefined;
  }
}

/**
 * spec 001 §2: the address after a filter change. Every `e-filter-{id}-*` key is replaced by the new
 * filters (a taxonomy without terms has no key), every `e-page-{id}` key is dropped (back to page 1),
 * other keys stay. Separators are written as they are (`a+b`, `a~b`, `!a`), terms percent-encoded.
 * Returns path, query and hash (never another origin).
 */
export function writeLoopFilters(href: string, widgetId: string, filters: readonly TaxonomyFilter[]): string {
  const url = parse(href) ?? new URL('/', BASE);
  const prefix = `${FILTER_KEY_PREFIX}${widgetId}-`;
  const kept = rawSegments(url.search).filter(
    ({ key }) => !key.startsWith(prefix) && !isPageKeyOf(key, widgetId),
  );
  const own = filters
    .filter((filter) => filter.terms.length > 0 && TAXONOMY.test(filter.taxonomy))
    .slice(0, MAX_LOOP_FILTERS)
    .map((filter) => {
      const terms = uniqueTerms(filter.terms).map(encodeURIComponent);
      return `${filterKey(widgetId, filter.taxonomy)}=${encodeTerms(filter.join, terms)}`;
    });
  return `${url.pathname}${querySuffix([...kept.map(({ raw }) => raw), ...own])}${url.hash}`;
}

/** The query's `key=value` segments as written (so other keys keep their encoding), keys decoded. */
function rawSegments(search: string): Array<{ key: string; raw: string }> {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .map((raw) => {
      const name = raw.split('=', 1)[0] ?? '';
      let key = name;
      try {
        key = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        key = name;
      }
      return { key, raw };
    });
}

function querySuffix(segments: readonly string[]): string {
  return segments.length > 0 ? `?${segments.join('&')}` : '';
}

/**
 * spec 001 §2: the pagination base URL is the address without `page` and `paged`. Path and query only;
 * undefined for an address that is not http(s) or a site path.
 */
export function paginationBaseUrl(href: string): string | undefined {
  if (/^\s*\/\//.test(href)) return undefined;
  const url = parse(href);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  const kept = rawSegments(url.search)
    .filter(({ key }) => key !== 'page' && key !== 'paged')
    .map(({ raw }) => raw);
  return `${url.pathname}${querySuffix(kept)}`;
}

/** A page link of the loop grid: the pagination base with `e-page-{id}` set (page 1 has no key). */
export function loopPageHref(base: string, widgetId: string, page: number): string {
  const url = parse(base) ?? new URL('/', BASE);
  const kept = rawSegments(url.search)
    .filter(({ key }) => !isPageKeyOf(key, widgetId))
    .map(({ raw }) => raw);
  if (page > 1) kept.push(`${pageKey(widgetId)}=${page}`);
  return `${url.pathname}${querySuffix(kept)}`;
}

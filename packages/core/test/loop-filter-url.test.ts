import { MAX_LOOP_FILTERS, MAX_LOOP_PAGE, MAX_LOOP_TERMS } from '@site-widgets/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consolidateFilters, widgetFiltersOf } from '../src/builder/loop-filter-state.ts';
import {
  decodeTerms,
  encodeTerms,
  filterKey,
  loopPageHref,
  paginationBaseUrl,
  readLoopFilters,
  readLoopPage,
  type TaxonomyFilter,
  writeLoopFilters,
} from '../src/builder/loop-filter-url.ts';

const query = (href: string) => href.slice(href.indexOf('?'));

describe('loop filter URL codec (spec 001 §2)', () => {
  it('writes the key e-filter-{widgetId}-{taxonomy} with + for AND, ~ for OR and ! for NOT', () => {
    expect(filterKey('7', 'category')).toBe('e-filter-7-category');
    expect(encodeTerms('AND', ['news', 'events'])).toBe('news+events');
    expect(encodeTerms('OR', ['news', 'events'])).toBe('news~events');
    expect(encodeTerms('NOT', ['news', 'events'])).toBe('!news!events');
    const href = writeLoopFilters('/topics', '7', [
      { taxonomy: 'category', join: 'AND', terms: ['news', 'events'] },
      { taxonomy: 'post_tag', join: 'OR', terms: ['milk', 'espresso'] },
    ]);
    expect(href).toBe('/topics?e-filter-7-category=news+events&e-filter-7-post_tag=milk~espresso');
  });

  it('reads each join back', () => {
    expect(decodeTerms('news+events')).toEqual({ join: 'AND', terms: ['news', 'events'] });
    expect(decodeTerms('news~events')).toEqual({ join: 'OR', terms: ['news', 'events'] });
    expect(decodeTerms('!news!events')).toEqual({ join: 'NOT', terms: ['news', 'events'] });
    expect(decodeTerms('news')).toEqual({ join: 'AND', terms: ['news'] });
    // Form encoding reads a literal + as a space.
    expect(decodeTerms('news events')).toEqual({ join: 'AND', terms: ['news', 'events'] });
  });

  it('round-trips any filters through the URL', () => {
    const slug = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,12}$/);
    const filter = fc.record({
      taxonomy: fc.constantFrom('category', 'post_tag', 'product_cat'),
      join: fc.constantFrom('AND' as const, 'OR' as const, 'NOT' as const),
      terms: fc.uniqueArray(slug, { minLength: 1, maxLength: 6 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(filter, { selector: (f) => f.taxonomy, maxLength: 3 }), (filters) => {
        const href = writeLoopFilters('/topics?lang=en#grid', '12', filters);
        const read = readLoopFilters(new URL(href, 'http://x').search, '12');
        // A single AND or OR term reads back as AND: one term means the same under both.
        const expected = filters.map((f) => ({
          ...f,
          join: f.terms.length === 1 && f.join !== 'NOT' ? 'AND' : f.join,
        }));
        expect(read).toEqual(expected);
        expect(href).toContain('lang=en');
        expect(href.endsWith('#grid')).toBe(true);
      }),
    );
  });

  it('drops every e-page-{widgetId} key when the filters change, and keeps other keys as written', () => {
    const href = writeLoopFilters(
      '/topics?e-page-7=3&e-page-7-extra=1&e-page-70=2&q=caf%C3%A9&e-filter-7-post_tag=milk&e-filter-8-category=x',
      '7',
      [{ taxonomy: 'category', join: 'OR', terms: ['news'] }],
    );
    expect(query(href)).toBe('?e-page-70=2&q=caf%C3%A9&e-filter-8-category=x&e-filter-7-category=news');
  });

  it('removes the key of a taxonomy whose terms were all cleared', () => {
    expect(writeLoopFilters('/topics?e-filter-7-category=news', '7', [])).toBe('/topics');
    expect(
      writeLoopFilters('/topics?e-filter-7-category=news', '7', [
        { taxonomy: 'category', join: 'AND', terms: [] },
      ]),
    ).toBe('/topics');
  });

  it('merges a repeated key (a GET form without script) and de-duplicates terms', () => {
    expect(
      readLoopFilters('?e-filter-7-category=news&e-filter-7-category=events&e-filter-7-category=news', '7'),
    ).toEqual([{ taxonomy: 'category', join: 'AND', terms: ['news', 'events'] }]);
    expect(readLoopFilters('?e-filter-7-category=news~news~NEWS', '7')).toEqual([
      { taxonomy: 'category', join: 'OR', terms: ['news'] },
    ]);
  });

  it('ignores hostile values: markup, mixed separators, other widgets, bad taxonomies, huge lists', () => {
    expect(decodeTerms('news+events~cakes')).toBeUndefined();
    expect(decodeTerms('!news+events')).toBeUndefined();
    expect(decodeTerms('<script>alert(1)</script>')).toBeUndefined();
    expect(decodeTerms('')).toBeUndefined();
    expect(decodeTerms('a'.repeat(5000))).toBeUndefined();
    expect(decodeTerms('news+<b>+events')).toEqual({ join: 'AND', terms: ['news', 'events'] });
    const many = Array.from({ length: 200 }, (_, i) => `t${i}`).join('~');
    expect(decodeTerms(many.slice(0, 2000))?.terms).toHaveLength(MAX_LOOP_TERMS);
    expect(readLoopFilters('?e-filter-7-Category=news&e-filter-7-cat-egory=x&e-filter-7-=x', '7')).toEqual(
      [],
    );
    expect(readLoopFilters('?e-filter-7-category=news', '8')).toEqual([]);
    expect(readLoopFilters('?e-filter-7-category=news', '7-category')).toEqual([]);
    const taxonomies = Array.from({ length: 30 }, (_, i) => `e-filter-7-tax${i}=a`).join('&');
    expect(readLoopFilters(`?${taxonomies}`, '7')).toHaveLength(MAX_LOOP_FILTERS);
    expect(() => readLoopFilters('?e-filter-7-category=%E0%A4%A', '7')).not.toThrow();
  });

  it('never writes another origin or a script address', () => {
    expect(writeLoopFilters('https://evil.example/x?y=1', '7', [])).toBe('/x?y=1');
    expect(writeLoopFilters('//evil.example/x', '7', [])).toBe('/x');
    expect(paginationBaseUrl('javascript:alert(1)')).toBeUndefined();
    expect(paginationBaseUrl('//evil.example/x')).toBeUndefined();
    const written = writeLoopFilters('/topics', '7', [
      { taxonomy: 'category', join: 'AND', terms: ['"><img src=x>', 'news'] },
    ]);
    expect(written).toBe('/topics?e-filter-7-category=news');
  });

  it('removes page and paged from the pagination base URL, and nothing else', () => {
    expect(
      paginationBaseUrl('https://cafe.example/topics?page=2&paged=3&e-filter-7-category=a+b&x=1#top'),
    ).toBe('/topics?e-filter-7-category=a+b&x=1');
    expect(paginationBaseUrl('/topics?pages=2')).toBe('/topics?pages=2');
  });

  it('builds page links with e-page-{widgetId} on the base (page 1 has no key)', () => {
    expect(loopPageHref('/topics?e-filter-7-category=a~b', '7', 2)).toBe(
      '/topics?e-filter-7-category=a~b&e-page-7=2',
    );
    expect(loopPageHref('/topics?e-page-7=4&e-filter-7-category=a', '7', 1)).toBe(
      '/topics?e-filter-7-category=a',
    );
  });

  it('reads the page number, 1 when absent or malformed, capped', () => {
    expect(readLoopPage('?e-page-7=3', '7')).toBe(3);
    expect(readLoopPage('?e-page-7=0', '7')).toBe(1);
    expect(readLoopPage('?e-page-7=-2', '7')).toBe(1);
    expect(readLoopPage('?e-page-7=2e3', '7')).toBe(1);
    expect(readLoopPage('?e-page-7=999999', '7')).toBe(MAX_LOOP_PAGE);
    expect(readLoopPage('', '7')).toBe(1);
  });
});

describe('loop filter consolidation (spec 001 §3, §5)', () => {
  const state = (selectedTaxonomy: string, terms: string[], logicalJoin?: string) => ({
    filterType: 'taxonomy',
    filterData: { selectedTaxonomy, terms, logicalJoin },
  });

  it('merges and de-duplicates the terms of filters on one taxonomy under AND or OR', () => {
    const merged = consolidateFilters({
      a: state('category', ['news', 'events'], 'OR'),
      b: state('category', ['events', 'baking'], 'OR'),
      c: state('post_tag', ['milk'], 'AND'),
    });
    expect(merged).toEqual<TaxonomyFilter[]>([
      { taxonomy: 'category', join: 'OR', terms: ['news', 'events', 'baking'] },
      { taxonomy: 'post_tag', join: 'AND', terms: ['milk'] },
    ]);
  });

  it('disables a filter whose operator is not AND or OR (or NOT)', () => {
    expect(consolidateFilters({ a: state('category', ['news'], 'DISABLED') })).toEqual([]);
    expect(consolidateFilters({ a: state('category', ['news']) })).toEqual([]);
    expect(consolidateFilters({ a: state('category', ['news'], 'and') })).toEqual([]);
    expect(consolidateFilters({ a: { ...state('category', ['news'], 'OR'), filterType: 'price' } })).toEqual(
      [],
    );
  });

  it('writes widget_filters that consolidate back to the same filters', () => {
    const filters: TaxonomyFilter[] = [
      { taxonomy: 'category', join: 'OR', terms: ['news'] },
      { taxonomy: 'post_tag', join: 'NOT', terms: ['milk', 'seasonal'] },
    ];
    expect(consolidateFilters(widgetFiltersOf(filters))).toEqual(filters);
  });
});

describe('single terms take the filter bar own join', () => {
  it('reads repeated single-term keys (a GET form) under the join given', () => {
    expect(readLoopFilters('?e-filter-7-category=news&e-filter-7-category=events', '7', 'OR')).toEqual([
      { taxonomy: 'category', join: 'OR', terms: ['news', 'events'] },
    ]);
    expect(decodeTerms('news', 'OR')).toEqual({ join: 'OR', terms: ['news'] });
    expect(decodeTerms('news+events', 'OR')).toEqual({ join: 'AND', terms: ['news', 'events'] });
    expect(decodeTerms('!news', 'OR')).toEqual({ join: 'NOT', terms: ['news'] });
  });
});

import { type LoopJoin, MAX_LOOP_FILTERS } from '@site-widgets/contract/builder/loop-constants.ts';
import { type TaxonomyFilter, uniqueTerms } from './loop-filter-url.ts';

/** One filter widget's state (spec 001 §3), as the page builder keys it by filter id. */
export interface WidgetFilterState {
  filterType: string;
  filterData: { terms: readonly string[]; selectedTaxonomy: string; logicalJoin?: string };
}

/** spec 001 §5: the operator must be AND or OR (NOT for `!`), else the filter is disabled. */
export function joinOf(logicalJoin: string | undefined): LoopJoin | undefined {
  return logicalJoin === 'AND' || logicalJoin === 'OR' || logicalJoin === 'NOT' ? logicalJoin : undefined;
}

/**
 * The consolidated filters (spec 001 §3, §5): taxonomy filters grouped by taxonomy; each filter's terms
 * merged and de-duplicated under the first enabled filter's join for that taxonomy. A filter with
 * another operator, another type or no valid term is disabled (it adds nothing). At most
 * MAX_LOOP_FILTERS taxonomies.
 */
export function consolidateFilters(filters: Readonly<Record<string, WidgetFilterState>>): TaxonomyFilter[] {
  const byTaxonomy = new Map<string, TaxonomyFilter>();
  for (const filter of Object.values(filters)) {
    if (filter.filterType !== 'taxonomy') continue;
    const join = joinOf(filter.filterData.logicalJoin);
    if (!join) continue;
    const taxonomy = filter.filterData.selectedTaxonomy;
    const terms = uniqueTerms(filter.filterData.terms);
    if (terms.length === 0) continue;
    const known = byTaxonomy.get(taxonomy);
    if (known) known.terms = uniqueTerms([...known.terms, ...terms]);
    else if (byTaxonomy.size < MAX_LOOP_FILTERS) byTaxonomy.set(taxonomy, { taxonomy, join, terms });
  }
  return [...byTaxonomy.values()];
}

/** The request's `widget_filters` for the consolidated filters: one filter per taxonomy. */
export function widgetFiltersOf(filters: readonly TaxonomyFilter[]): Record<string, WidgetFilterState> {
  const result: Record<string, WidgetFilterState> = {};
  for (const filter of filters) {
    result[filter.taxonomy] = {
      filterType: 'taxonomy',
      filterData: { terms: filter.terms, selectedTaxonomy: filter.taxonomy, logicalJoin: filter.join },
    };
  }
  return result;
}

const filtersKey = (filters: readonly TaxonomyFilter[]) =>
  JSON.stringify(filters.map((f) => [f.taxonomy, [...f.terms].sort()]).sort());

/** Whether two filter sets choose the same terms of the same taxonomies (orders and joins aside). */
export function sameFilters(a: readonly TaxonomyFilter[], b: readonly TaxonomyFilter[]): boolean {
  return filtersKey(a) === filtersKey(b);
}

/**
 * The filters cut to the terms offered (taxonomy → its terms, as a form has boxes for them): an address
 * may name others, which the server drops too. A filter left with no term is left out.
 */
export function offeredFilters(
  filters: readonly TaxonomyFilter[],
  offered: ReadonlyMap<string, ReadonlySet<string>>,
): TaxonomyFilter[] {
  return filters
    .map((filter) => ({
      ...filter,
      terms: filter.terms.filter((term) => offered.get(filter.taxonomy)?.has(term) ?? false),
    }))
    .filter((filter) => filter.terms.length > 0);
}

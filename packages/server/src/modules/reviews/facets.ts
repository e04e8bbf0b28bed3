import type { FacetValue, ReviewFacets, ReviewTemplate } from '@site-widgets/contract';
import type { ReviewRepository } from './review-repository.ts';

type FacetRow = Awaited<ReturnType<ReviewRepository['facetRows']>>[number];

function facet(
  rows: FacetRow[],
  keyOf: (row: FacetRow) => string,
  labelOf: (row: FacetRow) => string,
): FacetValue[] {
  const byValue = new Map<string, { label: string; count: number; rated: number; sum: number }>();
  for (const row of rows) {
    const value = keyOf(row);
    if (value === '') continue;
    const entry = byValue.get(value) ?? { label: labelOf(row) || value, count: 0, rated: 0, sum: 0 };
    entry.count += row.total;
    entry.rated += row.ratedCount;
    entry.sum += row.scoreSum;
    byValue.set(value, entry);
  }
  return [...byValue.entries()]
    .map(([value, e]) => ({
      value,
      label: e.label,
      count: e.count,
      average: e.rated ? Math.round((e.sum / e.rated) * 10) / 10 : 0,
    }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** What a template's list can be filtered to, cached against the reviews revision like the totals. */
export function createFacetsCache(repository: ReviewRepository) {
  const entries = new Map<number, { revision: number; key: string; facets: ReviewFacets }>();
  return async function facetsOf(template: ReviewTemplate): Promise<ReviewFacets> {
    const revision = await repository.revision();
    const key = JSON.stringify(template);
    const hit = entries.get(template.id);
    if (hit && hit.revision === revision && hit.key === key) return hit.facets;
    const rows = await repository.facetRows(template);
    const facets: ReviewFacets = {
      sources: facet(
        rows,
        (row) => row.pageId,
        (row) => row.pageName,
      ),
      platforms: facet(
        rows,
        (row) => row.platform,
        (row) => row.platform,
      ),
      languages: facet(
        rows,
        (row) => row.language,
        (row) => row.language,
      ),
    };
    if (entries.size > 500) entries.clear();
    entries.set(template.id, { revision, key, facets });
    return facets;
  };
}

import type { FacetValue, ReviewFacets } from '@site-widgets/contract';
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

/** What a template's list can be filtered to, from its grouped counts. */
export function facetsFromRows(rows: FacetRow[]): ReviewFacets {
  return {
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
}

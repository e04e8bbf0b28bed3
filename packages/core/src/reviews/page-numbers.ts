/** One item of a page-number bar. */
export type PageItem =
  | { kind: 'previous'; page: number }
  | { kind: 'next'; page: number }
  | { kind: 'page'; page: number; current: boolean }
  | { kind: 'dots'; key: string };

/**
 * spec 000 §9: the bar shows the first and last page, the current page ± 1, dots for the gaps, and
 * previous/next when there is a page that way. A gap of exactly one page shows that page instead of
 * dots (dots must hide at least two pages to save room).
 */
export function pageNumbersAround(current: number, last: number): PageItem[] {
  if (last <= 1) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  const wanted = new Set([1, last, page - 1, page, page + 1].filter((n) => n >= 1 && n <= last));
  const pages = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  if (page > 1) items.push({ kind: 'previous', page: page - 1 });
  let previous = 0;
  for (const n of pages) {
    if (n - previous === 2) items.push({ kind: 'page', page: n - 1, current: false });
    else if (n - previous > 2) items.push({ kind: 'dots', key: `dots-${previous}-${n}` });
    items.push({ kind: 'page', page: n, current: n === page });
    previous = n;
  }
  if (page < last) items.push({ kind: 'next', page: page + 1 });
  return items;
}

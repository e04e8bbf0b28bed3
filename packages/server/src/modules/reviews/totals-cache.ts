import type { ReviewTemplate } from '@site-widgets/contract';
import { countKey, type VisitorFilters } from './review-query.ts';
import type { ReviewRepository, ReviewTotals } from './review-repository.ts';

const MAX_ENTRIES = 2000;

/**
 * Totals (count, average) per filter set, cached against the reviews revision: every write bumps the
 * revision in its own transaction, so a cached total is exact, on any number of server instances, for
 * the price of one primary-key read. Counting 100k rows per call is what this avoids.
 */
export function createTotalsCache(repository: ReviewRepository) {
  const entries = new Map<string, { revision: number; totals: ReviewTotals }>();
  return {
    async get(template: ReviewTemplate, filters: VisitorFilters): Promise<ReviewTotals> {
      const revision = await repository.revision();
      const key = countKey(template, filters);
      const hit = entries.get(key);
      if (hit && hit.revision === revision) return hit.totals;
      const totals = await repository.totals(template, filters);
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, { revision, totals });
      return totals;
    },
  };
}

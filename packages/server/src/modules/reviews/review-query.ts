import type { ReviewTemplate, SortOrder } from '@site-widgets/contract';

/** What the visitor (and the shortcode on the page) narrowed the list to; undefined = no filter. */
export interface VisitorFilters {
  search?: string;
  rating?: number;
  language?: string;
  sourcePageId?: string;
  platform?: string;
  pageIds?: string[];
  tag?: string;
}

/** One question to the repository: which reviews, in which order, which slice. */
export interface ReviewQuery {
  template: ReviewTemplate;
  filters: VisitorFilters;
  sort: SortOrder;
  /** Ids already shown (load-more paging); empty for offset paging. */
  excludeIds: number[];
  offset: number;
  limit: number;
}

/** A stable key for the filters that decide the total (not the order, not the slice). */
export function countKey(template: ReviewTemplate, filters: VisitorFilters): string {
  return JSON.stringify([template, filters]);
}

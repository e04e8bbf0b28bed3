/** The platforms a review can come from. `Submitted` is a visitor's own review from our form. */
export const PLATFORMS = ['Google', 'Facebook', 'Yelp', 'TripAdvisor', 'Manual', 'Submitted'] as const;
export type Platform = (typeof PLATFORMS)[number];

/**
 * A review as the browser sees it: public fields only. Never carries the reviewer's e-mail, IP or
 * browser id (reviews-protocol.md: never return private fields).
 */
export interface ReviewView {
  id: number;
  reviewerName: string;
  /** Absolute or site-relative image URL; null when the reviewer has none. */
  avatarUrl: string | null;
  /** 1–5, or null for an unrated recommendation or review. */
  rating: number | null;
  recommendation: 'positive' | 'negative' | null;
  platform: string;
  title: string;
  text: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  language: string;
  sourcePageName: string;
  /** Link to the review on its platform, or null. */
  permalink: string | null;
  companyName: string;
  /** Photos the reviewer attached (safe URLs only); absent or empty when none. */
  media?: string[];
}

/** Sort orders a visitor may choose (spec 000 §3 filter values; reviews-protocol.md). */
export const SORT_ORDERS = [
  'newest',
  'oldest',
  'highest',
  'lowest',
  'longest',
  'shortest',
  'random',
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const LAYOUTS = ['list', 'slider', 'carousel', 'masonry'] as const;
export type Layout = (typeof LAYOUTS)[number];

export const LOAD_MORE_MODES = ['button', 'pagenums', 'scroll', 'none'] as const;
export type LoadMoreMode = (typeof LOAD_MORE_MODES)[number];

/** A review template: a display configuration a site owner keeps (reviews-protocol.md). */
export interface ReviewTemplate {
  id: number;
  name: string;
  layout: Layout;
  perRow: number;
  rows: number;
  sortOrder: SortOrder;
  /** Reviews rated below this are left out; 0 = no minimum. Unrated recommendations always pass. */
  minRating: number;
  minWords: number;
  /** 0 = no maximum. */
  maxWords: number;
  hideWithoutText: boolean;
  /** Empty = every platform. */
  platforms: string[];
  /** Empty = every source page. */
  sourcePageIds: string[];
  tags: string[];
  languages: string[];
  /** Hand-picked review ids; empty = all that pass the filters. */
  reviewIds: number[];
  loadMoreMode: LoadMoreMode;
  showHeaderControls: boolean;
  readMore: 'inline' | 'modal' | 'none';
  animateHeight: boolean;
}

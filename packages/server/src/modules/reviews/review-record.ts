import type { ReviewView } from '@site-widgets/contract';
import { safeUrl } from '@site-widgets/core';
import type { Insertable, Selectable } from 'kysely';
import type { ReviewsTable } from '../../db/schema.ts';

/** What a caller gives to store a review; derived columns are computed here, once. */
export interface NewReview {
  pageId?: string;
  pageName?: string;
  platform: string;
  reviewerName: string;
  reviewerEmail?: string;
  companyName?: string;
  companyUrl?: string;
  rating: number | null;
  recommendation?: 'positive' | 'negative' | null;
  title?: string;
  text?: string;
  language?: string;
  hidden?: boolean;
  avatarUrl?: string | null;
  permalink?: string | null;
  tags?: string[];
  createdAt: Date;
  clientIp?: string;
  browserUid?: string | null;
  formId?: number | null;
  postId?: number | null;
  consent?: boolean;
  /** Photo URLs; anything not http(s) or site-relative is dropped. */
  media?: string[];
  /** A visitor's review starts `pending`; the owner's tools make it `approved` or `rejected`. */
  moderation?: Moderation;
}

export type Moderation = '' | 'pending' | 'approved' | 'rejected';

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

/** A review's place on the 1–5 scale: its rating, else 5/2 for a positive/negative recommendation. */
export function scoreOf(rating: number | null, recommendation: string | null | undefined): number | null {
  if (rating !== null) return rating;
  if (recommendation === 'positive') return 5;
  if (recommendation === 'negative') return 2;
  return null;
}

export function toRow(review: NewReview): Insertable<ReviewsTable> {
  const text = review.text ?? '';
  const title = review.title ?? '';
  const now = new Date().toISOString();
  const tags = (review.tags ?? []).map((tag) => tag.trim()).filter(Boolean);
  return {
    page_id: review.pageId ?? '',
    page_name: review.pageName ?? '',
    platform: review.platform,
    reviewer_name: review.reviewerName,
    reviewer_email: review.reviewerEmail ?? '',
    company_name: review.companyName ?? '',
    company_title: '',
    company_url: review.companyUrl ?? '',
    hide_stars: 0,
    source_name: review.platform,
    source_url: '',
    location: '',
    verified: 0,
    owner_response: '',
    sort_weight: 0,
    media: JSON.stringify((review.media ?? []).map(safeUrl).filter((url): url is string => url !== null)),
    rating: review.rating,
    recommendation: review.recommendation ?? null,
    title,
    text,
    word_count: countWords(text),
    char_count: [...text].length,
    language: review.language ?? '',
    hidden: review.hidden ? 1 : 0,
    consent: review.consent ? 1 : 0,
    avatar_url: review.avatarUrl ?? null,
    permalink: review.permalink ?? null,
    tags: tags.length ? `,${tags.join(',')},` : '',
    created_at: review.createdAt.toISOString(),
    updated_at: now,
    client_ip: review.clientIp ?? '',
    browser_uid: review.browserUid ?? null,
    form_id: review.formId ?? null,
    post_id: review.postId ?? null,
    search_text: [review.reviewerName, title, text, review.platform].join('\n').toLowerCase(),
    score: scoreOf(review.rating, review.recommendation),
    moderation: review.moderation ?? '',
  };
}

/** The columns a public view needs; private ones are never selected for visitors. */
export const PUBLIC_COLUMNS = [
  'id',
  'reviewer_name',
  'avatar_url',
  'rating',
  'recommendation',
  'platform',
  'title',
  'text',
  'created_at',
  'language',
  'page_name',
  'permalink',
  'company_name',
  'hide_stars',
  'media',
] as const;

export type PublicRow = Pick<Selectable<ReviewsTable>, (typeof PUBLIC_COLUMNS)[number]>;

/** The stored media list, read defensively: a row is input too. */
function mediaOf(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value
      .map((url) => (typeof url === 'string' ? safeUrl(url) : null))
      .filter((url): url is string => url !== null)
      .slice(0, 12);
  } catch {
    return [];
  }
}

export function toView(row: PublicRow): ReviewView {
  const media = mediaOf(row.media);
  return {
    id: row.id,
    reviewerName: row.reviewer_name,
    avatarUrl: safeUrl(row.avatar_url),
    rating: row.hide_stars ? null : row.rating,
    recommendation:
      row.recommendation === 'positive' || row.recommendation === 'negative' ? row.recommendation : null,
    platform: row.platform,
    title: row.title,
    text: row.text,
    createdAt: row.created_at,
    language: row.language,
    sourcePageName: row.page_name,
    permalink: safeUrl(row.permalink),
    companyName: row.company_name,
    ...(media.length ? { media } : {}),
  };
}

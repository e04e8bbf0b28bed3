import type { Generated } from 'kysely';

/** Booleans are stored as 0/1 integers on both databases, so rows read the same everywhere. */
type Flag = number;

export interface ReviewsTable {
  id: Generated<number>;
  page_id: string;
  page_name: string;
  platform: string;
  reviewer_name: string;
  /** Private: never leaves the server. */
  reviewer_email: string;
  company_name: string;
  company_title: string;
  company_url: string;
  rating: number | null;
  recommendation: string | null;
  title: string;
  text: string;
  word_count: number;
  char_count: number;
  language: string;
  hidden: Flag;
  hide_stars: Flag;
  consent: Flag;
  avatar_url: string | null;
  source_name: string;
  source_url: string;
  permalink: string | null;
  location: string;
  verified: Flag;
  /** Comma-wrapped list (`,a,b,`) so one tag matches with LIKE '%,a,%'. */
  tags: string;
  owner_response: string;
  sort_weight: number;
  /** JSON array of media URLs. */
  media: string;
  /** ISO 8601 UTC; sorts as text. */
  created_at: string;
  updated_at: string;
  /** Private. */
  client_ip: string;
  /** Private: the browser's random unique id (issue 4), unique when present. */
  browser_uid: string | null;
  form_id: number | null;
  post_id: number | null;
  /** Lower-cased name, title, text and platform, for the visitor's text search. */
  search_text: string;
  /** rating, or 5/2 for an unrated positive/negative recommendation; null when neither. */
  score: number | null;
  /** Private: SHA-256 of a visitor submission's content, so a retry with the same unique id is recognised. */
  submission_hash: string | null;
  /** `pending` (a visitor's review awaiting the owner), `approved`, `rejected`, or '' (not moderated). */
  moderation: Generated<string>;
}

export interface JsonSettingsTable {
  id: Generated<number>;
  name: string;
  /** JSON, parsed through a schema on every read. */
  settings: string;
  created_at: string;
}

export interface SiteStateTable {
  key: string;
  value: number;
}

/** One notification mail, written in the transaction of what it reports; sent after the commit. */
export interface OutboxTable {
  id: Generated<number>;
  review_id: number | null;
  recipient: string;
  subject: string;
  /** Plain text. */
  body: string;
  created_at: string;
  /** When a sender took it; a claim older than the lease is taken again (the sender died). */
  claimed_at: string | null;
  claimed_by: string | null;
  attempts: Generated<number>;
  sent_at: string | null;
  last_error: string | null;
}

/** Submissions counted per bucket (form + client address) and fixed window, shared by every instance. */
export interface RateLimitWindowsTable {
  bucket: string;
  /** The window's start, in seconds since 1970 (a multiple of the window length). */
  window_start: number | string;
  count: number;
}

export interface DatabaseSchema {
  reviews: ReviewsTable;
  review_templates: JsonSettingsTable;
  review_forms: JsonSettingsTable;
  floats: JsonSettingsTable;
  site_state: SiteStateTable;
  outbox: OutboxTable;
  rate_limit_windows: RateLimitWindowsTable;
}

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
  /** Migration 0016: `mail`, or the name of a job handler (the row's `body` is then its JSON payload). */
  kind: Generated<string>;
  /** Migration 0016: a mail's extra headers as a JSON object (List-Unsubscribe), or null. */
  headers: string | null;
}

/** Issue 17 item 5: one form webhook to deliver (an outbox row); see modules/webhooks. */
export interface WebhookDeliveriesTable {
  /** A random UUID, sent as X-Webhook-Id on every attempt. */
  id: string;
  form_id: string;
  event: string;
  url: string;
  /** The JSON body, bounded in bytes at enqueue. */
  payload: string;
  status: 'pending' | 'delivered' | 'dead';
  attempts: Generated<number>;
  next_attempt_at: string;
  /** While set and in the future, the worker named in lease_owner is delivering it. */
  lease_until: string | null;
  lease_owner: string | null;
  last_error: string | null;
  /** The receiver's last HTTP status; null when no answer came. */
  last_status: number | null;
  created_at: string;
  delivered_at: string | null;
}

/** Submissions counted per bucket (form + client address) and fixed window, shared by every instance. */
export interface RateLimitWindowsTable {
  bucket: string;
  /** The window's start, in seconds since 1970 (a multiple of the window length). */
  window_start: number | string;
  count: number;
}

/** Issue 11: what the site owns (spec 001): posts, pages, media and products, one row each. */
export interface ContentItemsTable {
  id: Generated<number>;
  kind: ContentKind;
  /** Only `published` items that are not password-protected ever reach a visitor. */
  status: ContentStatus;
  /** Unique per kind. */
  slug: string;
  title: string;
  excerpt: string;
  /** Sanitised HTML (sanitised on the way in, by the importer and the owner's tools). */
  content: string;
  /** The content as plain text, for the full-text index (db/full-text.ts). */
  search_body: string;
  author: string;
  /** `en`, `de`, `fr` pick a stemmer on PostgreSQL; anything else is matched by word. */
  language: string;
  password_protected: Flag;
  /** A `media` item's id. */
  featured_media_id: number | null;
  menu_order: number;
  /** Where an imported item came from (`wxr:{guid}`, `csv:{slug}` …), so a re-import updates it. */
  source_key: string | null;
  /** ISO 8601 UTC; sorts as text. */
  published_at: string;
  modified_at: string;
}

export type ContentKind = 'post' | 'page' | 'media' | 'product';
export type ContentStatus = 'published' | 'draft' | 'private';

/** A `media` item's file: the original and its renditions under the uploads directory. */
export interface MediaFilesTable {
  item_id: number;
  /** Relative to the media directory. */
  file_name: string;
  mime_type: string;
  width: number;
  height: number;
  bytes: number;
  alt: string;
  caption: string;
  /** JSON `[{ name: 'thumbnail', width: 150, height: 150, file_name }]`. */
  renditions: string;
}

/** A `product` item's shop fields. Money in minor units (pence, cents) of `currency`. */
export interface ProductsTable {
  item_id: number;
  product_type: 'simple' | 'grouped';
  /** A grouped product's id, on each of its children. */
  parent_id: number | null;
  sku: string;
  price_minor: number;
  sale_price_minor: number | null;
  currency: string;
  stock_status: 'instock' | 'outofstock' | 'onbackorder';
  stock_quantity: number | null;
  low_stock_threshold: number | null;
  /** JSON array of `media` item ids. */
  gallery: string;
  short_description: string;
}

/** Categories nest to 4 levels (depth 0–3); tags are flat. */
export interface TermsTable {
  id: Generated<number>;
  /** `category`, `post_tag`, `product_cat`, `product_tag`, `media_category`. */
  taxonomy: string;
  slug: string;
  name: string;
  parent_id: number | null;
  depth: number;
  description: string;
}

export interface ItemTermsTable {
  item_id: number;
  term_id: number;
}

/** Issue 12: an embedded form's definition (contract FormDefinition as JSON). */
export interface FormDefinitionsTable {
  id: number;
  slug: string;
  definition: string;
  /** First 32 hex of SHA-256 of `definition`: the honeypot value and the config's version. */
  version_hash: string;
  created_at: string;
  updated_at: string;
}

/** A final submit, stored once per unique id. */
export interface FormEntriesTable {
  id: Generated<number>;
  form_id: number;
  /** Private: the browser's unique id of this filling-in; the idempotency key. */
  unique_id: string;
  /** SHA-256 of the submitted values, so a retry is told from a different submission under one id. */
  submission_hash: string;
  /** JSON: field id → value as submitted. */
  field_values: string;
  /** JSON: [{ id, label, value }] as displayed (choice labels). */
  display_values: string;
  /** JSON: the visitor's gform_submission_speeds pages map. */
  submission_speeds: string;
  is_spam: Flag;
  page_url: string;
  /** Private. */
  client_ip: string;
  created_at: string;
}

/** Save and continue: a form filled in part, found by its resume token. */
export interface FormPartialEntriesTable {
  /** 32 hex (128 random bits). */
  token: string;
  form_id: number;
  unique_id: string;
  field_values: string;
  page_number: number;
  page_url: string;
  /** Where the resume link was last sent, if it was. */
  email: string | null;
  created_at: string;
  updated_at: string;
  expires_at: string;
}

/** Issue 13 §3: one file a visitor uploads to a form field, chunk by chunk (migration 0007). */
export interface FormUploadsTable {
  /** The browser's upload id (32 hex); bound to form, field and filling-in at the first chunk. */
  id: string;
  form_id: number;
  field_id: number;
  /** The filling-in's gform_unique_id. */
  unique_id: string;
  /** The visitor's file name, made safe (contract safeUploadName). */
  original_name: string;
  /** The whole file's size as declared at the first chunk. */
  declared_bytes: number;
  received_bytes: number;
  /** receiving → complete (checked, re-encoded, stored) | refused. */
  status: string;
  /** The stored file's random name (complete only). */
  stored_name: string | null;
  mime_type: string | null;
  stored_bytes: number | null;
  /** The entry it belongs to; null until a final submit attaches it (orphans go after 24 h). */
  entry_id: number | null;
  created_at: string;
  updated_at: string;
}

/** Issue 15: an anonymous shop visitor, by the id in their signed cookie (migration 0009). */
export interface ShopVisitorsTable {
  /** 22 base64url characters (modules/shop/visitor-identity.ts). */
  id: string;
  created_at: string;
  /** Renewed on every write; the visitor and everything under it go SHOP_VISITOR_DAYS after it. */
  last_write_at: string;
}

/** A product on a visitor's wishlist or compare list. */
export interface ShopListItemsTable {
  visitor_id: string;
  list: 'wishlist' | 'compare';
  /** A published product's content item id. */
  product_id: number;
  added_at: string;
}

/** One product in a visitor's cart; quantity ≥ 1 (a line at 0 is deleted). */
export interface ShopCartLinesTable {
  visitor_id: string;
  product_id: number;
  quantity: number;
  added_at: string;
}

/** Issue 15 item 5: a placed order (migration 0010). Money in minor units of `currency`. */
export interface ShopOrdersTable {
  id: Generated<number>;
  /** What the buyer and the owner quote (`HH-7K3P9Q2M`); random, so it says nothing of sales. */
  number: string;
  /** Private: the buyer's visitor cookie id; /my-account lists this browser's orders by it. */
  visitor_id: string;
  /** Private: the checkout form's key; unique per visitor, so a retried "Place order" is one order. */
  idempotency_key: string;
  /** placed | ready | completed | cancelled (the owner marks them with `npm run orders`). */
  status: string;
  /** collection | card (modules/shop/payments/). */
  payment_method: string;
  /** due (pay on collection) | pending (card, awaiting the provider) | paid | failed. */
  payment_status: string;
  /** The payment provider's session id (card). */
  payment_reference: string | null;
  contact_name: string;
  /** Private. As the buyer typed it. */
  contact_email: string;
  /** Private: the e-mail trimmed and lower-cased, for "e-mail me a link to my orders". */
  email_key: string;
  contact_phone: string;
  /** pickup | delivery. */
  fulfilment: string;
  /** Delivery only ('' for pickup). */
  address: string;
  town: string;
  postcode: string;
  currency: string;
  subtotal_minor: number;
  delivery_minor: number;
  tax_minor: number;
  total_minor: number;
  created_at: string;
  updated_at: string;
}

/** One product of an order with the price charged for it. */
export interface ShopOrderLinesTable {
  order_id: number;
  product_id: number;
  /** The product's title when ordered. */
  title: string;
  sku: string;
  unit_price_minor: number;
  quantity: number;
  line_total_minor: number;
}

/** Issue 16: one like of a post by one visitor (migration 0011); the count is the number of rows. */
export interface ContentLikesTable {
  post_id: number;
  /** The shop's signed visitor cookie id (modules/shop/visitor-identity.ts). */
  visitor_id: string;
  created_at: string;
}

/** Issue 16: a mobile mega-menu item's content, the owner's, sanitised on the way in (migration 0011). */
export interface ContentMegaMenuItemsTable {
  item_id: number;
  html: string;
  updated_at: string;
}

/** Issue 17 item 4: one post of an owner's social feed (migration 0014); '' means none. */
export interface FeedPostsTable {
  id: Generated<number>;
  widget_id: number;
  author: string;
  handle: string;
  text: string;
  media_url: string;
  media_alt: string;
  link: string;
  /** ISO date-time; the feed shows newest first. */
  posted_at: string;
  created_at: string;
}

/** Issue 17 item 6: a newsletter list the owner configures (`npm run newsletter`). */
export interface NewsletterListsTable {
  /** The public id forms name (`listId`); the owner picks it. */
  list_id: string;
  name: string;
  /** 1: a signup waits for the confirmation link (default); 0: subscribed at once. */
  double_opt_in: number;
  /** The Mailchimp audience id confirmed subscribers are pushed to; null: local list only. */
  remote_list_id: string | null;
  created_at: string;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  list_id: string;
  /** Trimmed and lower-cased; unique per list. */
  email: string;
  status: 'pending' | 'subscribed' | 'unsubscribed';
  /** JSON object of merge tag → text (bounded when parsed). */
  merge_fields: string;
  /** JSON array of interest (group) ids. */
  interests: string;
  /** SHA-256 (hex) of the pending confirmation link's token; null once used. */
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  confirm_sent_at: string | null;
  /** SHA-256 (hex) of the unsubscribe token (derived from the server secret, the list and the address). */
  unsubscribe_token_hash: string;
  created_at: string;
  updated_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

export interface DatabaseSchema {
  reviews: ReviewsTable;
  content_items: ContentItemsTable;
  media_files: MediaFilesTable;
  products: ProductsTable;
  terms: TermsTable;
  item_terms: ItemTermsTable;
  /** Per grid or search widget, what its owner configured (query, post type, limits). */
  catalogue_widgets: JsonSettingsTable;
  review_templates: JsonSettingsTable;
  review_forms: JsonSettingsTable;
  floats: JsonSettingsTable;
  site_state: SiteStateTable;
  outbox: OutboxTable;
  rate_limit_windows: RateLimitWindowsTable;
  form_definitions: FormDefinitionsTable;
  form_entries: FormEntriesTable;
  form_partial_entries: FormPartialEntriesTable;
  form_uploads: FormUploadsTable;
  shop_visitors: ShopVisitorsTable;
  shop_list_items: ShopListItemsTable;
  shop_cart_lines: ShopCartLinesTable;
  // Issue 17: chart and CSV data-table records.
  data_widgets: JsonSettingsTable;
  shop_orders: ShopOrdersTable;
  shop_order_lines: ShopOrderLinesTable;
  content_likes: ContentLikesTable;
  content_mega_menu_items: ContentMegaMenuItemsTable;
  // Issue 17 item 4: social feeds.
  feed_widgets: JsonSettingsTable;
  feed_posts: FeedPostsTable;
  // Issue 17 item 5: form webhooks (outbox).
  webhook_deliveries: WebhookDeliveriesTable;
  // Issue 17 item 5: the add-on form builder (migration 0017).
  form_builder_forms: JsonSettingsTable;
  form_builder_submissions: FormBuilderSubmissionsTable;
  form_builder_uploads: FormBuilderUploadsTable;
  // Issue 17 items 5 and 6: newsletter lists and subscribers.
  newsletter_lists: NewsletterListsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
}

export interface FormBuilderSubmissionsTable {
  id: Generated<number>;
  form_id: number;
  /** The page's word (form_name, form_page, form_page_id), kept as text. */
  form_name: string;
  form_page: string;
  form_page_id: string;
  /** JSON: field id → [type, value, label], flattened (spec 001 §3). */
  content: string;
  /** JSON: action → { status, message } as the server ran it. */
  action_statuses: string;
  /** JSON: action → { status, message } as the browser reported it (wpr_update_form_action_meta). */
  reported_statuses: string;
  created_at: string;
}

export interface FormBuilderUploadsTable {
  /** `<128 random bits>.<ext of the sniffed type>`. */
  stored_name: string;
  form_id: number;
  field_id: string;
  original_name: string;
  mime_type: string;
  bytes: number;
  /** The submission that holds it; only then is it served. */
  submission_id: number | null;
  created_at: string;
}

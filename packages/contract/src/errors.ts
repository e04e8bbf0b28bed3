/**
 * Every error code the server answers with, in one registry. A code is never reused for another meaning
 * (Fastify's lib/errors.js does the same). Clients may branch on `code`; `message` is for people.
 */
export const ERROR_CODES = {
  SW_BAD_FIELD: 'A request field failed validation.',
  SW_UNKNOWN_TEMPLATE: 'The review template does not exist.',
  SW_BAD_PAGE_SIZE: 'The page size (perrow × nrows) is outside 1..50.',
  SW_BODY_TOO_LARGE: 'The request body is larger than allowed.',
  SW_BAD_CONTENT_TYPE: 'The request body is not form-encoded or multipart.',
  SW_INVALID_REVIEW: 'The review form failed validation; dbmsg lists every reason (answered 200, error yes).',
  SW_ALREADY_SUBMITTED: 'This browser already submitted a review in this scope (answered 200, error yes).',
  SW_RATE_LIMITED: 'Too many submissions from this address; wait for Retry-After seconds (429).',
  SW_CAPTCHA_UNAVAILABLE: 'The captcha service could not be reached (answered 200, error yes).',
  SW_UNKNOWN_FORM: 'The review form does not exist (404).',
  SW_MALFORMED_BODY: 'The multipart request body could not be parsed (400).',
  SW_FORBIDDEN_PATH: 'The path reaches outside the folder it names (403).',
  SW_BAD_REQUEST: 'The request could not be read (400).',
  SW_NOT_FOUND: 'Nothing is served at this address (404).',
  SW_UNKNOWN_SEARCH_WIDGET: 'The search widget does not exist or is not a live search (404).',
  SW_UNKNOWN_GRID: 'No grid widget of this kind has the id in grid_settings.widget_id (404).',
  SW_FORM_NOT_FOUND:
    "The embedded form does not exist (answered 200, success false: 'Form {id} not found.').",
  SW_FORM_CONFIG_INVALID:
    'The embedded form config is unknown or stale (gform_validate_config, success false).',
  SW_FORM_INVALID_REQUEST: 'A gform_* request field could not be read (answered 200, success false).',
  SW_FORM_METHOD_REFUSED: 'The iframe submission method is not supported (answered 200, success false).',
  SW_UNKNOWN_LOOP_GRID: 'No loop grid has the widget_id of the refresh-loop request (404).',
  SW_LOOP_EDIT_NONCE: 'is_edit_mode needs a valid X-WP-Nonce header (403).',
  SW_ORIGIN_NOT_ALLOWED:
    'A state-changing call came from an origin that is neither ours nor in ALLOWED_ORIGINS (403).',
  SW_SERVER_BUSY: 'Every image-decoding slot is taken; try again after Retry-After seconds (503).',
  // Issue 17: charts and data tables.
  SW_UNKNOWN_DATA_WIDGET:
    'No chart, data table or map of this kind has the id (GET /data/chart, /data/table, /data/map, /data/map-image; 404).',
  // Issue 17 item 2: the map's tiles.
  SW_BAD_TILE:
    'A map tile address is not z/x/y.png with z in the served zooms and x, y on the map (GET /map-tiles; 400).',
  // Issue 16 (content widgets: like button, mega menu).
  SW_UNKNOWN_POST: 'No published post has this post_id (wpr_likes_init, 404).',
  SW_UNKNOWN_MENU_ITEM: 'No mega-menu item has this item_id (wprmegamenu, 404).',
  SW_UNKNOWN_PRODUCT: 'The product id is no published product (wishlist/compare, success false, 404).',
  SW_LIST_FULL: 'The wishlist or compare list holds its most products (success false, 409).',
  // Issue 17 item 4: social feeds.
  SW_UNKNOWN_FEED:
    'No feed widget of this kind has the id (wpr_load_more_tweets, wpr_load_more_instagram_posts; 404).',
  // Issue 17 item 6: the newsletter.
  SW_NEWSLETTER_UNKNOWN_LIST: 'mailchimp_subscribe: no newsletter list has this listId (404, status error).',
  SW_NEWSLETTER_BAD_EMAIL:
    'mailchimp_subscribe: the fields hold no valid e-mail address (400, status error).',
  SW_NEWSLETTER_BAD_FIELDS:
    'mailchimp_subscribe: the serialised fields could not be read (400, status error).',
  SW_NEWSLETTER_NOT_ACCEPTED: 'mailchimp_subscribe: the honeypot field was filled (400, status error).',
  SW_NEWSLETTER_RATE_LIMITED:
    'mailchimp_subscribe: too many signups from this address; wait for Retry-After seconds (429, status error).',
  SW_UNKNOWN_PAGE: 'wpr_get_page_content: the page id is not the wishlist or compare page (404).',
  // Issue 17 item 5: the add-on form builder.
  SW_UNKNOWN_FORM_BUILDER: 'No add-on form builder form has this id (wpr_form_builder_*, upload; 404).',
  SW_FORM_BUILDER_INVALID:
    'The form content does not fit the stored form: a required field empty, an unknown choice (400, success false).',
  SW_FORM_BUILDER_ACTION_OFF: 'The stored form does not run this action (409, success false).',
  SW_FORM_BUILDER_NO_DELIVERY:
    'The form asks for a webhook or mailing-list delivery this server does not provide (503, success false).',
  SW_FORM_BUILDER_DELIVERY_FAILED:
    'A delivery of the submission failed; nothing was committed, the visitor may send again (503, success false).',
  SW_FORM_BUILDER_BAD_TOKEN:
    'wpr_update_form_action_meta: post_id and token do not belong together (403, success false).',
  SW_FORM_BUILDER_RECAPTCHA: 'The reCAPTCHA answer did not verify (200, success false).',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The JSON body of every 4xx answer to an ajax action (beyond the protocol's bare `0` and `-1`). */
export interface ErrorBody {
  error: 'yes';
  code: ErrorCode;
  message: string;
  /** The request field at fault, when one is. */
  field?: string;
}

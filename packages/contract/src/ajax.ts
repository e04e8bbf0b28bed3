/** spec 000 §7: every call is a POST to the site's admin-ajax endpoint with `action` and a nonce. */
export const AJAX_PATH = '/wp-admin/admin-ajax.php';
/** Where a page whose nonce went stale fetches a fresh one (GET, JSON `{ nonce }`). */
export const NONCE_PATH = '/wp-json/site-widgets/v1/nonce';
export const NONCE_FIELD = 'wpfb_nonce';

/** Bodies the protocol fixes: unknown action and bad nonce. */
export const UNKNOWN_ACTION_BODY = '0';
export const BAD_NONCE_BODY = '-1';

/** Fields the original client sends that carry no meaning for the server. */
export const IGNORED_FIELDS = ['cache', 'processData', 'contentType'] as const;

import * as z from 'zod/mini';

/** The id of the one JSON script element that carries page variables (spec 000 §6, §7). */
export const PAGE_VARS_ELEMENT_ID = 'site-widgets-vars';

/** Page variables: where the ajax endpoint is, the nonce, and which page this is. */
export const pageVarsSchema = z.lazy(() =>
  z.object({
    /** The ajax endpoint; default `/wp-admin/admin-ajax.php`. */
    ajaxurl: z._default(z.string().check(z.minLength(1)), '/wp-admin/admin-ajax.php'),
    /** The security nonce; when absent or stale the client fetches a fresh one. */
    nonce: z.optional(z.string()),
    /** The id of the page (post) the widgets sit on; default 0. */
    pageId: z._default(z.number().check(z.int(), z.minimum(0)), 0),
  }),
);

export type PageVars = z.infer<typeof pageVarsSchema>;

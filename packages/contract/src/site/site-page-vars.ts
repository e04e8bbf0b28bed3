import * as z from 'zod/mini';

/**
 * The marketing-site settings among the page variables (the same `#site-widgets-vars` JSON element as
 * `pageVarsSchema`; each schema reads its own keys and ignores the others).
 */
export const sitePageVarsSchema = z.lazy(() =>
  z.object({
    /** spec 000 §6: the page builder's edit mode, where lightboxes never open; default false (visitor mode). */
    editMode: z._default(z.boolean(), false),
    /** The global image-link setting: links to images open in the lightbox; default true. */
    lightboxImageLinks: z._default(z.boolean(), true),
  }),
);

export type SitePageVars = z.infer<typeof sitePageVarsSchema>;

import * as z from 'zod/mini';

/**
 * Data attributes of issue 16's navigation and page widgets (menu, taxonomy list, timeline, share, like,
 * code highlight, table of contents, contact buttons, floating bar, progress tracker), read from
 * `element.dataset`. docs/embed.md is tested against these schemas.
 */

const yesOrNo = z.pipe(
  z.enum(['yes', 'no'], 'must be one of: yes, no'),
  z.transform((value) => value === 'yes'),
);
const label = z
  .string()
  .check(z.minLength(1, 'must not be empty'), z.maxLength(100, 'must be at most 100 characters'));
const elementId = z.string().check(z.regex(/^[A-Za-z][\w-]{0,99}$/, 'must be an element id'));
/** A link an owner configures: http(s) or a site path; anything else (javascript:, data:) is refused. */
export const OWNER_LINK_PATTERN = /^(https?:\/\/[^\s"<>]{1,2000}|\/(?!\/)[^\s"<>]{0,2000})$/i;
const ownerLink = z.string().check(z.regex(OWNER_LINK_PATTERN, 'must be an http(s) address or a site path'));

/** `<div data-widget="content-nav-menu">`: the add-on navigation menu (menu button and disclosure). */
export const contentNavMenuAttributesSchema = z.object({
  /** `data-label`: the navigation landmark's name; default `Menu`. */
  label: z.optional(label),
  /** `data-rest`: the REST base the mega-menu items are fetched from; default `/wp-json/`. */
  rest: z.optional(z.string().check(z.regex(/^\/(?!\/)[\w/-]{0,100}\/$/, 'must be a site path ending in /'))),
});

/** The taxonomies a taxonomy list may show. */
export const TAXONOMY_LIST_TAXONOMIES = [
  'category',
  'post_tag',
  'product_cat',
  'product_tag',
  'media_category',
] as const;

/** `<div data-widget="content-taxonomy-list">`: terms nested to 4 levels with their counts (server HTML). */
export const contentTaxonomyListAttributesSchema = z.object({
  /** `data-taxonomy`: which terms; default `category`. */
  taxonomy: z.optional(
    z.enum(TAXONOMY_LIST_TAXONOMIES, `must be one of: ${TAXONOMY_LIST_TAXONOMIES.join(', ')}`),
  ),
  /** `data-show-count`: `yes` or `no`; default `yes`. */
  showCount: z.optional(yesOrNo),
});

/** `<div data-widget="content-timeline">`: journal posts on a vertical timeline (server HTML). */
export const contentTimelineAttributesSchema = z.object({
  /** `data-limit`: how many of the newest posts; default 6, at most 24. */
  limit: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,2}$/, 'must be a whole number')),
      z.transform(Number).check(z.refine((n) => n >= 1 && n <= 24, 'must be between 1 and 24')),
    ),
  ),
});

/** The networks the share buttons know (spec 001 §1 "share buttons"); their share addresses in core. */
export const SHARE_NETWORKS = [
  'facebook',
  'x',
  'linkedin',
  'pinterest',
  'reddit',
  'whatsapp',
  'telegram',
  'email',
] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** `<div data-widget="content-share">`: share links, and the device's own share sheet where it has one. */
export const contentShareAttributesSchema = z.object({
  /** `data-networks`: space-separated networks; default `facebook x linkedin whatsapp email`. */
  networks: z.optional(
    z.pipe(
      z.string().check(z.maxLength(200, 'must be at most 200 characters')),
      z.transform((text, context) => {
        const names = text.split(/[\s,]+/).filter(Boolean);
        const unknown = names.find((name) => !(SHARE_NETWORKS as readonly string[]).includes(name));
        if (unknown !== undefined || names.length === 0) {
          context.issues.push({
            code: 'custom',
            input: text,
            message: `must list networks among: ${SHARE_NETWORKS.join(', ')}`,
          });
          return z.NEVER;
        }
        return [...new Set(names)] as ShareNetwork[];
      }),
    ),
  ),
  /** `data-url`: the address shared (http or https); default the page's canonical address. */
  url: z.optional(z.string().check(z.regex(/^https?:\/\/[^\s"<>]{1,2000}$/i, 'must be an http(s) address'))),
  /** `data-title`: the text shared with it; default the page's title. */
  title: z.optional(z.string().check(z.maxLength(300, 'must be at most 300 characters'))),
});

/** `<div data-widget="content-like">`: the like button (spec 001 §4, §7 `wpr_likes_init`). */
export const contentLikeAttributesSchema = z.object({
  /** `data-post-id`: the post liked. Required. */
  postId: z.pipe(
    z.string('is required').check(z.regex(/^[1-9]\d{0,9}$/, 'must be a post id')),
    z.transform(Number),
  ),
  /** `data-ajax`: where the like is posted; default the page's ajax endpoint. */
  ajax: z.optional(ownerLink),
  /** `data-zero-text`: shown instead of a zero count; default none (shows `0`). */
  zeroText: z.optional(z.string().check(z.maxLength(60, 'must be at most 60 characters'))),
});

/** The languages the code highlight colours (the highlighter's languages bundled with the widget). */
export const CODE_LANGUAGES = ['html', 'javascript', 'typescript', 'css', 'json', 'bash'] as const;

/** `<div data-widget="content-code">`: a code block coloured by the highlighter, with a copy button. */
export const contentCodeAttributesSchema = z.object({
  /** `data-language`: the code's language. Required. */
  language: z.enum(CODE_LANGUAGES, `must be one of: ${CODE_LANGUAGES.join(', ')}`),
  /** `data-copy`: `yes` shows a copy button; default `yes`. */
  copy: z.optional(yesOrNo),
});

/** `<div data-widget="content-toc">`: a table of contents from the page's headings, with scroll spy. */
export const contentTocAttributesSchema = z.object({
  /** `data-container`: the id of the element whose headings are listed; default the `main` element. */
  container: z.optional(elementId),
  /** `data-depth`: heading levels listed from h2: 1 (h2) to 4 (h2–h5); default 2. */
  depth: z.optional(z.pipe(z.enum(['1', '2', '3', '4'], 'must be one of: 1, 2, 3, 4'), z.transform(Number))),
  /** `data-label`: the list's heading and landmark name; default `Contents`. */
  label: z.optional(label),
});

/** `<div data-widget="content-contact-buttons">`: a floating button that opens contact links. */
export const contentContactButtonsAttributesSchema = z.object({
  /** `data-phone`: a telephone number; default none. */
  phone: z.optional(z.string().check(z.regex(/^\+?[\d ()-]{5,30}$/, 'must be a telephone number'))),
  /** `data-email`: an e-mail address; default none. */
  email: z.optional(
    z.string().check(z.regex(/^[^\s@<>"?&]{1,64}@[^\s@<>"?&]{1,190}$/, 'must be an e-mail address')),
  ),
  /** `data-whatsapp`: a WhatsApp number (digits are kept, spec 001 §5); default none. */
  whatsapp: z.optional(z.string().check(z.regex(/^\+?[\d ()-]{5,30}$/, 'must be a telephone number'))),
  /** `data-map`: a map or directions link (http or https); default none. */
  map: z.optional(z.string().check(z.regex(/^https?:\/\/[^\s"<>]{1,2000}$/i, 'must be an http(s) address'))),
  /** `data-label`: the button's name; default `Contact us`. */
  label: z.optional(label),
});

/** `<div data-widget="content-floating-bar">`: a bar fixed to the top or bottom, closable. */
export const contentFloatingBarAttributesSchema = z.object({
  /** `data-position`: `top` or `bottom`; default `bottom`. */
  position: z.optional(z.enum(['top', 'bottom'], 'must be one of: top, bottom')),
  /** `data-link`: the call-to-action's address (http(s) or a site path); default none. */
  link: z.optional(ownerLink),
  /** `data-link-text`: the call-to-action's text; default `Find out more`. */
  linkText: z.optional(label),
  /** `data-bar-id`: names the bar so a close is remembered in this browser; default none (not kept). */
  barId: z.optional(
    z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, 'must be lowercase letters, digits and -')),
  ),
});

/** `<div data-widget="content-progress-tracker">`: how far the visitor has read, as a bar. */
export const contentProgressTrackerAttributesSchema = z.object({
  /** `data-target`: the id of the element whose reading is tracked; default the whole page. */
  target: z.optional(elementId),
  /** `data-position`: `top` or `bottom` of the window; default `top`. */
  position: z.optional(z.enum(['top', 'bottom'], 'must be one of: top, bottom')),
  /** `data-label`: the progress bar's name; default `Reading progress`. */
  label: z.optional(label),
});

export type ContentNavMenuAttributes = z.output<typeof contentNavMenuAttributesSchema>;
export type ContentShareAttributes = z.output<typeof contentShareAttributesSchema>;
export type ContentLikeAttributes = z.output<typeof contentLikeAttributesSchema>;
export type ContentCodeAttributes = z.output<typeof contentCodeAttributesSchema>;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];
export type ContentTocAttributes = z.output<typeof contentTocAttributesSchema>;
export type ContentContactButtonsAttributes = z.output<typeof contentContactButtonsAttributesSchema>;
export type ContentFloatingBarAttributes = z.output<typeof contentFloatingBarAttributesSchema>;
export type ContentProgressTrackerAttributes = z.output<typeof contentProgressTrackerAttributesSchema>;

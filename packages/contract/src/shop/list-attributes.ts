import * as z from 'zod/mini';

/**
 * Data attributes of the wishlist and compare widgets (issue 15 item 2; spec 001 §2, §4), read from
 * `element.dataset`. docs/embed.md is tested against these schemas.
 */

const seconds = (max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,3}(\.\d{1,3})?$/, 'must be a number of seconds')),
    z.transform(Number).check(z.refine((value) => value <= max, `must be at most ${max}`)),
  );

/** `<div data-widget="wishlist-button">` and `compare-button`: add ↔ remove one product. */
export const listButtonAttributesSchema = z.object({
  /** `data-product-id`: the product's id (required). */
  productId: z.pipe(z.string().check(z.regex(/^[1-9]\d{0,8}$/, 'must be a product id')), z.transform(Number)),
  /** `data-after-add`: `popup` (default), `sidebar` (opens the header's mini panel) or `none`. */
  afterAdd: z.optional(z.enum(['popup', 'sidebar', 'none'], 'must be one of: popup, sidebar, none')),
  /** `data-popup-time`: seconds the popup stays shown; default 4. */
  popupTime: z.optional(seconds(60)),
  /** `data-animation-time`: seconds of its fade or slide; default 0.4. */
  animationTime: z.optional(seconds(5)),
  /** `data-popup-animation`: `fade` (default) or `slide`. */
  popupAnimation: z.optional(z.enum(['fade', 'slide'], 'must be one of: fade, slide')),
});

/** `<div data-widget="mini-wishlist">` and `mini-compare`: the header icon, count and panel. */
export const miniListAttributesSchema = z.object({
  /** `data-display`: `dropdown` (default) or `sidebar`. */
  display: z.optional(z.enum(['dropdown', 'sidebar'], 'must be one of: dropdown, sidebar')),
  /** `data-animation`: `slide` (default) or `fade`. */
  animation: z.optional(z.enum(['slide', 'fade'], 'must be one of: slide, fade')),
  /**
   * `data-count-on-load`: `yes` (default) fetches the count once the page has loaded; `no` waits for the
   * visitor to reach the icon (pointer, focus), so pages outside the shop make no call and load no code.
   */
  countOnLoad: z.optional(z.enum(['yes', 'no'], 'must be one of: yes, no')),
});

/** `<div data-widget="wishlist-page">` and `compare-page`: the server-rendered table with remove buttons. */
export const listPageAttributesSchema = z.object({});

export type ListButtonAttributes = z.output<typeof listButtonAttributesSchema>;
export type MiniListAttributes = z.output<typeof miniListAttributesSchema>;

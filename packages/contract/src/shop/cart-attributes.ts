import * as z from 'zod/mini';

/**
 * Data attributes of `<div data-widget="mini-cart">` (issue 15 item 4): the header's cart icon with its
 * count and the mini cart panel. docs/embed.md is tested against this schema.
 */
export const miniCartAttributesSchema = z.object({
  /** `data-display`: `dropdown` under the icon or `sidebar` from the page's edge; default dropdown. */
  display: z.optional(z.enum(['dropdown', 'sidebar'], 'must be one of: dropdown, sidebar')),
  /** `data-animation`: `slide` or `fade` when the panel opens (none under reduced motion); default slide. */
  animation: z.optional(z.enum(['slide', 'fade'], 'must be one of: slide, fade')),
});

export type MiniCartAttributes = z.output<typeof miniCartAttributesSchema>;

/**
 * Data attributes of `<div data-widget="add-to-cart">` (issue 15 item 3): a product page's add-to-cart
 * form (quantity, or a grouped product's child quantities). docs/embed.md is tested against this schema.
 */
export const addToCartAttributesSchema = z.object({
  /** `data-product-id`: the product the form adds. Required. */
  productId: z.pipe(z.string().check(z.regex(/^[1-9]\d{0,8}$/, 'must be a product id')), z.transform(Number)),
  /** `data-cart-url`: where the view-cart link goes (http/https or site-relative); default `/cart`. */
  cartUrl: z.optional(
    z.string().check(z.regex(/^(\/(?!\/)|https?:\/\/)/, 'must be a site path or an http(s) address')),
  ),
});

export type AddToCartAttributes = z.output<typeof addToCartAttributesSchema>;

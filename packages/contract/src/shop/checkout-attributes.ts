import * as z from 'zod/mini';

/**
 * `<div data-widget="shop-checkout">`: the checkout form (issue 15 item 5), server-rendered into
 * `/checkout` with the cart's summary; it has no attributes (everything it shows comes from the server).
 */
export const shopCheckoutAttributesSchema = z.object({});

/**
 * The `gform-products` chunk (spec 001 §7): the pricing and formula code the server runs, loaded only
 * by forms with priced or calculation fields, so the browser shows the same figures the server stores.
 */
export { computedValues } from '@site-widgets/core/forms/pricing.ts';

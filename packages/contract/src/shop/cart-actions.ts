import * as z from 'zod/mini';

/** spec 001 §7: add to cart with the serialised product form plus the add-to-cart value. */
export const ADD_TO_CART_ACTION = 'wpr_addons_add_cart_single_product';
/** spec 001 §7: the cart fragments endpoint (WooCommerce's name). */
export const REFRESH_FRAGMENTS_ACTION = 'woocommerce_get_refreshed_fragments';

/** spec 001 §5: a quantity is a whole number between 0 and this (the original's default maximum). */
export const MAX_CART_QUANTITY = 99_999_999;
/** Most different products one cart holds; an add past it is refused with a notice. */
export const MAX_CART_LINES = 50;
/** Most children a grouped product's form may name (`quantity[childId]` fields). */
export const MAX_GROUPED_CHILDREN = 50;

/**
 * The fragments every cart answer carries, keyed by the selector of the element each replaces, as
 * WooCommerce keys them: the mini cart's content and the header's count badge.
 */
export const MINI_CART_FRAGMENT = 'div.widget_shopping_cart_content';
export const CART_COUNT_FRAGMENT = 'span.sw-cart-count';
export const CART_FRAGMENT_SELECTORS = [MINI_CART_FRAGMENT, CART_COUNT_FRAGMENT] as const;

/**
 * Readable (not HttpOnly) cookie holding the cart's hash, set on every cart change and removed when the
 * cart is empty: a page compares it with the fragments it cached, so an unchanged cart costs no call.
 */
export const CART_HASH_COOKIE = 'sw_cart_hash';

/** The choose-quantity text (spec 001 §5): a grouped product sent with every quantity 0. */
export const CHOOSE_QUANTITY_TEXT = 'Please choose the quantity of items you wish to add to your cart…';

/** spec 001 §8: the low-stock notice, N being what is left in stock. */
export function lowStockNotice(left: number): string {
  return `Only ${left} left in stock!`;
}

/** The cart fragments and their hash ('' for an empty cart). */
export interface CartFragments {
  fragments: Record<string, string>;
  cart_hash: string;
}

/**
 * spec 001 §7 answer to `wpr_addons_add_cart_single_product` (docs/api.md). Notices are plain text
 * (alerted as they are). On success `fragments` and `cart_hash`; on an error that the product page
 * resolves (a grouped product without its quantities), `product_url`.
 */
export interface AddToCartAnswer {
  notices: string[];
  error: boolean;
  product_url?: string;
  fragments?: Record<string, string>;
  cart_hash?: string;
}

/** A whole number in decimal digits (no sign, no fraction, no exponent), at most `max`. */
const wholeNumberText = /^\d{1,12}$/;

/** The add-to-cart request as the server reads it from the serialised form. */
export interface AddToCartRequest {
  productId: number;
  /** The simple product's quantity; undefined when the form has none (a product card: one). */
  quantity: number | undefined;
  /** A grouped product's `quantity[childId]` fields. */
  childQuantities: Map<number, number>;
}

export type AddToCartParse =
  | { ok: true; value: AddToCartRequest }
  | { ok: false; field: string; message: string };

function quantityOf(
  text: string,
  field: string,
): { ok: true; value: number } | { ok: false; field: string; message: string } {
  const trimmed = text.trim();
  if (!wholeNumberText.test(trimmed) || Number(trimmed) > MAX_CART_QUANTITY)
    return { ok: false, field, message: `must be a whole number between 0 and ${MAX_CART_QUANTITY}` };
  return { ok: true, value: Number(trimmed) };
}

/**
 * Reads the serialised product form: `add-to-cart` (the product id, or `product_id`), `quantity` for a
 * simple product, `quantity[childId]` per child of a grouped one. Every other field (variation ids, the
 * theme's extras, any price the browser claims) is ignored: prices only ever come from the product rows.
 */
export function readAddToCartFields(fields: Record<string, string>): AddToCartParse {
  const idText = fields['add-to-cart'] || fields.product_id || '';
  const id = idText.trim();
  if (!/^\d{1,9}$/.test(id) || Number(id) === 0)
    return { ok: false, field: 'add-to-cart', message: 'must be a product id' };
  let quantity: number | undefined;
  if (fields.quantity !== undefined && fields.quantity !== '') {
    const parsed = quantityOf(fields.quantity, 'quantity');
    if (!parsed.ok) return parsed;
    quantity = parsed.value;
  }
  const childQuantities = new Map<number, number>();
  for (const [name, value] of Object.entries(fields)) {
    const match = /^quantity\[(.*)\]$/.exec(name);
    if (!match) continue;
    const childText = match[1] ?? '';
    if (!/^\d{1,9}$/.test(childText) || Number(childText) === 0)
      return { ok: false, field: name, message: 'must name a product id' };
    if (childQuantities.size >= MAX_GROUPED_CHILDREN)
      return { ok: false, field: name, message: `at most ${MAX_GROUPED_CHILDREN} quantities` };
    const parsed = value === '' ? { ok: true as const, value: 0 } : quantityOf(value, name);
    if (!parsed.ok) return parsed;
    childQuantities.set(Number(childText), parsed.value);
  }
  return { ok: true, value: { productId: Number(id), quantity, childQuantities } };
}

/** The ajax endpoint hands every field as a string; the action reads them with `readAddToCartFields`. */
export const addToCartFieldsSchema = z.record(z.string(), z.string());

/** `woocommerce_get_refreshed_fragments` takes no fields (the original sends `time`, ignored). */
export const refreshFragmentsFieldsSchema = z.record(z.string(), z.string());

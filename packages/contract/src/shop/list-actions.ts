import * as z from 'zod/mini';
import type { ErrorCode } from '../errors.ts';
import { optionalText } from '../fields.ts';

/** spec 001 §7: the wishlist and compare calls, by their wire names. */
export const LIST_ACTIONS = {
  checkWishlistGrid: 'check_product_in_wishlist_grid',
  checkCompareGrid: 'check_product_in_compare_grid',
  checkWishlist: 'check_product_in_wishlist',
  checkCompare: 'check_product_in_compare',
  addToWishlist: 'add_to_wishlist',
  removeFromWishlist: 'remove_from_wishlist',
  addToCompare: 'add_to_compare',
  removeFromCompare: 'remove_from_compare',
  countWishlist: 'count_wishlist_items',
  countCompare: 'count_compare_items',
  updateMiniWishlist: 'update_mini_wishlist',
  updateMiniCompare: 'update_mini_compare',
  pageContent: 'wpr_get_page_content',
} as const;

/** The two lists a visitor keeps on the server under their cookie. */
export type ShopListName = 'wishlist' | 'compare';

/** The most products a wishlist holds; an add past it is refused with LIST_FULL_MESSAGES.wishlist. */
export const MAX_WISHLIST_ITEMS = 100;
/** The most products compared side by side (the table's columns); an add past it is refused. */
export const MAX_COMPARE_ITEMS = 4;
export const LIST_LIMITS: Record<ShopListName, number> = {
  wishlist: MAX_WISHLIST_ITEMS,
  compare: MAX_COMPARE_ITEMS,
};

/** What the server answers an add past the limit (shown to the visitor in an alert, spec 001 §8). */
export const LIST_FULL_MESSAGES: Record<ShopListName, string> = {
  wishlist: `Your wishlist is full (${MAX_WISHLIST_ITEMS} products). Remove one to add another.`,
  compare: `You can compare up to ${MAX_COMPARE_ITEMS} products. Remove one to add another.`,
};
/** What the server answers an id that is no published product (a draft, a post, 0, 10⁹…). */
export const UNKNOWN_PRODUCT_MESSAGE = 'This product is not available.';

/** The page ids our own wishlist and compare pages carry (`wpr_compare_page_id`). */
export const WISHLIST_PAGE_ID = 40;
export const COMPARE_PAGE_ID = 41;
export const WISHLIST_PAGE_PATH = '/wishlist';
export const COMPARE_PAGE_PATH = '/compare';

/** A product id as the browser sends it: 1 to 999,999,999 in plain digits ('abc', '-1', '0', '1e9' fail). */
export const productIdField = z.pipe(
  z.string('is required').check(z.regex(/^[1-9]\d{0,8}$/, 'must be a product id')),
  z.transform(Number),
);

/** `check_product_in_*_grid`: no fields of its own (the page nonce only). */
export const listGridCheckRequestSchema = z.object({});
/** `check_product_in_*`, `add_to_*`, `remove_from_*`, `update_mini_*`: one product id. */
export const listProductRequestSchema = z.object({ product_id: productIdField });

/** `count_wishlist_items`: the add-to-cart labels by product kind (defaults in ADD_TO_CART_LABELS). */
export const countWishlistRequestSchema = z.object({
  simple_text: optionalText(60),
  grouped_text: optionalText(60),
  outofstock_text: optionalText(60),
});

/** `count_compare_items`: the remove and empty texts, and the add-to-cart labels. */
export const countCompareRequestSchema = z.object({
  remove_text: optionalText(60),
  compare_empty_text: optionalText(200),
  simple_text: optionalText(60),
  grouped_text: optionalText(60),
  outofstock_text: optionalText(60),
});

/** `wpr_get_page_content`: which of our pages (only the wishlist and compare pages answer). */
export const pageContentRequestSchema = z.object({
  wpr_compare_page_id: z.pipe(
    z.string('is required').check(z.regex(/^\d{1,9}$/, 'must be a page id')),
    z.transform(Number),
  ),
});

export const ADD_TO_CART_LABELS = {
  simple: 'Add to cart',
  grouped: 'View products',
  outofstock: 'Read more',
} as const;
export const COMPARE_REMOVE_TEXT = 'Remove';
export const COMPARE_EMPTY_TEXT = 'No products to compare yet.';

/** `product_atc`: the item's add-to-cart link as data; the client renders it (no markup on the wire). */
export interface ProductAddToCartView {
  kind: 'simple' | 'grouped' | 'outofstock';
  text: string;
  /** Site-relative: the product page (grouped, out of stock) or the page with `?add-to-cart=id`. */
  url: string;
}

export interface ProductImageView {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** One wishlist item (spec 001 §3), every field as the original names it. */
export interface WishlistItemView {
  product_id: number;
  product_url: string;
  product_image: ProductImageView | null;
  product_title: string;
  /** Plain text, e.g. '£12.50' (the sale price when on sale). */
  product_price: string;
  /** Plain text, e.g. 'In stock', 'Only 3 left', 'Out of stock'. */
  product_stock: string;
  product_atc: ProductAddToCartView;
}

export interface CountWishlistAnswer {
  wishlist_items: WishlistItemView[];
  wishlist_count: number;
}
export interface CountCompareAnswer {
  /** Server-built HTML from escaped data (CompareTableMarkup). */
  compare_table: string;
  compare_count: number;
}

/** `add_to_*` and `remove_from_*`: WordPress's success shape, with the list's new count. */
export type ListChangeAnswer =
  | { success: true; data: { product_id: number; count: number; product_title: string } }
  | { success: false; data: { message: string; code: ErrorCode } };

/** `update_mini_wishlist`: the count and the product's fields (null once it is no product). */
export interface UpdateMiniWishlistAnswer {
  wishlist_count: number;
  product: WishlistItemView | null;
}
export interface UpdateMiniCompareAnswer {
  compare_count: number;
}

export type PageContentAnswer =
  | { success: true; data: { content: string } }
  | { success: false; data: { message: string; code: ErrorCode } };

/**
 * Readable (not HttpOnly) marker cookie `sw_lists=1`, set while the visitor's wishlist or compare list
 * holds a product and removed when both are empty. It holds no identity: it only tells a page off the
 * shop that the header counts are worth fetching once it has loaded (loader/registry.ts).
 */
export const LISTS_MARKER_COOKIE = 'sw_lists';

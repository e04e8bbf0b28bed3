import {
  CART_HASH_COOKIE,
  type CartFragments,
  REFRESH_FRAGMENTS_ACTION,
} from '@site-widgets/contract/shop/cart-actions.ts';

/** sessionStorage key of the last fragments and their hash (WooCommerce keeps `wc_fragments_*` so). */
export const FRAGMENTS_STORAGE_KEY = 'sw_cart_fragments';

/** The part of Storage the cache needs; tests pass a Map-backed one. */
export interface FragmentStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The cart hash the server last set in its readable cookie; '' when there is none (empty cart). */
export function cartHashFromCookie(cookie: string): string {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CART_HASH_COOKIE) {
      const value = rest.join('=');
      return /^[0-9a-f]{32}$/.test(value) ? value : '';
    }
  }
  return '';
}

export function storeFragments(storage: FragmentStorage, answer: CartFragments): void {
  try {
    if (answer.cart_hash === '') storage.removeItem(FRAGMENTS_STORAGE_KEY);
    else storage.setItem(FRAGMENTS_STORAGE_KEY, JSON.stringify(answer));
  } catch {
    // Storage full or refused (private mode): the next page view asks the server again.
  }
}

/** The stored fragments when they are for `hash`; undefined otherwise. */
export function storedFragments(storage: FragmentStorage, hash: string): CartFragments | undefined {
  try {
    const stored = JSON.parse(storage.getItem(FRAGMENTS_STORAGE_KEY) ?? 'null') as CartFragments | null;
    if (stored?.cart_hash !== hash || typeof stored.fragments !== 'object' || stored.fragments === null)
      return undefined;
    return stored;
  } catch {
    return undefined;
  }
}

export interface FragmentSource {
  cookie: string;
  storage: FragmentStorage;
  post(action: string, fields: Record<string, string>): Promise<string>;
}

/**
 * The fragments a page view shows (issue 15 item 4): none for an empty cart (the server markup shows it
 * empty; no call), the stored ones when their hash is the cookie's (no call), else a fresh
 * `woocommerce_get_refreshed_fragments`, stored for the next view.
 */
export async function pageFragments(source: FragmentSource): Promise<CartFragments | undefined> {
  const hash = cartHashFromCookie(source.cookie);
  if (hash === '') {
    storeFragments(source.storage, { fragments: {}, cart_hash: '' });
    return undefined;
  }
  const stored = storedFragments(source.storage, hash);
  if (stored) return stored;
  const text = await source.post(REFRESH_FRAGMENTS_ACTION, {});
  const answer = JSON.parse(text) as Partial<CartFragments> | null;
  if (!answer || typeof answer.fragments !== 'object' || answer.fragments === null) return undefined;
  const fresh = { fragments: answer.fragments, cart_hash: String(answer.cart_hash ?? '') };
  storeFragments(source.storage, fresh);
  return fresh;
}

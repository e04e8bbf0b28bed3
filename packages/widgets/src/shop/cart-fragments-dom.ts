import { CART_FRAGMENT_SELECTORS, type CartFragments } from '@site-widgets/contract/shop/cart-actions.ts';
import { storeFragments } from '@site-widgets/core/shop/cart-fragments.ts';

/** The page's session storage, or none (refused in some private modes). */
export function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Puts the cart's fragments in the page as WooCommerce does: each element matching a fragment's selector
 * is replaced by the fragment's markup. Only our own selectors are applied; the markup is our server's,
 * built from escaped data. Elements inside React roots are never fragment targets (the mini cart's
 * markup is the server's, driven without React).
 */
export function applyFragments(fragments: Record<string, string>, root: ParentNode = document): void {
  for (const selector of CART_FRAGMENT_SELECTORS) {
    const html = fragments[selector];
    if (typeof html !== 'string') continue;
    const template = document.createElement('template');
    template.innerHTML = html;
    const replacement = template.content.firstElementChild;
    if (!replacement?.matches(selector)) continue;
    for (const element of root.querySelectorAll(selector)) element.replaceWith(replacement.cloneNode(true));
  }
}

/** After an add: show the new fragments, keep them for the next page view, tell the page. */
export function receiveFragments(answer: CartFragments): void {
  const storage = sessionStore();
  if (storage) storeFragments(storage, answer);
  applyFragments(answer.fragments);
  document.dispatchEvent(new CustomEvent('sw:cart-fragments', { detail: answer }));
}

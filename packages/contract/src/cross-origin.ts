import { LIKES_ACTION } from './content/likes.ts';
import { ADD_TO_CART_ACTION, REFRESH_FRAGMENTS_ACTION } from './shop/cart-actions.ts';
import { LIST_ACTIONS } from './shop/list-actions.ts';

/**
 * Issue 18 item 2: the ajax actions that read or set the visitor's cookie (the shop's cart, wishlist and
 * compare lists; the like button). From another origin only these are sent with credentials, and only
 * their answers allow them (`Access-Control-Allow-Credentials`); every other call is anonymous.
 */
export const VISITOR_COOKIE_ACTIONS: ReadonlySet<string> = new Set([
  ADD_TO_CART_ACTION,
  REFRESH_FRAGMENTS_ACTION,
  ...Object.values(LIST_ACTIONS),
  LIKES_ACTION,
]);

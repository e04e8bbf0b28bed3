import type { ShopPricing } from '@site-widgets/core/shop/cart-totals.ts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { NonceService } from '../../security/nonce.ts';
import type { AjaxAction } from '../ajax/ajax-action.ts';
import { registerCart } from './cart/cart-module.ts';
import { type CheckoutOptions, registerCheckout } from './checkout-module.ts';
import { listActions } from './lists/list-actions.ts';
import { registerListPages } from './lists/list-pages-routes.ts';
import { DEFAULT_SHOP_PRICING } from './shop-pricing.ts';
import { createShopVisitorRepository, type ShopVisitorRepository } from './shop-visitor-repository.ts';
import { createVisitorIdentity, DEFAULT_VISITOR_DAYS, type VisitorIdentity } from './visitor-identity.ts';

export interface ShopOptions {
  /** Days a visitor's wishlist, compare list and cart are kept after their last change (SHOP_VISITOR_DAYS). */
  visitorDays?: number;
  /** Tax, delivery and currency; default the demo café's (`shop-pricing.ts`). */
  pricing?: ShopPricing;
  /** Checkout, payment methods and my-account (issue 15 items 5, 6; `checkout-module.ts`). */
  checkout?: CheckoutOptions;
}

export interface ShopDeps {
  database: Database;
  nonces: NonceService;
  /** The server secret; the visitor cookie's key is derived from it. */
  secret: string;
  now: () => number;
  options?: ShopOptions;
}

/** What every part of the shop (lists, cart, checkout, account) stands on. */
export interface ShopContext {
  database: Database;
  nonces: NonceService;
  now: () => number;
  /** The visitor's signed cookie: `read` for reads (never sets it), `ensure` on a write. */
  identity: VisitorIdentity;
  /** Call `touch` on every write so the visitor's records are kept SHOP_VISITOR_DAYS from now. */
  visitors: ShopVisitorRepository;
  pricing: ShopPricing;
}

/**
 * The shop (issue 15): the anonymous visitor's identity, and the wishlist, compare, cart and checkout
 * actions and pages that stand on it. Returns the ajax actions for the one ajax endpoint.
 */
export async function registerShop(app: FastifyInstance, deps: ShopDeps): Promise<AjaxAction[]> {
  const context: ShopContext = {
    database: deps.database,
    nonces: deps.nonces,
    now: deps.now,
    identity: createVisitorIdentity({
      secret: deps.secret,
      days: deps.options?.visitorDays ?? DEFAULT_VISITOR_DAYS,
    }),
    visitors: createShopVisitorRepository(deps.database.db),
    pricing: deps.options?.pricing ?? DEFAULT_SHOP_PRICING,
  };
  registerCheckout(app, context, deps.secret, deps.options?.checkout);
  registerListPages(app, context);
  return [
    // Issue 15 items 3–5: add to cart, the fragments, the /cart page and its forms.
    ...registerCart(app, context),
    // Issue 15 item 2: wishlist and compare.
    ...listActions(context),
  ];
}
